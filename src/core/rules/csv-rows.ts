import { neutraliseFormula } from './formula';

/*
 * The one way the app writes CSV for a spreadsheet (the readiness tables, the Training Audiences
 * matrix, the processes template): every cell quoted, inner quotes doubled, Windows line ends, and
 * every text cell through neutraliseFormula. Papa Parse does the quoting; it is passed in so the
 * browser can load it only when a file is asked for.
 */

export type CsvValue = string | number | null | undefined;

/** Papa.unparse as these writers call it. */
export type Unparse = (data: string[][], config: { quotes: true; newline: '\r\n' }) => string;

/** One row as CSV cells: text that a spreadsheet would run is neutralised, numbers are written as numbers, null is empty. */
export function csvRow(values: readonly CsvValue[]): string[] {
  return values.map((value) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? String(value)
        : neutraliseFormula(value),
  );
}

/** The CSV text of the rows (the header first): every cell quoted and neutralised, CRLF between rows. */
export function csvText(unparse: Unparse, rows: readonly (readonly CsvValue[])[]): string {
  return unparse(rows.map(csvRow), { quotes: true, newline: '\r\n' });
}
