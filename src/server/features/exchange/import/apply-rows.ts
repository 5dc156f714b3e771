import type { ExportTable } from '../../../../core/schemas/export';
import { AppError } from '../../../plugins/errors';
import type { OpenArchive } from '../archive-reader';
import { type ArchiveRow, sheetName } from '../archive-rows';
import { type ArchivePlan, BATCH, parseRow } from './plan-rows';

type PlannedRow<T extends ExportTable> = { row: ArchiveRow<T>; target: string | null };

/** How applyArchive walks the archive's tables again, writing what the plan decided. */
export interface ArchiveWriter {
  /**
   * Reads `table` again and hands its rows planned as `action`, with the existing row a matched row
   * writes to, to `write` a batch of `size` at a time.
   */
  each<T extends ExportTable>(
    table: T,
    action: 'create' | 'update',
    size: number,
    write: (part: PlannedRow<T>[]) => Promise<void>,
  ): Promise<void>;
  /** Rows planned as create, inserted `size` at a time, then rows planned as update, one by one. */
  upsert<T extends ExportTable>(
    table: T,
    size: number,
    insert: (rows: ArchiveRow<T>[]) => Promise<unknown>,
    update: (row: ArchiveRow<T>, target: string | null) => Promise<unknown>,
  ): Promise<void>;
}

export function archiveWriter(plan: ArchivePlan, archive: OpenArchive): ArchiveWriter {
  const each: ArchiveWriter['each'] = async (table, action, size, write) => {
    const planned = plan.tables[table];
    if (!planned.some((p) => p.action === action)) return;
    let part: PlannedRow<typeof table>[] = [];
    let index = 0;
    for (const value of (await archive.table(table)).rows()) {
      const p = planned[index];
      if (p?.action === action) {
        const parsed = parseRow(table, value);
        if ('problem' in parsed) {
          throw new AppError(
            400,
            `The archive changed while it was read: ${sheetName(table)} row ${index + 1}.`,
          );
        }
        part.push({ row: parsed.row, target: plan.targets[table].get(index) ?? null });
        if (part.length >= size) {
          await write(part);
          part = [];
        }
      }
      index++;
    }
    if (index !== planned.length) {
      throw new AppError(400, `The archive changed while it was read: ${sheetName(table)} has other rows.`);
    }
    if (part.length) await write(part);
  };
  const upsert: ArchiveWriter['upsert'] = async (table, size, insert, update) => {
    await each(table, 'create', size, (part) => insert(part.map((p) => p.row)).then(() => {}));
    await each(table, 'update', BATCH, async (part) => {
      for (const { row, target } of part) await update(row, target);
    });
  };
  return { each, upsert };
}
