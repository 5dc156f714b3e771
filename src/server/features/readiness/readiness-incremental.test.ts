import { describe, expect, it } from 'vitest';
import { byProcessName, computeReadiness } from '../../../core/rules/readiness';
import { READINESS_PROCESS_SORTS } from '../../../core/schemas/readiness';
import { divisions } from '../../db/schema';
import { createArtifact, createPainPointsArtifact, createProcess, createRole } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { loadReadinessFacts, type ReadinessFacts } from './readiness-facts';
import { ReadinessFactsCache } from './readiness-facts-cache';

const NO_FILTERS = { states: [], roles: [], divisions: [] };

/** Every sort, unfiltered and filtered to a state: the whole dashboard, all rows on one page. */
function dashboards(facts: ReadinessFacts) {
  return [NO_FILTERS, { ...NO_FILTERS, states: ['Georgia'] }].flatMap((filters) =>
    READINESS_PROCESS_SORTS.map((sort) =>
      computeReadiness({ ...facts, filters, sort, limit: 1000, offset: 0 }),
    ),
  );
}

describe('the readiness dashboard after each kind of write', () => {
  const t = setUpTestApp();
  const { call } = t;

  it('equals a full recomputation from a whole load, the kept facts in name order', async () => {
    await t.database.db.insert(divisions).values({
      code: 'ATL',
      name: 'ATL - Georgia',
      location: 'Georgia',
      employees: 40,
      specialization: 'Sprinkler',
      roles: { Dispatcher: 10, Fitter: 20 },
    });
    const cache = new ReadinessFactsCache(t.feed);
    const steps: string[] = [];
    /** The dashboard from the kept (incrementally reloaded) facts against one from fresh facts. */
    const same = async (step: string) => {
      steps.push(step);
      await t.feed.sync();
      const kept = await cache.get(t.database.db);
      expect(kept.processes.map((p) => p.id)).toEqual(
        [...kept.processes].sort(byProcessName).map((p) => p.id),
      );
      expect({ step, dashboards: dashboards(kept) }).toEqual({
        step,
        dashboards: dashboards(await loadReadinessFacts(t.database.db)),
      });
    };
    const role = await createRole(t, t.cookie, { name: 'Service Coordinator' });
    const other = await createRole(t, t.cookie, { name: 'Field Fitter' });
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
    await createProcess(t, t.cookie, { name: 'Install', description: 'i', jobRoleId: other.id });
    await same('start');

    await createArtifact(t, t.cookie, {
      processId: first.id,
      type: 'sipoc',
      state: 'as_is',
      name: 'SIPOC',
      content: { outputs: ['Work order', 'Invoice'] },
    });
    await same('SIPOC outputs');
    const painPoints = await createPainPointsArtifact(t, t.cookie, first.id, [
      'Double entry',
      'Lost tickets',
    ]);
    await same('pain points');
    const [tracked] = (painPoints.content as { painPoints: { id: string; title: string }[] }).painPoints;
    const status = await call('POST', '/api/pain-point-statuses', {
      processId: first.id,
      painPointId: tracked!.id,
      painPointTitle: tracked!.title,
      status: 'resolved',
    });
    expect(status.statusCode).toBeLessThan(300);
    await same('pain point status');
    for (const level of ['HIGH', 'LOW']) {
      const row = await call('POST', '/api/change-impact-assessments', {
        processId: first.id,
        processOutput: 'Work order',
        changeType: 'MODIFIED',
        changeDescription: ['SYSTEMS'],
        impactAssessment: level,
      });
      expect(row.statusCode).toBe(200);
      await same(`matrix row ${level}`);
    }
    const tier = await call('POST', '/api/training-tier-documents', {
      processId: second.id,
      tier: 'tier_2',
      name: 'Guide',
      fileUrl: 'https://example.com/guide',
    });
    expect(tier.statusCode).toBe(201);
    await same('tier document');
    const training = await call('POST', '/api/training-artifacts/link', {
      processId: second.id,
      processOutput: 'Invoice',
      name: 'Walkthrough',
      fileUrl: 'https://example.com/walkthrough',
    });
    expect(training.statusCode).toBe(201);
    await same('training artifact');

    // A rename moves the process in the name order; a role change moves its people.
    expect((await call('PATCH', `/api/processes/${second.id}`, { name: 'Zoning' })).statusCode).toBe(200);
    await same('process renamed');
    expect((await call('PATCH', `/api/processes/${first.id}`, { jobRoleId: other.id })).statusCode).toBe(200);
    await same('process moved to another role');
    expect(
      (await call('PATCH', `/api/job-roles/${role.id}`, { divisionRoles: ['Dispatcher'] })).statusCode,
    ).toBe(200);
    await same('job role mapping');
    expect((await call('DELETE', `/api/processes/${second.id}`)).statusCode).toBe(204);
    await same('process deleted');
    expect(cache.stats.whole).toBe(1);
    expect(steps).toHaveLength(12);
  });
});
