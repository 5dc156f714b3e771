import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('job roles API', () => {
  let t: TestApp;
  let cookie: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(async () => t.close());

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
      createdAt: expect.any(String),
    });
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
});
