import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { stripFormulaGuard } from '../../../core/rules/formula';
import { loadExcel } from '../../lib/heavy-libraries';
import { AppError, badRequest } from '../../plugins/errors';

/** A sheet read from a spreadsheet or CSV: the header row and the non-empty data rows under it. */
export interface Table {
  /** The worksheet's name, or the name given for a CSV. */
  sheet: string;
  header: string[];
  /** `row` is the 1-based data row under the header (blank rows count, so it matches the file). */
  rows: { row: number; cells: string[] }[];
}

/** A header cell as a lookup key: case, spacing and underscores do not matter. */
export function headerKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
}

/**
 * Finds the given columns in the header; 400 "Missing columns: …" naming each required one that is
 * absent. Optional columns that are absent map to -1.
 */
export function mapColumns<C extends Record<string, string>>(
  header: string[],
  columns: C,
  required: readonly (keyof C)[],
): Record<keyof C, number> {
  const keys = header.map(headerKey);
  const index = {} as Record<keyof C, number>;
  for (const key of Object.keys(columns) as (keyof C)[]) index[key] = keys.indexOf(headerKey(columns[key]!));
  const missing = required.filter((key) => index[key] < 0).map((key) => columns[key]);
  if (missing.length) throw badRequest(`Missing columns: ${missing.join(', ')}`);
  return index;
}

/** The trimmed text of a cell, with a formula guard written by an export taken off. */
export function cellText(cells: string[], index: number): string {
  return index < 0 ? '' : stripFormulaGuard((cells[index] ?? '').trim());
}

function toTable(sheet: string, grid: string[][]): Table {
  const headerIndex = grid.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw badRequest('The file has no rows.');
  const header = grid[headerIndex]!.map((c) => stripFormulaGuard(c.trim()));
  const rows: Table['rows'] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const cells = grid[i]!;
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: i - headerIndex, cells });
  }
  return { sheet, header, rows };
}

/** CSV bytes as text: UTF-8 (a BOM is dropped), else Windows-1252 as Excel writes; 400 for binary data. */
export function decodeText(data: Buffer): string {
  if (data.includes(0)) throw badRequest('The file is not a readable CSV text file.');
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

/** The sheet named `preferred` (any case) of an .xlsx workbook, else its first sheet; 400 when unreadable. */
export async function readXlsx(data: Buffer, preferred: string): Promise<Table> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable .xlsx workbook.');
  }
  const sheet =
    workbook.worksheets.find((ws) => ws.name.trim().toLowerCase() === preferred.toLowerCase()) ??
    workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheets.');
  const grid: string[][] = [];
  let header: string[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = values.map((v, i) => xlsxCellText(v as ExcelJS.CellValue, header[i] ?? ''));
    if (header.length === 0 && cells.some((c) => c.trim() !== '')) header = cells;
    grid[rowNumber - 1] = cells;
  });
  for (let i = 0; i < grid.length; i++) grid[i] ??= [];
  if (grid.length > 200_000) throw new AppError(413, 'The spreadsheet has more than 200,000 rows.');
  return toTable(sheet.name, grid);
}
