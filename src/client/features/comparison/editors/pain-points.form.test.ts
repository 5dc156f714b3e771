import { PainPointsContentSchema } from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import { fromPainPointsForm, PainPointsFormSchema, toPainPointsForm } from './pain-points.form';

const stored = {
  painPoints: [
    { title: 'Re-keying', description: 'Orders typed twice', impact: 'Errors', toBe: { impact: 'Gone' } },
    { title: 'Paper' },
  ],
};

describe('pain points form mapping', () => {
  it('reads title, description and impact, keeping unknown fields aside', () => {
    expect(toPainPointsForm(stored).painPoints).toEqual([
      {
        title: 'Re-keying',
        description: 'Orders typed twice',
        impact: 'Errors',
        extra: { toBe: { impact: 'Gone' } },
      },
      { title: 'Paper', description: '', impact: '', extra: {} },
    ]);
  });

  it('round-trips stored content, unknown fields included', () => {
    const back = fromPainPointsForm(toPainPointsForm(stored), stored);
    expect(back).toEqual(stored);
    expect(PainPointsContentSchema.safeParse(back).success).toBe(true);
  });

  it('drops blank pain points, trims and leaves empty fields out', () => {
    const form = toPainPointsForm(stored);
    form.painPoints.push({ title: ' ', description: '', impact: '', extra: {} });
    form.painPoints[1] = { ...form.painPoints[1]!, title: ' Paper forms ', impact: ' ' };
    expect(fromPainPointsForm(form).painPoints).toEqual([stored.painPoints[0], { title: 'Paper forms' }]);
  });

  it('asks for a title and refuses two pain points with the same title', () => {
    const result = PainPointsFormSchema.safeParse({
      painPoints: [
        { title: 'Paper', description: '', impact: '', extra: {} },
        { title: '', description: 'No title', impact: '', extra: {} },
        { title: ' paper ', description: '', impact: '', extra: {} },
      ],
    });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      'painPoints.1.title': 'Give the pain point a title, or remove it',
      'painPoints.2.title': 'Another pain point has this title',
    });
  });
});
