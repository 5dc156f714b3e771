import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addSheet, addSheetRow, fittedColumns, sheetCell } from './xlsx-sheet';

describe('sheetCell', () => {
  it('guards text a spreadsheet would run, keeps numbers and dates, and leaves empty text empty', () => {
    expect(sheetCell('=1+2')).toBe("'=1+2");
    expect(sheetCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(sheetCell('-1')).toBe("'-1");
    expect(sheetCell(-1)).toBe(-1);
    const date = new Date('2026-01-02T03:04:05Z');
    expect(sheetCell(date)).toBe(date);
    expect(sheetCell('')).toBeNull();
    expect(sheetCell(null)).toBeNull();
    expect(sheetCell('Plain')).toBe('Plain');
  });

  it('writes line feeds for carriage returns, after guarding', () => {
    expect(sheetCell('\rx')).toBe("'\nx");
    expect(sheetCell('a\r\nb\rc')).toBe('a\nb\nc');
  });
});

describe('fittedColumns', () => {
  it('sizes each column to its widest value or the header’s longest word, within 8 to 50', () => {
    const columns = fittedColumns(
      ['Process', 'Pain Points', 'Description'],
      [
        ['Dispatch', 3, 'x'.repeat(80)],
        ['A', 12, 'short'],
      ],
    );
    expect(columns).toEqual([
      { header: 'Process', width: 10, kind: 'text', wrap: false },
      { header: 'Pain Points', width: 8, kind: 'number', wrap: false },
      { header: 'Description', width: 50, kind: 'text', wrap: true },
    ]);
  });
});

describe('addSheet', () => {
  it('sets up the sheet and makes a row as tall as its wrapped text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = addSheet(workbook, 'Roles', [
      { header: 'Name', width: 20 },
      { header: 'Description', width: 20, wrap: true },
    ]);
    addSheetRow(sheet, ['Short', 'One line']);
    addSheetRow(sheet, ['=Long', 'word '.repeat(30)]);
    sheet.commit();

    const back = new ExcelJS.Workbook();
    await back.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const ws = back.getWorksheet('Roles')!;
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.pageSetup).toMatchObject({
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
    expect(ws.getCell('A3').value).toBe("'=Long");
    expect(ws.getRow(2).height ?? 15).toBe(15);
    // 150 characters at about 20 a line.
    expect(ws.getRow(3).height).toBeGreaterThanOrEqual(6 * 15);
    expect(ws.getRow(3).height).toBeLessThanOrEqual(9 * 15);
  });
});
