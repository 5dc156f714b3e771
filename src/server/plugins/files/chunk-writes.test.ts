import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CHUNK_WRITE_SLOTS, chunkWriteGate, WriteGate } from './chunk-writes';

describe('the chunk write gate', () => {
  it('runs at most `slots` writes at once, first come first served', async () => {
    const gate = new WriteGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const write = (n: number) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await nextTurn();
        await nextTurn();
        running -= 1;
        return n;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(write))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn(); // the last slot is handed back in the next turn
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('lets what arrived meanwhile run before the next write starts', async () => {
    // PGlite runs statements in the order they are issued: a request's query must be issued
    // between two chunk writes, not behind every chunk already waiting.
    const gate = new WriteGate(1);
    const events: string[] = [];
    const first = gate.run(async () => {
      events.push('chunk 1');
      // A request arrives while chunk 1 is being written.
      setImmediate(() => events.push('request'));
    });
    const second = gate.run(async () => {
      events.push('chunk 2');
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['chunk 1', 'request', 'chunk 2']);
  });

  it('frees the slot when a write fails', async () => {
    const gate = new WriteGate(1);
    await expect(gate.run(() => Promise.reject(new Error('unique violation')))).rejects.toThrow(
      'unique violation',
    );
    expect(await gate.run(async () => 'next')).toBe('next');
    await nextTurn();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives one gate per database, one slot on PGlite and none inside a transaction', () => {
    const pglite = { $client: { execProtocol: () => undefined } };
    const postgres = { $client: { query: () => undefined } };
    const tx = {};
    const gate = chunkWriteGate(pglite as never);
    expect(gate?.slots).toBe(CHUNK_WRITE_SLOTS.pglite);
    expect(chunkWriteGate(pglite as never)).toBe(gate);
    expect(chunkWriteGate(postgres as never)?.slots).toBe(CHUNK_WRITE_SLOTS.postgres);
    expect(chunkWriteGate(tx as never)).toBeNull();
  });
});
