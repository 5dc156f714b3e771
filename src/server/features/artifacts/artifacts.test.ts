import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('artifacts API', () => {
  let t: TestApp;
  let cookie: string;
  let processId: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    const role = (await call('POST', '/api/job-roles', { name: 'Sales Rep' })).json();
    processId = (
      await call('POST', '/api/processes', { name: 'Quote', description: 'd', jobRoleId: role.id })
    ).json().id;
  });
  afterAll(async () => t.close());

  it('stores aliases canonically and validates content against the type', async () => {
    const res = await call('POST', '/api/artifacts', {
      processId,
      type: 'workflow_sipoc',
      state: 'as_is',
      name: 'SIPOC',
      content: { suppliers: ['Customer'], outputs: ['Quote'], extra: { kept: true } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'sipoc', revision: 0, content: { extra: { kept: true } } });

    const alias = await call('POST', '/api/artifacts', {
      processId,
      type: 'process_workflow_map',
      state: 'to_be',
      name: 'Map',
    });
    expect(alias.json().type).toBe('workflow_map');

    const bad = await call('POST', '/api/artifacts', {
      processId,
      type: 'systems',
      state: 'as_is',
      name: 'S',
      content: { systems: [{ name: 5 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/systems content is not valid at systems\.0\.name/);

    for (const body of [
      { processId, type: 'nonsense', state: 'as_is', name: 'x' },
      { processId, type: 'sipoc', state: 'later', name: 'x' },
      { processId, type: 'sipoc', state: 'as_is', name: ' ' },
      { processId: '00000000-0000-4000-8000-000000000000', type: 'sipoc', state: 'as_is', name: 'x' },
    ]) {
      expect((await call('POST', '/api/artifacts', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const list = (await call('GET', `/api/artifacts?processId=${processId}`)).json();
    expect(list).toHaveLength(2);
  });

  it('updates content only at the current revision, answering 409 with the current artifact', async () => {
    const created = (
      await call('POST', '/api/artifacts', {
        processId,
        type: 'pain_points',
        state: 'to_be',
        name: 'Pain points',
        content: { painPoints: [{ title: 'Re-keying' }] },
      })
    ).json();
    const first = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { painPoints: [{ title: 'Re-keying' }, { title: 'Paper' }] },
      revision: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().revision).toBe(1);

    const stale = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { painPoints: [] },
      revision: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed/);
    expect(stale.json().current.content.painPoints).toHaveLength(2);
    expect(stale.json().current.revision).toBe(1);

    expect((await call('PUT', `/api/artifacts/${created.id}`, { revision: 1 })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/artifacts/${created.id}`, { content: { painPoints: 'x' }, revision: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/artifacts/nope', { content: {}, revision: 0 })).statusCode).toBe(404);
    const stored = (await call('GET', `/api/artifacts/${created.id}`)).json();
    expect(stored.content.painPoints.map((p: { title: string }) => p.title)).toEqual(['Re-keying', 'Paper']);
  });

  it('lets exactly one of many concurrent writers at the same revision win', async () => {
    const created = (
      await call('POST', '/api/artifacts', {
        processId,
        type: 'systems',
        state: 'as_is',
        name: 'Systems',
        content: { systems: [] },
      })
    ).json();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PUT', `/api/artifacts/${created.id}`, {
          content: { systems: [{ name: `S${i}` }] },
          revision: 0,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect((await call('GET', `/api/artifacts/${created.id}`)).json().revision).toBe(1);
  });

  it('records every write in the process history, newest first, and deletes with a copy kept', async () => {
    const created = (
      await call('POST', '/api/artifacts', { processId, type: 'systems', state: 'to_be', name: 'Tmp' })
    ).json();
    expect((await call('DELETE', `/api/artifacts/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/artifacts/${created.id}`)).statusCode).toBe(404);
    const history = await call('GET', `/api/processes/${processId}/history?limit=3`);
    expect(history.statusCode).toBe(200);
    const events = history.json();
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      action: 'delete',
      entityType: 'artifact',
      summary: 'Deleted To-Be systems "Tmp"',
    });
    expect(events[0].before.name).toBe('Tmp');
    expect(Number(history.headers['x-total-count'])).toBeGreaterThan(5);
    const dates = events.map((e: { at: string }) => e.at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      (await call('GET', '/api/processes/00000000-0000-4000-8000-000000000000/history')).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/processes/${processId}/history?limit=0`)).statusCode).toBe(400);
  });

  it('serves the settings the client needs', async () => {
    expect((await call('GET', '/api/settings')).json()).toEqual({ fieldServiceProduct: 'FieldPro Mobile' });
  });
});
