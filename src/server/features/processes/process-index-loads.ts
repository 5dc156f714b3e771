import { sql } from 'drizzle-orm';
import type { Process } from '../../../core/schemas/process';
import type { Db } from '../../db/client';
import { jobRoles, processChanges, processes } from '../../db/schema';
import { CHANGE_LOG_CURSOR as CURSOR } from '../../plugins/cache/change-log';
import type { IndexRole } from './process-index';
import type { BuildWork } from './process-index-work';
import { PROCESS_JSON } from './process-rows';

/** Processes read per statement while building: each statement is short (~20 ms), others run between. */
const LOAD_CHUNK = 2000;

/** updated_at of `p` in microseconds since 1970: the index's order key (exact in a double). */
const KEY = sql`(extract(epoch from p.updated_at) * 1000000)::bigint`;

type Rows<T> = { rows: T[] };

/**
 * The job roles, and every process, newest first, with its order key: a chunk per statement
 * (keyset over the newest-first index), each chunk one JSON text.
 */
export async function loadProcesses(
  db: Db,
  work: BuildWork,
): Promise<{ roles: IndexRole[]; processes: Process[]; keys: number[] }> {
  const roles = await work.wait(db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles));
  const all: Process[] = [];
  const keys: number[] = [];
  let after: string | null = null;
  for (;;) {
    await work.pause();
    const keyset: ReturnType<typeof sql> = after
      ? sql`WHERE (p.updated_at, p.id) < (split_part(${after}, '|', 1)::timestamptz, split_part(${after}, '|', 2)::uuid)`
      : sql``;
    const result = (await work.wait(
      db.execute(sql`
        WITH c AS (
          SELECT * FROM ${processes} p ${keyset}
          ORDER BY p.updated_at DESC, p.id DESC LIMIT ${sql.raw(String(LOAD_CHUNK))}
        )
        SELECT
          (SELECT coalesce(json_agg(json_build_array(${KEY}, ${PROCESS_JSON}) ORDER BY p.updated_at DESC, p.id DESC), '[]')::text FROM c p) AS items,
          (SELECT p.updated_at::text || '|' || p.id FROM c p ORDER BY p.updated_at, p.id LIMIT 1) AS last
      `),
    )) as unknown as Rows<{ items: string; last: string | null }>;
    const row = result.rows[0];
    const chunk = JSON.parse(row?.items ?? '[]') as [number, Process][];
    for (const [key, p] of chunk) {
      keys.push(key);
      all.push(p);
    }
    if (chunk.length < LOAD_CHUNK || !row?.last) return { roles, processes: all, keys };
    after = row.last;
  }
}

export interface Changes {
  /** Where the next look starts. */
  cursor: string;
  /** The processes table was emptied: only a new build is right. */
  gap: boolean;
  /** The job roles as they are now, when any changed. */
  roles: IndexRole[] | null;
  written: { key: number; process: Process }[];
  deleted: string[];
}

/**
 * What the change log holds from `cursor` on, with the written processes as they are now, all
 * from one snapshot. A change seen before may come again (a transaction at or after the last
 * cursor that had already committed): applying it again changes nothing.
 */
export async function changesSince(db: Db, cursor: string): Promise<Changes> {
  const result = (await db.execute(sql`
    WITH c AS (SELECT DISTINCT kind, process_id FROM ${processChanges} WHERE xid >= ${cursor}::xid8)
    SELECT ${CURSOR} AS cursor,
      EXISTS (SELECT 1 FROM c WHERE kind = 'all') AS gap,
      (SELECT coalesce(json_agg(process_id), '[]')::text FROM c WHERE kind = 'p') AS ids,
      (SELECT coalesce(json_agg(json_build_array(${KEY}, ${PROCESS_JSON})), '[]')::text
        FROM ${processes} p WHERE p.id IN (SELECT process_id FROM c WHERE kind = 'p')) AS items,
      CASE WHEN EXISTS (SELECT 1 FROM c WHERE kind = 'r') THEN
        (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name)), '[]')::text FROM ${jobRoles} r)
      END AS roles
  `)) as unknown as Rows<{ cursor: string; gap: boolean; ids: string; items: string; roles: string | null }>;
  const row = result.rows[0]!;
  const written = (JSON.parse(row.items) as [number, Process][]).map(([key, process]) => ({ key, process }));
  const present = new Set(written.map((w) => w.process.id));
  return {
    cursor: row.cursor,
    gap: row.gap,
    roles: row.roles === null ? null : (JSON.parse(row.roles) as IndexRole[]),
    written,
    deleted: (JSON.parse(row.ids) as string[]).filter((id) => !present.has(id)),
  };
}
