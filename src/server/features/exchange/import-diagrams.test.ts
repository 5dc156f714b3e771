import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { seedDemoData } from '../../demo/seed';
import { multipart } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip, zip } from '../../testing/zip';

type Row = Record<string, unknown> & { id: string; type: string; content: Record<string, unknown> | null };

// Issue 21: an archive's workflow map diagrams are held to the API's check, and what they give is
// derived again on the way in, so an archive cannot store numbers its diagram does not give.
describe('Bulk Import: workflow map diagrams', () => {
  let t: TestApp;
  let cookie: string;
  let exported: Map<string, Buffer>;
  let maps: Row[];

  const send = (step: 'preview' | 'apply', data: Buffer) => {
    const body = multipart({ mode: 'merge' }, { filename: 'export.zip', data });
    return t.app.inject({
      method: 'POST',
      url: `/api/import/${step}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const withArtifacts = (rows: Row[]) => {
    const entries = new Map<string, Buffer | string>(exported);
    entries.set(EXPORT_TABLE_PATHS.artifacts, JSON.stringify(rows));
    return zip(entries);
  };
  const artifactRows = (): Row[] => JSON.parse(exported.get(EXPORT_TABLE_PATHS.artifacts)!.toString('utf8'));

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    exported = await unzip((await t.request(cookie, 'GET', '/api/export/all.zip')).rawPayload);
    maps = artifactRows().filter((r) => r.type === 'workflow_map' && typeof r.content?.bpmn === 'string');
    expect(maps.length).toBeGreaterThanOrEqual(8);
  });
  afterAll(async () => t.close());

  it('rejects a row whose diagram is not BPMN 2.0, with the reason', async () => {
    const bad = maps[0]!;
    const rows = artifactRows().map((r) =>
      r.id === bad.id ? { ...r, content: { ...r.content, bpmn: '<html><body/></html>' } } : r,
    );
    const preview = (await send('preview', await withArtifacts(rows))).json();
    const rejected = preview.rows.filter((r: { action: string }) => r.action === 'reject');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ sheet: 'artifacts' });
    expect(rejected[0].reason).toMatch(/^The workflow map's BPMN diagram could not be read: .*<html>/);
  });

  it('derives the summary and warnings again, whatever the archive says', async () => {
    const forged = maps[1]!;
    const summary = forged.content!.bpmnSummary as { counts: Record<string, number> };
    const rows = artifactRows().map((r) =>
      r.id === forged.id
        ? {
            ...r,
            content: {
              ...r.content,
              bpmnWarnings: ['forged'],
              bpmnSummary: { ...summary, counts: { ...summary.counts, steps: 1000 } },
            },
          }
        : r,
    );
    const res = await send('apply', await withArtifacts(rows));
    expect(res.statusCode, res.body).toBe(200);
    // Written (the archive's row differs from the stored one), and stored as the API would.
    expect(res.json().summary).toMatchObject({ update: 1, reject: 0 });
    const stored = (await t.request(cookie, 'GET', `/api/artifacts/${forged.id}`)).json();
    expect(stored.content).toEqual(forged.content);
  });
});
