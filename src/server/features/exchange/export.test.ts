import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { presetRolesForJobRole } from '../../../core/rules/division-roles';
import { EXPORT_TABLE_PATHS, EXPORT_TABLES, type ExportTable } from '../../../core/schemas/export';
import { divisions, trainingTierDocuments } from '../../db/schema';
import { seedDemoData } from '../../demo/seed';
import { createProcess, createRole } from '../../testing/factories';
import { addTrackedPainPoint } from '../../testing/pain-points';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { unzip } from '../../testing/zip';
import { ARCHIVE_DB_TABLES } from './export-rows';

describe('Export All', () => {
  const t = setUpTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });
  let roleId: string;
  let documentName: string;

  beforeAll(async () => {
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    roleId = (await createRole(t, t.cookie, { name: '@Risky Role', description: '+1 555 0100' })).id;
    await createProcess(t, t.cookie, {
      name: '=HYPERLINK("http://evil.example","Click")',
      description: '-5 days',
      jobRoleId: roleId,
    });
    // Change readiness: an edited training audience, a link to an output and to a tier document, a dismissal.
    await t.call('PATCH', `/api/job-roles/${roleId}`, {
      divisionRoles: ['Dispatcher', 'Estimator'],
    });
    const [doc] = await t.database.db.select().from(trainingTierDocuments).limit(1);
    documentName = doc!.name;
    await addTrackedPainPoint(t, t.cookie, doc!.processId, 'Paper forms');
    for (const link of [
      { processId: doc!.processId, painPointTitle: 'Paper forms', kind: 'output', target: 'Work Order' },
      { processId: doc!.processId, painPointTitle: 'Paper forms', kind: 'tier_document', target: doc!.id },
    ]) {
      expect((await t.call('POST', '/api/pain-point-links', link)).statusCode).toBe(201);
    }
    const dismissal = { processId: doc!.processId, processOutput: 'Work Order', changeType: 'NEW' };
    expect((await t.call('POST', '/api/impact-suggestion-dismissals', dismissal)).statusCode).toBe(201);
  });

  it('streams a dated zip with the manifest, every table in API shape and every stored file', async () => {
    const res = await get('/api/export/all.zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="process-map-repository-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(res.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest).toEqual({
      format: 'process-map-repository-export',
      version: 1,
      exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      app: 'process-map-repository',
      counts: expect.any(Object),
      tables: EXPORT_TABLE_PATHS,
      // Each workflow map's diagram as files (export-diagrams.test.ts).
      diagrams: expect.any(Array),
    });

    const db = t.database.db;
    const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]!.n);
    const expected = {} as Record<ExportTable, number>;
    for (const table of EXPORT_TABLES) expected[table] = await n(ARCHIVE_DB_TABLES[table]);
    expect(manifest.counts).toEqual(expected);
    expect(expected.processes).toBeGreaterThan(10);
    expect(expected.files).toBeGreaterThan(10);
    for (const [table, path] of Object.entries(EXPORT_TABLE_PATHS)) {
      const rows = JSON.parse(entries.get(path)!.toString('utf8'));
      expect(rows, path).toHaveLength(expected[table as keyof typeof expected]);
    }

    const roles = JSON.parse(entries.get('data/job-roles.json')!.toString('utf8'));
    expect(Object.keys(roles[0]).sort()).toEqual(['createdAt', 'description', 'divisionRoles', 'id', 'name']);
    // A role never edited carries the preset for its name, an edited one its own titles.
    const serviceManager = roles.find((r: { name: string }) => r.name === 'Service Manager');
    expect(serviceManager.divisionRoles).toEqual(presetRolesForJobRole('Service Manager'));
    expect(serviceManager.divisionRoles.length).toBeGreaterThan(0);
    expect(roles.find((r: { id: string }) => r.id === roleId).divisionRoles).toEqual([
      'Dispatcher',
      'Estimator',
    ]);
    const links = JSON.parse(entries.get('data/pain-point-links.json')!.toString('utf8'));
    expect(links).toHaveLength(2);
    expect(Object.keys(links[0]).sort()).toEqual([
      'createdAt',
      'id',
      'kind',
      'painPointId',
      'painPointTitle',
      'processId',
      'target',
    ]);
    // Statuses and links carry the id of their pain point (issue 19), which the content holds.
    const statuses = JSON.parse(entries.get('data/pain-point-statuses.json')!.toString('utf8'));
    const contents = JSON.parse(entries.get('data/artifacts.json')!.toString('utf8'));
    const painPointIds = new Set(
      contents
        .filter((a: { type: string }) => a.type === 'pain_points')
        .flatMap((a: { content: { painPoints: { id: string }[] } }) => a.content.painPoints.map((p) => p.id)),
    );
    expect(statuses.length).toBeGreaterThan(0);
    for (const row of [...statuses, ...links]) expect(painPointIds.has(row.painPointId)).toBe(true);
    const dismissals = JSON.parse(entries.get('data/impact-suggestion-dismissals.json')!.toString('utf8'));
    expect(dismissals).toEqual([
      {
        id: expect.any(String),
        processId: links[0].processId,
        processOutput: 'Work Order',
        changeType: 'NEW',
        createdAt: expect.stringMatching(/Z$/),
      },
    ]);
    const procs = JSON.parse(entries.get('data/processes.json')!.toString('utf8'));
    const risky = procs.find((p: { name: string }) => p.name.startsWith('=HYPERLINK'));
    expect(risky).toMatchObject({ description: '-5 days', status: 'draft', version: '1.0' });
    expect(risky.updatedAt).toMatch(/Z$/);
    const arts = JSON.parse(entries.get('data/artifacts.json')!.toString('utf8'));
    expect(arts.some((a: { content: unknown }) => a.content !== null)).toBe(true);

    const fileRows = JSON.parse(entries.get('data/files.json')!.toString('utf8'));
    for (const f of fileRows) {
      expect(f).not.toHaveProperty('data');
      expect(f.path).toBe(`files/${f.id}/${f.name}`);
      const bytes = entries.get(f.path)!;
      expect(bytes.length).toBe(f.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(f.sha256);
    }
  });

  it('writes a workbook with one sheet per table and neutralised formulas', async () => {
    const res = await get('/api/export/all.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="process-map-repository-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual([
      'Job Roles',
      'Processes',
      'Artifacts',
      'Pain Point Statuses',
      'Change Impact',
      'Training Artifacts',
      'Tier Documents',
      'Pain Point Links',
      'Dismissed Suggestions',
      'Comments',
      'Review Requests',
      'Published Versions',
      'Divisions',
    ]);
    const values = (name: string) =>
      (workbook.getWorksheet(name)!.getSheetValues().slice(1) as unknown[][])
        .filter(Boolean)
        .map((r) => r.slice(1));
    const roleSheet = values('Job Roles');
    expect(roleSheet[0]!.slice(0, 3)).toEqual(['Name', 'Description', 'Division Role Titles']);
    expect(roleSheet.find((r) => r[0] === "'@Risky Role")![2]).toBe('Dispatcher; Estimator');
    expect(roleSheet.find((r) => r[0] === 'Service Manager')![2]).toBe(
      presetRolesForJobRole('Service Manager').join('; '),
    );
    const linkSheet = values('Pain Point Links');
    expect(linkSheet[0]).toEqual(['Process', 'Pain Point', 'Addressed By', 'Target', 'Created']);
    expect(linkSheet.slice(1).map((r) => r.slice(1, 4))).toEqual(
      expect.arrayContaining([
        ['Paper forms', 'Process Output', 'Work Order'],
        ['Paper forms', 'Tier Document', documentName],
      ]),
    );
    const dismissedSheet = values('Dismissed Suggestions');
    expect(dismissedSheet[0]).toEqual(['Process', 'Process Output', 'Change Type', 'Dismissed']);
    expect(dismissedSheet.slice(1).map((r) => r.slice(1, 3))).toEqual([['Work Order', 'NEW']]);
    const sheet = workbook.getWorksheet('Processes')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['Job Role', 'Process Name', 'Description', 'Status', 'Version']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const risky = rows.find((r) => String(r[2]).includes('HYPERLINK'))!;
    expect(risky[1]).toBe("'@Risky Role");
    expect(risky[2]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(risky[3]).toBe("'-5 days");
    expect(sheet.getCell(`B${rows.indexOf(risky) + 2}`).formula).toBeUndefined();
    // The job role name is written beside each process.
    expect(rows.filter((r) => r[1] === 'Service Coordinator').length).toBeGreaterThan(0);

    const artifactsHeader = (workbook.getWorksheet('Artifacts')!.getRow(1).values as unknown[]).slice(1);
    expect(artifactsHeader).toEqual(expect.arrayContaining(['Process', 'Name', 'Type', 'State', 'File URL']));
    expect(artifactsHeader).not.toContain('Content');

    const divisionRows = (
      workbook.getWorksheet('Divisions')!.getSheetValues().slice(2) as unknown[][]
    ).filter(Boolean);
    const all = await t.database.db.select().from(divisions);
    expect(divisionRows).toHaveLength(all.reduce((sum, d) => sum + Object.keys(d.roles).length, 0));
    const atl = all.find((d) => d.code === 'ATL')!;
    const atlRows = divisionRows.filter((r) => r[1] === 'ATL');
    expect(atlRows.reduce((sum, r) => sum + Number(r[7]), 0)).toBe(atl.employees);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export/all.zip' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/export/all.xlsx' })).statusCode).toBe(401);
  });
});
