import { CrossFunctionalContentSchema } from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import {
  CrossFunctionalFormSchema,
  fromCrossFunctionalForm,
  toCrossFunctionalForm,
} from './cross-functional.form';

const stored = {
  sections: [
    {
      title: 'Sales handoff',
      subsections: [
        { title: 'Before the visit', items: ['Share the quote'] },
        { subtitle: 'Only a subtitle', items: ['Call'], color: 'blue' },
      ],
    },
    { title: 'Finance', items: ['Invoice', 'Collect'] },
  ],
  coordinationActivities: [{ activity: 'Weekly sync', description: 'With finance', owner: 'PM' }],
};

describe('cross-functional form mapping', () => {
  it('reads sections with subsections or items, and coordination activities', () => {
    const form = toCrossFunctionalForm(stored);
    expect(form.sections[0]!.subsections[1]).toEqual({
      title: '',
      subtitle: 'Only a subtitle',
      items: [{ value: 'Call' }],
      extra: { color: 'blue' },
    });
    expect(form.sections[1]!.items).toEqual([{ value: 'Invoice' }, { value: 'Collect' }]);
    expect(form.coordinationActivities).toEqual([
      { activity: 'Weekly sync', description: 'With finance', extra: { owner: 'PM' } },
    ]);
  });

  it('round-trips stored content, unknown fields included', () => {
    const back = fromCrossFunctionalForm(toCrossFunctionalForm(stored), stored);
    expect(back).toEqual(stored);
    expect(CrossFunctionalContentSchema.safeParse(back).success).toBe(true);
  });

  it('drops empty sections, subsections, items and activities', () => {
    const form = toCrossFunctionalForm(stored);
    form.sections[0]!.subsections.push({ title: ' ', subtitle: '', items: [{ value: '' }], extra: {} });
    form.sections[1]!.items = [{ value: 'Invoice' }, { value: ' ' }];
    form.sections.push({ title: '', subsections: [], items: [], extra: {} });
    form.coordinationActivities.push({ activity: '', description: ' ', extra: {} });
    const out = fromCrossFunctionalForm(form, stored);
    expect(out.sections).toHaveLength(2);
    expect(out.sections![0]!.subsections).toHaveLength(2);
    expect(out.sections![1]).toEqual({ title: 'Finance', items: ['Invoice'] });
    expect(out.coordinationActivities).toHaveLength(1);

    form.sections = [];
    form.coordinationActivities = [];
    expect(fromCrossFunctionalForm(form, stored)).toEqual({});
  });

  it('reads activities stored as plain texts', () => {
    expect(
      toCrossFunctionalForm({ coordinationActivities: ['Kick-off', ' '] }).coordinationActivities,
    ).toEqual([{ activity: 'Kick-off', description: '', extra: {} }]);
  });

  it('asks for a section title and an activity name when the rest is filled', () => {
    const form = toCrossFunctionalForm({});
    form.sections = [{ title: '', subsections: [], items: [{ value: 'x' }], extra: {} }];
    form.coordinationActivities = [{ activity: '', description: 'Why', extra: {} }];
    const result = CrossFunctionalFormSchema.safeParse(form);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      'sections.0.title': 'Give the section a title, or remove it',
      'coordinationActivities.0.activity': 'Name the activity, or remove it',
    });
  });
});
