import { beforeAll, describe, expect, it } from 'vitest';
import { updateWithRetry } from '../../../core/rules/optimistic-update';
import { addPainPoint } from '../../../core/rules/pain-points';
import type { Artifact } from '../../../core/schemas/artifact';
import type { PainPointsContent } from '../../../core/schemas/artifact-content';
import { createPainPointsArtifact, createRoleWithProcess } from '../../testing/factories';
import { savePainPoints } from '../../testing/pain-points';
import { setUpTestApp } from '../../testing/set-up-test-app';

const CLIENTS = 50;

describe(`${CLIENTS} colleagues editing one process at the same moment`, () => {
  const t = setUpTestApp();
  let processId: string;
  let artifact: Artifact;
  const { call } = t;

  beforeAll(async () => {
    processId = (
      await createRoleWithProcess(t, t.cookie, { role: 'Service Coordinator', process: 'Dispatch' })
    ).process.id;
    artifact = await createPainPointsArtifact(t, t.cookie, processId, [], 'Pain points');
  });

  it('loses no pain point, status, matrix row or tier document', async () => {
    const save = savePainPoints(t, t.cookie, artifact.id);
    const start = { content: artifact.content as PainPointsContent, revision: artifact.revision };
    const results = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const statuses = await Promise.all([
          // A status names a pain point the process has (issue 19): it follows its own add.
          updateWithRetry(start, (c) => addPainPoint(c, { title: `Pain ${i}` }), save, CLIENTS + 5).then(() =>
            call('POST', '/api/pain-point-statuses', {
              processId,
              painPointTitle: `Pain ${i}`,
              status: i % 2 ? 'resolved' : 'parking_lot',
            }),
          ),
          call('POST', '/api/change-impact-assessments', {
            processId,
            processOutput: `Output ${i}`,
            changeType: 'NEW',
            impactAssessment: 'HIGH',
          }),
          call('POST', '/api/training-tier-documents', {
            processId,
            tier: 'tier_1',
            name: `Deck ${i}`,
            fileUrl: `https://example.com/${i}`,
          }),
        ]);
        return statuses.map((r) => (r as { statusCode: number }).statusCode);
      }),
    );
    expect(results.flat().every((code) => code === 200 || code === 201)).toBe(true);

    const stored = (await call('GET', `/api/artifacts/${artifact.id}`)).json() as Artifact;
    expect(((stored.content as PainPointsContent).painPoints ?? []).map((p) => p.title).sort()).toEqual(
      Array.from({ length: CLIENTS }, (_, i) => `Pain ${i}`).sort(),
    );
    expect((await call('GET', `/api/pain-point-statuses/${processId}`)).json()).toHaveLength(CLIENTS);
    expect((await call('GET', `/api/change-impact-assessments/${processId}`)).json()).toHaveLength(CLIENTS);
    expect((await call('GET', `/api/training-tier-documents/${processId}`)).json()).toHaveLength(CLIENTS);
  }, 120_000);
});
