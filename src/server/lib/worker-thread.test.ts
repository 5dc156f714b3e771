import { describe, expect, it } from 'vitest';
import { WorkerSlot } from './worker-thread';

describe('WorkerSlot', () => {
  const slot = new WorkerSlot<{ kind: 'echo' | 'grow' | 'exit'; text?: string }, string>({
    callerUrl: import.meta.url,
    name: 'worker-thread.test-helper',
    heapMb: 48,
    idleMs: 60_000,
    outOfMemory: () => 'out of memory',
    stopped: 'The worker stopped.',
  });

  it('answers a job, one at a time', async () => {
    const first = slot.run({ kind: 'echo', text: 'one' });
    expect(slot.busy).toBe(true);
    await expect(slot.run({ kind: 'echo', text: 'two' })).rejects.toThrow('The worker is busy.');
    expect(await first).toBe('echo: one');
    expect(slot.busy).toBe(false);
  });

  it('answers outOfMemory() for a job past the heap cap, and starts afresh after it', async () => {
    expect(await slot.run({ kind: 'grow' })).toBe('out of memory');
    expect(await slot.run({ kind: 'echo', text: 'again' })).toBe('echo: again');
  });

  it('fails the job whose worker ends under it, and starts afresh after it', async () => {
    await expect(slot.run({ kind: 'exit' })).rejects.toThrow('The worker stopped.');
    expect(await slot.run({ kind: 'echo', text: 'back' })).toBe('echo: back');
  });
});
