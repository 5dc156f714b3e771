import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../core/schemas/people';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const sessionOf = async (t: TestApp, cookie: string) =>
  (await t.request(cookie, 'GET', '/api/auth/session')).json();
const person = async (t: TestApp, cookie: string, name: string): Promise<Person> => {
  const all: Person[] = (await t.request(cookie, 'GET', '/api/people')).json();
  const found = all.find((p) => p.name === name);
  if (!found) throw new Error(`no person ${name}`);
  return found;
};

describe('people: a name with every session, a person on every event', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login({ role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => t.close());

  it('signs in with a name (and an email) as a person, found again by that name ignoring case', async () => {
    const maria = await t.login({ name: 'Maria Lopez', email: 'Maria.Lopez@example.com' });
    const state = await sessionOf(t, maria);
    expect(state).toMatchObject({
      authenticated: true,
      role: 'editor',
      person: { name: 'Maria Lopez', email: 'maria.lopez@example.com', sso: false },
    });
    const again = await t.login({ name: '  maria lopez ' });
    expect((await sessionOf(t, again)).person.id).toBe(state.person.id);
    const listed = await person(t, admin, 'Maria Lopez');
    expect(listed).toMatchObject({ role: 'editor', signIn: 'code', email: 'maria.lopez@example.com' });
    expect(listed.lastSeenAt).not.toBeNull();
    expect(listed.activeSessions).toBe(2);
  });

  it('records the person on every event, through every way a change is written, and filters by them', async () => {
    const maria = await t.login({ name: 'Maria Lopez' });
    const { id: mariaId } = (await sessionOf(t, maria)).person;
    const { process } = await createRoleWithProcess(t, maria, { role: 'Planner', process: 'Plan the week' });
    const sam = await t.login({ name: 'Sam Okafor' });
    const edit = await t.request(sam, 'PATCH', `/api/processes/${process.id}`, {
      description: 'Changed by Sam',
    });
    expect(edit.statusCode).toBe(200);

    const processEvents = (await t.request(sam, 'GET', `/api/processes/${process.id}/history`)).json();
    expect(processEvents.map((e: { actorName: string }) => e.actorName)).toEqual([
      'Sam Okafor',
      'Maria Lopez',
    ]);
    expect(processEvents[1].actorId).toBe(mariaId);

    const byMaria = (await t.request(sam, 'GET', `/api/history?actorId=${mariaId}`)).json();
    expect(byMaria.map((e: { summary: string }) => e.summary)).toEqual([
      'Created process "Plan the week"',
      expect.stringContaining('Planner'),
    ]);
    expect(byMaria.every((e: { actorName: string }) => e.actorName === 'Maria Lopez')).toBe(true);
  });

  it('signs in with only an access code as an unnamed session, which names itself later', async () => {
    const cookie = await t.login();
    expect(await sessionOf(t, cookie)).toMatchObject({ authenticated: true, person: null, role: 'editor' });
    const named = await t.request(cookie, 'PUT', '/api/auth/me', { name: 'Noor Haddad', email: '' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ person: { name: 'Noor Haddad', email: null }, role: 'editor' });
    // The session was replaced: the old cookie is gone, the new one names Noor.
    expect((await t.request(cookie, 'GET', '/api/job-roles')).statusCode).toBe(401);
    const next = named.cookies.find((c) => c.name === 'pmr_session')!;
    const fresh = `pmr_session=${next.value}`;
    expect((await sessionOf(t, fresh)).person.name).toBe('Noor Haddad');
    const bad = await t.request(fresh, 'PUT', '/api/auth/me', { name: '  ', email: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets an admin lower a role, which ends that person’s sessions, and audits it', async () => {
    const cookie = await t.login({ name: 'Lee Park' });
    const lee = await person(t, admin, 'Lee Park');
    const res = await t.request(admin, 'PATCH', `/api/people/${lee.id}`, { role: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'viewer', roleSetByAdmin: true, activeSessions: 0 });
    expect((await t.request(cookie, 'GET', '/api/job-roles')).statusCode).toBe(401);

    // A shared editor's code no longer raises Lee above the role the admin chose.
    const again = await t.login({ name: 'Lee Park' });
    expect((await sessionOf(t, again)).role).toBe('viewer');
    expect((await t.request(again, 'POST', '/api/job-roles', { name: 'Lee’s role' })).statusCode).toBe(403);

    const log = (await t.request(admin, 'GET', '/api/history?entityType=person')).json();
    expect(log[0]).toMatchObject({
      summary: 'Changed the role of "Lee Park" from Editor to Viewer',
      actorName: 'Ada Admin',
      entityId: lee.id,
    });
  });

  it('keeps sessions when a role is raised, and ends a person’s sessions on request', async () => {
    const cookie = await t.login({ role: 'viewer', name: 'Kim Tran' });
    const kim = await person(t, admin, 'Kim Tran');
    await t.request(admin, 'PATCH', `/api/people/${kim.id}`, { role: 'approver' });
    expect((await t.request(cookie, 'GET', '/api/job-roles')).statusCode).toBe(200);
    const ended = await t.request(admin, 'DELETE', `/api/people/${kim.id}/sessions`);
    expect(ended.json()).toEqual({ endedSessions: 1 });
    expect((await t.request(cookie, 'GET', '/api/job-roles')).statusCode).toBe(401);
    const log = (await t.request(admin, 'GET', '/api/history?entityType=person')).json();
    expect(log[0]).toMatchObject({ summary: 'Ended the sessions of "Kim Tran" (1)', actorName: 'Ada Admin' });
  });

  it('keeps at least one admin, and answers 404 for a person that does not exist', async () => {
    const ada = await person(t, admin, 'Ada Admin');
    const res = await t.request(admin, 'PATCH', `/api/people/${ada.id}`, { role: 'editor' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ada Admin is the only admin; make someone else an admin first.');
    const missing = await t.request(admin, 'PATCH', '/api/people/not-an-id', { role: 'editor' });
    expect(missing.statusCode).toBe(404);
    const badRole = await t.request(admin, 'PATCH', `/api/people/${ada.id}`, { role: 'owner' });
    expect(badRole.statusCode).toBe(400);
  });
});
