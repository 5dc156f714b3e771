import { beforeAll, describe, expect, it } from 'vitest';
import type { Artifact } from '../../../core/schemas/artifact';
import type { PainPointsContent } from '../../../core/schemas/artifact-content';
import type { PainPointStatus } from '../../../core/schemas/pain-point-status';
import type { PainPointLink } from '../../../core/schemas/traceability';
import { createArtifact, createRoleWithProcess } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';

/*
 * Issue 19: pain points have ids inside their process; statuses, links and the process header's
 * impact strip (GET /api/processes/{id}/readiness) follow the id. A rename keeps them, a removal
 * takes them away, and a new pain point of a removed one's title starts clean.
 */
describe('pain point ids', () => {
  const t = setUpTestApp();
  let processId: string;
  let toBe: Artifact;
  const { call } = t;

  const painPoints = (a: Artifact) => (a.content as PainPointsContent).painPoints ?? [];
  const statuses = async (): Promise<PainPointStatus[]> =>
    (await call('GET', `/api/pain-point-statuses/${processId}`)).json();
  const links = async (): Promise<PainPointLink[]> =>
    (await call('GET', `/api/pain-point-links/${processId}`)).json();
  const coverage = async () => (await call('GET', `/api/processes/${processId}/readiness`)).json().coverage;
  const history = async (): Promise<string[]> =>
    (await call('GET', `/api/processes/${processId}/history`))
      .json()
      .map((e: { summary: string }) => e.summary);
  /** Saves new content over the To-Be pain points, as the tracker and the editors do. */
  const save = async (content: unknown) => {
    const res = await call('PUT', `/api/artifacts/${toBe.id}`, { content, revision: toBe.revision });
    expect(res.statusCode, res.body).toBe(200);
    toBe = res.json();
    return toBe;
  };

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { role: 'Dispatcher', process: 'Dispatch' }))
      .process.id;
  });

  it('gives every pain point an id when the artifact is created', async () => {
    const res = await call('POST', '/api/artifacts', {
      processId,
      type: 'pain_points',
      state: 'to_be',
      name: 'To-Be pain points',
      content: { painPoints: [{ title: 'Paper tickets', impact: 'High' }, { title: 'Lost orders' }] },
    });
    expect(res.statusCode).toBe(201);
    toBe = res.json();
    const [paper, lost] = painPoints(toBe);
    expect(paper).toMatchObject({
      title: 'Paper tickets',
      impact: 'High',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(lost?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lost?.id).not.toBe(paper?.id);
  });

  it('records statuses and links by id (or by title, resolved to the id)', async () => {
    const [paper, lost] = painPoints(toBe);
    const byId = await call('POST', '/api/pain-point-statuses', {
      processId,
      painPointId: paper!.id,
      status: 'resolved',
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({ painPointId: paper!.id, painPointTitle: 'Paper tickets' });
    const byTitle = await call('POST', '/api/pain-point-statuses', {
      processId,
      painPointTitle: ' lost ORDERS ',
      status: 'parking_lot',
    });
    expect(byTitle.statusCode).toBe(201);
    expect(byTitle.json()).toMatchObject({ painPointId: lost!.id, painPointTitle: 'Lost orders' });
    const link = await call('POST', '/api/pain-point-links', {
      processId,
      painPointId: paper!.id,
      kind: 'output',
      target: 'Work order',
    });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ painPointId: paper!.id, painPointTitle: 'Paper tickets' });
    expect(await coverage()).toMatchObject({ total: 2, resolved: 1, parkingLot: 1, notSet: 0 });
  });

  it('keeps statuses, links and the impact strip through a rename, showing the new title', async () => {
    const [paper, lost] = painPoints(toBe);
    await save({ painPoints: [{ ...paper, title: 'Paper work orders' }, lost] });
    expect(painPoints(toBe).map((p) => p.id)).toEqual([paper!.id, lost!.id]);
    expect((await statuses()).map((s) => [s.painPointId, s.painPointTitle, s.status])).toEqual([
      [paper!.id, 'Paper work orders', 'resolved'],
      [lost!.id, 'Lost orders', 'parking_lot'],
    ]);
    expect((await links()).map((l) => [l.painPointId, l.painPointTitle])).toEqual([
      [paper!.id, 'Paper work orders'],
    ]);
    expect(await coverage()).toMatchObject({ total: 2, resolved: 1, parkingLot: 1 });
    // A new status names the pain point by its current title.
    const again = await call('POST', '/api/pain-point-statuses', {
      processId,
      painPointTitle: 'Paper work orders',
      status: 'resolved',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().painPointId).toBe(paper!.id);
  });

  it('keeps the ids when a client from before ids saves the list without them', async () => {
    const before = painPoints(toBe).map((p) => p.id);
    await save({ painPoints: [{ title: 'Paper work orders' }, { title: 'lost orders' }] });
    expect(painPoints(toBe).map((p) => p.id)).toEqual(before);
    expect(await statuses()).toHaveLength(2);
  });

  it('removes the statuses and links of a removed pain point with it, in the Change Log too', async () => {
    const [paper, lost] = painPoints(toBe);
    await save({ painPoints: [lost] });
    expect((await statuses()).map((s) => s.painPointId)).toEqual([lost!.id]);
    expect(await links()).toEqual([]);
    expect(await coverage()).toMatchObject({ total: 1, resolved: 0, parkingLot: 1 });
    const log = await history();
    expect(log).toContain(
      'Removed Resolved from pain point "Paper work orders" (the pain point was removed)',
    );
    expect(log).toContain('Unlinked pain point "Paper work orders" from output (the pain point was removed)');
    // The removed id can no longer be named.
    const stale = await call('POST', '/api/pain-point-statuses', {
      processId,
      painPointId: paper!.id,
      status: 'resolved',
    });
    expect(stale.statusCode).toBe(400);
  });

  it('gives a pain point added again under a removed title a new id and no statuses or links', async () => {
    const [lost] = painPoints(toBe);
    await save({ painPoints: [lost, { title: 'Paper work orders' }] });
    const readded = painPoints(toBe)[1]!;
    expect(readded.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await statuses()).filter((s) => s.painPointId === readded.id)).toEqual([]);
    expect(await links()).toEqual([]);
    expect(await coverage()).toMatchObject({ total: 2, parkingLot: 1, notSet: 1 });
  });

  it('repairs a repeated id in one list and gives a copy of another artifact its own ids', async () => {
    const [lost, paper] = painPoints(toBe);
    await save({ painPoints: [lost, paper, { ...paper, title: 'Copy of paper' }] });
    const ids = painPoints(toBe).map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([lost!.id, paper!.id]);
    expect(new Set(ids).size).toBe(3);

    // "Copy to As-Is" of the To-Be list: the copy's pain points are its own.
    const copy = (await createArtifact(t, t.cookie, {
      processId,
      type: 'pain_points',
      state: 'as_is',
      name: 'As-Is pain points',
      content: toBe.content,
    })) as Artifact;
    const copyIds = painPoints(copy).map((p) => p.id);
    expect(copyIds.some((id) => ids.includes(id))).toBe(false);
    // Removing a pain point from the copy leaves the tracked one's statuses alone.
    const res = await call('PUT', `/api/artifacts/${copy.id}`, { content: { painPoints: [] }, revision: 0 });
    expect(res.statusCode).toBe(200);
    expect((await statuses()).map((s) => s.painPointId)).toEqual([lost!.id]);
  });

  it('removes the statuses of the pain points of a deleted artifact', async () => {
    expect(await statuses()).toHaveLength(1);
    expect((await call('DELETE', `/api/artifacts/${toBe.id}`)).statusCode).toBe(204);
    expect(await statuses()).toEqual([]);
    expect(await coverage()).toMatchObject({ total: 0 });
  });
});
