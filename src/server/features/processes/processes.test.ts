import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { createRole } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('processes API', () => {
  const t = setUpTestApp();
  let roleId: string;
  let otherRoleId: string;

  const { call } = t;

  beforeAll(async () => {
    roleId = (
      await call('POST', '/api/job-roles', { name: 'Service Coordinator', description: 'Schedules' })
    ).json().id;
    otherRoleId = (await call('POST', '/api/job-roles', { name: 'Sales Manager' })).json().id;
  });

  it('creates a process as draft 1.0 by default, trimmed, with an audit event', async () => {
    const res = await call('POST', '/api/processes', {
      name: '  Service Call Dispatch  ',
      description: ' Dispatching technicians ',
      jobRoleId: roleId,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Service Call Dispatch',
      description: 'Dispatching technicians',
      jobRoleId: roleId,
      version: '1.0',
      status: 'draft',
    });
    const events = await t.database.db.select().from(auditEvents);
    expect(events.some((e) => e.entityId === created.id && e.action === 'create')).toBe(true);

    const fetched = await call('GET', `/api/processes/${created.id}`);
    expect(fetched.json()).toEqual(created);
  });

  it('rejects blank or missing required fields with 400 and the field named, storing nothing', async () => {
    const before = (await call('GET', '/api/processes')).json().length;
    for (const body of [
      { name: '', description: 'x', jobRoleId: roleId },
      { name: 'x', description: '   ', jobRoleId: roleId },
      { name: 'x', description: 'x' },
      { name: 42, description: 'x', jobRoleId: roleId },
      { name: 'x'.repeat(201), description: 'x', jobRoleId: roleId },
      { name: 'x', description: 'x', jobRoleId: roleId, status: 'weird' },
    ]) {
      const res = await call('POST', '/api/processes', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
      expect(Array.isArray(res.json().issues)).toBe(true);
    }
    expect((await call('GET', '/api/processes')).json().length).toBe(before);
  });

  it('rejects a job role that does not exist', async () => {
    for (const jobRoleId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call('POST', '/api/processes', { name: 'x', description: 'y', jobRoleId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The selected job role does not exist.');
    }
  });

  it('answers malformed JSON, wrong content types and huge bodies with a clear message', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie: t.cookie, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    const huge = await call('POST', '/api/processes', {
      name: 'x',
      description: 'y'.repeat(3 * 1024 * 1024),
      jobRoleId: roleId,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' or '1'='1"]) {
      const res = await call('GET', `/api/processes/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Process not found.' });
    }
  });

  it('searches name, description and job role name, case-insensitively, with literal wildcards', async () => {
    await call('POST', '/api/processes', {
      name: 'Quote to Contract',
      description: 'Pricing 100% of agreements',
      jobRoleId: otherRoleId,
    });
    await call('POST', '/api/processes', {
      name: 'Renewals',
      description: 'Yearly renewal of contracts',
      jobRoleId: roleId,
    });
    const names = async (q: string) =>
      (await call('GET', `/api/processes?search=${encodeURIComponent(q)}`))
        .json()
        .map((p: { name: string }) => p.name)
        .sort();
    expect(await names('quote')).toEqual(['Quote to Contract']);
    expect(await names('CONTRACT')).toEqual(['Quote to Contract', 'Renewals']);
    expect(await names('sales manager')).toEqual(['Quote to Contract']);
    expect(await names('100%')).toEqual(['Quote to Contract']);
    expect(await names('%')).toEqual(['Quote to Contract']);
    expect(await names('_')).toEqual([]);
    const res = await call('GET', '/api/processes?search=contract');
    expect(res.headers['x-total-count']).toBe('2');
    expect((await call('GET', `/api/processes?search=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('lists the processes of one role, newest first, and pages with a total', async () => {
    const byRole = (await call('GET', `/api/processes?jobRoleId=${roleId}`)).json();
    expect(byRole.every((p: { jobRoleId: string }) => p.jobRoleId === roleId)).toBe(true);
    const all = (await call('GET', '/api/processes')).json();
    const dates = all.map((p: { updatedAt: string }) => p.updatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page = await call('GET', '/api/processes?limit=1&offset=1');
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].id).toBe(all[1].id);
    expect(page.headers['x-total-count']).toBe(String(all.length));
    const past = await call('GET', '/api/processes?limit=5&offset=999');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(all.length));
    expect((await call('GET', '/api/processes?limit=abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/processes?jobRoleId=garbage')).json()).toEqual([]);
  });

  it('updates and deletes a process, keeping a copy in the audit log', async () => {
    const created = (
      await call('POST', '/api/processes', { name: 'Temp', description: 'd', jobRoleId: roleId })
    ).json();
    // Published comes from sign-off: an edit that would publish is refused, and changes nothing.
    const publish = await call('PATCH', `/api/processes/${created.id}`, {
      status: 'published',
      version: '1.1',
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe(
      'A process is published by sign-off: use Request Review, and it is published when every approver approves.',
    );
    expect((await call('GET', `/api/processes/${created.id}`)).json()).toMatchObject({
      status: 'draft',
      version: '1.0',
    });
    const patched = await call('PATCH', `/api/processes/${created.id}`, {
      status: 'in_review',
      version: '1.1',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'in_review', version: '1.1' });
    expect(patched.json().updatedAt >= created.updatedAt).toBe(true);
    expect((await call('PATCH', `/api/processes/${created.id}`, { name: ' ' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/processes/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/processes/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/processes/${created.id}`)).statusCode).toBe(404);
    const events = await t.database.db.select().from(auditEvents);
    const deletion = events.find((e) => e.entityId === created.id && e.action === 'delete');
    expect(deletion?.before).toMatchObject({ name: 'Temp' });
  });

  it('summarises the dashboard counts', async () => {
    const summary = (await call('GET', '/api/dashboard/summary')).json();
    const all = (await call('GET', '/api/processes')).json() as { status: string }[];
    expect(summary).toEqual({
      totalProcesses: all.length,
      published: all.filter((p) => p.status === 'published').length,
      draft: all.filter((p) => p.status === 'draft').length,
      inReview: all.filter((p) => p.status === 'in_review').length,
      jobRoles: 2,
    });
  });
});

describe('hostile input on processes', () => {
  const t = setUpTestApp();

  it('answers 400, never 500, for values the database cannot store, deep JSON and odd query strings', async () => {
    const role = await createRole(t, t.cookie, { name: 'R' });
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie: t.cookie },
      payload: { name: 'a\u0000b', description: 'd', jobRoleId: role.id },
    });
    expect(nul.statusCode).toBe(400);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=%00',
      headers: { cookie: t.cookie },
    });
    expect(search.statusCode).toBeLessThan(500);
    const depth = 100_000;
    const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deepRes = await t.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
      payload: `{"name":${deep},"description":"d","jobRoleId":"${role.id}"}`,
    });
    expect(deepRes.statusCode).toBe(400);
    const arrayQuery = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=a&search=b',
      headers: { cookie: t.cookie },
    });
    expect(arrayQuery.statusCode).toBeLessThan(500);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/processes', headers: { cookie: t.cookie } })
    ).json();
    expect(list).toEqual([]);
  });
});

describe('search counts on a large repository', () => {
  const t = setUpTestApp();

  it('caps the count of a common word at 100 and says so, and counts a rare one exactly, newest first', async () => {
    const { sql } = await import('drizzle-orm');
    const role = await createRole(t, t.cookie, { name: 'Bulk Role' });
    await t.writeDirectly((db) =>
      db.execute(sql`
        insert into processes (job_role_id, name, description)
        select ${role.id}::uuid, 'Service process ' || g, case when g % 500 = 0 then 'rare zephyrquartz' else 'common words' end
        from generate_series(1, 1200) g`),
    );
    const common = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=service&limit=24',
      headers: { cookie: t.cookie },
    });
    expect(common.json()).toHaveLength(24);
    expect(common.headers['x-total-count']).toBe('100');
    expect(common.headers['x-total-count-capped']).toBe('true');
    // The page is the newest 24 of all the matches, as the unpaged search orders them.
    const everyMatch = (
      await t.app.inject({
        method: 'GET',
        url: '/api/processes?search=service',
        headers: { cookie: t.cookie },
      })
    ).json() as { id: string }[];
    expect(everyMatch.length).toBeGreaterThan(1000);
    expect(common.json().map((p: { id: string }) => p.id)).toEqual(everyMatch.slice(0, 24).map((p) => p.id));
    const third = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=SERVICE&limit=24&offset=48',
      headers: { cookie: t.cookie },
    });
    expect(third.json().map((p: { id: string }) => p.id)).toEqual(everyMatch.slice(48, 72).map((p) => p.id));
    const rare = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=zephyrquartz&limit=24',
      headers: { cookie: t.cookie },
    });
    expect(rare.headers['x-total-count']).toBe('2');
    expect(rare.headers['x-total-count-capped']).toBeUndefined();
    const rareAll = (
      await t.app.inject({
        method: 'GET',
        url: '/api/processes?search=zephyrquartz',
        headers: { cookie: t.cookie },
      })
    ).json() as { id: string; name: string }[];
    expect(rare.json()).toEqual(rareAll);
    expect(rareAll.map((p) => p.name).sort()).toEqual(['Service process 1000', 'Service process 500']);
    const pastTheEnd = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=zephyrquartz&limit=24&offset=24',
      headers: { cookie: t.cookie },
    });
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe('2');
    const byRole = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=bulk%20role&limit=24',
      headers: { cookie: t.cookie },
    });
    expect(byRole.headers['x-total-count']).toBe('100');
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/processes?limit=24&offset=24',
      headers: { cookie: t.cookie },
    });
    expect(all.headers['x-total-count']).toBe('1200');
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/processes?search=service&limit=24',
      headers: { cookie: t.cookie },
    });
    expect(cached.headers['x-total-count-capped']).toBe('true');
  });
});

describe('JSON bodies', () => {
  const t = setUpTestApp();

  it('accepts a DELETE with a JSON content type and no body, refuses prototype poisoning and empty POSTs', async () => {
    const role = await createRole(t, t.cookie, { name: 'R' });
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/processes',
        headers: { cookie: t.cookie },
        payload: { name: 'P', description: 'd', jobRoleId: role.id },
      })
    ).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/processes/${created.id}`,
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
    });
    expect(del.statusCode).toBe(204);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/job-roles',
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
      payload: '{"name":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
