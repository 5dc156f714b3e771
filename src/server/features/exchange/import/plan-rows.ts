import type { ExportTable } from '../../../../core/schemas/export';
import type { ImportMode, ImportRow } from '../../../../core/schemas/import';
import type { Executor } from '../../../db/client';
import type { OpenArchive } from '../archive-reader';
import { ARCHIVE_ROW_SCHEMAS, type ArchiveRow, rowLabel, sheetName } from '../archive-rows';
import { chunks, sameJson } from '../import-report';

/*
 * What every table's planner shares: the batch it checks, the report line of each row, and the
 * helpers that mark rows rejected, unchanged or updated.
 *
 * Memory (security issue 17: a legitimate archive up to the upload limit may cost at most 256 MB
 * above idle): tables are read one at a time and their rows a batch at a time, each batch checked
 * and compared with the database's rows of that batch only, then let go. The plan keeps what the
 * report needs (row, key, action, reason), the few facts later tables are checked against (ids of
 * job roles, processes and training items), and where a matched row writes to; applyArchive reads
 * each table again and writes it a batch at a time.
 */

/** What happens to one row: its report line (row is 1-based). */
export type Planned = ImportRow;

/** One row of the batch in hand: its report line and, when it validated, the row. */
export interface Item<T extends ExportTable> {
  p: Planned;
  /** Absent when the row did not validate. */
  row?: ArchiveRow<T>;
  /** The row's id as written, even when the row did not validate (its dependents are rejected too). */
  rawId?: string;
}

export type UsableItem<T extends ExportTable> = Item<T> & { row: ArchiveRow<T> };

export interface ArchivePlan {
  mode: ImportMode;
  /** Each table's report lines, in the archive's row order. */
  tables: Record<ExportTable, Planned[]>;
  /** Per table, the existing row (by index) that a row matched by name or unique key writes to. */
  targets: Record<ExportTable, Map<number, string>>;
  /** The job role each archive role id resolves to (itself, or the existing role of its name). */
  roleTarget: Map<string, string>;
  rows: ImportRow[];
}

/** What a table's planner reads from and writes its matches to. */
export interface PlanContext {
  ex: Executor;
  archive: OpenArchive;
  merge: boolean;
  targets: ArchivePlan['targets'];
}

/** A table's report lines, and the ids of its rows rejected by the end. */
export interface TablePlan {
  planned: Planned[];
  rejected: Set<string>;
}

/** Row `p` of `table` writes to the existing row `target` (matched by name or unique key). */
export function setTarget(ctx: PlanContext, table: ExportTable, p: Planned, target: string): void {
  ctx.targets[table].set(p.row - 1, target);
}

const ID_CHUNK = 1000;
/** Rows checked, compared and written together. */
export const BATCH = 1000;

export function reject(p: Planned, reason: string): void {
  p.action = 'reject';
  p.reason = reason;
}

export const usable = <T extends ExportTable>(list: Item<T>[]) =>
  list.filter((i): i is UsableItem<T> => i.p.action !== 'reject' && i.row !== undefined);

/** Rows of a table whose key is among `keys`, fetched in chunks. */
export async function fetchIn<R>(keys: string[], fetch: (chunk: string[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(keys)];
  const out: R[] = [];
  for (const chunk of chunks(unique, ID_CHUNK)) out.push(...(await fetch(chunk)));
  return out;
}

/** Marks the second and later rows with the same unique key (over the whole table) as rejected. */
export function rejectDuplicateKeys<T extends ExportTable>(
  seen: Map<string, number>,
  batch: Item<T>[],
  keyOf: (row: ArchiveRow<T>) => string,
  what: string,
): void {
  for (const i of usable(batch)) {
    const key = keyOf(i.row);
    const first = seen.get(key);
    if (first !== undefined) reject(i.p, `Duplicate of row ${first} (${what})`);
    else seen.set(key, i.p.row);
  }
}

export function compare(p: Planned, existing: unknown | undefined, incoming: unknown): void {
  if (existing === undefined) return;
  p.action = sameJson(existing, incoming) ? 'unchanged' : 'update';
}

/** A row of `table` as the importer takes it, or the first problem with it. */
export function parseRow<T extends ExportTable>(
  table: T,
  value: unknown,
): { row: ArchiveRow<T> } | { problem: string } {
  const parsed = ARCHIVE_ROW_SCHEMAS[table].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}` };
  }
  const row = parsed.data as ArchiveRow<T>;
  if (JSON.stringify(row).includes('\\u0000'))
    return { problem: 'Contains a NUL character, which cannot be stored' };
  return { row };
}

/**
 * Reads a table a batch at a time: each row is validated (a row that does not fit, or repeats an
 * earlier row's id, is rejected), then `check` sees the batch. Only the report lines are kept, and
 * the ids of the rows rejected by the end.
 */
export async function planTable<T extends ExportTable>(
  archive: OpenArchive,
  table: T,
  check: (batch: Item<T>[]) => Promise<void> | void,
): Promise<TablePlan> {
  const sheet = sheetName(table);
  const firstRow = new Map<string, number>();
  const planned: Planned[] = [];
  const rejected = new Set<string>();
  let batch: Item<T>[] = [];
  const flush = async () => {
    await check(batch);
    for (const i of batch) if (i.p.action === 'reject' && i.rawId) rejected.add(i.rawId);
    batch = [];
  };
  let index = 0;
  for (const value of (await archive.table(table)).rows()) {
    const rawId = (value as { id?: unknown } | null)?.id;
    const p: Planned = { sheet, row: index + 1, key: rowLabel(table, value, index), action: 'create' };
    const item: Item<T> = { p, ...(typeof rawId === 'string' ? { rawId: rawId.toLowerCase() } : {}) };
    planned.push(p);
    index++;
    const parsed = parseRow(table, value);
    if ('problem' in parsed) reject(p, parsed.problem);
    else {
      const row = parsed.row;
      const pk = 'code' in row ? row.code : (row as { id: string }).id;
      const first = firstRow.get(pk);
      if (first !== undefined) reject(p, `Duplicate of row ${first} (same ${'code' in row ? 'code' : 'id'})`);
      else firstRow.set(pk, p.row);
      item.row = row;
    }
    batch.push(item);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return { planned, rejected };
}
