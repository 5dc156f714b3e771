import { SystemsContentSchema } from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import { fromSystemsForm, SystemsFormSchema, toSystemsForm } from './systems.form';

const stored = {
  systems: [
    { name: 'Cloud ERP', purpose: 'Everything', keyFunctions: ['Billing', 'Dispatch'], vendor: 'Acme' },
    { name: 'FieldPro Mobile' },
  ],
  reviewed: true,
};

describe('systems form mapping', () => {
  it('reads each system, keeping unknown fields aside', () => {
    expect(toSystemsForm(stored).systems).toEqual([
      {
        name: 'Cloud ERP',
        purpose: 'Everything',
        keyFunctions: [{ value: 'Billing' }, { value: 'Dispatch' }],
        extra: { vendor: 'Acme' },
      },
      { name: 'FieldPro Mobile', purpose: '', keyFunctions: [], extra: {} },
    ]);
  });

  it('round-trips stored content, unknown fields included', () => {
    const back = fromSystemsForm(toSystemsForm(stored), stored);
    expect(back).toEqual(stored);
    expect(SystemsContentSchema.safeParse(back).success).toBe(true);
  });

  it('drops blank systems and functions, trims, and keeps the new order', () => {
    const form = toSystemsForm(stored);
    form.systems = [
      { ...form.systems[1]!, purpose: ' Technician app ' },
      { name: '', purpose: '', keyFunctions: [{ value: ' ' }], extra: {} },
      { ...form.systems[0]!, keyFunctions: [{ value: 'Dispatch' }, { value: '' }] },
    ];
    expect(fromSystemsForm(form, stored).systems).toEqual([
      { name: 'FieldPro Mobile', purpose: 'Technician app' },
      { name: 'Cloud ERP', purpose: 'Everything', keyFunctions: ['Dispatch'], vendor: 'Acme' },
    ]);
    expect(fromSystemsForm({ systems: [] }, stored)).toEqual({ reviewed: true });
  });

  it('asks for a name when a system has anything else', () => {
    const result = SystemsFormSchema.safeParse({
      systems: [{ name: ' ', purpose: 'x', keyFunctions: [], extra: {} }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['systems', 0, 'name'],
      message: 'Enter the system’s name, or remove it',
    });
  });
});
