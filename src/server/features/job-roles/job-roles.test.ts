import { describe, expect, it } from 'vitest';
import { jobRoles } from '../../db/schema';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('job roles API', () => {
  const t = setUpTestApp();
  const { call } = t;

  it('creates roles with unique names and lists them by name with process counts', async () => {
    const b = await call('POST', '/api/job-roles', {
      name: 'Service Manager',
      description: '  Runs service  ',
    });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ name: 'Service Manager', description: 'Runs service' });
    await call('POST', '/api/job-roles', { name: 'Deficiency Coordinator', description: '' });
    await call('POST', '/api/processes', { name: 'P', description: 'D', jobRoleId: b.json().id });

    const dup = await call('POST', '/api/job-roles', { name: 'Service Manager' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);

    const list = (await call('GET', '/api/job-roles')).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Deficiency Coordinator', 'Service Manager']);
    expect(list[0]).toMatchObject({ description: null, processCount: 0 });
    expect(list[1].processCount).toBe(1);

    const one = await call('GET', `/api/job-roles/${b.json().id}`);
    expect(one.json()).toEqual({
      id: b.json().id,
      name: 'Service Manager',
      description: 'Runs service',
      // Seeded from the spec §6 preset for the name.
      divisionRoles: ['Service Manager', 'Service Team Supervisor'],
      createdAt: expect.any(String),
    });
  });

  it('moves a never-edited audience to the new name’s preset on a rename (spec §6)', async () => {
    const created = (await call('POST', '/api/job-roles', { name: 'Audit Empty Role' })).json();
    expect(created.divisionRoles).toEqual([]);
    const renamed = await call('PATCH', `/api/job-roles/${created.id}`, {
      name: 'Audit Deficiency Coordinator',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().divisionRoles).toEqual(['Deficiency Coordinator']);
    expect((await call('GET', `/api/job-roles/${created.id}`)).json().divisionRoles).toEqual([
      'Deficiency Coordinator',
    ]);
    // The New Job Role dialog sends the suggested preset itself: that is no hand edit either.
    const sent = (
      await call('POST', '/api/job-roles', {
        name: 'Audit Sales Rep',
        divisionRoles: ['Fire Systems Sales Rep', 'Service Sales Rep'],
      })
    ).json();
    const moved = await call('PATCH', `/api/job-roles/${sent.id}`, { name: 'Audit Service Manager' });
    expect(moved.json().divisionRoles).toEqual(['Service Manager', 'Service Team Supervisor']);
    // Rows stored before this rule hold the preset's titles (or null): both follow the name.
    const [legacy, legacyNull] = await t.database.db
      .insert(jobRoles)
      .values([
        { name: 'Legacy Renewal Coordinator', divisionRoles: ['Renewal Coordinator'] },
        { name: 'Legacy Sales Rep', divisionRoles: null },
      ])
      .returning();
    for (const [row, name, audience] of [
      [legacy!, 'Legacy Procurement Manager', ['Procurement Manager', 'Warehouse Associate']],
      [legacyNull!, 'Legacy Estimator', []],
    ] as const) {
      const res = await call('PATCH', `/api/job-roles/${row.id}`, { name });
      expect(res.json().divisionRoles, name).toEqual(audience);
    }
    for (const id of [created.id, sent.id, legacy!.id, legacyNull!.id])
      await call('DELETE', `/api/job-roles/${id}`);
  });

  it('keeps an audience set by hand through a rename', async () => {
    const created = (await call('POST', '/api/job-roles', { name: 'Audit Sales Rep' })).json();
    expect(created.divisionRoles).toEqual(['Service Sales Rep', 'Fire Systems Sales Rep']);
    const remapped = await call('PATCH', `/api/job-roles/${created.id}`, {
      divisionRoles: ['Estimator', ' Estimator '],
    });
    expect(remapped.json().divisionRoles).toEqual(['Estimator']);
    const renamed = await call('PATCH', `/api/job-roles/${created.id}`, { name: 'Audit Service Manager' });
    expect(renamed.json().divisionRoles).toEqual(['Estimator']);
    // Emptied by hand where the name has a preset: kept empty too.
    const emptied = await call('PATCH', `/api/job-roles/${created.id}`, { divisionRoles: [] });
    expect(emptied.json().divisionRoles).toEqual([]);
    const again = await call('PATCH', `/api/job-roles/${created.id}`, { name: 'Audit Sales Manager' });
    expect(again.json().divisionRoles).toEqual([]);
    // Created with an audience of its own: kept through a rename.
    const own = (
      await call('POST', '/api/job-roles', { name: 'Audit Estimating Lead', divisionRoles: ['Estimator'] })
    ).json();
    const ownRenamed = await call('PATCH', `/api/job-roles/${own.id}`, { name: 'Audit Service Coordinator' });
    expect(ownRenamed.json().divisionRoles).toEqual(['Estimator']);

    const bad = await call('PATCH', `/api/job-roles/${created.id}`, { divisionRoles: ['x'.repeat(501)] });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/job-roles/${created.id}`, { divisionRoles: 'Estimator' })).statusCode,
    ).toBe(400);
    for (const id of [created.id, own.id]) await call('DELETE', `/api/job-roles/${id}`);
  });

  it('answers 404 for an unknown role and 400 for a blank name', async () => {
    const res = await call('GET', '/api/job-roles/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Job role not found.' });
    expect((await call('GET', '/api/job-roles/x')).statusCode).toBe(404);
    const blank = await call('POST', '/api/job-roles', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].path).toBe('name');
  });

  it('searches roles by name or description, keeping the unfiltered list as it is', async () => {
    await call('POST', '/api/job-roles', {
      name: 'Renewal Coordinator',
      description: 'Keeps 100% of contracts',
    });
    const all = (await call('GET', '/api/job-roles')).json();
    expect(all.map((r: { name: string }) => r.name)).toEqual([
      'Deficiency Coordinator',
      'Renewal Coordinator',
      'Service Manager',
    ]);
    const byName = (await call('GET', '/api/job-roles?search=coordinator')).json();
    expect(byName.map((r: { name: string }) => r.name)).toEqual([
      'Deficiency Coordinator',
      'Renewal Coordinator',
    ]);
    expect(byName[0]).toHaveProperty('processCount', 0);
    const byDescription = (await call('GET', '/api/job-roles?search=RUNS')).json();
    expect(byDescription.map((r: { name: string }) => r.name)).toEqual(['Service Manager']);
    expect((await call('GET', '/api/job-roles?search=100%25')).json()).toHaveLength(1);
    expect((await call('GET', '/api/job-roles?search=0%25 of')).json()).toHaveLength(1);
    expect((await call('GET', '/api/job-roles?search=_')).json()).toEqual([]);
    expect((await call('GET', '/api/job-roles?search=')).json()).toHaveLength(3);
  });

  it('renames and redescribes a role (409 for a taken name, 404 for an unknown role), with audit events', async () => {
    const roles = (await call('GET', '/api/job-roles')).json();
    const renewal = roles.find((r: { name: string }) => r.name === 'Renewal Coordinator');
    const res = await call('PATCH', `/api/job-roles/${renewal.id}`, {
      name: '  Renewals Lead ',
      description: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...renewal,
      processCount: undefined,
      name: 'Renewals Lead',
      description: null,
      // Its audience was the old name's preset, so it follows the new name, which has none.
      divisionRoles: [],
    });

    const taken = await call('PATCH', `/api/job-roles/${renewal.id}`, { name: 'Service Manager' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'A job role named "Service Manager" already exists.' });
    const same = await call('PATCH', `/api/job-roles/${renewal.id}`, { name: 'Renewals Lead' });
    expect(same.statusCode).toBe(200);
    const descOnly = await call('PATCH', `/api/job-roles/${renewal.id}`, { description: 'Renews contracts' });
    expect(descOnly.json()).toMatchObject({ name: 'Renewals Lead', description: 'Renews contracts' });

    expect(
      (await call('PATCH', '/api/job-roles/00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/api/job-roles/nope', { name: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/job-roles/${renewal.id}`, { name: ' ' })).statusCode).toBe(400);

    const events = (await call('GET', `/api/history?jobRoleId=${renewal.id}&action=update`)).json();
    expect(events.map((e: { summary: string }) => e.summary)).toEqual([
      'Updated job role "Renewals Lead"',
      'Renamed job role "Renewal Coordinator" to "Renewals Lead"',
    ]);
    expect(events[1].before).toMatchObject({ name: 'Renewal Coordinator' });
    expect(events[1].after).toMatchObject({ name: 'Renewals Lead', description: null });
  });

  it('deletes a role only when it has no processes', async () => {
    const roles = (await call('GET', '/api/job-roles')).json();
    const manager = roles.find((r: { name: string }) => r.name === 'Service Manager');
    const busy = await call('DELETE', `/api/job-roles/${manager.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({
      message: 'This job role has 1 process. Move or delete them before deleting the role.',
      processCount: 1,
    });
    const second = await call('POST', '/api/processes', {
      name: 'Q',
      description: 'D',
      jobRoleId: manager.id,
    });
    expect((await call('DELETE', `/api/job-roles/${manager.id}`)).json().message).toBe(
      'This job role has 2 processes. Move or delete them before deleting the role.',
    );
    expect((await call('GET', `/api/job-roles/${manager.id}`)).statusCode).toBe(200);

    const idle = roles.find((r: { name: string }) => r.name === 'Deficiency Coordinator');
    const gone = await call('DELETE', `/api/job-roles/${idle.id}`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await call('GET', `/api/job-roles/${idle.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/job-roles/${idle.id}`)).statusCode).toBe(404);
    const events = (await call('GET', `/api/history?jobRoleId=${idle.id}&action=delete`)).json();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      summary: 'Deleted job role "Deficiency Coordinator"',
      entityType: 'job_role',
    });
    expect(events[0].before).toMatchObject({ name: 'Deficiency Coordinator' });
    expect(second.statusCode).toBe(201);
  });
});
