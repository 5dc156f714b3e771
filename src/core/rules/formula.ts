/*
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell whose text begins with =, +, -, @,
 * a tab or a carriage return may be run as a formula when the file is opened. Every file we write
 * for a spreadsheet (the Training Audiences CSV, the Export All workbook) neutralises such cells,
 * and the importers take the guard off again so a round trip keeps the text as it was.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r]/;

/** The text with a leading single quote when a spreadsheet would read it as a formula; else unchanged. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes neutraliseFormula: a quote followed by a formula character loses the quote; else unchanged. */
export function stripFormulaGuard(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}
