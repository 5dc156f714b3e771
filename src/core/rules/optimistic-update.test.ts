import { describe, expect, it } from 'vitest';
import {
  ConflictRetriesExhausted,
  type Revisioned,
  type SaveResult,
  updateWithRetry,
} from './optimistic-update';
import { addPainPoint, removePainPoint } from './pain-points';

describe('updateWithRetry', () => {
  it('re-applies the change onto the newer content after a conflict', async () => {
    let stored: Revisioned<string[]> = { content: ['theirs'], revision: 1 };
    const save = async (content: string[], revision: number): Promise<SaveResult<string[]>> => {
      if (revision !== stored.revision) return { ok: false, conflict: stored };
      stored = { content, revision: revision + 1 };
      return { ok: true, value: stored };
    };
    const result = await updateWithRetry({ content: [], revision: 0 }, (c) => [...c, 'mine'], save);
    expect(result).toEqual({ content: ['theirs', 'mine'], revision: 2 });
  });

  it('gives up after the limit with a clear error', async () => {
    const save = async (): Promise<SaveResult<number>> => ({
      ok: false,
      conflict: { content: 0, revision: 9 },
    });
    await expect(updateWithRetry({ content: 0, revision: 0 }, (c) => c + 1, save, 3)).rejects.toBeInstanceOf(
      ConflictRetriesExhausted,
    );
  });
});

describe('pain point content changes', () => {
  it('adds once per title, keeps other fields, and removes by id (by title only without ids)', () => {
    const start = { painPoints: [{ title: 'Re-keying' }], note: 'kept' };
    const added = addPainPoint(start, { title: 'Paper forms', impact: 'High' });
    expect(added.painPoints?.map((p) => p.title)).toEqual(['Re-keying', 'Paper forms']);
    expect((added as { note?: string }).note).toBe('kept');
    expect(addPainPoint(added, { title: ' paper FORMS ' }).painPoints).toHaveLength(2);
    expect(removePainPoint(added, { title: 'RE-KEYING' }).painPoints?.map((p) => p.title)).toEqual([
      'Paper forms',
    ]);
    expect(addPainPoint(null, { title: 'First' })).toEqual({ painPoints: [{ title: 'First' }] });

    const id = 'aaaaaaaa-0000-4000-8000-000000000001';
    const withIds = { painPoints: [{ id, title: 'Renamed' }, { title: 'Renamed' }] };
    expect(removePainPoint(withIds, { id, title: 'Old name' }).painPoints).toEqual([{ title: 'Renamed' }]);
  });
});
