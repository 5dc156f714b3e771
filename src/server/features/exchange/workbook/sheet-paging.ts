import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processes } from '../../../db/schema';
import type { SheetColumn, SheetValue } from '../../../lib/xlsx-sheet';

export type Cell = SheetValue;

/** One sheet of the workbook: its heading and its rows, read as they are written. */
export interface Sheet {
  name: string;
  columns: SheetColumn[];
  rows: () => AsyncIterable<Cell[]>;
}

export const BATCH = 500;

/**
 * Reads rows in keyset pages: `fetch(after)` returns the page after the given last row (or the
 * first page); each query starts where the previous one ended, so no page re-reads earlier rows.
 */
export async function* keyset<R>(fetch: (after: R | null) => Promise<R[]>): AsyncGenerator<R[]> {
  let after: R | null = null;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!;
  }
}

export interface ProcessKey {
  id: string;
  jobRoleId: string | null;
}

/**
 * Every process's id and role, by name then id, read once per export (a few dozen bytes a
 * process): the sheets then fetch their rows a page of processes at a time by id, so no query
 * sorts the whole table again.
 */
export function processOrder(db: Db): () => Promise<ProcessKey[]> {
  let order: Promise<ProcessKey[]> | null = null;
  return () => {
    order ??= db
      .select({ id: processes.id, jobRoleId: processes.jobRoleId })
      .from(processes)
      .orderBy(asc(processes.name), asc(processes.id));
    return order;
  };
}

export function pages<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The rows of a table that hangs on processes, in process order, one query per page of processes. */
export async function* byProcess<R>(
  order: () => Promise<ProcessKey[]>,
  fetch: (processIds: string[]) => Promise<R[]>,
  toCells: (row: R) => Cell[],
): AsyncGenerator<Cell[]> {
  for (const page of pages(await order())) {
    for (const row of await fetch(page.map((p) => p.id))) yield toCells(row);
  }
}
