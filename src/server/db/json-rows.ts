import { type Column, getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/*
 * Pages of rows read as one JSON text (`json_agg(t)::text`): a driver hands a text over whole,
 * where it decodes a page of rows field by field, and PGlite's thread then copies each field to
 * the server's thread. Measured on 26 Nov 2026 at 1,000,000 audit events, a process's first 20
 * events: 1.40 ms as rows against 0.84 ms as one text on PGlite, 0.72 against 0.37 ms on
 * PostgreSQL.
 */

type Reader = { key: string; name: string; read: (value: unknown) => unknown };
const readers = new WeakMap<Table, Reader[]>();

function readersOf(table: Table): Reader[] {
  let list = readers.get(table);
  if (!list) {
    list = Object.entries(getTableColumns(table)).map(([key, column]: [string, Column]) => ({
      key,
      name: column.name,
      // A json or jsonb value is already itself inside the text. Every other column reads the
      // value as from the driver: a timestamp's text to a Date, a bigint's to a number.
      read:
        column.columnType === 'PgJson' || column.columnType === 'PgJsonb'
          ? (value: unknown) => value
          : (value: unknown) => column.mapFromDriverValue(value),
    }));
    readers.set(table, list);
  }
  return list;
}

/** A row of `table` as json_agg writes it (by column name), as Drizzle's select gives it. */
function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const { key, name, read } of readersOf(table)) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : read(value);
  }
  return row as InferSelectModel<T>;
}

/** The rows of `table` in the text of `json_agg(t)` (none for null: json_agg of no row). */
export function rowsFromJson<T extends Table>(table: T, text: string | null): InferSelectModel<T>[] {
  if (text === null) return [];
  return (JSON.parse(text) as Record<string, unknown>[]).map((json) => rowFromJson(table, json));
}
