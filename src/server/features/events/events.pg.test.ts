import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveHello, LivePresence } from '../../../core/schemas/live';
import { type Instance, scratchPostgres, startInstance, stopInstance } from '../../testing/pg-instances';
import { TEST_ACCESS_CODE } from '../../testing/test-app';
import { openSse, type SseStream } from './testing/sse-client';

const ORIGIN = 'http://localhost:80';

/** A load balancer sends a page's stream to one instance and a colleague's save to another. */
describe('live events across two instances on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;
  let maria: string;
  let sam: string;
  let processId: string;
  const streams: SseStream[] = [];

  const login = async (app: FastifyInstance, name: string): Promise<string> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { accessCode: TEST_ACCESS_CODE, name },
    });
    expect(res.statusCode).toBe(200);
    return `pmr_session=${res.cookies.find((c) => c.name === 'pmr_session')?.value}`;
  };
  const write = (
    app: FastifyInstance,
    cookie: string,
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload: object,
  ) => app.inject({ method, url, headers: { cookie, origin: ORIGIN }, payload });
  const stream = async (instance: Instance, cookie: string, headers?: Record<string, string>) => {
    const s = await openSse(instance.base!, cookie, headers);
    expect(s.status).toBe(200);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    const scratch = await scratchPostgres('pmr_live');
    drop = scratch.drop;
    a = await startInstance(scratch.url, { listen: true });
    b = await startInstance(scratch.url, { listen: true });
    maria = await login(a.app, 'Maria Lopez');
    sam = await login(b.app, 'Sam Ode');
    const role = await write(a.app, maria, 'POST', '/api/job-roles', { name: 'Dispatcher' });
    const created = await write(a.app, maria, 'POST', '/api/processes', {
      name: 'Service Call Dispatch',
      description: 'start',
      jobRoleId: role.json().id,
    });
    expect(created.statusCode).toBe(201);
    processId = created.json().id;
  });

  afterAll(async () => {
    for (const s of streams) s.close();
    for (const instance of [a, b]) await stopInstance(instance);
    await drop?.();
  });

  it('brings a save answered by A to a page streaming from B, and replays it on B after a reconnect', async () => {
    const onB = await stream(b, sam);
    const hello = await onB.next();
    const saved = await write(a.app, maria, 'PATCH', `/api/processes/${processId}`, { description: 'on A' });
    expect(saved.statusCode).toBe(200);
    const change = await onB.next((e) => e.event === 'change');
    expect(change.data).toMatchObject({ entityId: processId, actor: { name: 'Maria Lopez' } });
    onB.close();
    // Missed while away, saved on A again; the page comes back to A with the id it saw last on B.
    await write(a.app, maria, 'PATCH', `/api/processes/${processId}`, { description: 'while away' });
    const back = await stream(a, sam, { 'last-event-id': change.id! });
    await back.next((e) => e.event === 'hello');
    const missed = await back.next((e) => e.event === 'change');
    expect(Number(missed.id)).toBeGreaterThan(Number(change.id));
    expect(Number(hello.id)).toBeLessThan(Number(change.id));
  });

  it('names on B a person whose page on A has the process open', async () => {
    const samOnB = await stream(b, sam);
    const samHello = (await samOnB.next()).data as LiveHello;
    const show = async (on: Instance, cookie: string, hello: LiveHello) => {
      const res = await write(on.app, cookie, 'PUT', '/api/events/presence', {
        connectionId: hello.connectionId,
        processId,
      });
      expect(res.statusCode).toBe(204);
    };
    await show(b, sam, samHello);
    await samOnB.next((e) => e.event === 'presence');
    const mariaOnA = await stream(a, maria);
    const mariaHello = (await mariaOnA.next()).data as LiveHello;
    // The presence write may reach either instance: B records a stream A holds.
    await show(b, maria, mariaHello);
    const both = (await samOnB.next((e) => e.event === 'presence')).data as LivePresence;
    expect(both.people.map((p) => p.name)).toEqual(['Maria Lopez', 'Sam Ode']);
    const onA = (await mariaOnA.next((e) => e.event === 'presence')).data as LivePresence;
    expect(onA.people.map((p) => p.name)).toEqual(['Maria Lopez', 'Sam Ode']);
    mariaOnA.close();
    const left = (await samOnB.next((e) => e.event === 'presence')).data as LivePresence;
    expect(left.people.map((p) => p.name)).toEqual(['Sam Ode']);
  });

  it('ends a stream on B when its session is signed out on A', async () => {
    const brief = await login(a.app, 'Brief Visitor');
    const onB = await stream(b, brief);
    await onB.next();
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: brief, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    await onB.ended;
  });
});
