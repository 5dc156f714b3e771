import { PassThrough, type Readable } from 'node:stream';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { neutraliseFormula } from '../../../core/rules/formula';
import { PAIN_POINT_STATUS_LABELS } from '../../../core/schemas/pain-point-status';
import type { PainPointLinkKind } from '../../../core/schemas/traceability';
import type { Db } from '../../db/client';
import {
  artifacts,
  changeImpactAssessments,
  divisions,
  impactSuggestionDismissals,
  jobRoles,
  painPointLinks,
  painPointStatuses,
  processes,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { loadExcel } from '../../lib/heavy-libraries';
import { toJobRole } from '../job-roles/job-roles.service';

type Cell = string | number | Date | null;

interface Column {
  header: string;
  width: number;
  kind?: 'text' | 'number' | 'date';
}

interface Sheet {
  name: string;
  columns: Column[];
  rows: () => AsyncIterable<Cell[]>;
}

const BATCH = 500;

/**
 * Reads rows in keyset pages: `fetch(after)` returns the page after the given last row (or the
 * first page); each query starts where the previous one ended, so no page re-reads earlier rows.
 */
async function* keyset<R>(fetch: (after: R | null) => Promise<R[]>): AsyncGenerator<R[]> {
  let after: R | null = null;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!;
  }
}

interface ProcessKey {
  id: string;
  jobRoleId: string | null;
}

/**
 * Every process's id and role, by name then id, read once per export (a few dozen bytes a
 * process): the sheets then fetch their rows a page of processes at a time by id, so no query
 * sorts the whole table again.
 */
function processOrder(db: Db): () => Promise<ProcessKey[]> {
  let order: Promise<ProcessKey[]> | null = null;
  return () => {
    order ??= db
      .select({ id: processes.id, jobRoleId: processes.jobRoleId })
      .from(processes)
      .orderBy(asc(processes.name), asc(processes.id));
    return order;
  };
}

function pages<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The rows of a table that hangs on processes, in process order, one query per page of processes. */
async function* byProcess<R>(
  order: () => Promise<ProcessKey[]>,
  fetch: (processIds: string[]) => Promise<R[]>,
  toCells: (row: R) => Cell[],
): AsyncGenerator<Cell[]> {
  for (const page of pages(await order())) {
    for (const row of await fetch(page.map((p) => p.id))) yield toCells(row);
  }
}

/** Text cells never start a formula; empty text is an empty cell. */
function cellValue(value: Cell, column: Column): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && column.kind !== 'number') return neutraliseFormula(value);
  return value;
}

const TIER_LABELS: Record<string, string> = { tier_1: 'Tier 1', tier_2: 'Tier 2', tier_3: 'Tier 3' };
const STATE_LABELS: Record<string, string> = { as_is: 'As-Is', to_be: 'To-Be' };
const LINK_KIND_LABELS: Record<PainPointLinkKind, string> = {
  output: 'Process Output',
  training_artifact: 'Training Artifact',
  tier_document: 'Tier Document',
};
/** Division role titles in one cell; a semicolon, since a title typed by a user may hold a comma. */
const TITLE_SEPARATOR = '; ';

