import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../../../core/schemas/common';
import { arrivalOf, type ChangeFeed } from './change-feed';
import { everythingExpires, type Scope, type Scopes } from './change-scopes';

/**
 * What a route's answers depend on: `true`, anything in the repository (a change anywhere expires
 * them); `{ process: 'params.id' }` or `{ process: 'query.processId' }`, only the process that
 * request value names (its row and the rows that carry its id: artifacts, audit events, …) and
 * changes to everything (job roles, divisions, files, a restore). Without that value, anything.
 */
export type CacheRule = boolean | { process: `params.${string}` | `query.${string}` };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers until a change they depend on (CacheRule). */
    cache?: CacheRule;
  }
  interface FastifyRequest {
    cacheVersion?: number;
    cacheScope?: Scope;
    /** The answer this request computes, which other simultaneous requests for its URL wait for. */
    cacheFlight?: Flight;
    /**
     * Set by a handler whose answer costs less to make again than to keep (a page the in-memory
     * process index answers): it still gets an ETag and 304, but takes no room from answers worth
     * keeping.
     */
    cacheNotKept?: boolean;
  }
}

/** An answer being computed for a URL at a feed version; `release` lets those waiting for it go on. */
interface Flight {
  version: number;
  done: Promise<void>;
  release: () => void;
}

interface Entry {
  version: number;
  scope: Scope;
  body: Buffer;
  /**
   * The body brotli-compressed, made when a client that accepts it first asks (null: too small or
   * not worth it; undefined: not made yet). Clients that do not accept it never pay for it.
   */
  br?: Buffer | null;
  etag: string;
  contentType: string;
  /** Headers of the answer that belong to its content (paging totals). */
  headers: [string, string][];
}

/**
 * The cache's share of the memory budget (350 MB at 10,000 processes, npm run bench). Every
 * distinct search is an entry, so a day of searching fills it; the least recently used go first.
 */
const MAX_CACHE_BYTES = 32 * 1024 * 1024;
/** An answer larger than this is not kept (the full list of a 10,000-process repository is 3.5 MB). */
const MAX_ENTRY_BYTES = MAX_CACHE_BYTES / 2;
const MIN_COMPRESS_BYTES = 1024;

/** Brotli at a middle quality: most of the gain for JSON at a few ms per megabyte. */
function compressBody(body: Buffer): Buffer | null {
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return br.length < body.length * 0.9 ? br : null;
}

