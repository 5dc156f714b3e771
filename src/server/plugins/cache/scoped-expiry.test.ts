import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondInstance, type TestApp } from '../../testing/test-app';
import { ChangeScopes } from './change-scopes';
import { registerResponseCache } from './response-cache';

/**
 * A kept answer is told apart from a recomputed one by a change nobody announces: a name written
 * with the tables' triggers off is seen only by an answer computed after it. A write then shows
 * whether it expired the kept answer (the silent name appears) or kept it (the old name stays).
 * The name is a probe artifact's, read through the process's artifact list (kept per process): the
 * process itself is answered from the process index, which a silent write does not reach either.
 */
describe('a write expires only the kept answers that depend on what it changed, on every instance', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  let cookie: string;
  let roleId: string;
  let p: string;
  let q: string;
  /** A process without a probe artifact, for the artifact list's own test. */
  let r: string;

  const get = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res;
  };
  /** The name of the process's probe artifact, as `app` answers its artifact list. */
  const nameOf = async (app: FastifyInstance, id: string): Promise<string> =>
    (await get(app, `/api/artifacts?processId=${id}`)).json()[0].name;
  const patch = async (id: string, body: object) =>
    expect((await a.request(cookie, 'PATCH', `/api/processes/${id}`, body)).statusCode).toBe(200);
  /** Adds an As-Is SIPOC named `name` to process `processId`; its id. */
  const addSipoc = async (processId: string, name: string): Promise<string> => {
    const res = await a.request(cookie, 'POST', '/api/artifacts', {
      processId,
      type: 'workflow_sipoc',
      state: 'as_is',
      name,
      content: { suppliers: ['Customer'] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };
  /** Renames the process's probe artifact without any trigger: no notification, no change log. */
  const renameSilently = (id: string, name: string) =>
    a.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE artifacts DISABLE TRIGGER USER`);
      await tx.execute(sql`UPDATE artifacts SET name = ${name} WHERE process_id = ${id}`);
      await tx.execute(sql`ALTER TABLE artifacts ENABLE TRIGGER USER`);
    });

  beforeAll(async () => {
    a = await createTestApp();
    // A second instance on the same database, with its own caches and its own reader of the log.
    ({ app: b, close: closeB } = await secondInstance(a));
    cookie = await a.login();
    roleId = (await a.request(cookie, 'POST', '/api/job-roles', { name: 'Scope role' })).json().id;
    const create = async (name: string) =>
      (
        await a.request(cookie, 'POST', '/api/processes', { name, description: 'd', jobRoleId: roleId })
      ).json().id as string;
    p = await create('Process P');
    q = await create('Process Q');
    r = await create('Process R');
    for (const id of [p, q]) await addSipoc(id, 'Probe');
    // Each instance's first look at the change log expires everything (it knows nothing before it):
    // one kept answer and one write past it, so the tests start from a reader with a place in the log.
    for (const app of [a.app, b]) await nameOf(app, q);
    await patch(q, { description: 'warm' });
    for (const app of [a.app, b]) await nameOf(app, q);
  });
  afterAll(async () => {
    await closeB();
    await a.close();
  });

  it('keeps a process page through a write to another process, and drops it on a write to its own', async () => {
    for (const [label, app] of [
      ['A', a.app],
      ['B', b],
    ] as const) {
      await renameSilently(p, 'Process P');
      expect(await nameOf(app, p)).toBe('Process P');
      const history = await get(app, `/api/processes/${p}/history`);
      const list = (await get(app, '/api/processes')).json();
      expect(list.find((x: { id: string }) => x.id === q).description).not.toBe(`other ${label}`);
      await renameSilently(p, `Silent ${label}`);

      await patch(q, { description: `other ${label}` });
      // Kept: still the name from before the silent rename.
      expect(await nameOf(app, p)).toBe('Process P');
      expect((await get(app, `/api/processes/${p}/history`)).body).toBe(history.body);
      // Dropped: Q's own page, and the whole list, which depends on every process.
      expect((await get(app, `/api/processes/${q}`)).json().description).toBe(`other ${label}`);
      const after = (await get(app, '/api/processes')).json();
      expect(after.find((x: { id: string }) => x.id === q).description).toBe(`other ${label}`);

      await patch(p, { description: `own ${label}` });
      expect(await nameOf(app, p)).toBe(`Silent ${label}`);
      expect((await get(app, `/api/processes/${p}`)).json().description).toBe(`own ${label}`);
      const ownHistory = (await get(app, `/api/processes/${p}/history`)).json();
      expect(ownHistory.length).toBeGreaterThan(history.json().length);
    }
  });

  it("drops a process's artifacts on a write to one of them, and keeps them through another process's", async () => {
    const url = `/api/artifacts?processId=${r}`;
    for (const app of [a.app, b]) expect((await get(app, url)).json()).toEqual([]);
    await patch(q, { description: 'not an artifact of P' });
    for (const app of [a.app, b]) expect((await get(app, url)).json()).toEqual([]);
    const createdId = await addSipoc(r, 'R SIPOC');
    for (const app of [a.app, b]) {
      expect((await get(app, url)).json().map((x: { id: string }) => x.id)).toEqual([createdId]);
    }
    // The same list asked with the id in capitals depends on the same process.
    const upper = `/api/artifacts?processId=${r.toUpperCase()}`;
    for (const app of [a.app, b]) expect((await get(app, upper)).json()).toHaveLength(1);
    expect((await a.request(cookie, 'DELETE', `/api/artifacts/${createdId}`)).statusCode).toBe(204);
    for (const app of [a.app, b]) expect((await get(app, upper)).json()).toEqual([]);
  });

  it('drops every kept answer on a change to everything (a job role renamed)', async () => {
    for (const app of [a.app, b]) await nameOf(app, p);
    await renameSilently(p, 'After the role');
    const renamed = await a.request(cookie, 'PATCH', `/api/job-roles/${roleId}`, { name: 'Scope role 2' });
    expect(renamed.statusCode).toBe(200);
    for (const app of [a.app, b]) expect(await nameOf(app, p)).toBe('After the role');
  });
});

describe('an answer computed across a write to what it depends on', () => {
  let t: TestApp;
  let probe: FastifyInstance;
  let cookie: string;
  let id: string;
  let gate: Promise<void> = Promise.resolve();
  let read: () => void = () => {};

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    const role = (await t.request(cookie, 'POST', '/api/job-roles', { name: 'Race role' })).json().id;
    id = (
      await t.request(cookie, 'POST', '/api/processes', { name: 'N0', description: 'd', jobRoleId: role })
    ).json().id;
    // A cached route of its own whose handler reads the name, then waits for the test.
    probe = Fastify();
    registerResponseCache(probe, t.feed, new ChangeScopes(t.database.db, t.feed, () => {}));
    probe.get<{ Params: { id: string } }>(
      '/probe/:id',
      { config: { cache: { process: 'params.id' } } },
      async (request) => {
        const result = (await t.database.db.execute(
          sql`SELECT name FROM processes WHERE id = ${request.params.id}`,
        )) as unknown as { rows: { name: string }[] };
        read();
        await gate;
        return { name: result.rows[0]!.name };
      },
    );
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  it('is never kept as fresh when the write commits after it started reading', async () => {
    const rename = (name: string) => t.request(cookie, 'PATCH', `/api/processes/${id}`, { name });
    // A place in the change log first (the first look expires everything).
    await probe.inject(`/probe/${id}`);
    expect((await rename('N1')).statusCode).toBe(200);
    expect((await probe.inject(`/probe/${id}`)).json().name).toBe('N1');

    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const hasRead = new Promise<void>((resolve) => {
      read = resolve;
    });
    // A URL not asked yet, so that its handler runs.
    const url = `/probe/${id}?slow`;
    const slow = probe.inject(url);
    await hasRead;
    expect((await rename('N2')).statusCode).toBe(200);
    await t.feed.sync();
    open();
    // It answers what it read; it must not be what the next request gets.
    expect((await slow).json().name).toBe('N1');
    read = () => {};
    expect((await probe.inject(url)).json().name).toBe('N2');
  });
});
