import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { csvText } from '../../../core/rules/csv-rows';
import { computeReadiness, processImpact, readinessTable } from '../../../core/rules/readiness';
import { isUuid } from '../../../core/schemas/common';
import type {
  ProcessImpact,
  Readiness,
  ReadinessExportQuery,
  ReadinessQuery,
} from '../../../core/schemas/readiness';
import type { Db } from '../../db/client';
import { toJobRole } from '../../db/presenters/job-role';
import { jobRoles } from '../../db/schema';
import { loadExcel } from '../../lib/heavy-libraries';
import { addSheet, addSheetRow, fittedColumns } from '../../lib/xlsx-sheet';
import { notFound } from '../../plugins/errors';
import { loadDivisions, loadProcessFacts, type ReadinessFacts } from './readiness-facts';

/** The whole Change Readiness dashboard for the filters, with one page of the process rows. */
export async function getReadiness(
  facts: Promise<ReadinessFacts>,
  query: ReadinessQuery,
): Promise<Readiness> {
  const { processes, jobRoles: roles, divisions: divisionList } = await facts;
  return computeReadiness({
    processes,
    jobRoles: roles,
    divisions: divisionList,
    filters: { states: query.states, roles: query.roles, divisions: query.divisions },
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  });
}

/**
 * One dashboard table as an xlsx workbook or a CSV file (every cell quoted), all rows; in both, no
 * text cell starts a formula (csvText, addSheetRow) and the sheet is set up for print.
 */
export async function exportReadinessTable(
  facts: Promise<ReadinessFacts>,
  query: ReadinessExportQuery,
): Promise<{ body: Buffer; fileName: string; contentType: string }> {
  const readiness = await getReadiness(facts, { ...query, limit: Number.MAX_SAFE_INTEGER, offset: 0 });
  const table = readinessTable(readiness, query.table);
  const base = `change-readiness-${query.table}`;
  if (query.format === 'csv') {
    // A BOM so spreadsheet programs read the names as UTF-8.
    const csv = csvText((data, config) => Papa.unparse(data, config), [table.headers, ...table.rows]);
    return {
      body: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
    };
  }
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = addSheet(workbook, table.title, fittedColumns(table.headers, table.rows));
  for (const row of table.rows) addSheetRow(sheet, row);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    body,
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/** The process page's headcount-weighted impact; 404 for an unknown process. */
export async function getProcessImpact(db: Db, processId: string): Promise<ProcessImpact> {
  if (!isUuid(processId)) throw notFound('Process');
  const [facts] = await loadProcessFacts(db, processId);
  if (!facts) throw notFound('Process');
  const [roleRow] = facts.jobRoleId
    ? await db.select().from(jobRoles).where(eq(jobRoles.id, facts.jobRoleId)).limit(1)
    : [];
  return processImpact(facts, roleRow ? toJobRole(roleRow) : null, await loadDivisions(db));
}
