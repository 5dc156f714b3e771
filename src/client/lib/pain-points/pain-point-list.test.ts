import { describe, expect, it } from 'vitest';
import {
  isDuplicatePainPoint,
  NewPainPointSchema,
  painPointItems,
  toBePainPointsArtifact,
  toPainPoint,
} from './pain-point-list';

describe('tracked pain points', () => {
  const artifacts = [
    { id: 'a', type: 'pain_points', state: 'as_is' },
    { id: 'b', type: 'sipoc', state: 'to_be' },
    { id: 'c', type: 'pain_points', state: 'to_be' },
    { id: 'd', type: 'pain_points', state: 'to_be' },
  ];

  it('are those of the first To-Be pain points artifact', () => {
    expect(toBePainPointsArtifact(artifacts)?.id).toBe('c');
    expect(toBePainPointsArtifact(artifacts.slice(0, 2))).toBeNull();
  });

  it('are read from the content with id, title, description and impact', () => {
    expect(
      painPointItems({
        painPoints: [
          {
            id: 'AAAAAAAA-0000-4000-8000-000000000001',
            title: ' Double entry ',
            description: 'Typed twice',
            impact: 'High',
          },
          { title: 'No tracking', id: 'not-a-uuid' },
          { title: '  ', description: 'untitled' },
          'Plain text pain point',
          42,
        ],
      }),
    ).toEqual([
      {
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        title: 'Double entry',
        description: 'Typed twice',
        impact: 'High',
      },
      { id: null, title: 'No tracking', description: null, impact: null },
      { id: null, title: 'Plain text pain point', description: null, impact: null },
    ]);
    expect(painPointItems(null)).toEqual([]);
    expect(painPointItems({ painPoints: 'nope' })).toEqual([]);
  });
});

describe('Add New Pain Point form (spec §5)', () => {
  it('requires a non-blank title and trims the fields', () => {
    const blank = NewPainPointSchema.safeParse({ title: '   ', description: '', impact: '' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Enter a title.');
    const ok = NewPainPointSchema.parse({ title: ' Slow approvals ', description: ' x ', impact: '' });
    expect(toPainPoint(ok)).toEqual({ title: 'Slow approvals', description: 'x' });
  });

  it('refuses a title already in the list, ignoring case and whitespace', () => {
    const items = [{ title: 'Slow approvals' }];
    expect(isDuplicatePainPoint(' slow APPROVALS', items)).toBe(true);
    expect(isDuplicatePainPoint('Slow approval', items)).toBe(false);
  });
});
