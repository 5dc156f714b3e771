import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange, LiveHello, LivePresence } from '../../../core/schemas/live';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_STREAMS_PER_SESSION } from './live-hub';
import { openSse, type SseEvent, type SseStream } from './testing/sse-client';

const isChange = (e: SseEvent) => e.event === 'change';

describe('GET /api/events: the live stream', () => {
  let t: TestApp;
  let base: string;
  let maria: string;
  let sam: string;
  let processId: string;
  const open: SseStream[] = [];
  const stream = async (cookie: string, headers?: Record<string, string>) => {
    const s = await openSse(base, cookie, headers);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    maria = await t.login({ name: 'Maria Lopez' });
    sam = await t.login({ role: 'viewer', name: 'Sam Ode' });
    ({
      process: { id: processId },
    } = await createRoleWithProcess(t, maria, { process: 'Confidential Payroll Run' }));
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });

  it('needs a session (401) and an event-stream client (406), each with a message', async () => {
    const anonymous = await openSse(base, '');
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body).message).toMatch(/sign in/i);
    const json = await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie: sam } });
    expect(json.statusCode).toBe(406);
    expect(json.json().message).toMatch(/text\/event-stream/);
  });

  it('tells a viewer of a colleague’s save: ids, kind and name, never the content', async () => {
    const s = await stream(sam);
    const hello = await s.next();
    expect(hello.event).toBe('hello');
    expect((hello.data as LiveHello).connectionId).toMatch(/^[0-9a-f-]{36}$/);
    const saved = await t.request(maria, 'PATCH', `/api/processes/${processId}`, {
      description: 'Secret salary bands',
    });
    expect(saved.statusCode).toBe(200);
    const change = await s.next(isChange);
    expect(change.data).toMatchObject({
      action: 'update',
      entityType: 'process',
      entityId: processId,
      processId,
      actor: { name: 'Maria Lopez' },
    });
    expect(change.id).toBe(String((change.data as LiveChange).seq));
    expect(JSON.stringify(change.data)).not.toMatch(/Secret|salary|Payroll/);
  });

  it('replays what a reconnecting page missed after its Last-Event-ID, in order', async () => {
    const s = await stream(sam);
    await s.next();
    await t.request(maria, 'PATCH', `/api/processes/${processId}`, { description: 'one' });
    const seen = await s.next(isChange);
    s.close();
    await t.request(maria, 'PATCH', `/api/processes/${processId}`, { description: 'two' });
    await t.request(maria, 'PATCH', `/api/processes/${processId}`, { description: 'three' });
    const again = await stream(sam, { 'last-event-id': seen.id! });
    await again.next((e) => e.event === 'hello');
    const first = await again.next(isChange);
    const second = await again.next(isChange);
    expect(Number(first.id)).toBeGreaterThan(Number(seen.id));
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    // The query parameter does the same for a page that had to open a new EventSource.
    const viaQuery = await fetch(`${base}/api/events?lastEventId=${first.id}`, {
      headers: { accept: 'text/event-stream', cookie: sam },
    });
    const reader = viaQuery.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(`id: ${second.id}\n`)) text += (await reader.read()).value ?? '';
    expect(text).not.toContain(`id: ${first.id}\nevent: change`);
    await reader.cancel();
  });

  it('says reload when the page’s last event is not one it can replay from', async () => {
    const s = await stream(sam, { 'last-event-id': '999999999' });
    await s.next((e) => e.event === 'hello');
    expect((await s.next()).event).toBe('reload');
  });

  it('ends the stream when the session ends', async () => {
    const brief = await t.login({ name: 'Brief Visitor' });
    const s = await stream(brief);
    await s.next();
    const out = await t.request(brief, 'POST', '/api/auth/logout');
    expect(out.statusCode).toBe(204);
    await s.ended;
    expect((await openSse(base, brief)).status).toBe(401);
  });

  it(`refuses a session's stream past ${MAX_STREAMS_PER_SESSION} with 429 and a message`, async () => {
    const tabs = await t.login({ name: 'Many Tabs' });
    const held: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
      const s = await stream(tabs);
      await s.next();
      held.push(s);
    }
    const refused = await openSse(base, tabs);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toMatch(/close one of them/);
    const before = t.app.liveHub.size;
    held[0]!.close();
    await waitFor(() => t.app.liveHub.size < before);
    const freed = await stream(tabs);
    await freed.next();
    for (const s of [...held, freed]) s.close();
  });

  it('names who has the process open, to everyone with it open, and forgets a closed page', async () => {
    const samStream = await stream(sam);
    const samHello = (await samStream.next()).data as LiveHello;
    const mariaStream = await stream(maria);
    const mariaHello = (await mariaStream.next()).data as LiveHello;
    const show = (cookie: string, hello: LiveHello) =>
      t.request(cookie, 'PUT', '/api/events/presence', { connectionId: hello.connectionId, processId });
    expect((await show(sam, samHello)).statusCode).toBe(204);
    expect((await samStream.next((e) => e.event === 'presence')).data).toEqual({
      processId,
      people: [{ id: expect.any(String), name: 'Sam Ode' }],
    });
    expect((await show(maria, mariaHello)).statusCode).toBe(204);
    const both = (await samStream.next((e) => e.event === 'presence')).data as LivePresence;
    expect(both.people.map((p) => p.name)).toEqual(['Maria Lopez', 'Sam Ode']);
    mariaStream.close();
    const left = (await samStream.next((e) => e.event === 'presence')).data as LivePresence;
    expect(left.people.map((p) => p.name)).toEqual(['Sam Ode']);
    // Another session cannot move someone else's stream.
    const other = await t.request(maria, 'PUT', '/api/events/presence', {
      connectionId: samHello.connectionId,
      processId: null,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/live stream/i);
  });
});

/** Waits for a condition the server reaches on its own (a closed socket being noticed). */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
