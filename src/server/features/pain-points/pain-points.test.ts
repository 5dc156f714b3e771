import { beforeAll, describe, expect, it } from 'vitest';
import { updateWithRetry } from '../../../core/rules/optimistic-update';
import { addPainPoint } from '../../../core/rules/pain-points';
import type { Artifact } from '../../../core/schemas/artifact';
import type { PainPointsContent } from '../../../core/schemas/artifact-content';
import { createPainPointsArtifact, createRoleWithProcess } from '../../testing/factories';
import { savePainPoints } from '../../testing/pain-points';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('pain points', () => {
  const t = setUpTestApp();
  let processId: string;
  const { call } = t;

  beforeAll(async () => {
    processId = (
      await createRoleWithProcess(t, t.cookie, { role: 'Service Coordinator', process: 'Dispatch' })
    ).process.id;
    // Statuses name a pain point of the process (issue 19): by title here, as clients from before ids do.
    await createPainPointsArtifact(t, t.cookie, processId, ['Paper tickets'], 'Tracked');
  });

  it('adds several statuses to one pain point, never the same one twice, and removes one', async () => {
    const add = (status: string) =>
      call('POST', '/api/pain-point-statuses', { processId, painPointTitle: 'Paper tickets', status });
    const resolved = await add('resolved');
    expect(resolved.statusCode).toBe(201);
    expect(resolved.json()).toMatchObject({ processId, painPointTitle: 'Paper tickets', status: 'resolved' });
    expect(resolved.json().painPointId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await add('parking_lot')).statusCode).toBe(201);
    const again = await add('resolved');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(resolved.json().id);
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => add('not_addressed')));
    expect(new Set(concurrent.map((r) => r.json().id)).size).toBe(1);

    let list = (await call('GET', `/api/pain-point-statuses/${processId}`)).json();
    expect(list.map((s: { status: string }) => s.status).sort()).toEqual([
      'not_addressed',
      'parking_lot',
      'resolved',
    ]);

    expect((await call('DELETE', `/api/pain-point-statuses/${resolved.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/pain-point-statuses/${resolved.json().id}`)).statusCode).toBe(404);
    list = (await call('GET', `/api/pain-point-statuses/${processId}`)).json();
    expect(list.map((s: { status: string }) => s.status).sort()).toEqual(['not_addressed', 'parking_lot']);

    const history = (await call('GET', `/api/processes/${processId}/history`)).json();
    expect(history[0].summary).toBe('Removed Resolved from pain point "Paper tickets"');
    expect(
      history.some(
        (e: { summary: string }) => e.summary === 'Marked pain point "Paper tickets" as Added to Parking Lot',
      ),
    ).toBe(true);
  });

  it('refuses unknown statuses, blank or huge titles, unknown pain points and processes, storing nothing', async () => {
    const before = (await call('GET', `/api/pain-point-statuses/${processId}`)).json().length;
    const unknown = await call('POST', '/api/pain-point-statuses', {
      processId,
      painPointTitle: 'Not a pain point here',
      status: 'resolved',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This process has no pain point titled "Not a pain point here".');
    for (const body of [
      { processId, status: 'resolved' },
      { processId, painPointId: 'nope', status: 'resolved' },
      { processId, painPointId: '00000000-0000-4000-8000-000000000000', status: 'resolved' },
      { processId, painPointTitle: 'Paper tickets', status: 'done' },
      { processId, painPointTitle: '  ', status: 'resolved' },
      { processId, painPointTitle: 'x'.repeat(501), status: 'resolved' },
      { processId: '00000000-0000-4000-8000-000000000000', painPointTitle: 'x', status: 'resolved' },
    ]) {
      const res = await call('POST', '/api/pain-point-statuses', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('GET', `/api/pain-point-statuses/${processId}`)).json()).toHaveLength(before);
    expect(
      (await call('GET', '/api/pain-point-statuses/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/pain-point-statuses/garbage')).statusCode).toBe(404);
  });

  it('keeps every pain point when many colleagues add one at the same moment', async () => {
    const artifact: Artifact = await createPainPointsArtifact(t, t.cookie, processId, ['Existing']);
    const save = savePainPoints(t, t.cookie, artifact.id);
    const colleagues = 12;
    // Every colleague starts from the same stale copy, as when all had the page open.
    const start = { content: artifact.content as PainPointsContent, revision: artifact.revision };
    await Promise.all(
      Array.from({ length: colleagues }, (_, i) =>
        updateWithRetry(
          start,
          (c) => addPainPoint(c, { title: `Added by colleague ${i}` }),
          save,
          colleagues + 2,
        ),
      ),
    );
    const stored = (await call('GET', `/api/artifacts/${artifact.id}`)).json() as Artifact;
    const titles = ((stored.content as PainPointsContent).painPoints ?? []).map((p) => p.title);
    expect(titles).toHaveLength(colleagues + 1);
    for (let i = 0; i < colleagues; i++) expect(titles).toContain(`Added by colleague ${i}`);
    expect(stored.revision).toBe(colleagues);
  });
});
