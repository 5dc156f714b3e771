import { PassThrough, type Readable } from 'node:stream';
import { asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { exportLabel } from '../../../core/rules/export-labels';
import type { Db } from '../../db/client';
import { toJobRole } from '../../db/presenters/job-role';
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
import { addSheet, addSheetRow, type SheetColumn, type SheetValue } from '../../lib/xlsx-sheet';
import { DEFAULT_EXPORT_TIMEOUT_MS, startSnapshotExport } from './snapshot-export';

type Cell = SheetValue;

interface Sheet {
  name: string;
  columns: SheetColumn[];
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

/** Division role titles in one cell; a semicolon, since a title typed by a user may hold a comma. */
const TITLE_SEPARATOR = '; ';

function sheets(db: Db): Sheet[] {
  const order = processOrder(db);
  return [
    {
      name: 'Job Roles',
      columns: [
        { header: 'Name', width: 30, wrap: true },
        { header: 'Description', width: 50, wrap: true },
        { header: 'Division Role Titles', width: 40, wrap: true },
        { header: 'Processes', width: 11, kind: 'number' },
        { header: 'Created', width: 17, kind: 'date' },
        { header: 'ID', width: 38 },
      ],
      rows: async function* () {
        // Counted as GET /api/job-roles counts (a join, grouped by role). A correlated subquery
        // here compared processes.job_role_id with processes.id: Drizzle leaves columns
        // unqualified in a query on one table, so every role showed 0.
        const pages = keyset((after: { role: typeof jobRoles.$inferSelect } | null) =>
          db
            .select({ role: jobRoles, processCount: count(processes.id) })
            .from(jobRoles)
            .leftJoin(processes, eq(processes.jobRoleId, jobRoles.id))
            .where(after ? gt(jobRoles.name, after.role.name) : undefined)
            .groupBy(jobRoles.id)
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
        { header: 'Job Role', width: 26, wrap: true },
        { header: 'Process Name', width: 32, wrap: true },
        { header: 'Description', width: 55, wrap: true },
        { header: 'Status', width: 11 },
        { header: 'Version', width: 9 },
        { header: 'Created', width: 17, kind: 'date' },
        { header: 'Updated', width: 17, kind: 'date' },
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
              // The status's label: the sheet import reads "In Review" back as in_review.
              const status = exportLabel.processStatus(p.status);
              yield [role.name, p.name, p.description, status, p.version, p.createdAt, p.updatedAt, p.id];
            }
          }
        }
      },
    },
    {
      name: 'Artifacts',
      columns: [
        { header: 'Process', width: 30, wrap: true },
        { header: 'Name', width: 30, wrap: true },
        { header: 'Type', width: 18 },
        { header: 'State', width: 8 },
        { header: 'Description', width: 45, wrap: true },
        { header: 'File URL', width: 40, wrap: true },
        { header: 'Revision', width: 9, kind: 'number' },
        { header: 'Updated', width: 17, kind: 'date' },
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
            exportLabel.artifactType(a.type),
            exportLabel.artifactState(a.state),
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
        { header: 'Process', width: 36, wrap: true },
        { header: 'Pain Point', width: 60, wrap: true },
        { header: 'Status', width: 22 },
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
          ({ row: s, processName }) => [processName, s.painPointTitle, exportLabel.painPointStatus(s.status)],
        ),
    },
    {
      name: 'Change Impact',
      columns: [
        { header: 'Process', width: 32, wrap: true },
        { header: 'Process Output', width: 32, wrap: true },
        { header: 'Change Type', width: 12 },
        { header: 'Change Description', width: 40, wrap: true },
        { header: 'Impact', width: 9 },
        { header: 'Updated', width: 17, kind: 'date' },
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
            exportLabel.changeType(c.changeType),
            c.changeDescription.map(exportLabel.changeDescription).join(', '),
            exportLabel.impact(c.impactAssessment),
            c.updatedAt,
          ],
        ),
    },
    {
      name: 'Training Artifacts',
      columns: [
        { header: 'Process', width: 28, wrap: true },
        { header: 'Process Output', width: 28, wrap: true },
        { header: 'Name', width: 30, wrap: true },
        { header: 'Description', width: 40, wrap: true },
        { header: 'File Type', width: 12 },
        { header: 'Link Type', width: 13 },
        { header: 'File URL', width: 40, wrap: true },
        { header: 'Created', width: 17, kind: 'date' },
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
            exportLabel.trainingFileType(t.fileType),
            exportLabel.trainingLinkType(t.linkType),
            t.fileUrl,
            t.createdAt,
          ],
        ),
    },
    {
      name: 'Tier Documents',
      columns: [
        { header: 'Process', width: 30, wrap: true },
        { header: 'Tier', width: 8 },
        { header: 'Name', width: 36, wrap: true },
        { header: 'Description', width: 45, wrap: true },
        { header: 'Type', width: 13 },
        { header: 'File URL', width: 40, wrap: true },
        { header: 'Created', width: 17, kind: 'date' },
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
            exportLabel.tier(d.tier),
            d.name,
            d.description,
            exportLabel.tierDocumentType(d.fileType),
            d.fileUrl,
            d.createdAt,
          ],
        ),
    },
    {
      name: 'Pain Point Links',
      columns: [
        { header: 'Process', width: 32, wrap: true },
        { header: 'Pain Point', width: 45, wrap: true },
        { header: 'Addressed By', width: 18 },
        { header: 'Target', width: 40, wrap: true },
        { header: 'Created', width: 17, kind: 'date' },
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
            exportLabel.painPointLinkKind(l.kind),
            itemName ?? l.target,
            l.createdAt,
          ],
        ),
    },
    {
      name: 'Dismissed Suggestions',
      columns: [
        { header: 'Process', width: 36, wrap: true },
        { header: 'Process Output', width: 36, wrap: true },
        { header: 'Change Type', width: 12 },
        { header: 'Dismissed', width: 17, kind: 'date' },
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
          ({ row: d, processName }) => [
            processName,
            d.processOutput,
            exportLabel.changeType(d.changeType),
            d.createdAt,
          ],
        ),
    },
    {
      name: 'Divisions',
      // The divisions headcount CSV import reads these columns back (saved as CSV).
      columns: [
        { header: 'Division', width: 10 },
        { header: 'Name', width: 30, wrap: true },
        { header: 'Location', width: 18 },
        { header: 'Employees', width: 11, kind: 'number' },
        { header: 'Specialization', width: 40, wrap: true },
        { header: 'Role', width: 30, wrap: true },
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

/** One part of the workbook as its snapshot hands it on: a sheet's heading, then its rows. */
export type WorkbookPart = { sheet: string; columns: SheetColumn[] } | Cell[];

/** Every sheet's heading then its rows, in order, all read from `db` (a snapshot's executor). */
export async function* workbookParts(db: Db): AsyncGenerator<WorkbookPart> {
  for (const sheet of sheets(db)) {
    yield { sheet: sheet.name, columns: sheet.columns };
    yield* sheet.rows();
  }
}

/**
 * Writes the workbook of `parts` into `out` with exceljs's streaming writer. It never waits for
 * `out`: every row is read as fast as the snapshot gives it, whatever the client's pace.
 */
async function writeWorkbook(parts: AsyncIterable<WorkbookPart>, out: PassThrough): Promise<void> {
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Process Map Repository';
  let ws: ReturnType<typeof addSheet> | null = null;
  for await (const part of parts) {
    if (out.destroyed) throw new Error('export stream closed');
    if (Array.isArray(part)) {
      addSheetRow(ws!, part);
    } else {
      ws?.commit();
      ws = addSheet(workbook, part.sheet, part.columns);
    }
  }
  ws?.commit();
  await workbook.commit();
}

/**
 * The repository as an Excel workbook, one sheet per table, written row by row while it is sent,
 * every row from one snapshot of the database (startSnapshotExport): a write made meanwhile is
 * wholly in it or wholly absent. Text that a spreadsheet would run as a formula gets a leading
 * quote; stored codes are shown as the app's labels; every sheet is set up for print (see
 * xlsx-sheet).
 */
export async function exportWorkbook(db: Db, options: { timeoutMs?: number } = {}): Promise<Readable> {
  const out = new PassThrough();
  await startSnapshotExport<WorkbookPart>({
    db,
    out,
    timeoutMs: options.timeoutMs ?? DEFAULT_EXPORT_TIMEOUT_MS,
    read: (ex) => workbookParts(ex),
    write: (snapshot) => writeWorkbook(snapshot.values, out),
  });
  return out;
}
