import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../core/schemas/people';
import type { PublishedVersion, ReviewRequest } from '../../../core/schemas/reviews';
import { insertFile } from '../../plugins/files';
import { createPainPointsArtifact, createRoleWithProcess } from '../../testing/factories';
import { SAMPLE_FILES } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('a published version keeps the whole approved state', () => {
  let t: TestApp;
  let editor: string;
  let maria: string;
  let processId: string;
  let version: PublishedVersion;
  let fileUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.login({ name: 'Eddie Editor' });
    maria = await t.login({ role: 'approver', name: 'Maria Lopez' });
    const people: Person[] = (await t.request(maria, 'GET', '/api/people?role=approver')).json();
    processId = (await createRoleWithProcess(t, editor, { process: 'Dispatch' })).process.id;
    await createPainPointsArtifact(t, editor, processId, ['Paper tickets', 'Double entry'], 'Tracked');
    const call = (method: 'POST' | 'DELETE', url: string, body?: object) =>
      t.request(editor, method, url, body);
    expect(
      (
        await call('POST', '/api/pain-point-statuses', {
          processId,
          painPointTitle: 'Paper tickets',
          status: 'resolved',
        })
      ).statusCode,
    ).toBe(201);
    await call('POST', '/api/change-impact-assessments', {
      processId,
      processOutput: 'Work order',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS'],
      impactAssessment: 'HIGH',
    });
    const file = await t.writeDirectly((db) =>
      insertFile(db, { name: 'Quick reference.pdf', mediaType: 'application/pdf', data: SAMPLE_FILES.pdf }),
    );
    fileUrl = `/objects/${file.id}/Quick%20reference.pdf`;
    await call('POST', '/api/training-tier-documents', {
      processId,
      tier: 'tier_1',
      name: 'Quick reference',
      fileType: 'document',
      fileUrl,
    });
    await call('POST', '/api/training-tier-documents', {
      processId,
      tier: 'tier_2',
      name: 'Dispatch guide',
      fileType: 'guide',
      fileUrl: 'https://docs.example.com/dispatch',
    });
    await call('POST', '/api/training-artifacts/link', {
      processId,
      processOutput: 'Work order',
      name: 'Work order walkthrough',
      fileUrl: 'https://videos.example.com/work-order',
    });
    const review: ReviewRequest = (
      await call('POST', `/api/processes/${processId}/review-requests`, {
        approverIds: [people.find((p) => p.name === 'Maria Lopez')!.id],
        message: 'Please sign off',
      })
    ).json();
    const approved: ReviewRequest = (
      await t.request(maria, 'POST', `/api/review-requests/${review.id}/decisions`, { decision: 'approve' })
    ).json();
    version = (
      await t.request(editor, 'GET', `/api/published-versions/${approved.publishedVersion!.id}`)
    ).json();
  });
  afterAll(async () => t.close());

  it('records the pain point statuses, matrix rows, tier documents and training materials', () => {
    const { snapshot } = version;
    expect(snapshot.painPointStatuses).toEqual([
      expect.objectContaining({ painPointTitle: 'Paper tickets', status: 'resolved' }),
    ]);
    expect(snapshot.changeImpacts).toEqual([
      expect.objectContaining({
        processOutput: 'Work order',
        changeType: 'MODIFIED',
        changeDescription: ['SYSTEMS'],
        impactAssessment: 'HIGH',
      }),
    ]);
    expect(snapshot.tierDocuments).toEqual([
      expect.objectContaining({ tier: 'tier_1', name: 'Quick reference', fileUrl }),
      expect.objectContaining({ tier: 'tier_2', name: 'Dispatch guide', fileType: 'guide' }),
    ]);
    expect(snapshot.trainingArtifacts).toEqual([
      expect.objectContaining({ processOutput: 'Work order', name: 'Work order walkthrough' }),
    ]);
  });

  it('stays as approved when the rows change afterwards', async () => {
    const statuses = (await t.request(editor, 'GET', `/api/pain-point-statuses/${processId}`)).json();
    expect((await t.request(editor, 'DELETE', `/api/pain-point-statuses/${statuses[0].id}`)).statusCode).toBe(
      204,
    );
    await t.request(editor, 'POST', '/api/change-impact-assessments', {
      processId,
      processOutput: 'Work order',
      changeType: 'NEW',
      changeDescription: [],
      impactAssessment: 'LOW',
    });
    const docs = (await t.request(editor, 'GET', `/api/training-tier-documents/${processId}`)).json();
    for (const doc of docs) {
      expect((await t.request(editor, 'DELETE', `/api/training-tier-documents/${doc.id}`)).statusCode).toBe(
        204,
      );
    }
    // The version's stored file outlives the document that linked it.
    expect((await t.request(editor, 'GET', fileUrl)).statusCode).toBe(200);
    const again: PublishedVersion = (
      await t.request(editor, 'GET', `/api/published-versions/${version.id}`)
    ).json();
    expect(again).toEqual(version);
  });
});
