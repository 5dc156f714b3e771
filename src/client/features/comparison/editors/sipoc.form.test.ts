import { SipocContentSchema } from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import { fromSipocForm, toSipocForm } from './sipoc.form';

const stored = {
  suppliers: ['Customer', 'Vendor'],
  suppliersFullNames: ['Customer (building owner)', ''],
  inputs: ['Service request'],
  process: ['Log', 'Dispatch'],
  outputs: ['WO'],
  outputsFullNames: ['Completed work order'],
  customers: ['Billing'],
  source: 'workshop 2024',
};

describe('SIPOC form mapping', () => {
  it('pairs each entry with the full name at the same position', () => {
    const form = toSipocForm(stored);
    expect(form.suppliers).toEqual([
      { text: 'Customer', fullName: 'Customer (building owner)' },
      { text: 'Vendor', fullName: '' },
    ]);
    expect(form.outputs).toEqual([{ text: 'WO', fullName: 'Completed work order' }]);
    expect(form.process).toEqual([
      { text: 'Log', fullName: '' },
      { text: 'Dispatch', fullName: '' },
    ]);
  });

  it('round-trips stored content, unknown fields included', () => {
    const back = fromSipocForm(toSipocForm(stored), stored);
    expect(back).toEqual(stored);
    expect(SipocContentSchema.safeParse(back).success).toBe(true);
  });

  it('keeps full names aligned after a reorder and drops the list when no entry has one', () => {
    const form = toSipocForm(stored);
    form.suppliers = [form.suppliers[1]!, { text: ' ', fullName: '' }, form.suppliers[0]!];
    form.outputs = [{ text: 'WO', fullName: '  ' }];
    const out = fromSipocForm(form, stored);
    expect(out.suppliers).toEqual(['Vendor', 'Customer']);
    expect(out.suppliersFullNames).toEqual(['', 'Customer (building owner)']);
    expect(out.outputs).toEqual(['WO']);
    expect('outputsFullNames' in out).toBe(false);
  });

  it('uses a full name as the short text when only the full name is given; empty columns are left out', () => {
    const form = toSipocForm({});
    form.customers = [{ text: '', fullName: 'Accounts payable team' }];
    expect(fromSipocForm(form)).toEqual({
      customers: ['Accounts payable team'],
      customersFullNames: ['Accounts payable team'],
    });
    form.customers = [];
    expect(fromSipocForm(form, { customers: ['Old'], customersFullNames: ['Old one'] })).toEqual({});
  });

  it('reads a full name without a short entry, and anything odd as empty columns', () => {
    expect(toSipocForm({ inputs: [], inputsFullNames: ['Only full'] }).inputs).toEqual([
      { text: '', fullName: 'Only full' },
    ]);
    const odd = toSipocForm({ suppliers: 5, inputs: [null, 'A'] });
    expect(odd.suppliers).toEqual([]);
    expect(odd.inputs).toEqual([{ text: 'A', fullName: '' }]);
    expect(toSipocForm(null).customers).toEqual([]);
  });
});
