import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openSse, type SseEvent } from './testing/sse-client';

const isChange = (e: SseEvent) => e.event === 'change';

/** Lets the event loop turn until `condition` holds (a stream's close reaches the server). */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('the change log reader behind the live streams', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let processId: string;
  const rename = async (description: string) =>
    expect(
      (await t.request(cookie, 'PATCH', `/api/processes/${processId}`, { description })).statusCode,
    ).toBe(200);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    cookie = await t.login({ name: 'Ada Quill' });
    ({
      process: { id: processId },
    } = await createRoleWithProcess(t, cookie, { process: 'Quiet Process' }));
  });
  afterAll(async () => t.close());

  it('reads nothing while no stream is open, and starts from the log’s end with the first one', async () => {
    const tail = t.app.liveHub.changeTail;
    expect(tail.awake).toBe(false);
    const reads = tail.stats.reads;
    await rename('written with no stream open');
    await t.feed.sync();
    // A step of the feed would have started a read at once (it counts before its first await).
    expect(tail.stats.reads).toBe(reads);

    const first = await openSse(base, cookie);
    const hello = await first.next();
    expect(tail.awake).toBe(true);
    // The hello names the log's current end: the writes made while idle are behind it.
    const end = Number(hello.id);
    expect(end).toBeGreaterThan(0);
    await rename('written with a stream open');
    const change = await first.next(isChange);
    expect(Number(change.id)).toBeGreaterThan(end);
    expect((change.data as { processId: string }).processId).toBe(processId);

    first.close();
    await waitFor(() => t.app.liveHub.size === 0);
    expect(tail.awake).toBe(false);
    const after = tail.stats.reads;
    await rename('written after the last stream closed');
    await t.feed.sync();
    expect(tail.stats.reads).toBe(after);
  });

  it('replays to a resumed stream what was written while no stream was open', async () => {
    const first = await openSse(base, cookie);
    const hello = await first.next();
    first.close();
    await waitFor(() => t.app.liveHub.size === 0);
    await rename('missed while away');
    const resumed = await openSse(base, cookie, { 'last-event-id': String(hello.id) });
    expect((await resumed.next()).event).toBe('hello');
    const missed = await resumed.next(isChange);
    expect(Number(missed.id)).toBeGreaterThan(Number(hello.id));
    expect((missed.data as { processId: string }).processId).toBe(processId);
    resumed.close();
  });
});
