import type ExcelJS from 'exceljs';
import { neutraliseFormula } from '../../core/rules/formula';

/*
 * The one way the app writes an xlsx worksheet (the Export All workbook, the readiness tables):
 * every cell through sheetCell, so no text starts a formula, and every sheet set up alike for the
 * screen and for print. Works with exceljs's in-memory Workbook and its streaming WorkbookWriter.
 */

export type SheetValue = string | number | Date | null | undefined;

export interface SheetColumn {
  header: string;
  /** In characters of the default font. */
  width: number;
  kind?: 'text' | 'number' | 'date';
  /** Long text: wraps within the width instead of running over the next columns. */
  wrap?: boolean;
}

/**
 * A value as an xlsx cell: text a spreadsheet would run is neutralised, empty text is an empty
 * cell, numbers and dates are kept. Line ends become line feeds, as any reader of the file's XML
 * would take them: a cell cannot hold a carriage return (it shows as a line break either way).
 */
export function sheetCell(value: SheetValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? neutraliseFormula(value).replace(/\r\n?/g, '\n') : value;
}

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * Frozen header row; printed landscape, one page wide and as many pages long as it takes, with the
 * header row on every page and the sheet's name and page number in the footer.
 */
const SHEET_OPTIONS: Partial<ExcelJS.AddWorksheetOptions> = {
  views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
  pageSetup: {
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: '1:1',
    margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
  },
  headerFooter: { oddFooter: '&L&A&RPage &P of &N' },
};

/** A worksheet from addSheet: rows go in through addSheetRow, each cell through sheetCell. */
export interface SheetWriter {
  worksheet: ExcelJS.Worksheet;
  columns: readonly SheetColumn[];
  /** Ends the sheet (a streaming sheet writes its closing part). */
  commit(): void;
}

/** Points per line of the default font (Calibri 11), as Excel's default row height. */
const LINE_HEIGHT = 15;
/** Excel's tallest row. */
const MAX_ROW_HEIGHT = 409;

/**
 * Characters of text per unit of column width: a width counts digits ("0"), and the average
 * letter of the default font is narrower. Kept low so an estimate errs towards a taller row.
 */
const CHARS_PER_WIDTH = 1.1;

/** The lines a text takes when wrapped in a column `width` wide, word by word (an estimate). */
function wrappedLines(text: string, width: number): number {
  const room = Math.max(1, Math.floor(width * CHARS_PER_WIDTH) - 2);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let line = 0;
    lines += 1;
    for (const word of paragraph.split(' ')) {
      const needed = line === 0 ? word.length : line + 1 + word.length;
      if (needed <= room) {
        line = needed;
      } else {
        // The word starts a line of its own; one longer than a line breaks over several.
        lines += line === 0 ? 0 : 1;
        lines += Math.max(0, Math.ceil(word.length / room) - 1);
        line = word.length % room || room;
      }
    }
  }
  return lines;
}

/**
 * A row's height for its wrapped cells. Set on the row because neither spreadsheet program can
 * be relied on to grow a row on opening (LibreOffice keeps the default height, so wrapped lines
 * print over the next row); undefined keeps the default height.
 */
function rowHeight(values: readonly ExcelJS.CellValue[], columns: readonly SheetColumn[], wrapAll: boolean) {
  let lines = 1;
  values.forEach((value, i) => {
    const column = columns[i];
    if (typeof value === 'string' && column && (wrapAll || column.wrap)) {
      lines = Math.max(lines, wrappedLines(value, column.width));
    }
  });
  return lines > 1 ? Math.min(MAX_ROW_HEIGHT, lines * LINE_HEIGHT) : undefined;
}

/** Adds a row of values, each through sheetCell, as tall as its wrapped text needs. */
function addCells(sheet: SheetWriter, values: readonly SheetValue[], wrapAll: boolean): ExcelJS.Row {
  const cells = values.map(sheetCell);
  const row = sheet.worksheet.addRow(cells);
  const height = rowHeight(cells, sheet.columns, wrapAll);
  if (height) row.height = height;
  return row;
}

/**
 * Adds a worksheet set up as every sheet of the app is (frozen header, print settings, column
 * widths and formats) with its header row written; rows then go in through addSheetRow.
 */
export function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly SheetColumn[],
): SheetWriter {
  const worksheet = workbook.addWorksheet(name, structuredClone(SHEET_OPTIONS));
  worksheet.columns = columns.map((c) => ({
    width: c.width,
    style: {
      ...(c.kind === 'date' ? { numFmt: DATE_FORMAT } : {}),
      alignment: { vertical: 'top', ...(c.wrap ? { wrapText: true } : {}) },
    },
  }));
  const sheet: SheetWriter = {
    worksheet,
    columns,
    // exceljs types commit() on every worksheet; only the streaming one has it.
    commit: () => (worksheet as { commit?: () => void }).commit?.(),
  };
  const header = addCells(
    sheet,
    columns.map((c) => c.header),
    true,
  );
  header.font = { bold: true };
  // A number column's heading sits over its figures, on the right.
  columns.forEach((c, i) => {
    header.getCell(i + 1).alignment = {
      vertical: 'bottom',
      wrapText: true,
      ...(c.kind === 'number' ? { horizontal: 'right' } : {}),
    };
  });
  header.commit();
  return sheet;
}

/** Adds one data row, every value through sheetCell; a streaming sheet writes it out at once. */
export function addSheetRow(sheet: SheetWriter, values: readonly SheetValue[]): void {
  addCells(sheet, values, false).commit();
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
/** Rows measured for the widths: enough to see the data's shape without walking a huge table. */
const MEASURED_ROWS = 500;

/**
 * Columns sized to a table's contents: as wide as the longest value (of the first rows) or the
 * header's longest word, whichever is wider, within 8 to 50 characters; wider text wraps.
 */
export function fittedColumns(
  headers: readonly string[],
  rows: readonly (readonly SheetValue[])[],
): SheetColumn[] {
  const measured = rows.slice(0, MEASURED_ROWS);
  return headers.map((header, i) => {
    const longestWord = Math.max(...header.split(/\s+/).map((w) => w.length));
    const widest = Math.max(0, ...measured.map((r) => String(r[i] ?? '').length));
    const numeric = measured.length > 0 && measured.every((r) => typeof r[i] === 'number' || r[i] == null);
    return {
      header,
      width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longestWord + 2, widest + 2)),
      kind: numeric ? 'number' : 'text',
      wrap: widest + 2 > MAX_WIDTH,
    };
  });
}
