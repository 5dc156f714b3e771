import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { jobRoles, painPointLinks, trainingTierDocuments } from '../../db/schema';
import { seedDemoData } from '../../demo/seed';
import { SAMPLE_FILES } from '../../testing/multipart';
import { addTrackedPainPoint } from '../../testing/pain-points';
import { createRoundTripApps, type RoundTripApps } from '../../testing/round-trip-apps';
import type { TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/zip';

interface AuditRow {
  action: string;
  summary: string;
}

describe('Export All → import into an empty database → Export All', () => {
  let source: TestApp;
  let sourceCookie: string;
  /** An empty repository for each import mode. */
  let targets = {} as RoundTripApps['targets'];
  let processId: string;
  /** A job role whose training audience was edited (the demo roles keep the preset: null). */
  let editedRoleId: string;
  const audience = ['Dispatcher', 'Service Manager'];

  beforeAll(async () => {
    ({ source, sourceCookie, targets } = await createRoundTripApps());
    await source.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    // A few things users do on top of the demo set: an uploaded file, a training link, an edit.
    const processes = (
      await source.app.inject({ method: 'GET', url: '/api/processes', headers: { cookie: sourceCookie } })
    ).json();
    processId = processes[0].id;
    const upload = await source.postForm(
      sourceCookie,
      '/api/training-artifacts/upload',
      { processId, processOutput: 'Work Order', name: 'Screen', fileType: 'screenshot' },
      { filename: 'screen.png', data: SAMPLE_FILES.png },
    );
    expect(upload.statusCode).toBe(201);
    await source.app.inject({
      method: 'PATCH',
      url: `/api/processes/${processId}`,
      headers: { cookie: sourceCookie },
      payload: { status: 'in_review', description: 'Edited "after" the demo load, with ünïcödé' },
    });

    // Change readiness: a role's training audience, pain point links of each kind, a dismissal.
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      source.request(sourceCookie, method, url, payload);
    editedRoleId = processes[0].jobRoleId;
    expect(
      (await call('PATCH', `/api/job-roles/${editedRoleId}`, { divisionRoles: audience })).statusCode,
    ).toBe(200);
    const [doc] = await source.database.db.select().from(trainingTierDocuments).limit(1);
    await addTrackedPainPoint(source, sourceCookie, processId, 'Double entry');
    await addTrackedPainPoint(source, sourceCookie, doc!.processId, 'Paper forms');
    const links = [
      { processId, painPointTitle: 'Double entry', kind: 'output', target: 'Work Order' },
      { processId, painPointTitle: 'Double entry', kind: 'training_artifact', target: upload.json().id },
      { processId: doc!.processId, painPointTitle: 'Paper forms', kind: 'tier_document', target: doc!.id },
    ];
    for (const link of links)
      expect((await call('POST', '/api/pain-point-links', link)).statusCode).toBe(201);
    const dismissal = { processId, processOutput: 'Work Order', changeType: 'MODIFIED' };
    expect((await call('POST', '/api/impact-suggestion-dismissals', dismissal)).statusCode).toBe(201);
  });
  afterAll(async () => Promise.all([source, ...Object.values(targets)].map((app) => app?.close())));

  it.each(['replace', 'merge'] as const)(
    '%s gives back the same data files and the same stored bytes',
    async (mode) => {
      const target = targets[mode];
      const targetCookie = await target.login();
      const first = await source.app.inject({
        method: 'GET',
        url: '/api/export/all.zip',
        headers: { cookie: sourceCookie },
      });
      expect(first.statusCode).toBe(200);

      const restore = await target.postForm(
        targetCookie,
        '/api/import/apply',
        { mode },
        { filename: 'backup.zip', data: first.rawPayload },
      );
      expect(restore.statusCode).toBe(200);
      const report = restore.json();
      expect(report).toMatchObject({ kind: 'archive', mode, applied: true });
      expect(report.summary.reject).toBe(0);
      expect(report.summary.create).toBe(report.rows.length);

      const second = await target.app.inject({
        method: 'GET',
        url: '/api/export/all.zip',
        headers: { cookie: targetCookie },
      });
      const a = await unzip(first.rawPayload);
      const b = await unzip(second.rawPayload);

      const rows = (path: string) => JSON.parse(a.get(path)!.toString('utf8'));
      expect(rows(EXPORT_TABLE_PATHS.painPointLinks)).toHaveLength(3);
      expect(rows(EXPORT_TABLE_PATHS.impactSuggestionDismissals)).toHaveLength(1);
      expect(
        rows(EXPORT_TABLE_PATHS.jobRoles).find((r: { id: string }) => r.id === editedRoleId),
      ).toMatchObject({ divisionRoles: audience });
      for (const path of Object.values(EXPORT_TABLE_PATHS)) {
        if (path === EXPORT_TABLE_PATHS.auditEvents) continue;
        expect(b.get(path)!.toString('utf8'), path).toBe(a.get(path)!.toString('utf8'));
      }
      const eventsA: AuditRow[] = JSON.parse(a.get(EXPORT_TABLE_PATHS.auditEvents)!.toString('utf8'));
      const eventsB: AuditRow[] = JSON.parse(b.get(EXPORT_TABLE_PATHS.auditEvents)!.toString('utf8'));
      const imported = eventsB.filter(
        (e) => e.action === 'import' && e.summary.startsWith('Imported archive'),
      );
      expect(imported).toHaveLength(1);
      expect(imported[0]!.summary).toContain('backup.zip');
      expect(eventsB.filter((e) => e !== imported[0])).toEqual(eventsA);

      const fileNames = [...a.keys()].filter((name) => name.startsWith('files/'));
      expect(fileNames.length).toBeGreaterThan(10);
      expect([...b.keys()].filter((name) => name.startsWith('files/')).sort()).toEqual(fileNames.sort());
      for (const name of fileNames) expect(b.get(name)!.equals(a.get(name)!), name).toBe(true);
      // The diagram files (issue 21) are ignored on the way in and written again the same way out.
      const diagramNames = [...a.keys()].filter((name) => name.startsWith('diagrams/'));
      expect(diagramNames.length).toBeGreaterThanOrEqual(3 * 8);
      expect([...b.keys()].filter((name) => name.startsWith('diagrams/')).sort()).toEqual(
        diagramNames.sort(),
      );
      for (const name of diagramNames.filter((n) => !n.endsWith('.png'))) {
        expect(b.get(name)!.equals(a.get(name)!), name).toBe(true);
      }

      const manifestA = JSON.parse(a.get('manifest.json')!.toString('utf8'));
      const manifestB = JSON.parse(b.get('manifest.json')!.toString('utf8'));
      expect(manifestB.counts).toEqual({
        ...manifestA.counts,
        auditEvents: manifestA.counts.auditEvents + 1,
      });

      // The restored repository serves the restored files.
      const files = JSON.parse(b.get(EXPORT_TABLE_PATHS.files)!.toString('utf8'));
      const png = files.find((f: { name: string }) => f.name === 'screen.png');
      const served = await target.app.inject({
        method: 'GET',
        url: `/objects/${png.id}/screen.png`,
        headers: { cookie: targetCookie },
      });
      expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

      // Stored as it was: an edited audience as its titles, a never-edited one as null (the preset);
      // a link to a training item holds the item's id in its own column (removed with the item).
      const db = target.database.db;
      const stored = new Map((await db.select().from(jobRoles)).map((r) => [r.id, r.divisionRoles]));
      expect(stored.get(editedRoleId)).toEqual(audience);
      expect([...stored.values()].filter((v) => v === null)).toHaveLength(stored.size - 1);
      const [toArtifact] = await db
        .select()
        .from(painPointLinks)
        .where(eq(painPointLinks.kind, 'training_artifact'));
      expect(toArtifact!.trainingArtifactId).toBe(toArtifact!.target);
      const [toDocument] = await db
        .select()
        .from(painPointLinks)
        .where(eq(painPointLinks.kind, 'tier_document'));
      expect(toDocument!.tierDocumentId).toBe(toDocument!.target);
      const linksOfProcess = await target.request(targetCookie, 'GET', `/api/pain-point-links/${processId}`);
      const byId = (x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id);
      expect(linksOfProcess.json().sort(byId)).toEqual(
        rows(EXPORT_TABLE_PATHS.painPointLinks).filter(
          (l: { processId: string }) => l.processId === processId,
        ),
      );
    },
    // Two exports and an import of the whole demo set: slow when every suite runs at once.
    60_000,
  );
});