/** The ETag of an answer's bytes. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function acceptsBrotli(request: FastifyRequest): boolean {
  const accept = request.headers['accept-encoding'];
  return typeof accept === 'string' && /(^|[\s,])br(\s*;\s*q=(0\.0*[1-9]|1)|\s*(,|$))/.test(accept);
}

/** The process the matched route's rule names for this request (lower case, as the log has it). */
function scopeOf(request: FastifyRequest, rule: CacheRule): Scope {
  if (typeof rule !== 'object') return null;
  const [from, name] = rule.process.split('.') as ['params' | 'query', string];
  const value = (request[from] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CONTENT_HEADERS = ['X-Total-Count', 'X-Total-Count-Capped'];

/**
 * Serves repeated reads from memory: an answer is kept with the change-feed version it was
 * computed at and what it depends on (CacheRule), and used while no change heard since (any
 * committed write, on any instance, is heard) touched that (`scopes`: by the change log; without
 * it, while the version is current). Every cached answer carries an ETag, so an unchanged list
 * costs a 304.
 */
export function registerResponseCache(
  app: FastifyInstance,
  feed: ChangeFeed,
  scopes: Scopes = everythingExpires(feed),
): void {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const evict = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length + (old.br?.length ?? 0);
    entries.delete(key);
  };

  const brotliOf = (entry: Entry): Buffer | null => {
    if (entry.br === undefined) {
      entry.br = entry.body.length >= MIN_COMPRESS_BYTES ? compressBody(entry.body) : null;
      bytes += entry.br?.length ?? 0;
    }
    return entry.br;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply
      .header('ETag', entry.etag)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Accept-Encoding');
    for (const [name, value] of entry.headers) reply.header(name, value);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    reply.header('Content-Type', entry.contentType);
    const br = acceptsBrotli(request) ? brotliOf(entry) : null;
    if (br) return reply.header('Content-Encoding', 'br').send(br);
    return reply.send(entry.body);
  };

  /**
   * Answers being computed, by URL: simultaneous misses for one URL wait for the first one instead
   * of each computing it (after a write, ten dashboards asking at once cost one computation).
   */
  const computing = new Map<string, Flight>();
  // The request's own flight: a later version's may have taken its place in the map meanwhile, and
  // those waiting for this one must still go on (else they wait until their clients give up).
  const release = (request: FastifyRequest) => {
    const flight = request.cacheFlight;
    if (!flight) return;
    request.cacheFlight = undefined;
    if (computing.get(request.url) === flight) computing.delete(request.url);
    flight.release();
  };

  const fresh = async (key: string): Promise<Entry | undefined> => {
    let entry = entries.get(key);
    if (!entry) return undefined;
    let holds = scopes.holds(entry.scope, entry.version);
    if (holds === undefined) {
      await scopes.catchUp();
      entry = entries.get(key);
      if (!entry) return undefined;
      holds = scopes.holds(entry.scope, entry.version);
    }
    if (holds !== true) {
      // Not yet known whether it holds (looking at the log failed): asked again, not thrown away.
      if (holds === false) evict(key);
      return undefined;
    }
    // Move to the back: the map's order is the eviction order (least recently used first).
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  // Each heard change is looked up in the log at once while anything is kept, so that an answer
  // computed next is judged against it, not against a later look that would date it later.
  const stopLooking = feed.onChange(() => {
    if (entries.size > 0) void scopes.catchUp();
  });
  app.addHook('onClose', async () => stopLooking());

  // Registered after the auth guard, so only signed-in requests reach the cache.
  app.addHook('onRequest', async (request, reply) => {
    // Everything this instance keeps per change-feed version (this cache, the process index, the
    // role names, the readiness facts) is trusted by a request only once every write answered
    // before it arrived has been heard: a client that wrote through another instance and got its
    // answer must not read the old data here. Free while this instance holds its read lease; else
    // one round trip, which the session check has usually waited for already.
    if (feed.live && !request.is404 && request.routeOptions.config?.public !== true) {
      await feed.readable(arrivalOf(reply));
    }
    const rule = request.routeOptions.config?.cache;
    if (request.method !== 'GET' || !rule || !feed.live) return;
    // Taken before any wait: an answer computed now is stored as of this version or an older one.
    const version = feed.version;
    request.cacheVersion = version;
    request.cacheScope = scopeOf(request, rule);
    let entry = await fresh(request.url);
    if (!entry) {
      const flight = computing.get(request.url);
      if (!flight || flight.version !== version) {
        let done!: () => void;
        const promise = new Promise<void>((resolve) => {
          done = resolve;
        });
        const own: Flight = { version, done: promise, release: done };
        computing.set(request.url, own);
        request.cacheFlight = own;
        // Whatever happens to this request (error, client gone), the waiting ones go on.
        reply.raw.once('close', () => release(request));
        return;
      }
      await flight.done;
      entry = feed.version === version ? await fresh(request.url) : undefined;
      if (!entry) return;
    }
    // Served from the cache: onSend must not take the (possibly compressed) bytes for a new answer.
    request.cacheVersion = undefined;
    return send(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write answered here moves the version on before the client can read again, here or on any
    // other instance (every one answering from memory has heard the commit: ChangeFeed.settle).
    // Refused by the gate (not signed in, another site): nothing was written, nothing to wait for.
    if (UNSAFE_METHODS.has(request.method)) {
      feed.bump();
      if (reply.statusCode !== 401 && reply.statusCode !== 403) await feed.settle();
      return payload;
    }
    if (request.cacheVersion === undefined || reply.statusCode !== 200) {
      release(request);
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      release(request);
      return payload;
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    // A handler that knows its answer's ETag (a large answer it keeps itself) saves the hashing.
    const preset = reply.getHeader('ETag');
    const etag = typeof preset === 'string' ? preset : etagOf(body);
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (body.length > MAX_ENTRY_BYTES || request.cacheNotKept) {
      release(request);
      if (request.headers['if-none-match'] === etag) {
        reply.status(304);
        return '';
      }
      return payload;
    }
    const size = body.length;
    evict(request.url);
    while (bytes + size > MAX_CACHE_BYTES && entries.size > 0) evict(entries.keys().next().value!);
    const entry: Entry = {
      version: request.cacheVersion,
      scope: request.cacheScope ?? null,
      body,
      etag,
      contentType: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
      headers: CONTENT_HEADERS.flatMap((name) => {
        const value = reply.getHeader(name);
        return value === undefined ? [] : [[name, String(value)] as [string, string]];
      }),
    };
    entries.set(request.url, entry);
    bytes += size;
    release(request);
    reply.header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    // Compressed once, for the first client that accepts it; later hits reuse the bytes.
    const br = acceptsBrotli(request) ? brotliOf(entry) : null;
    if (br) {
      reply.header('Content-Encoding', 'br');
      return br;
    }
    return payload;
  });
}
