import { z } from 'zod';

/*
 * Bulk Import (POST /api/import/preview and /api/import/apply, multipart: `file` and `mode`).
 * The preview and the apply answer the same report; apply writes only when no row is rejected.
 */

export const IMPORT_KINDS = ['archive', 'processes-sheet', 'divisions-csv'] as const;
export const ImportKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof ImportKindSchema>;

/** merge: upsert what the file holds. replace: restore an Export All archive over an emptied database. */
export const IMPORT_MODES = ['merge', 'replace'] as const;
export const ImportModeSchema = z.enum(IMPORT_MODES, { error: 'mode must be merge or replace' });
export type ImportMode = z.infer<typeof ImportModeSchema>;

/** The text fields sent with the file. */
export const ImportFieldsSchema = z.object({ mode: ImportModeSchema.default('merge') });

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'reject'] as const;
export const ImportActionSchema = z.enum(IMPORT_ACTIONS);
export type ImportAction = z.infer<typeof ImportActionSchema>;

export const ImportRowSchema = z.object({
  /** Where the row comes from: an archive table ("processes", "job-roles", …) or a sheet's name. */
  sheet: z.string(),
  /** 1-based: the data row under the header, or the position in the archive table. */
  row: z.number().int(),
  /** What a person recognises the row by, e.g. the process name. */
  key: z.string(),
  action: ImportActionSchema,
  reason: z.string().optional(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportSummarySchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  reject: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const ImportReportSchema = z.object({
  kind: ImportKindSchema,
  mode: ImportModeSchema,
  applied: z.boolean(),
  summary: ImportSummarySchema,
  rows: z.array(ImportRowSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** 400 from apply when any row is rejected: nothing was written; the report says which rows and why. */
export const ImportRejectedBodySchema = z.object({ message: z.string(), report: ImportReportSchema });
export type ImportRejectedBody = z.infer<typeof ImportRejectedBodySchema>;

export function importRejectedMessage(rejects: number): string {
  return `Nothing was imported: ${rejects} rows are rejected. Fix them and try again.`;
}

export const UNSUPPORTED_IMPORT_MESSAGE =
  'Upload a .zip export, an .xlsx or .csv spreadsheet, or a divisions .csv.';

/** The columns of the job roles and processes spreadsheet (header row, case-insensitive). */
export const PROCESS_SHEET_COLUMNS = {
  jobRole: 'Job Role',
  jobRoleDescription: 'Job Role Description',
  processName: 'Process Name',
  description: 'Description',
  status: 'Status',
  version: 'Version',
} as const;
export const PROCESS_SHEET_REQUIRED = ['jobRole', 'processName', 'description'] as const;

/** The columns of the divisions headcount CSV (the Training Audiences export's, plus Name). */
export const DIVISION_CSV_COLUMNS = {
  division: 'Division',
  name: 'Name',
  location: 'Location',
  employees: 'Employees',
  specialization: 'Specialization',
  role: 'Role',
  count: 'Count',
} as const;
export const DIVISION_CSV_REQUIRED = ['division', 'location', 'specialization', 'role', 'count'] as const;
