import { describe, expect, it } from 'vitest';
import { belongsTo, painPointIds, painPointKey, painPointRefs, withPainPointIds } from './pain-points';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'aaaaaaaa-0000-4000-8000-000000000002';
const C = 'aaaaaaaa-0000-4000-8000-000000000003';

/** New ids in a known order, so a test can name them. */
function ids(...list: string[]) {
  let i = 0;
  return () => list[i++] ?? `ffffffff-0000-4000-8000-${String(i).padStart(12, '0')}`;
}

describe('withPainPointIds (issue 19)', () => {
  it('gives every pain point without an id a new one and keeps everything else', () => {
    const { content, changed } = withPainPointIds(
      { note: 'kept', painPoints: [{ title: 'One', impact: 'High' }, { title: 'Two' }, 'bare string', 7] },
      { newId: ids(A, B) },
    );
    expect(changed).toBe(true);
    expect(content).toEqual({
      note: 'kept',
      painPoints: [{ title: 'One', impact: 'High', id: A }, { title: 'Two', id: B }, 'bare string', 7],
    });
  });

  it('changes nothing (same value) when every pain point has its own id', () => {
    const content = {
      painPoints: [
        { id: A, title: 'One' },
        { id: B, title: 'Two' },
      ],
    };
    expect(withPainPointIds(content, { newId: ids(C) })).toEqual({ content, changed: false });
    for (const none of [null, undefined, 'text', { painPoints: 'x' }, {}]) {
      expect(withPainPointIds(none)).toEqual({ content: none, changed: false });
    }
  });

  it('replaces a repeated id, an id another artifact holds, and one that is not a UUID', () => {
    const { content } = withPainPointIds(
      {
        painPoints: [
          { id: A, title: 'First' },
          { id: A, title: 'Copy of first' },
          { id: B, title: 'Held by the As-Is' },
          { id: 'pp-1', title: 'Odd id' },
          { id: 5, title: 'Number id' },
          { id: C.toUpperCase(), title: 'Upper case' },
        ],
      },
      {
        taken: new Set([B]),
        newId: ids(
          '11111111-0000-4000-8000-000000000001',
          '11111111-0000-4000-8000-000000000002',
          '11111111-0000-4000-8000-000000000003',
          '11111111-0000-4000-8000-000000000004',
        ),
      },
    );
    expect(painPointIds(content)).toEqual([
      A,
      '11111111-0000-4000-8000-000000000001',
      '11111111-0000-4000-8000-000000000002',
      '11111111-0000-4000-8000-000000000003',
      '11111111-0000-4000-8000-000000000004',
      C,
    ]);
  });

  it('gives a pain point without an id the id its title had before, unless another pain point keeps it', () => {
    const previous = {
      painPoints: [
        { id: A, title: 'Paper forms' },
        { id: B, title: 'Re-keying' },
      ],
    };
    // An older client sends the list without ids: the pain points keep theirs.
    expect(
      painPointIds(
        withPainPointIds({ painPoints: [{ title: ' paper FORMS' }, { title: 'Re-keying' }] }, { previous })
          .content,
      ),
    ).toEqual([A, B]);
    // A renamed pain point keeps its id; a new one of the old title gets a new id.
    const renamed = withPainPointIds(
      { painPoints: [{ id: A, title: 'Forms on paper' }, { title: 'Paper forms' }] },
      { previous, newId: ids(C) },
    ).content;
    expect(painPointIds(renamed)).toEqual([A, C]);
    // A copy of another artifact's list (ids taken) keeps the ids of the titles it replaces.
    const replaced = withPainPointIds(
      { painPoints: [{ id: 'bbbbbbbb-0000-4000-8000-000000000001', title: 'Re-keying' }] },
      { previous, taken: new Set(['bbbbbbbb-0000-4000-8000-000000000001']) },
    ).content;
    expect(painPointIds(replaced)).toEqual([B]);
  });
});

describe('pain point identity', () => {
  it('reads ids and titles from either stored shape', () => {
    expect(
      painPointRefs({
        painPoints: [
          { id: A.toUpperCase(), title: ' One ' },
          { title: 'Two', id: 'x' },
          ' Three',
          { title: ' ' },
        ],
      }),
    ).toEqual([
      { id: A, title: 'One' },
      { id: null, title: 'Two' },
      { id: null, title: 'Three' },
    ]);
  });

  it('matches a row to a pain point by id, and by title only when neither has an id', () => {
    expect(belongsTo({ painPointId: A, painPointTitle: 'Old' }, { id: A, title: 'New' })).toBe(true);
    expect(belongsTo({ painPointId: A, painPointTitle: 'Same' }, { id: B, title: 'Same' })).toBe(false);
    expect(belongsTo({ painPointId: null, painPointTitle: 'Same' }, { id: B, title: 'Same' })).toBe(false);
    expect(belongsTo({ painPointTitle: ' same  TITLE' }, { title: 'Same title' })).toBe(true);
    expect(painPointKey({ id: A.toUpperCase(), title: 'x' })).toBe(painPointKey({ id: A, title: 'y' }));
  });
});
