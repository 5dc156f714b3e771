import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { byProcessName, computeReadiness, type ProcessFigures } from '../../../core/rules/readiness';
import { READINESS_PROCESS_SORTS } from '../../../core/schemas/readiness';
import { divisions } from '../../db/schema';
import { createArtifact, createPainPointsArtifact, createProcess, createRole } from '../../testing/factories';
import { type SignedInTestApp, setUpTestApp } from '../../testing/set-up-test-app';
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

const byId = (facts: ReadinessFacts) => ({
  ...facts,
  processes: [...facts.processes].sort((a: ProcessFigures, b: ProcessFigures) => (a.id < b.id ? -1 : 1)),
});

/** A SIPOC with two outputs. */
const sipoc = (t: SignedInTestApp, processId: string) =>
  createArtifact(t, t.cookie, {
    processId,
    type: 'sipoc',
    state: 'as_is',
    name: 'SIPOC',
    content: { outputs: ['Work order', 'Invoice'] },
  });

/** Dispatch and Billing under the role. */
async function twoProcesses(t: SignedInTestApp, roleId: string) {
  const first = await createProcess(t, t.cookie, { name: 'Dispatch', description: 'd', jobRoleId: roleId });
  const second = await createProcess(t, t.cookie, { name: 'Billing', description: 'b', jobRoleId: roleId });
  return { first, second };
}

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
    const { first, second } = await twoProcesses(t, role.id);
    await same();
    expect(cache.stats).toEqual({ whole: 1, changed: 0 });

    // Each kind of fact: a SIPOC's outputs, pain points and their statuses, a matrix row, training.
    await sipoc(t, first.id);
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
    // Kept as figures: one of two pain points resolved, one of the two SIPOC outputs assessed HIGH.
    expect(facts.processes.find((p) => p.id === first.id)).toMatchObject({
      coverage: { total: 2, resolved: 1, notSet: 1 },
      outputs: { total: 2, assessed: 1, high: 1 },
      highestImpact: 'HIGH',
      tiersNeeded: { tier_1: true, tier_2: true, tier_3: true },
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

  it('gives a dashboard after each kind of write equal to a full recomputation, the kept facts in name order', async () => {
    await t.database.db.insert(divisions).values({
      code: 'SAV',
      name: 'SAV - Georgia',
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
    const { first, second } = await twoProcesses(t, role.id);
    await createProcess(t, t.cookie, { name: 'Install', description: 'i', jobRoleId: other.id });
    await same('start');

    await sipoc(t, first.id);
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
    for (const [url, body, step] of [
      [
        '/api/training-tier-documents',
        { processId: second.id, tier: 'tier_2', name: 'Guide', fileUrl: 'https://example.com/guide' },
        'tier document',
      ],
      [
        '/api/training-artifacts/link',
        {
          processId: second.id,
          processOutput: 'Invoice',
          name: 'Walkthrough',
          fileUrl: 'https://example.com/w',
        },
        'training artifact',
      ],
    ] as const) {
      expect((await call('POST', url, body)).statusCode).toBe(201);
      await same(step);
    }

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
