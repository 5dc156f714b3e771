import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { stripFormulaGuard } from '../../../core/rules/formula';
import { loadExcel } from '../../lib/heavy-libraries';
import { AppError, badRequest } from '../../plugins/errors';
import { LimitedZip, type UnpackLimits } from './unpack-limits';

/** A sheet read from a spreadsheet or CSV: the header row and the non-empty data rows under it. */
export interface Table {
  /** The worksheet's name, or the name given for a CSV. */
  sheet: string;
  header: string[];
  /** `row` is the 1-based data row under the header (blank rows count, so it matches the file). */
  rows: { row: number; cells: string[] }[];
  /**
   * A workbook's: how the sheet was chosen (by its name, or as the first sheet), and the header
   * rows of its other sheets, so that a refusal can point at the sheet that fits.
   */
  workbook?: { pickedBy: 'name' | 'first'; otherSheets: { sheet: string; header: string[] }[] };
}

/** A header cell as a lookup key: case, spacing and underscores do not matter. */
export function headerKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The labels of the required columns the header lacks, in the columns' order. */
export function missingColumns<C extends Record<string, string>>(
  header: string[],
  columns: C,
  required: readonly (keyof C)[],
): string[] {
  const keys = new Set(header.map(headerKey));
  return (Object.keys(columns) as (keyof C)[])
    .filter((key) => required.includes(key) && !keys.has(headerKey(columns[key]!)))
    .map((key) => columns[key]!);
}

/**
 * "The sheet has no Process Name and Description columns. Expected: Job Role, Process Name,
 * Description (and optionally Job Role Description, Status, Version)."
 */
export function missingColumnsMessage<C extends Record<string, string>>(
  missing: readonly string[],
  columns: C,
  required: readonly (keyof C)[],
): string {
  const keys = Object.keys(columns) as (keyof C)[];
  const expected = keys.filter((key) => required.includes(key)).map((key) => columns[key]!);
  const optional = keys.filter((key) => !required.includes(key)).map((key) => columns[key]!);
  return (
    `The sheet has no ${listed(missing)} column${missing.length === 1 ? '' : 's'}. ` +
    `Expected: ${expected.join(', ')}${optional.length ? ` (and optionally ${optional.join(', ')})` : ''}.`
  );
}

/**
 * Finds the given columns in the header; 400 naming each required one that is absent and the
 * columns expected. Optional columns that are absent map to -1.
 */
export function mapColumns<C extends Record<string, string>>(
  header: string[],
  columns: C,
  required: readonly (keyof C)[],
): Record<keyof C, number> {
  const missing = missingColumns(header, columns, required);
  if (missing.length) throw badRequest(missingColumnsMessage(missing, columns, required));
  const keys = header.map(headerKey);
  const index = {} as Record<keyof C, number>;
  for (const key of Object.keys(columns) as (keyof C)[]) index[key] = keys.indexOf(headerKey(columns[key]!));
  return index;
}

/** The trimmed text of a cell, with a formula guard written by an export taken off. */
export function cellText(cells: string[], index: number): string {
  return index < 0 ? '' : stripFormulaGuard((cells[index] ?? '').trim());
}

const NO_ROWS = 'The file has no rows.';

function toTable(sheet: string, grid: string[][]): Table {
  const headerIndex = grid.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw badRequest(NO_ROWS);
  const header = grid[headerIndex]!.map((c) => stripFormulaGuard(c.trim()));
  const rows: Table['rows'] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const cells = grid[i]!;
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: i - headerIndex, cells });
  }
  return { sheet, header, rows };
}

export const NOT_CSV = 'The file is not a readable CSV text file.';

/** CSV bytes as text: UTF-8 (a BOM is dropped), else Windows-1252 as Excel writes; 400 for binary data. */
export function decodeText(data: Buffer): string {
  if (data.includes(0)) throw badRequest(NOT_CSV);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Parses CSV text (any common delimiter) into a table. */
export function readCsv(text: string, sheet: string): Table {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const grid = parsed.data.map((r) => (Array.isArray(r) ? r.map((c) => String(c ?? '')) : []));
  return toTable(sheet, grid);
}

/** The text a person sees in a cell (formulas give their result, dates their ISO day). */
function xlsxCellText(value: ExcelJS.CellValue, column: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    // A version typed as 2 or 1.5 in Excel is a number; the app writes versions like "2.0".
    if (headerKey(column) === 'version' && Number.isInteger(value)) return `${value}.0`;
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) {
    const result = value.result;
    return result === undefined || result === null || typeof result === 'object'
      ? ''
      : xlsxCellText(result as ExcelJS.CellValue, column);
  }
  return '';
}

export const notAWorkbook = () => badRequest('The file is not a readable .xlsx workbook.');

/** The cells of a worksheet row as text (`header` gives the column names, for versions). */
function rowCells(row: ExcelJS.Row, header: string[]): string[] {
  const values = Array.isArray(row.values) ? row.values.slice(1) : [];
  return values.map((v, i) => xlsxCellText(v as ExcelJS.CellValue, header[i] ?? ''));
}

/** A worksheet's header row: its first non-empty row ([] when it has none). */
function headerRow(sheet: ExcelJS.Worksheet): string[] {
  for (let n = 1; n <= sheet.rowCount; n++) {
    const row = sheet.findRow(n);
    if (!row) continue;
    const cells = rowCells(row, []);
    if (cells.some((c) => c.trim() !== '')) return cells.map((c) => stripFormulaGuard(c.trim()));
  }
  return [];
}

/**
 * The sheet named `preferred` (any case) of an .xlsx workbook, else its first sheet, with the
 * header rows of the others; 400 when unreadable; 413 naming the limit when it unpacks beyond
 * `limits`. The workbook is first inflated with a running count (bytes discarded), so exceljs,
 * which inflates whole parts into memory, only ever sees one that fits.
 */
export async function readXlsx(data: Buffer, preferred: string, limits: UnpackLimits): Promise<Table> {
  const zip = await LimitedZip.open(data, 'workbook', limits, notAWorkbook);
  try {
    await zip.check(notAWorkbook);
  } finally {
    zip.close();
  }
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw notAWorkbook();
  }
  const named = workbook.worksheets.find((ws) => ws.name.trim().toLowerCase() === preferred.toLowerCase());
  const sheet = named ?? workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheets.');
  const grid: string[][] = [];
  let header: string[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells = rowCells(row, header);
    if (header.length === 0 && cells.some((c) => c.trim() !== '')) header = cells;
    grid[rowNumber - 1] = cells;
  });
  for (let i = 0; i < grid.length; i++) grid[i] ??= [];
  if (grid.length > 200_000) throw new AppError(413, 'The spreadsheet has more than 200,000 rows.');
  const otherSheets = workbook.worksheets
    .filter((ws) => ws !== sheet)
    .map((ws) => ({ sheet: ws.name, header: headerRow(ws) }));
  // An empty sheet is a table without columns here: the columns check then points at a sheet
  // that has them, or says the file has no rows.
  const empty = !grid.some((r) => r.some((c) => c.trim() !== ''));
  const table = empty ? { sheet: sheet.name, header: [], rows: [] } : toTable(sheet.name, grid);
  return { ...table, workbook: { pickedBy: named ? 'name' : 'first', otherSheets } };
}

/** 400 "The file has no rows." for a workbook's empty sheet that no other sheet can stand in for. */
export function requireRows(table: Table): void {
  if (table.header.length === 0) throw badRequest(NO_ROWS);
}
