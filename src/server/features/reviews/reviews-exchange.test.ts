import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewRequest } from '../../../core/schemas/reviews';
import { createRoleWithProcess } from '../../testing/factories';
import { createRoundTripApps, type RoundTripApps } from '../../testing/round-trip-apps';
import type { TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/zip';

describe('Export All and Bulk Import carry review requests, decisions and published versions', () => {
  let apps: RoundTripApps;
  let source: TestApp;
  let processId: string;
  let archive: Buffer;

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
    await source.request(maria, 'POST', `/api/review-requests/${second.id}/decisions`, {
      decision: 'approve',
    });
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
