import { PGlite, type PGliteInterface, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite's own start parameters plus a smaller buffer pool. PGlite defaults to PostgreSQL's 128 MB
 * of shared buffers, all of it touched at start, inside this process's memory. The data files
 * still sit in the operating system's page cache, and hot reads are answered from the response
 * cache, so 16 MB costs no measurable speed (npm run bench) and saves about 110 MB of RSS.
 */
const START_PARAMS = [
  ...['--single', '-F', '-O', '-j'],
  ...['-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0'],
  ...['-c', 'max_parallel_workers_per_gather=0', '-c', 'max_parallel_maintenance_workers=0'],
  ...['-c', 'io_method=sync', '-c', 'shared_buffers=16MB'],
];

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

type QueryOptions = Parameters<PGliteInterface['query']>[2];
type Queryable = Pick<PGliteInterface, 'query'>;

/**
 * Drizzle sends its parsers with every query, and PGlite then copies its whole parser table (one
 * entry per type, a few hundred) to merge them: about a third of a millisecond per query, a fifth
 * of a create. The same parsers are installed once on the client instead, and this view of the
 * client drops the per-query copy. Everything else passes through.
 */
function withInstalledParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction') {
        const transaction = (target as unknown as PGliteInterface).transaction.bind(target);
        return <R>(callback: (tx: Queryable) => Promise<R>) =>
          transaction((tx) => callback(withInstalledParsers(tx)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens PGlite (in memory when `dataDir` is omitted) with pg_trgm, and its view for Drizzle. */
export async function openPgliteClient(dataDir?: string): Promise<{ client: PGlite; forDrizzle: PGlite }> {
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: START_PARAMS,
    parsers: DRIZZLE_PARSERS,
  });
  // PGlite derives array parsers from element parsers when it starts; Drizzle wants these as text.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  return { client, forDrizzle: withInstalledParsers(client) };
}
