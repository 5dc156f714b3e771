import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { seedDemoData } from '../../demo/seed';
import { multipart, SAMPLE_FILES } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/zip';

interface AuditRow {
  action: string;
  summary: string;
}

describe('Export All → restore into an empty database → Export All', () => {
  let source: TestApp;
  let target: TestApp;
  let sourceCookie: string;
  let targetCookie: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(), createTestApp()]);
    [sourceCookie, targetCookie] = await Promise.all([source.login(), target.login()]);
    await source.database.db.transaction((tx) => seedDemoData(tx));
    // A few things users do on top of the demo set: an uploaded file, a training link, an edit.
    const processes = (
      await source.app.inject({ method: 'GET', url: '/api/processes', headers: { cookie: sourceCookie } })
    ).json();
    const processId = processes[0].id;
    const body = multipart(
      { processId, processOutput: 'Work Order', name: 'Screen', fileType: 'screenshot' },
      { filename: 'screen.png', data: SAMPLE_FILES.png },
    );
    const upload = await source.app.inject({
      method: 'POST',
      url: '/api/training-artifacts/upload',
      headers: { cookie: sourceCookie, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    await source.app.inject({
      method: 'PATCH',
      url: `/api/processes/${processId}`,
      headers: { cookie: sourceCookie },
      payload: { status: 'in_review', description: 'Edited "after" the demo load, with ünïcödé' },
    });
  });
  afterAll(async () => Promise.all([source.close(), target.close()]));

  it('gives back the same data files and the same stored bytes', async () => {
    const first = await source.app.inject({
      method: 'GET',
      url: '/api/export/all.zip',
      headers: { cookie: sourceCookie },
    });
    expect(first.statusCode).toBe(200);

    const body = multipart({ mode: 'replace' }, { filename: 'backup.zip', data: first.rawPayload });
    const restore = await target.app.inject({
      method: 'POST',
      url: '/api/import/apply',
      headers: { cookie: targetCookie, ...body.headers },
      payload: body.payload,
    });
    expect(restore.statusCode).toBe(200);
    const report = restore.json();
    expect(report).toMatchObject({ kind: 'archive', mode: 'replace', applied: true });
    expect(report.summary.reject).toBe(0);
    expect(report.summary.create).toBe(report.rows.length);

    const second = await target.app.inject({
      method: 'GET',
      url: '/api/export/all.zip',
      headers: { cookie: targetCookie },
    });
    const a = await unzip(first.rawPayload);
    const b = await unzip(second.rawPayload);

    for (const path of Object.values(EXPORT_TABLE_PATHS)) {
      if (path === EXPORT_TABLE_PATHS.auditEvents) continue;
      expect(b.get(path)!.toString('utf8'), path).toBe(a.get(path)!.toString('utf8'));
    }
    const eventsA: AuditRow[] = JSON.parse(a.get(EXPORT_TABLE_PATHS.auditEvents)!.toString('utf8'));
    const eventsB: AuditRow[] = JSON.parse(b.get(EXPORT_TABLE_PATHS.auditEvents)!.toString('utf8'));
    const imported = eventsB.filter((e) => e.action === 'import' && e.summary.startsWith('Imported archive'));
    expect(imported).toHaveLength(1);
    expect(imported[0]!.summary).toContain('backup.zip');
    expect(eventsB.filter((e) => e !== imported[0])).toEqual(eventsA);

    const fileNames = [...a.keys()].filter((name) => name.startsWith('files/'));
    expect(fileNames.length).toBeGreaterThan(10);
    expect([...b.keys()].filter((name) => name.startsWith('files/')).sort()).toEqual(fileNames.sort());
    for (const name of fileNames) expect(b.get(name)!.equals(a.get(name)!), name).toBe(true);

    const manifestA = JSON.parse(a.get('manifest.json')!.toString('utf8'));
    const manifestB = JSON.parse(b.get('manifest.json')!.toString('utf8'));
    expect(manifestB.counts).toEqual({ ...manifestA.counts, auditEvents: manifestA.counts.auditEvents + 1 });

    // The restored repository serves the restored files.
    const files = JSON.parse(b.get(EXPORT_TABLE_PATHS.files)!.toString('utf8'));
    const png = files.find((f: { name: string }) => f.name === 'screen.png');
    const served = await target.app.inject({
      method: 'GET',
      url: `/objects/${png.id}/screen.png`,
      headers: { cookie: targetCookie },
    });
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });
});
