import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProcessFacts } from '../../../core/rules/readiness';
import { divisions } from '../../db/schema';
import { createArtifact, createPainPointsArtifact, createProcess, createRole } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { loadReadinessFacts, type ReadinessFacts } from './readiness-facts';
import { ReadinessFactsCache } from './readiness-facts-cache';

const byId = (facts: ReadinessFacts) => ({
  ...facts,
  processes: [...facts.processes].sort((a: ProcessFacts, b: ProcessFacts) => (a.id < b.id ? -1 : 1)),
});

describe('the readiness facts kept per version', () => {
  const t = setUpTestApp();
  const { call } = t;

  it('after each write loads only the facts of the processes it touched, and equals a whole load', async () => {
    const cache = new ReadinessFactsCache(t.feed);
    /** The cache's facts at the feed's current version, compared with a whole load. */
    const same = async () => {
      await t.feed.sync();
      const got = await cache.get(t.database.db);
      expect(byId(got)).toEqual(byId(await loadReadinessFacts(t.database.db)));
      return got;
    };
    const role = await createRole(t, t.cookie, { name: 'Service Coordinator' });
    const first = await createProcess(t, t.cookie, {
      name: 'Dispatch',
      description: 'd',
      jobRoleId: role.id,
    });
    const second = await createProcess(t, t.cookie, {
      name: 'Billing',
      description: 'b',
      jobRoleId: role.id,
    });
    await same();
    expect(cache.stats).toEqual({ whole: 1, changed: 0 });

    // Each kind of fact: a SIPOC's outputs, pain points and their statuses, a matrix row, training.
    await createArtifact(t, t.cookie, {
      processId: first.id,
      type: 'sipoc',
      state: 'as_is',
      name: 'SIPOC',
      content: { outputs: ['Work order', 'Invoice'] },
    });
    await same();
    await createPainPointsArtifact(t, t.cookie, first.id, ['Double entry', 'Lost tickets'], 'Pain points');
    await call('POST', '/api/pain-point-statuses', {
      processId: first.id,
      painPointTitle: 'Double entry',
      status: 'resolved',
    });
    const matrix = await call('POST', '/api/change-impact-assessments', {
      processId: first.id,
      processOutput: 'Work order',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS'],
      impactAssessment: 'HIGH',
    });
    expect(matrix.statusCode).toBe(200);
    const facts = await same();
    expect(facts.processes.find((p) => p.id === first.id)).toMatchObject({
      statuses: [{ painPointTitle: 'Double entry', status: 'resolved' }],
      impacts: [{ processOutput: 'Work order', impactAssessment: 'HIGH' }],
      sipocOutputs: ['Work order', 'Invoice'],
    });

    // A process edited, one deleted, a role renamed, a division added.
    expect((await call('PATCH', `/api/processes/${second.id}`, { status: 'in_review' })).statusCode).toBe(
      200,
    );
    await same();
    expect((await call('DELETE', `/api/processes/${second.id}`)).statusCode).toBe(204);
    await same();
    await call('PATCH', `/api/job-roles/${role.id}`, { name: 'Dispatcher' });
    await t.database.db.insert(divisions).values({
      code: 'ATL',
      name: 'ATL - Georgia',
      location: 'Georgia',
      employees: 34,
      specialization: 'Sprinkler',
      roles: { Dispatcher: 10 },
    });
    expect((await same()).divisions).toHaveLength(1);
    expect(cache.stats.whole).toBe(1);
    expect(cache.stats.changed).toBeGreaterThanOrEqual(5);

    // Emptied (an archive import): loaded whole again.
    await t.database.db.execute(sql`truncate processes cascade`);
    expect((await same()).processes).toEqual([]);
    expect(cache.stats.whole).toBe(2);
  });
});
