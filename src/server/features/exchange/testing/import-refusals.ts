import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditEvents, divisions, files, jobRoles, processes } from '../../../db/schema';
import { SAMPLE_FILES } from '../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { unzip } from '../../../testing/zip';
import type { CraftedEntry } from './crafted-zip';

/* The app and files shared by the Bulk Import refusal tests (import-refusals.test.ts for zip
   archives, import-refusals-workbooks.test.ts for workbooks and CSV files). */

export async function workbook(sheets: [string, string[][]][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of sheets) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const PROCESS_ROWS = [
  ['Job Role', 'Process Name', 'Description'],
  ['Estimator', 'Deficiency Quoting', 'Quoting deficiencies'],
];

/**
 * A signed-in app holding a role, a process and a stored file, and its own export: registers the
 * hooks of the calling describe block and returns the requests the tests make.
 */
export function setUpImportRefusals() {
  let t: TestApp;
  let cookie: string;
  /** The repository's own export, entry by entry. */
  let exported: Map<string, Buffer>;

  const send = (step: 'preview' | 'apply', data: Buffer, filename: string) => {
    return t.postForm(cookie, `/api/import/${step}`, {}, { filename, data });
  };
  const counts = async () => {
    const db = t.database.db;
    const n = async (
      table: typeof jobRoles | typeof processes | typeof auditEvents | typeof files | typeof divisions,
    ) => Number((await db.select({ n: count() }).from(table))[0]!.n);
    return {
      roles: await n(jobRoles),
      processes: await n(processes),
      events: await n(auditEvents),
      files: await n(files),
      divisions: await n(divisions),
    };
  };

  /** Preview and apply both answer `status` with exactly `{ message }`, and nothing stored changes. */
  async function expectRefused(data: Buffer, filename: string, status: number, message: string) {
    const before = await counts();
    for (const step of ['preview', 'apply'] as const) {
      const res = await send(step, data, filename);
      expect({ step, status: res.statusCode, body: res.json() }).toEqual({ step, status, body: { message } });
    }
    expect(await counts()).toEqual(before);
  }

  /** The export as crafted entries (stored as the exporter wrote them), each changed by `change`. */
  const exportEntries = (change: (e: CraftedEntry) => CraftedEntry = (e) => e): CraftedEntry[] =>
    [...exported].map(([name, data]) => change({ name, data }));

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    const role = await t.request(cookie, 'POST', '/api/job-roles', { name: 'Service Coordinator' });
    expect(role.statusCode).toBe(201);
    const created = await t.request(cookie, 'POST', '/api/processes', {
      name: 'Service Call Dispatch',
      description: 'Dispatching technicians',
      jobRoleId: role.json().id,
    });
    expect(created.statusCode).toBe(201);
    // A stored file, so that an archive also carries files/{id}/{name}.
    const uploaded = await t.postForm(
      cookie,
      '/api/files?purpose=process-file',
      {},
      { filename: 'Dispatch board.pdf', data: SAMPLE_FILES.pdf },
    );
    expect(uploaded.statusCode).toBe(201);
    exported = await unzip((await t.request(cookie, 'GET', '/api/export/all.zip')).rawPayload);
    expect(exported.has('manifest.json')).toBe(true);
    expect([...exported.keys()].some((name) => name.startsWith('files/'))).toBe(true);
  });
  afterAll(async () => t?.close());

  return { send, counts, expectRefused, exportEntries, exported: () => exported };
}
