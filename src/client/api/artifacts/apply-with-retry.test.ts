import { applySignificanceChange } from '@core/rules/significance-change';
import { describe, expect, it, vi } from 'vitest';
import { applyWithRetry, ConflictRetriesExhausted, type PutOutcome } from './apply-with-retry';

type A = { id: string; revision: number; content: unknown };

/** A fake server holding one artifact; `others` are edits other users save before each of ours. */
function fakeServer(initial: A, others: ((content: unknown) => unknown)[] = []) {
  let stored = initial;
  const calls: { content: unknown; revision: number }[] = [];
  const put = vi.fn(async (content: unknown, revision: number): Promise<PutOutcome<A>> => {
    calls.push({ content, revision });
    const other = others.shift();
    if (other) stored = { ...stored, content: other(stored.content), revision: stored.revision + 1 };
    if (revision !== stored.revision) return { status: 'conflict', current: stored };
    stored = { ...stored, content, revision: stored.revision + 1 };
    return { status: 'saved', artifact: stored };
  });
  return { put, calls, get: () => stored };
}

const start: A = { id: 'a1', revision: 4, content: { responsibilities: ['A', 'B'], significantLines: [] } };

describe('applyWithRetry', () => {
  it('saves at once when the revision is current', async () => {
    const server = fakeServer(start);
    const saved = await applyWithRetry(
      start,
      (c) => applySignificanceChange(c, { kind: 'mode', mode: 'manual' }),
      server.put,
    );
    expect(saved.revision).toBe(5);
    expect(saved.content).toMatchObject({ significanceMode: 'manual', responsibilities: ['A', 'B'] });
    expect(server.put).toHaveBeenCalledTimes(1);
    expect(server.calls[0]!.revision).toBe(4);
  });

  it("on 409 re-applies the one tick onto the current content and keeps the other user's tick", async () => {
    const server = fakeServer(start, [
      (c) => applySignificanceChange(c, { kind: 'tick', line: 'B', ticked: true }),
    ]);
    const saved = await applyWithRetry(
      start,
      (c) => applySignificanceChange(c, { kind: 'tick', line: 'A', ticked: true }),
      server.put,
    );
    expect(server.put).toHaveBeenCalledTimes(2);
    expect(server.calls[1]!.revision).toBe(5);
    expect((saved.content as { significantLines: string[] }).significantLines).toEqual(['B', 'A']);
    expect(server.get().revision).toBe(6);
  });

  it('re-applying a mode switch after a conflict keeps the fresh fields', async () => {
    const server = fakeServer(start, [(c) => ({ ...(c as object), positionSummary: 'Edited elsewhere' })]);
    const saved = await applyWithRetry(
      start,
      (c) => applySignificanceChange(c, { kind: 'mode', mode: 'manual' }),
      server.put,
    );
    expect(saved.content).toMatchObject({ positionSummary: 'Edited elsewhere', significanceMode: 'manual' });
  });

  it('gives up after 3 retries (4 attempts) of conflicts', async () => {
    const bump = (c: unknown) => c;
    const server = fakeServer(start, [bump, bump, bump, bump, bump]);
    await expect(applyWithRetry(start, (c) => c, server.put)).rejects.toBeInstanceOf(
      ConflictRetriesExhausted,
    );
    expect(server.put).toHaveBeenCalledTimes(4);
  });

  it('passes other failures through without retrying', async () => {
    const put = vi.fn(async () => {
      throw new Error('400: {"message":"Invalid content"}');
    });
    await expect(applyWithRetry(start, (c) => c, put)).rejects.toThrow('400');
    expect(put).toHaveBeenCalledTimes(1);
  });
});
