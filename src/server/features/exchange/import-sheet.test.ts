import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, processes } from '../../db/schema';
import { createProcess, createRole } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyImport } from './import.service';

describe('Bulk Import: job roles and processes spreadsheet', () => {
  const t = setUpTestApp();
  let coordinatorId: string;

  const send = (step: 'preview' | 'apply', filename: string, data: Buffer | string, mode?: string) => {
    return t.postForm(t.cookie, `/api/import/${step}`, mode ? { mode } : {}, {
      filename,
      data: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
    });
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });
  const processNames = async () =>
    (await get('/api/processes'))
      .json()
      .map((p: { name: string }) => p.name)
      .sort();

  beforeAll(async () => {
    coordinatorId = (
      await createRole(t, t.cookie, { name: 'Service Coordinator', description: 'Schedules the field' })
    ).id;
    await createProcess(t, t.cookie, {
      name: 'Service Call Dispatch',
      description: 'Old text',
      jobRoleId: coordinatorId,
    });
  });

  const goodCsv = [
    'job role,Job Role Description,PROCESS NAME,Description,Status,Version',
    'Service Coordinator,,Service Call Dispatch,Dispatching technicians to calls,In Review,',
    'service coordinator,,Inspection Scheduling,Booking annual inspections,,',
    'Estimator,Prices the work,Deficiency Quoting,Quoting deficiencies,published,2.1',
    '',
    "Estimator,,'=Quote Review,Checking quotes,Draft,1.0",
  ].join('\r\n');

  it('previews a CSV: roles created when missing, processes matched by role and name', async () => {
    const res = await send('preview', 'processes.csv', goodCsv);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ kind: 'processes-sheet', mode: 'merge', applied: false });
    expect(report.summary).toEqual({ create: 4, update: 1, unchanged: 1, reject: 0 });
    expect(report.rows).toEqual([
      { sheet: 'job-roles', row: 1, key: 'Service Coordinator', action: 'unchanged' },
      { sheet: 'job-roles', row: 3, key: 'Estimator', action: 'create' },
      {
        sheet: 'processes',
        row: 1,
        key: 'Service Call Dispatch',
        action: 'update',
        reason: 'Changes: description, status',
      },
      { sheet: 'processes', row: 2, key: 'Inspection Scheduling', action: 'create' },
      { sheet: 'processes', row: 3, key: 'Deficiency Quoting', action: 'create' },
      { sheet: 'processes', row: 5, key: '=Quote Review', action: 'create' },
    ]);
    expect(await processNames()).toEqual(['Service Call Dispatch']);
  });

  it('applies it in one go, with audit events, and a second apply changes nothing', async () => {
    const res = await send('apply', 'processes.csv', goodCsv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, summary: { create: 4, update: 1, reject: 0 } });
    expect(await processNames()).toEqual([
      '=Quote Review',
      'Deficiency Quoting',
      'Inspection Scheduling',
      'Service Call Dispatch',
    ]);
    const list = (await get('/api/processes')).json();
    const dispatch = list.find((p: { name: string }) => p.name === 'Service Call Dispatch');
    expect(dispatch).toMatchObject({
      description: 'Dispatching technicians to calls',
      status: 'in_review',
      version: '1.0',
      jobRoleId: coordinatorId,
    });
    expect(list.find((p: { name: string }) => p.name === 'Deficiency Quoting')).toMatchObject({
      status: 'published',
      version: '2.1',
    });
    const roles = (await get('/api/job-roles')).json();
    expect(roles.find((r: { name: string }) => r.name === 'Estimator')).toMatchObject({
      description: 'Prices the work',
      processCount: 2,
    });
    const events = await t.database.db.select().from(auditEvents);
    expect(events.filter((e) => e.action === 'import' && e.summary.includes('processes.csv'))).toHaveLength(
      1,
    );
    expect(events.some((e) => e.action === 'update' && e.entityId === dispatch.id)).toBe(true);

    const again = await send('apply', 'processes.csv', goodCsv);
    expect(again.json().summary).toEqual({ create: 0, update: 0, unchanged: 6, reject: 0 });
  });

  it('rejects bad rows with reasons, and apply then writes nothing at all', async () => {
    const csv = [
      'Job Role,Process Name,Description,Status',
      'Dispatcher,Night Dispatch,Handles the night shift,draft',
      'Dispatcher,,No name here,draft',
      'Dispatcher,Weekend Dispatch,Weekends,Someday',
      `Dispatcher,${'x'.repeat(201)},Too long,draft`,
      'Dispatcher,night dispatch,Same again,draft',
      ',Orphan,No role,draft',
      'Dispatcher,Holiday Dispatch,,draft',
    ].join('\n');
    const preview = (await send('preview', 'bad.csv', csv)).json();
    const rejects = preview.rows.filter((r: { action: string }) => r.action === 'reject');
    expect(rejects.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [2, 'Process Name is required'],
      [3, 'Unknown status "Someday": use Draft, In Review or Published'],
      [4, 'Process Name must be at most 200 characters'],
      [5, 'Duplicate of row 1 (same job role and process name)'],
      [6, 'Job Role is required'],
      [7, 'Description is required'],
    ]);
    const before = await processNames();
    const res = await send('apply', 'bad.csv', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing was imported: 6 rows are rejected. Fix them and try again.');
    expect(res.json().report.summary.reject).toBe(6);
    expect(await processNames()).toEqual(before);
    expect((await get('/api/job-roles')).json().map((r: { name: string }) => r.name)).not.toContain(
      'Dispatcher',
    );
  });

  it("writes every row in the caller's transaction, so a failure after writing leaves nothing", async () => {
    const before = await processNames();
    const csv = 'Job Role,Process Name,Description\nAuditor,Yearly Audit,Audits once a year\n';
    const input = { fileName: 'audit.csv', data: Buffer.from(csv), mode: 'merge' as const };
    await expect(
      t.database.db.transaction(async (tx) => {
        const report = await applyImport(tx, input);
        expect(report.summary.create).toBe(2);
        expect((await tx.select().from(processes)).map((p) => p.name)).toContain('Yearly Audit');
        throw new Error('power cut');
      }),
    ).rejects.toThrow('power cut');
    expect(await processNames()).toEqual(before);
    expect((await get('/api/job-roles?search=Auditor')).json()).toEqual([]);
  });

  it('reads an .xlsx workbook (the Processes sheet, numbers and rich text as shown)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const sheet = workbook.addWorksheet('Processes');
    sheet.addRow(['Job Role', 'Process Name', 'Description', 'Version', 'Status']);
    sheet.addRow(['Warehouse Associate', 'Cycle Count', 'Counting stock', 3, 'Published']);
    sheet.addRow([
      'Warehouse Associate',
      { richText: [{ text: 'Goods ' }, { text: 'Receipt' }] },
      'Receiving deliveries',
      null,
      null,
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await send('apply', 'roles.xlsx', data);
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { sheet: string; key: string; action: string }) => r)).toEqual([
      { sheet: 'job-roles', row: 1, key: 'Warehouse Associate', action: 'create' },
      { sheet: 'Processes', row: 1, key: 'Cycle Count', action: 'create' },
      { sheet: 'Processes', row: 2, key: 'Goods Receipt', action: 'create' },
    ]);
    const created = (await get('/api/processes')).json();
    expect(created.find((p: { name: string }) => p.name === 'Cycle Count')).toMatchObject({
      version: '3.0',
      status: 'published',
    });
    expect(created.find((p: { name: string }) => p.name === 'Goods Receipt')).toMatchObject({
      version: '1.0',
      status: 'draft',
    });
  });

  it('re-imports its own Export All workbook without changes', async () => {
    const exported = await get('/api/export/all.xlsx');
    const res = await send('preview', 'export.xlsx', exported.rawPayload);
    expect(res.statusCode).toBe(200);
    const summary = res.json().summary;
    expect(summary.reject).toBe(0);
    expect(summary.create).toBe(0);
    expect(summary.update).toBe(0);
  });

  it('refuses a sheet without the required columns, unreadable files and other file types', async () => {
    const missing = await send('preview', 'p.csv', 'Role,Process Name\nA,B\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message:
        'The sheet has no Job Role and Description columns. Expected: Job Role, Process Name, Description (and optionally Job Role Description, Status, Version).',
    });

    const notXlsx = await send('preview', 'p.xlsx', 'Job Role,Process Name\n');
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toBe('The file is not a readable .xlsx workbook.');

    const binary = await send('preview', 'p.csv', Buffer.from([0x50, 0x00, 0x01, 0x02]));
    expect(binary.statusCode).toBe(400);

    const pdf = await send('preview', 'p.pdf', '%PDF-1.4');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(
      'Upload a .zip export, an .xlsx or .csv spreadsheet, or a divisions .csv.',
    );

    const replace = await send('apply', 'processes.csv', goodCsv, 'replace');
    expect(replace.statusCode).toBe(400);
    const badMode = await send('preview', 'processes.csv', goodCsv, 'overwrite');
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().message).toBe('mode must be merge or replace');

    const noFile = await t.postForm(t.cookie, '/api/import/preview', { mode: 'merge' });
    expect(noFile.statusCode).toBe(400);
  });
});

describe('Bulk Import upload limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maxUploadBytes: 1024 });
  });
  afterAll(async () => t.close());

  it('answers 413 for a file over MAX_UPLOAD_MB', async () => {
    const cookie = await t.login();
    const rows = ['Job Role,Process Name,Description'];
    for (let i = 0; i < 100; i++) rows.push(`Role,Process ${i},A description long enough to add up`);
    const res = await t.postForm(
      cookie,
      '/api/import/apply',
      {},
      { filename: 'big.csv', data: Buffer.from(rows.join('\n')) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than the .* MB limit/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/processes', headers: { cookie } })).json(),
    ).toEqual([]);
  });
});
