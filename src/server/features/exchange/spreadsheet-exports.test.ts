import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_STATES } from '../../../core/schemas/artifact';
import { CHANGE_DESCRIPTIONS } from '../../../core/schemas/change-impact';
import { PainPointStatusValueSchema } from '../../../core/schemas/pain-point-status';
import { PROCESS_STATUSES } from '../../../core/schemas/process';
import { READINESS_TABLES } from '../../../core/schemas/readiness';
import { REVIEW_DECISIONS, REVIEW_STATUSES } from '../../../core/schemas/reviews';
import { PAIN_POINT_LINK_KINDS } from '../../../core/schemas/traceability';
import {
  TIER_DOCUMENT_TYPES,
  TRAINING_ARTIFACT_FILE_TYPES,
  TRAINING_TIERS,
} from '../../../core/schemas/training';
import {
  artifacts,
  changeImpactAssessments,
  comments,
  divisions,
  impactSuggestionDismissals,
  jobRoles,
  painPointLinks,
  painPointStatuses,
  processes,
  publishedVersions,
  reviewRequests,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { seedDemoData } from '../../demo/seed';
import { setUpTestApp } from '../../testing/set-up-test-app';

/*
 * Every spreadsheet file the server writes (Export All .xlsx, each readiness table as .xlsx and
 * .csv), opened as a spreadsheet program would: no text cell may start a formula, stored codes
 * show as labels, counts agree with the API, and every sheet is set up for screen and print.
 */

/** Text a spreadsheet would run, one for each character that starts a formula. */
const HOSTILE = ['=1+2', '=HYPERLINK("http://x","y")', '+1', '-1', '@SUM(1)', '\tx', '\rx'];
const guarded = (text: string) => `'${text}`;
/** In xlsx: guarded, and with line feeds for carriage returns (XML reads a CR as a LF). */
const guardedInXlsx = (text: string) => guarded(text).replace(/\r\n?/g, '\n');
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Stored codes that a sheet should show by their label. Change types and impact levels are left
 * out: their label is the spec's own word, the code (NEW, MODIFIED, …; HIGH, MED, LOW).
 */
const CODES = new Set<string>([
  ...PROCESS_STATUSES,
  ...CHANGE_DESCRIPTIONS,
  ...PainPointStatusValueSchema.options,
  ...ARTIFACT_STATES,
  ...TIER_DOCUMENT_TYPES,
  ...TRAINING_ARTIFACT_FILE_TYPES,
  ...TRAINING_TIERS,
  ...PAIN_POINT_LINK_KINDS,
  ...REVIEW_STATUSES,
  ...REVIEW_DECISIONS,
  'external_url',
]);

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The sheet's rows as values, header first, column A at index 0. */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The values of one column under the header, found by its header text. */
function column(sheet: ExcelJS.Worksheet, header: string): unknown[] {
  const [head, ...rows] = rowsOf(sheet);
  const index = head!.indexOf(header);
  expect(index, `${sheet.name} has a ${header} column`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[index] ?? null);
}

/** Every text cell of every sheet: none starts a formula, none is a formula. */
function expectNoFormulas(workbook: ExcelJS.Workbook, file: string): void {
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const where = `${file} ${sheet.name}!${cell.address}`;
        expect(cell.type, where).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') expect(cell.value, where).not.toMatch(FORMULA_START);
      });
    });
  }
}

/** No cell under the header row holds a bare stored code. */
function expectNoCodes(rows: unknown[][], where: string): void {
  for (const row of rows.slice(1)) {
    for (const value of row) {
      if (typeof value === 'string') expect(CODES.has(value), `${where}: ${value}`).toBe(false);
    }
  }
}

/** The frozen header row and the print settings every sheet gets. */
function expectSheetSetUp(sheet: ExcelJS.Worksheet, file: string): void {
  const where = `${file} ${sheet.name}`;
  expect(sheet.views[0], where).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.pageSetup, where).toMatchObject({
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: '1:1',
  });
  expect(sheet.getRow(1).font?.bold, where).toBe(true);
  const widths = sheet.columns.map((c) => c.width);
  expect(widths.length, where).toBeGreaterThan(0);
  for (const width of widths) {
    expect(width, where).toBeGreaterThanOrEqual(8);
    expect(width, where).toBeLessThanOrEqual(60);
  }
}

