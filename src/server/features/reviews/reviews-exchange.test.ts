import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewRequest } from '../../../core/schemas/reviews';
import { createPainPointsArtifact, createRoleWithProcess } from '../../testing/factories';
import { createRoundTripApps, type RoundTripApps } from '../../testing/round-trip-apps';
import type { TestApp } from '../../testing/test-app';
import { unzip, zip } from '../../testing/zip';

describe('Export All and Bulk Import carry review requests, decisions and published versions', () => {
  let apps: RoundTripApps;
  let source: TestApp;
  let processId: string;
  let archive: Buffer;
  let versionId: string;

  beforeAll(async () => {
    apps = await createRoundTripApps();
    source = apps.source;
    // Reviews name who asked: the editor signs in with a name.
    const editor = await source.login({ name: 'Erin Editor' });
    const maria = await source.login({ role: 'approver', name: 'Maria Lopez' });
    const mariaId = (await source.request(maria, 'GET', '/api/auth/session')).json().person.id;
    ({
      process: { id: processId },
    } = await createRoleWithProcess(source, editor));
    // The approved state beyond the artifacts: a pain point's status and a matrix row.
    await createPainPointsArtifact(source, editor, processId, ['Paper tickets'], 'Tracked');
    await source.request(editor, 'POST', '/api/pain-point-statuses', {
      processId,
      painPointTitle: 'Paper tickets',
      status: 'parking_lot',
    });
    await source.request(editor, 'POST', '/api/change-impact-assessments', {
      processId,
      processOutput: 'Work order',
      changeType: 'NEW',
      impactAssessment: 'MED',
    });
    const ask = async () =>
      (
        await source.request(editor, 'POST', `/api/processes/${processId}/review-requests`, {
          approverIds: [mariaId],
          message: 'Please sign off',
        })
      ).json() as ReviewRequest;
    const first = await ask();
    await source.request(maria, 'POST', `/api/review-requests/${first.id}/decisions`, {
      decision: 'request_changes',
      comment: 'Add the escalation step',
    });
    const second = await ask();
    const approved = await source.request(maria, 'POST', `/api/review-requests/${second.id}/decisions`, {
      decision: 'approve',
    });
    versionId = approved.json().publishedVersion.id;
    await ask(); // an open one too
    const res = await source.request(editor, 'GET', '/api/export/all.zip');
    expect(res.statusCode).toBe(200);
    archive = res.rawPayload;
  });
  afterAll(async () => {
    await Promise.all([source.close(), apps.targets.replace.close(), apps.targets.merge.close()]);
  });

  it('writes both tables into the archive', async () => {
    const files = await unzip(archive);
    const reviews = JSON.parse(files.get('data/review-requests.json')!.toString());
    expect(reviews.map((r: ReviewRequest) => r.status).sort()).toEqual([
      'approved',
      'changes_requested',
      'open',
    ]);
    const versions = JSON.parse(files.get('data/published-versions.json')!.toString());
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: '1.0', approvedBy: [{ name: 'Maria Lopez' }] });
    expect(versions[0].snapshot.painPointStatuses).toEqual([
      expect.objectContaining({ painPointTitle: 'Paper tickets', status: 'parking_lot' }),
    ]);
    expect(versions[0].snapshot.changeImpacts).toEqual([
      expect.objectContaining({ processOutput: 'Work order', changeType: 'NEW', impactAssessment: 'MED' }),
    ]);
  });

  it('imports an archive whose versions were published before the rows beside the artifacts were kept', async () => {
    const files = await unzip(archive);
    const path = 'data/published-versions.json';
    const versions = JSON.parse(files.get(path)!.toString());
    for (const v of versions) {
      for (const key of ['painPointStatuses', 'changeImpacts', 'tierDocuments', 'trainingArtifacts']) {
        delete v.snapshot[key];
      }
    }
    files.set(path, Buffer.from(JSON.stringify(versions)));
    const target = apps.targets.replace;
    const cookie = await target.login();
    const restore = await target.postForm(
      cookie,
      '/api/import/apply',
      { mode: 'replace' },
      { filename: 'old.zip', data: await zip(files) },
    );
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().summary.reject).toBe(0);
    const read = (await target.request(cookie, 'GET', `/api/published-versions/${versions[0].id}`)).json();
    expect(read.version).toBe('1.0');
    expect(Object.keys(read.snapshot).sort()).toEqual(['artifacts', 'process']);
  });

  it.each(['replace', 'merge'] as const)('%s gives back the same reviews and versions', async (mode) => {
    const target = apps.targets[mode];
    const cookie = await target.login();
    const restore = await target.postForm(
      cookie,
      '/api/import/apply',
      { mode },
      { filename: 'a.zip', data: archive },
    );
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().summary.reject).toBe(0);
    for (const url of [
      `/api/review-requests?processId=${processId}`,
      `/api/processes/${processId}/published-versions`,
      `/api/published-versions/${versionId}`,
    ]) {
      const [a, b] = await Promise.all([
        source.request(apps.sourceCookie, 'GET', url),
        target.request(cookie, 'GET', url),
      ]);
      expect(b.json()).toEqual(a.json());
    }
    // The same archive again: every review row is unchanged, and the open one is no second open review.
    const again = await target.postForm(
      cookie,
      '/api/import/apply',
      { mode: 'merge' },
      { filename: 'a.zip', data: archive },
    );
    expect(again.statusCode, again.body).toBe(200);
    const rows = again
      .json()
      .rows.filter((r: { sheet: string }) => ['review-requests', 'published-versions'].includes(r.sheet));
    expect(rows.length).toBe(4);
    expect(rows.every((r: { action: string }) => r.action === 'unchanged')).toBe(true);
  });
});
