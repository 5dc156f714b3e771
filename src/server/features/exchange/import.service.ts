import { fileExtension } from '../../../core/rules/file-rules';
import {
  DIVISION_CSV_COLUMNS,
  type ImportKind,
  type ImportMode,
  type ImportReport,
  importRejectedMessage,
  UNSUPPORTED_IMPORT_MESSAGE,
} from '../../../core/schemas/import';
import { DEFAULT_MAX_IMPORT_MB } from '../../config';
import type { Executor, Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { AppError, badRequest } from '../../plugins/errors';
import { type OpenArchive, openArchive } from './archive-reader';
import { compoundFileError, isCompoundFile } from './compound-file';
import { applyArchive } from './import/apply-archive';
import { planArchive } from './import/plan-archive';
import { applyDivisionsCsv, planDivisionsCsv } from './import-divisions';
import { buildReport } from './import-report';
import { applyProcessSheet, planProcessSheet } from './import-sheet';
import { decodeText, headerKey, NOT_CSV, notAWorkbook, readCsv, readXlsx, type Table } from './read-table';
import { archiveLimits, workbookLimits } from './unpack-limits';

export interface ImportInput {
  fileName: string;
  data: Buffer;
  mode: ImportMode;
  /** MAX_IMPORT_MB in bytes (its default when not given). */
  maxImportBytes?: number;
}

type Source =
  | { kind: 'archive'; archive: OpenArchive }
  | { kind: 'processes-sheet' | 'divisions-csv'; table: Table };

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const notCsv = () => badRequest(NOT_CSV);

/** A CSV whose header has Division, Role and Count is a divisions headcount file. */
function isDivisionsHeader(header: string[]): boolean {
  const keys = new Set(header.map(headerKey));
  return (['division', 'role', 'count'] as const).every((k) => keys.has(headerKey(DIVISION_CSV_COLUMNS[k])));
}

/**
 * What kind of file this is, from its extension and content: 415 for anything but .zip, .xlsx and
 * .csv; 400 when the content cannot be read as its kind.
 */
async function openSource(input: ImportInput): Promise<Source> {
  if (input.data.length === 0) throw badRequest('The file is empty.');
  const ext = fileExtension(input.fileName);
  const maxImportBytes = input.maxImportBytes ?? DEFAULT_MAX_IMPORT_MB * 1024 * 1024;
  if (ext === 'zip') {
    return { kind: 'archive', archive: await openArchive(input.data, archiveLimits(maxImportBytes)) };
  }
  if (isCompoundFile(input.data) && (ext === 'xlsx' || ext === 'csv')) {
    // Excel's password-protected .xlsx, or an .xls: not a zip, nor text.
    throw await compoundFileError(input.data, ext === 'xlsx' ? notAWorkbook : notCsv);
  }
  if (ext === 'xlsx') {
    if (!input.data.subarray(0, 4).equals(ZIP_MAGIC)) throw notAWorkbook();
    const table = await readXlsx(input.data, 'Processes', workbookLimits(maxImportBytes));
    return { kind: 'processes-sheet', table };
  }
  if (ext === 'csv') {
    const table = readCsv(decodeText(input.data), 'processes');
    if (!isDivisionsHeader(table.header)) return { kind: 'processes-sheet', table };
    return { kind: 'divisions-csv', table: { ...table, sheet: 'divisions' } };
  }
  throw new AppError(415, UNSUPPORTED_IMPORT_MESSAGE);
}

async function withSource<T>(input: ImportInput, use: (source: Source) => Promise<T>): Promise<T> {
  const source = await openSource(input);
  if (source.kind !== 'archive' && input.mode === 'replace') {
    throw badRequest('Replace restores an Export All archive; a spreadsheet or CSV file is always merged.');
  }
  try {
    return await use(source);
  } finally {
    if (source.kind === 'archive') source.archive.close();
  }
}

type Plan =
  | { kind: 'archive'; plan: Awaited<ReturnType<typeof planArchive>> }
  | { kind: 'processes-sheet'; plan: Awaited<ReturnType<typeof planProcessSheet>> }
  | { kind: 'divisions-csv'; plan: Awaited<ReturnType<typeof planDivisionsCsv>> };

async function plan(ex: Executor, source: Source, mode: ImportMode): Promise<Plan> {
  switch (source.kind) {
    case 'archive':
      return { kind: 'archive', plan: await planArchive(ex, source.archive, mode) };
    case 'processes-sheet':
      return { kind: 'processes-sheet', plan: await planProcessSheet(ex, source.table) };
    case 'divisions-csv':
      return { kind: 'divisions-csv', plan: await planDivisionsCsv(ex, source.table) };
  }
}

function report(p: Plan, mode: ImportMode): ImportReport {
  return buildReport(p.kind as ImportKind, mode, p.plan.rows);
}

/** What importing the file would do, row by row; writes nothing. */
export async function previewImport(ex: Executor, input: ImportInput): Promise<ImportReport> {
  return withSource(input, async (source) => report(await plan(ex, source, input.mode), input.mode));
}

/**
 * Imports the file in `tx`, all or nothing: when any row is rejected nothing is written and the
 * answer is 400 with the report. Audit events are written in the same transaction.
 */
export async function applyImport(tx: Tx, input: ImportInput): Promise<ImportReport> {
  return withSource(input, async (source) => {
    const planned = await plan(tx, source, input.mode);
    const result = report(planned, input.mode);
    if (result.summary.reject > 0) {
      throw new AppError(400, importRejectedMessage(result.summary.reject), { report: result });
    }
    const changed = result.summary.create + result.summary.update;
    if (planned.kind === 'archive' && source.kind === 'archive') {
      await applyArchive(tx, planned.plan, source.archive, input.fileName);
    } else if (changed > 0) {
      if (planned.kind === 'processes-sheet') await applyProcessSheet(tx, planned.plan);
      if (planned.kind === 'divisions-csv') await applyDivisionsCsv(tx, planned.plan);
      await writeAudit(tx, {
        action: 'import',
        entityType: 'repository',
        entityId: null,
        summary: `Imported ${planned.kind === 'divisions-csv' ? 'divisions' : 'spreadsheet'} "${input.fileName}": ${result.summary.create} created, ${result.summary.update} updated, ${result.summary.unchanged} unchanged`,
        after: { file: input.fileName, kind: planned.kind, summary: result.summary },
      });
    }
    return { ...result, applied: true };
  });
}