describe('spreadsheet exports', () => {
  const t = setUpTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });

  beforeAll(async () => {
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    // Written directly: the API trims names, so a leading tab or carriage return never reaches it.
    await t.writeDirectly((db) =>
      db.transaction(async (tx) => {
        await tx.insert(divisions).values({
          code: '@EVL',
          name: HOSTILE[0]!,
          location: HOSTILE[2]!,
          employees: 10,
          specialization: HOSTILE[3]!,
          roles: { [HOSTILE[1]!]: 4, [HOSTILE[4]!]: 3, [HOSTILE[5]!]: 2, [HOSTILE[6]!]: 1 },
        });
        for (const [i, text] of HOSTILE.entries()) {
          const [role] = await tx
            .insert(jobRoles)
            .values({ name: text, description: text, divisionRoles: [HOSTILE[1 + (i % 6)]!] })
            .returning();
          const [process] = await tx
            .insert(processes)
            .values({ jobRoleId: role!.id, name: text, description: text, status: 'in_review' })
            .returning();
          const processId = process!.id;
          await tx.insert(artifacts).values({
            processId,
            type: 'job_description',
            state: 'to_be',
            name: text,
            description: text,
            fileUrl: null,
          });
          await tx.insert(changeImpactAssessments).values({
            processId,
            processOutput: text,
            changeType: 'MODIFIED',
            changeDescription: ['PROCESS_CHANGE', 'RULE_POLICY_CHANGE'],
            impactAssessment: 'HIGH',
          });
          await tx.insert(trainingArtifacts).values({
            processId,
            processOutput: text,
            name: text,
            description: text,
            fileType: 'document',
            fileUrl: 'https://example.com/guide',
            linkType: 'external_url',
          });
          await tx.insert(trainingTierDocuments).values({
            processId,
            tier: 'tier_2',
            name: text,
            description: text,
            fileType: 'checklist',
            fileUrl: 'https://example.com/checklist',
          });
          await tx
            .insert(painPointStatuses)
            .values({ processId, painPointTitle: text, status: 'parking_lot' });
          await tx
            .insert(painPointLinks)
            .values({ processId, painPointTitle: text, kind: 'output', target: text });
          await tx
            .insert(impactSuggestionDismissals)
            .values({ processId, processOutput: text, changeType: 'REPLACED' });
          const [thread] = await tx
            .insert(comments)
            .values({ processId, body: text, authorName: text, resolvedAt: new Date(), resolvedByName: text })
            .returning();
          await tx.insert(comments).values({ processId, parentId: thread!.id, body: text, authorName: text });
          const [review] = await tx
            .insert(reviewRequests)
            .values({
              processId,
              status: 'approved',
              message: text,
              requestedByName: text,
              approvers: [
                {
                  personId: thread!.id,
                  name: text,
                  decision: 'request_changes',
                  comment: text,
                  decidedAt: '2026-03-01T10:00:00.000Z',
                },
              ],
              closedAt: new Date(),
            })
            .returning();
          await tx.insert(publishedVersions).values({
            processId,
            version: '1.0',
            reviewRequestId: review!.id,
            approvedBy: [{ id: thread!.id, name: text }],
            snapshot: { process: { id: processId, name: text }, artifacts: [] },
          });
        }
      }),
    );
  });

  describe('Export All workbook', () => {
    let workbook: ExcelJS.Workbook;
    let bytes: Buffer;
    beforeAll(async () => {
      const res = await get('/api/export/all.xlsx');
      expect(res.statusCode).toBe(200);
      bytes = res.rawPayload;
      workbook = await readWorkbook(bytes);
    });

    it('counts each job role’s processes as GET /api/job-roles does', async () => {
      const roles = (await get('/api/job-roles')).json() as { name: string; processCount: number }[];
      const sheet = workbook.getWorksheet('Job Roles')!;
      const names = column(sheet, 'Name');
      const counts = column(sheet, 'Processes');
      const fromSheet = new Map(names.map((name, i) => [name, counts[i]]));
      expect(fromSheet.size).toBe(roles.length);
      for (const role of roles) {
        const name = FORMULA_START.test(role.name) ? guardedInXlsx(role.name) : role.name;
        expect(fromSheet.get(name), role.name).toBe(role.processCount);
      }
      expect(fromSheet.get('Deficiency Coordinator')).toBeGreaterThan(0);
      expect(roles.some((r) => r.processCount > 1)).toBe(true);
    });

    it('neutralises every text cell that would start a formula, in every sheet', () => {
      expectNoFormulas(workbook, 'all.xlsx');
      // Each sheet carries the hostile names (process, role or division texts), each guarded once.
      for (const sheet of workbook.worksheets) {
        const texts = new Set(rowsOf(sheet).flat());
        for (const text of HOSTILE)
          expect(texts.has(guardedInXlsx(text)), `${sheet.name}: ${JSON.stringify(text)}`).toBe(true);
      }
    });

    it('shows labels, not stored codes', () => {
      for (const sheet of workbook.worksheets) expectNoCodes(rowsOf(sheet), sheet.name);
      const sheet = (name: string) => workbook.getWorksheet(name)!;
      expect(new Set(column(sheet('Processes'), 'Status'))).toEqual(
        new Set(['Draft', 'In Review', 'Published']),
      );
      const hostileRow = (name: string, header: string) => {
        const values = column(sheet(name), header);
        return values[column(sheet(name), 'Process').indexOf(guarded('=1+2'))];
      };
      const labels: [sheet: string, header: string, label: string][] = [
        ['Artifacts', 'Type', 'job description'],
        ['Artifacts', 'State', 'To-Be'],
        ['Change Impact', 'Change Type', 'MODIFIED'],
        ['Change Impact', 'Change Description', 'Process Change, Rule/Policy Change'],
        ['Change Impact', 'Impact', 'HIGH'],
        ['Pain Point Statuses', 'Status', 'Added to Parking Lot'],
        ['Training Artifacts', 'File Type', 'Document'],
        ['Training Artifacts', 'Link Type', 'External link'],
        ['Tier Documents', 'Tier', 'Tier 2'],
        ['Tier Documents', 'Type', 'Checklist'],
        ['Pain Point Links', 'Addressed By', 'Process Output'],
        ['Dismissed Suggestions', 'Change Type', 'REPLACED'],
        ['Comments', 'Anchor', 'Process'],
        ['Review Requests', 'Status', 'Approved'],
      ];
      for (const [name, header, label] of labels)
        expect(hostileRow(name, header), `${name} ${header}`).toBe(label);
    });

    it('sets up every sheet: frozen header, column widths, landscape one page wide, header on each page', () => {
      for (const sheet of workbook.worksheets) expectSheetSetUp(sheet, 'all.xlsx');
    });

    it('goes back through Bulk Import unchanged: labels read back as codes, guards taken off', async () => {
      // "In Review" must read back as in_review, or every hostile process would show as an update.
      expect(column(workbook.getWorksheet('Processes')!, 'Status')).toContain('In Review');
      const res = await t.postForm(
        t.cookie,
        '/api/import/preview',
        { mode: 'merge' },
        { filename: 'export.xlsx', data: bytes },
      );
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().rows as { sheet: string; key: string; action: string }[];
      const changed = rows.filter((r) => r.action !== 'unchanged');
      // Only the role and process named with a leading carriage return come back as new: an xlsx
      // cell holds a line feed for it (see sheetCell), and a quote before a line feed is no guard.
      // Every other name, guarded or not, matches.
      expect(changed.map((r) => [r.action, r.key])).toEqual([
        ['create', "'\nx"],
        ['create', "'\nx"],
      ]);
      expect(rows.filter((r) => r.action === 'unchanged').length).toBeGreaterThan(HOSTILE.length * 2);
    });
  });

  describe.each(READINESS_TABLES)('readiness table %s', (table) => {
    it('writes xlsx with no formula, labels, and the shared sheet set-up', async () => {
      const res = await get(`/api/readiness/export?table=${table}&format=xlsx`);
      expect(res.statusCode).toBe(200);
      const workbook = await readWorkbook(res.rawPayload);
      expectNoFormulas(workbook, `${table}.xlsx`);
      const [sheet] = workbook.worksheets;
      expectSheetSetUp(sheet!, `${table}.xlsx`);
      const rows = rowsOf(sheet!);
      expectNoCodes(rows, `${table}.xlsx`);
      const texts = new Set(rows.flat());
      if (table === 'processes' || table === 'job-roles') {
        for (const text of HOSTILE) expect(texts.has(guardedInXlsx(text)), JSON.stringify(text)).toBe(true);
      }
      if (table === 'processes') {
        expect(column(sheet!, 'Status')).toContain('In Review');
        expect(column(sheet!, 'Highest Impact')).toContain('HIGH');
      }
      if (table === 'training-demand') {
        for (const text of [HOSTILE[0]!, HOSTILE[2]!]) expect(texts.has(guardedInXlsx(text))).toBe(true);
      }
    });

    it('writes CSV with the same cells guarded', async () => {
      const res = await get(`/api/readiness/export?table=${table}&format=csv`);
      expect(res.statusCode).toBe(200);
      const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
      for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
      expectNoCodes(rows, `${table}.csv`);
      const texts = new Set(rows.flat());
      if (table === 'processes' || table === 'job-roles') {
        for (const text of HOSTILE) expect(texts.has(guarded(text)), JSON.stringify(text)).toBe(true);
      }
      if (table === 'processes') expect(texts.has('In Review')).toBe(true);
    });
  });
});
