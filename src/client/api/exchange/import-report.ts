import { type ImportReport, ImportReportSchema } from '@core/schemas/import';

/*
 * What POST /api/import/preview and /api/import/apply answer: the import's plan (preview) or its
 * outcome (apply), row by row. The shapes are the server's own schemas (src/core/schemas/import.ts).
 */
export {
  IMPORT_ACTIONS,
  IMPORT_KINDS,
  IMPORT_MODES,
  type ImportAction,
  type ImportKind,
  type ImportMode,
  type ImportReport,
  type ImportRow,
  type ImportSummary,
} from '@core/schemas/import';

/** True when the value has the report's shape (the server's 400 on apply carries one). */
export function isImportReport(value: unknown): value is ImportReport {
  return ImportReportSchema.safeParse(value).success;
}
