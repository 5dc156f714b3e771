/*
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell whose text begins with =, +, -, @,
 * a tab or a carriage return may be run as a formula when the file is opened. Every file we write
 * for a spreadsheet goes through this guard: the xlsx writers through sheetCell
 * (src/server/lib/xlsx-sheet.ts), the CSV writers through csvRow (./csv-rows.ts). The importers
 * take the guard off again so a round trip keeps the text as it was.
 */

/** Text a spreadsheet would run, after any quotes a guard (or the text itself) put before it. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A guard: one quote before such text. */
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * The text with a leading single quote when a spreadsheet would read it as a formula; else
 * unchanged. Text that already starts with quotes before a formula character gets one more, so
 * stripFormulaGuard gives back exactly the text that was written; for the same reason it is applied
 * once, where the file is written (sheetCell, csvRow), never to rows on their way there.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes neutraliseFormula: a quote followed by a formula character loses the quote; else unchanged. */
export function stripFormulaGuard(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}
