import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The buffer pool for a data directory of `dataBytes`: a sixteenth of it, between 16 and 128 MB.
 * PGlite defaults to PostgreSQL's 128 MB, all of it inside this process's memory (and made resident
 * when the database starts), which a small repository does not need: 10,000 processes fit 16 MB of
 * hot pages, and most of a large directory is the Version History log, read a page of 50 events at
 * a time (at 10,000 processes and 1,000,000 events an eighth kept 78 MB of pool resident, a
 * fifth of the RSS budget). A large repository does need a pool: a page missing from it is a file
 * read through PGlite's file system layer, which made reads of 100,000 processes several times
 * slower with 16 MB.
 */
export function sharedBuffersMb(dataBytes: number): number {
  return Math.min(128, Math.max(16, Math.round(dataBytes / 16 / 2 ** 20)));
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** PGlite's own start parameters, with the buffer pool sized for the data. */
function startParams(sharedMb: number): string[] {
  return [
    ...['--single', '-F', '-O', '-j'],
    ...['-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
    ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0'],
    ...['-c', 'max_parallel_workers_per_gather=0', '-c', 'max_parallel_maintenance_workers=0'],
    ...['-c', 'io_method=sync', '-c', `shared_buffers=${sharedMb}MB`],
  ];
}

const asText = (value: string) => value;
/**
 * The parsers Drizzle's PGlite driver asks for: dates, times, intervals and numeric, date and time
 * arrays stay text, and Drizzle maps them itself.
 */
const DRIZZLE_PARSERS: Record<number, (value: string) => unknown> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/**
 * bytea both ways without PGlite's own byte-by-byte conversion, which builds a hex string through
 * one array element and one small string per byte: a 256 KiB file chunk cost about 25 ms of
 * main-thread time to send and 15 ms to read, and tens of MB of garbage. A Uint8Array parameter returned as it is goes to the
 * server in PostgreSQL's binary format (PGlite sends any typed-array parameter so), and results,
 * which PGlite always reads as text, are decoded from hex by Buffer in one call.
 */
const BYTEA_SERIALIZERS = {
  [types.BYTEA]: (value: unknown) => {
    if (!ArrayBuffer.isView(value)) return String(value);
    // A view of a whole ArrayBuffer goes as that buffer, which PGlite does not copy first.
    return value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? value.buffer : value;
  },
} as unknown as Record<number, (value: unknown) => string>;
const BYTEA_PARSERS = { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') };

/**
 * Opens PGlite (in memory when `dataDir` is omitted) with pg_trgm, in the thread that calls it:
 * pglite-worker.ts. Drizzle's parsers are installed on the client once; the worker sends none with
 * a query (PGlite copies its whole parser table, a few hundred entries, to merge per-query ones:
 * about a third of a millisecond per query).
 */
export async function openPgliteClient(dataDir?: string): Promise<{ client: PGlite }> {
  const base = dataDir ? path.join(dataDir, 'base') : null;
  const dataBytes = base && fs.existsSync(base) ? directoryBytes(base) : 0;
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: startParams(sharedBuffersMb(dataBytes)),
    parsers: { ...DRIZZLE_PARSERS, ...BYTEA_PARSERS },
    serializers: BYTEA_SERIALIZERS,
  });
  // PGlite derives array parsers from element parsers when it starts; Drizzle wants these as text.
  Object.assign(client.parsers, DRIZZLE_PARSERS, BYTEA_PARSERS);
  return { client };
}
