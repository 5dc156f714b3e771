import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role, roleAtLeast } from '../../../core/schemas/people';
import { concretePath } from '../../testing/route-paths';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { roleRefusal } from '../auth';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

describe('roles, enforced by the server on the matched route', () => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) cookies[role] = await t.login({ role, name: `The ${role}` });
  });
  afterAll(async () => t.close());

  const routes = () =>
    t.app.routeCatalog.filter((r) => !r.public && r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('gives reads to viewers, writes to editors, people and roles to admins', () => {
    const byRole = (role: Role) =>
      routes()
        .filter((r) => r.role === role)
        .map((r) => `${r.method} ${r.url}`)
        .sort();
    expect(byRole('admin')).toEqual(['DELETE /api/people/:id/sessions', 'PATCH /api/people/:id']);
    // The writes every signed-in person may make: naming yourself, saying which process your page
    // shows (presence), commenting (a viewer reviews too; a comment changes no process data) and
    // reading your own inbox and comments.
    expect(byRole('viewer').filter((r) => !r.startsWith('GET '))).toEqual([
      'PATCH /api/comments/:id',
      'PATCH /api/notifications/:id',
      'POST /api/notifications/read-all',
      'POST /api/processes/:id/comments',
      'POST /api/processes/:id/comments/read',
      'PUT /api/auth/me',
      'PUT /api/events/presence',
    ]);
    expect(byRole('viewer')).toContain('GET /api/export/all.zip');
    expect(byRole('viewer')).toContain('GET /api/export/all.xlsx');
    for (const r of routes().filter((r) => r.role === 'editor'))
      expect(SAFE.has(r.method), r.url).toBe(false);
  });

  it('walks every route of the catalogue for every role: 403 with a clear message below the route’s role, never above', async () => {
    const wrong: string[] = [];
    let refused = 0;
    for (const route of routes()) {
      const url = concretePath(route.url);
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: cookies[role] },
          ...(SAFE.has(route.method) ? {} : { payload: {} }),
        });
        const allowed = roleAtLeast(role, route.role);
        const gotRefusal = res.statusCode === 403 && res.json().message === roleRefusal(role, route.role);
        if (allowed && res.statusCode === 403)
          wrong.push(`${role} ${route.method} ${url} -> 403 ${res.body}`);
        if (!allowed && !gotRefusal)
          wrong.push(`${role} ${route.method} ${url} -> ${res.statusCode} ${res.body}`);
        if (!allowed) refused++;
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(30);
  });

  it('tells a viewer what they may do and whom to ask', async () => {
    const res = await t.request(cookies.viewer, 'POST', '/api/job-roles', { name: 'Planner' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You are signed in as a Viewer: you can read and export, but not make changes. Ask an admin for the Editor role.',
    );
    expect((await t.request(cookies.viewer, 'GET', '/api/job-roles')).statusCode).toBe(200);
    expect((await t.request(cookies.viewer, 'GET', '/api/export/all.xlsx')).statusCode).toBe(200);
  });

  it('refuses admin routes to an editor and an approver', async () => {
    for (const role of ['editor', 'approver'] as const) {
      const res = await t.request(cookies[role], 'DELETE', `/api/people/${SOME_ID}/sessions`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^Only an admin can do this/);
    }
  });

  it('refuses a write before reading its body: the role is the matched route’s, decided at the request’s start', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-roles',
      headers: { cookie: cookies.viewer, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(403);
  });
});
