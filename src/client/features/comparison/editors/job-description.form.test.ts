import { JobDescriptionContentSchema } from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import {
  fromJobDescriptionForm,
  JobDescriptionFormSchema,
  toJobDescriptionForm,
} from './job-description.form';

const stored = {
  role: 'Service Coordinator',
  positionSummary: 'Coordinates service calls.',
  detailedDescription: 'Owns the dispatch board.',
  responsibilities: ['Dispatch', 'Follow up'],
  ongoingActivities: ['Daily board review'],
  processSteps: [
    { step: 1, name: 'Log the call', description: 'In the ERP', owner: 'CSR' },
    { step: 2, name: 'Dispatch' },
  ],
  skills: ['ERP'],
  significanceMode: 'manual' as const,
  significantLines: ['dispatch'],
};

describe('job description form mapping', () => {
  it('reads every field, keeping a step’s unknown fields aside', () => {
    const form = toJobDescriptionForm(stored);
    expect(form).toEqual({
      positionSummary: 'Coordinates service calls.',
      detailedDescription: 'Owns the dispatch board.',
      responsibilities: [{ value: 'Dispatch' }, { value: 'Follow up' }],
      ongoingActivities: [{ value: 'Daily board review' }],
      processSteps: [
        { name: 'Log the call', description: 'In the ERP', extra: { owner: 'CSR' } },
        { name: 'Dispatch', description: '', extra: {} },
      ],
      skills: [{ value: 'ERP' }],
    });
  });

  it('round-trips stored content unchanged, unknown fields (role, marking) included', () => {
    const back = fromJobDescriptionForm(toJobDescriptionForm(stored), stored);
    expect(back).toEqual(stored);
    expect(JobDescriptionContentSchema.safeParse(back).success).toBe(true);
  });

  it('reads steps stored as one text or a list of texts, and numbers them by order on save', () => {
    expect(toJobDescriptionForm({ processSteps: '1. Log\nStep 2: Dispatch\n\n' }).processSteps).toEqual([
      { name: 'Log', description: '', extra: {} },
      { name: 'Dispatch', description: '', extra: {} },
    ]);
    const form = toJobDescriptionForm({ processSteps: ['Log', ' ', { description: 'Only a description' }] });
    expect(form.processSteps.map((s) => s.name)).toEqual(['Log', 'Only a description']);
    expect(fromJobDescriptionForm(form).processSteps).toEqual([
      { step: 1, name: 'Log' },
      { step: 2, name: 'Only a description' },
    ]);
  });

  it('trims, drops empty entries and leaves empty fields out; reordered steps are renumbered', () => {
    const form = toJobDescriptionForm(stored);
    form.positionSummary = '  ';
    form.responsibilities = [{ value: ' Dispatch ' }, { value: '' }, { value: '   ' }];
    form.ongoingActivities = [];
    form.processSteps = [
      form.processSteps[1]!,
      { name: '', description: '', extra: {} },
      form.processSteps[0]!,
    ];
    const out = fromJobDescriptionForm(form, stored);
    expect(out.positionSummary).toBeUndefined();
    expect('ongoingActivities' in out).toBe(false);
    expect(out.responsibilities).toEqual(['Dispatch']);
    expect(out.processSteps).toEqual([
      { step: 1, name: 'Dispatch' },
      { step: 2, name: 'Log the call', description: 'In the ERP', owner: 'CSR' },
    ]);
    expect(out.role).toBe('Service Coordinator');
  });

  it('reads anything else as an empty form', () => {
    for (const content of [null, undefined, 'text', [1, 2], { processSteps: 5, skills: 'ERP' }]) {
      const form = toJobDescriptionForm(content);
      expect(form.processSteps).toEqual([]);
      expect(form.positionSummary).toBe('');
    }
    expect(toJobDescriptionForm({ skills: 'ERP' }).skills).toEqual([{ value: 'ERP' }]);
    expect(fromJobDescriptionForm(toJobDescriptionForm(null))).toEqual({});
  });

  it('asks for a step name when only its description is filled', () => {
    const form = toJobDescriptionForm({});
    form.processSteps = [{ name: ' ', description: 'Something', extra: {} }];
    const result = JobDescriptionFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['processSteps', 0, 'name'],
      message: 'Name the step, or remove it',
    });
    form.processSteps = [{ name: '', description: '', extra: {} }];
    expect(JobDescriptionFormSchema.safeParse(form).success).toBe(true);
  });
});
