import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessCreate } from '../../../core/schemas/process';
import { auditEvents, processes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ProcessCreateQueue } from './process-create';

const input = (name: string, jobRoleId: string): ProcessCreate => ({
  name,
  description: `About ${name}`,
  jobRoleId,
  version: '1.0',
  status: 'draft',
});

async function auditFor(t: TestApp, processId: string) {
  return t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, processId));
}

describe('process creates under load (group commit)', () => {
  let t: TestApp;
  let roleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const cookie = await t.login();
    roleId = (await t.request(cookie, 'POST', '/api/job-roles', { name: 'Dispatcher' })).json().id;
  });
  afterAll(async () => t.close());

  it('answers each of many simultaneous creates with its own process and audit event', async () => {
    const queue = new ProcessCreateQueue(t.database.db);
    const names = Array.from({ length: 25 }, (_, i) => `Simultaneous ${i}`);
    const created = await Promise.all(names.map((name) => queue.create(input(name, roleId))));
    expect(created.map((p) => p.name)).toEqual(names);
    expect(new Set(created.map((p) => p.id)).size).toBe(25);
    for (const process of created) {
      expect(process).toMatchObject({ jobRoleId: roleId, version: '1.0', status: 'draft' });
      expect(process.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const [event] = await auditFor(t, process.id);
      expect(event).toMatchObject({ action: 'create', summary: `Created process "${process.name}"` });
      expect(event!.after).toMatchObject({ id: process.id, name: process.name, jobRoleId: roleId });
    }
  });

  it('fails only the creates whose role is missing, and writes nothing for them', async () => {
    const queue = new ProcessCreateQueue(t.database.db);
    const results = await Promise.allSettled([
      queue.create(input('Kept A', roleId)),
      queue.create(input('No such role', '00000000-0000-4000-8000-000000000000')),
      queue.create(input('Not an id', 'not-a-uuid')),
      queue.create(input('Kept B', roleId)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ statusCode: 400, message: 'The selected job role does not exist.' });
    }
    const stored = await t.database.db.select({ name: processes.name }).from(processes);
    const names = stored.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Kept A', 'Kept B']));
    expect(names).not.toContain('No such role');
    expect(names).not.toContain('Not an id');
  });

  it('retries each create alone when the shared statement fails, so one bad value fails alone', async () => {
    const queue = new ProcessCreateQueue(t.database.db);
    const results = await Promise.allSettled([
      queue.create(input('Fine before', roleId)),
      queue.create(input('Bad \u0000 byte', roleId)),
      queue.create(input('Fine after', roleId)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = (await t.database.db.select({ name: processes.name }).from(processes)).map((p) => p.name);
    expect(stored).toEqual(expect.arrayContaining(['Fine before', 'Fine after']));
    expect(stored.some((name) => name.startsWith('Bad'))).toBe(false);
  });

  it('serves simultaneous POSTs through the API with one audit event each', async () => {
    const cookie = await t.login();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request(cookie, 'POST', '/api/processes', {
          name: `Posted ${i}`,
          description: 'x',
          jobRoleId: roleId,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    for (const res of responses) expect(await auditFor(t, res.json().id)).toHaveLength(1);
  });
});