function sheets(db: Db): Sheet[] {
  const order = processOrder(db);
  return [
    {
      name: 'Job Roles',
      columns: [
        { header: 'Name', width: 32 },
        { header: 'Description', width: 60 },
        { header: 'Division Role Titles', width: 60 },
        { header: 'Processes', width: 12, kind: 'number' },
        { header: 'Created', width: 18, kind: 'date' },
        { header: 'ID', width: 38 },
      ],
      rows: async function* () {
        const pages = keyset((after: { role: typeof jobRoles.$inferSelect } | null) =>
          db
            .select({
              role: jobRoles,
              processCount: sql<number>`(select count(*) from ${processes} where ${processes.jobRoleId} = ${jobRoles.id})`,
            })
            .from(jobRoles)
            .where(after ? gt(jobRoles.name, after.role.name) : undefined)
            .orderBy(asc(jobRoles.name))
            .limit(BATCH),
        );
        for await (const page of pages) {
          for (const { role, processCount } of page) {
            // A role never edited covers the §6 preset for its name, as the app shows it.
            const titles = toJobRole(role).divisionRoles.join(TITLE_SEPARATOR);
            yield [role.name, role.description, titles, Number(processCount), role.createdAt, role.id];
          }
        }
      },
    },
    {
      name: 'Processes',
      // The first five columns are the ones the spreadsheet import reads back.
      columns: [
        { header: 'Job Role', width: 32 },
        { header: 'Process Name', width: 40 },
        { header: 'Description', width: 60 },
        { header: 'Status', width: 12 },
        { header: 'Version', width: 10 },
        { header: 'Created', width: 18, kind: 'date' },
        { header: 'Updated', width: 18, kind: 'date' },
        { header: 'ID', width: 38 },
      ],
      rows: async function* () {
        // Grouped by job role (by name); processes without a role last.
        const roles = await db
          .select({ id: jobRoles.id, name: jobRoles.name })
          .from(jobRoles)
          .orderBy(asc(jobRoles.name));
        const byRole = new Map<string | null, string[]>();
        for (const p of await order()) {
          const ids = byRole.get(p.jobRoleId) ?? [];
          ids.push(p.id);
          byRole.set(p.jobRoleId, ids);
        }
        for (const role of [...roles, { id: null, name: null }]) {
          for (const page of pages(byRole.get(role.id) ?? [])) {
            const rows = await db
              .select()
              .from(processes)
              .where(inArray(processes.id, page))
              .orderBy(asc(processes.name), asc(processes.id));
            for (const p of rows) {
              yield [role.name, p.name, p.description, p.status, p.version, p.createdAt, p.updatedAt, p.id];
            }
          }
        }
      },
    },
    {
      name: 'Artifacts',
      columns: [
        { header: 'Process', width: 40 },
        { header: 'Name', width: 40 },
        { header: 'Type', width: 18 },
        { header: 'State', width: 8 },
        { header: 'Description', width: 50 },
        { header: 'File URL', width: 50 },
        { header: 'Revision', width: 10, kind: 'number' },
        { header: 'Updated', width: 18, kind: 'date' },
        { header: 'ID', width: 38 },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              // Everything but the content.
              .select({
                id: artifacts.id,
                processName: processes.name,
                name: artifacts.name,
                type: artifacts.type,
                state: artifacts.state,
                description: artifacts.description,
                fileUrl: artifacts.fileUrl,
                revision: artifacts.revision,
                updatedAt: artifacts.updatedAt,
              })
              .from(artifacts)
              .innerJoin(processes, eq(processes.id, artifacts.processId))
              .where(inArray(artifacts.processId, ids))
              .orderBy(asc(processes.name), asc(processes.id), asc(artifacts.createdAt), asc(artifacts.id)),
          (a) => [
            a.processName,
            a.name,
            a.type,
            STATE_LABELS[a.state] ?? a.state,
            a.description,
            a.fileUrl,
            a.revision,
            a.updatedAt,
            a.id,
          ],
        ),
    },
    {
      name: 'Pain Point Statuses',
      columns: [
        { header: 'Process', width: 40 },
        { header: 'Pain Point', width: 60 },
        { header: 'Status', width: 24 },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({ row: painPointStatuses, processName: processes.name })
              .from(painPointStatuses)
              .innerJoin(processes, eq(processes.id, painPointStatuses.processId))
              .where(inArray(painPointStatuses.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                asc(painPointStatuses.painPointTitle),
                asc(painPointStatuses.createdAt),
                asc(painPointStatuses.id),
              ),
          ({ row: s, processName }) => [
            processName,
            s.painPointTitle,
            PAIN_POINT_STATUS_LABELS[s.status as keyof typeof PAIN_POINT_STATUS_LABELS] ?? s.status,
          ],
        ),
    },
    {
      name: 'Change Impact',
      columns: [
        { header: 'Process', width: 40 },
        { header: 'Process Output', width: 40 },
        { header: 'Change Type', width: 14 },
        { header: 'Change Description', width: 50 },
        { header: 'Impact', width: 10 },
        { header: 'Updated', width: 18, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({ row: changeImpactAssessments, processName: processes.name })
              .from(changeImpactAssessments)
              .innerJoin(processes, eq(processes.id, changeImpactAssessments.processId))
              .where(inArray(changeImpactAssessments.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                asc(changeImpactAssessments.createdAt),
                asc(changeImpactAssessments.id),
              ),
          ({ row: c, processName }) => [
            processName,
            c.processOutput,
            c.changeType,
            c.changeDescription.join(', '),
            c.impactAssessment,
            c.updatedAt,
          ],
        ),
    },
    {
      name: 'Training Artifacts',
      columns: [
        { header: 'Process', width: 40 },
        { header: 'Process Output', width: 40 },
        { header: 'Name', width: 40 },
        { header: 'Description', width: 50 },
        { header: 'File Type', width: 12 },
        { header: 'Link Type', width: 14 },
        { header: 'File URL', width: 50 },
        { header: 'Created', width: 18, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({ row: trainingArtifacts, processName: processes.name })
              .from(trainingArtifacts)
              .innerJoin(processes, eq(processes.id, trainingArtifacts.processId))
              .where(inArray(trainingArtifacts.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                asc(trainingArtifacts.createdAt),
                asc(trainingArtifacts.id),
              ),
          ({ row: t, processName }) => [
            processName,
            t.processOutput,
            t.name,
            t.description,
            t.fileType,
            t.linkType,
            t.fileUrl,
            t.createdAt,
          ],
        ),
    },
    {
      name: 'Tier Documents',
      columns: [
        { header: 'Process', width: 40 },
        { header: 'Tier', width: 8 },
        { header: 'Name', width: 40 },
        { header: 'Description', width: 50 },
        { header: 'Type', width: 14 },
        { header: 'File URL', width: 50 },
        { header: 'Created', width: 18, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({ row: trainingTierDocuments, processName: processes.name })
              .from(trainingTierDocuments)
              .innerJoin(processes, eq(processes.id, trainingTierDocuments.processId))
              .where(inArray(trainingTierDocuments.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                asc(trainingTierDocuments.tier),
                asc(trainingTierDocuments.createdAt),
                asc(trainingTierDocuments.id),
              ),
          ({ row: d, processName }) => [
            processName,
            TIER_LABELS[d.tier] ?? d.tier,
            d.name,
            d.description,
            d.fileType,
            d.fileUrl,
            d.createdAt,
          ],
        ),
    },
    {
      name: 'Pain Point Links',
      columns: [
        { header: 'Process', width: 40 },
        { header: 'Pain Point', width: 60 },
        { header: 'Addressed By', width: 18 },
        { header: 'Target', width: 40 },
        { header: 'Created', width: 18, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({
                row: painPointLinks,
                processName: processes.name,
                // A training item is named by its name; an output's target is its name already.
                itemName: sql<
                  string | null
                >`coalesce(${trainingArtifacts.name}, ${trainingTierDocuments.name})`,
              })
              .from(painPointLinks)
              .innerJoin(processes, eq(processes.id, painPointLinks.processId))
              .leftJoin(trainingArtifacts, eq(trainingArtifacts.id, painPointLinks.trainingArtifactId))
              .leftJoin(trainingTierDocuments, eq(trainingTierDocuments.id, painPointLinks.tierDocumentId))
              .where(inArray(painPointLinks.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                asc(painPointLinks.painPointTitle),
                asc(painPointLinks.createdAt),
                asc(painPointLinks.id),
              ),
          ({ row: l, processName, itemName }) => [
            processName,
            l.painPointTitle,
            LINK_KIND_LABELS[l.kind as PainPointLinkKind] ?? l.kind,
            itemName ?? l.target,
            l.createdAt,
          ],
        ),
    },
    {
      name: 'Dismissed Suggestions',
      columns: [
        { header: 'Process', width: 40 },
        { header: 'Process Output', width: 40 },
        { header: 'Change Type', width: 14 },
        { header: 'Dismissed', width: 18, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({ row: impactSuggestionDismissals, processName: processes.name })
              .from(impactSuggestionDismissals)
              .innerJoin(processes, eq(processes.id, impactSuggestionDismissals.processId))
              .where(inArray(impactSuggestionDismissals.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                asc(impactSuggestionDismissals.processOutput),
                asc(impactSuggestionDismissals.createdAt),
                asc(impactSuggestionDismissals.id),
              ),
          ({ row: d, processName }) => [processName, d.processOutput, d.changeType, d.createdAt],
        ),
    },
    {
      name: 'Divisions',
      // The divisions headcount CSV import reads these columns back (saved as CSV).
      columns: [
        { header: 'Division', width: 10 },
        { header: 'Name', width: 30 },
        { header: 'Location', width: 18 },
        { header: 'Employees', width: 11, kind: 'number' },
        { header: 'Specialization', width: 44 },
        { header: 'Role', width: 32 },
        { header: 'Count', width: 8, kind: 'number' },
      ],
      rows: async function* () {
        const pages = keyset((after: typeof divisions.$inferSelect | null) =>
          db
            .select()
            .from(divisions)
            .where(after ? gt(divisions.code, after.code) : undefined)
            .orderBy(asc(divisions.code))
            .limit(BATCH),
        );
        for await (const page of pages) {
          for (const d of page) {
            const roles = Object.entries(d.roles).sort(([ta, a], [tb, b]) => b - a || ta.localeCompare(tb));
            for (const [role, headcount] of roles) {
              yield [d.code, d.name, d.location, d.employees, d.specialization, role, headcount];
            }
          }
        }
      },
    },
  ];
}

/**
 * The repository as an Excel workbook, one sheet per table, written row by row while it is sent
 * (exceljs's streaming writer). Text that a spreadsheet would run as a formula gets a leading quote.
 */
export function exportWorkbook(db: Db): Readable {
  const out = new PassThrough();
  const write = async () => {
    const Excel = await loadExcel();
    const workbook = new Excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Process Map Repository';
    for (const sheet of sheets(db)) {
      const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      ws.columns = sheet.columns.map((c) => ({
        header: c.header,
        width: c.width,
        ...(c.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
      }));
      ws.getRow(1).font = { bold: true };
      ws.getRow(1).commit();
      for await (const values of sheet.rows()) {
        if (out.destroyed) return;
        ws.addRow(values.map((v, i) => cellValue(v, sheet.columns[i]!))).commit();
      }
      ws.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
