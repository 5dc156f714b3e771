import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { loadExcel } from '../../lib/heavy-libraries';
import { addSheet, addSheetRow, type SheetColumn } from '../../lib/xlsx-sheet';
import { DEFAULT_EXPORT_TIMEOUT_MS, startSnapshotExport } from './snapshot-export';
import { processRowSheets } from './workbook/process-row-sheets';
import { divisionsSheet, repositorySheets } from './workbook/repository-sheets';
import { reviewSheets } from './workbook/review-sheets';
import { type Cell, processOrder, type Sheet } from './workbook/sheet-paging';

/** The workbook's sheets, in order. */
function sheets(db: Db): Sheet[] {
  const order = processOrder(db);
  return [
    ...repositorySheets(db, order),
    ...processRowSheets(db, order),
    ...reviewSheets(db, order),
    divisionsSheet(db),
  ];
}

/** One part of the workbook as its snapshot hands it on: a sheet's heading, then its rows. */
export type WorkbookPart = { sheet: string; columns: SheetColumn[] } | Cell[];

/** Every sheet's heading then its rows, in order, all read from `db` (a snapshot's executor). */
export async function* workbookParts(db: Db): AsyncGenerator<WorkbookPart> {
  for (const sheet of sheets(db)) {
    yield { sheet: sheet.name, columns: sheet.columns };
    yield* sheet.rows();
  }
}

/**
 * Writes the workbook of `parts` into `out` with exceljs's streaming writer. It never waits for
 * `out`: every row is read as fast as the snapshot gives it, whatever the client's pace.
 */
async function writeWorkbook(parts: AsyncIterable<WorkbookPart>, out: PassThrough): Promise<void> {
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Process Map Repository';
  let ws: ReturnType<typeof addSheet> | null = null;
  for await (const part of parts) {
    if (out.destroyed) throw new Error('export stream closed');
    if (Array.isArray(part)) {
      addSheetRow(ws!, part);
    } else {
      ws?.commit();
      ws = addSheet(workbook, part.sheet, part.columns);
    }
  }
  ws?.commit();
  await workbook.commit();
}

/**
 * The repository as an Excel workbook, one sheet per table, written row by row while it is sent,
 * every row from one snapshot of the database (startSnapshotExport): a write made meanwhile is
 * wholly in it or wholly absent. Text that a spreadsheet would run as a formula gets a leading
 * quote; stored codes are shown as the app's labels; every sheet is set up for print (see
 * xlsx-sheet).
 */
export async function exportWorkbook(db: Db, options: { timeoutMs?: number } = {}): Promise<Readable> {
  const out = new PassThrough();
  await startSnapshotExport<WorkbookPart>({
    db,
    out,
    timeoutMs: options.timeoutMs ?? DEFAULT_EXPORT_TIMEOUT_MS,
    read: (ex) => workbookParts(ex),
    write: (snapshot) => writeWorkbook(snapshot.values, out),
  });
  return out;
}
