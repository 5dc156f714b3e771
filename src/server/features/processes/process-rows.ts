import { sql } from 'drizzle-orm';
import type { Process } from '../../../core/schemas/process';

/** A process as raw SQL selects it with PROCESS_SELECT (timestamps already ISO text). */
export type ProcessSqlRow = {
  id: string;
  job_role_id: string | null;
  name: string;
  description: string;
  version: string;
  status: string;
  created_at: string;
  updated_at: string;
};

/** A timestamp of `p` as the API writes it (what Date.toISOString gives). */
export const isoOf = (column: string) =>
  sql.raw(`to_char(p.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The columns of ProcessSqlRow, from a process aliased `p`. */
export const PROCESS_SELECT = sql`p.id, p.job_role_id, p.name, p.description, p.version, p.status,
  ${isoOf('created_at')} AS created_at, ${isoOf('updated_at')} AS updated_at`;

export function fromSqlRow(row: ProcessSqlRow): Process {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    jobRoleId: row.job_role_id,
    version: row.version,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A process of `p` as the API's JSON object, built by the database: a page of them crosses the
 * driver as one text value, which PGlite reads several times faster than the same rows field by
 * field (its protocol reader is JavaScript).
 */
export const PROCESS_JSON = sql`json_build_object('id', p.id, 'name', p.name, 'description', p.description,
  'jobRoleId', p.job_role_id, 'version', p.version, 'status', p.status,
  'createdAt', ${isoOf('created_at')}, 'updatedAt', ${isoOf('updated_at')})`;
