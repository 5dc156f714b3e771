import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  cleanFileName,
  fileExtension,
  MEDIA_TYPES,
  UPLOAD_PLACES,
  type UploadPlace,
} from '../../../core/rules/file-rules';
import { isUuid } from '../../../core/schemas/common';
import type { StoredFile, StoredFileSummary } from '../../../core/schemas/file';
import type { Db, Executor, Tx } from '../../db/client';
import {
  artifacts,
  fileChunks,
  files,
  processes,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { identifyUpload } from '../../lib/file-format/identify';
import { cachedFile, type RandomAccessFile } from '../../lib/file-format/random-access';
import { writeAudit } from '../../plugins/audit';
import { AppError, conflict, notFound } from '../../plugins/errors';
import { chunkWriteGate, type WriteGate } from './chunk-writes';
import { isPinned, pinnedFileIds } from './file-pins';
import { sanitizeSvgIsolated } from './svg-isolate';

/** Stored bytes are split into chunks of this size: memory holds a few chunks, never a whole file. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks read per query when a file is streamed out. */
const CHUNKS_PER_READ = 4;
/** An upload not completed within this time is a leftover of a crash: sweepIncompleteUploads removes it. */
export const INCOMPLETE_UPLOAD_TTL_MS = 60 * 60 * 1000;

/** 415 unless the extension is allowed in `place`; answers the extension. */
export function checkFileName(place: UploadPlace, name: string): string {
  const ext = fileExtension(name);
  const allowed = UPLOAD_PLACES[place] as readonly string[];
  if (!allowed.includes(ext)) {
    throw new AppError(
      415,
      `Files of type ${ext ? `.${ext}` : 'without extension'} are not accepted here. Accepted: ${allowed.map((e) => `.${e}`).join(', ')}.`,
    );
  }
  return ext;
}

/** The bytes of `file` as a RandomAccessFile, read from its chunks by offset (a few chunk-sized blocks kept). */
export function storedFileReader(ex: Executor, id: string, size: number): RandomAccessFile {
  return cachedFile(
    { size, read: (offset, length) => readFileRange(ex, id, offset, length) },
    CHUNK_BYTES,
    4,
  );
}

/** What a file turned out to be: the media type to store and serve, and whether a password protects it. */
export interface IdentifiedFile {
  mediaType: string;
  passwordProtected: boolean;
}

/** 415 with what the file really is unless its bytes are what the (non-SVG) extension promises. */
export async function identifyContent(ext: string, file: RandomAccessFile): Promise<IdentifiedFile> {
  const identified = await identifyUpload(ext, file);
  if (!identified.ok) throw new AppError(identified.status, identified.message);
  return { mediaType: identified.mediaType, passwordProtected: identified.passwordProtected };
}

/**
 * The bytes an uploaded SVG is stored as, or 415: the drawing made safe by the sanitizer (scripts,
 * handlers and outside references removed, labels and shapes kept). It is read whole, within
 * MAX_UPLOAD_MB.
 */
export async function acceptSvg(data: Buffer): Promise<Buffer> {
  const svg = await sanitizeSvgIsolated(data);
  if (!svg.ok) throw new AppError(svg.tooLarge ? 413 : 415, `This SVG is not accepted: ${svg.reason}.`);
  return svg.data;
}

export function fileUrl(file: { id: string; name: string }): string {
  return `/objects/${file.id}/${encodeURIComponent(file.name)}`;
}

/**
 * Writes bytes as numbered chunks of CHUNK_BYTES as they arrive, hashing and counting on the way.
 * Pieces smaller than a chunk are gathered in one buffer of its own, reused for every chunk: a
 * chunk's statement has sent the bytes before it resolves, and no more is allocated per chunk.
 */
class ChunkWriter {
  private staging: Buffer | null = null;
  private staged = 0;
  private seq = 0;
  private size = 0;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly ex: Executor,
    private readonly fileId: string,
    /** Shared with the other uploads under way: see chunk-writes.ts. */
    private readonly gate: WriteGate | null = null,
  ) {}

  async write(piece: Buffer): Promise<void> {
    if (piece.length === 0) return;
    this.hash.update(piece);
    this.size += piece.length;
    let at = 0;
    while (at < piece.length) {
      if (this.staged === 0 && piece.length - at >= CHUNK_BYTES) {
        // A whole chunk in one piece (bytes already in memory) goes as it is.
        await this.insert(piece.subarray(at, at + CHUNK_BYTES));
        at += CHUNK_BYTES;
        continue;
      }
      // Its own ArrayBuffer, exactly one chunk long: PGlite then sends it without a copy.
      this.staging ??= Buffer.allocUnsafeSlow(CHUNK_BYTES);
      const copied = piece.copy(this.staging, this.staged, at, at + CHUNK_BYTES - this.staged);
      this.staged += copied;
      at += copied;
      if (this.staged === CHUNK_BYTES) {
        await this.insert(this.staging);
        this.staged = 0;
      }
    }
  }

  async end(): Promise<{ size: number; sha256: string; chunks: number }> {
    if (this.staged > 0) await this.insert(this.staging!.subarray(0, this.staged));
    this.staged = 0;
    this.staging = null;
    return { size: this.size, sha256: this.hash.digest('hex'), chunks: this.seq };
  }

  private async insert(data: Buffer): Promise<void> {
    const row = { fileId: this.fileId, seq: this.seq, data };
    if (this.gate) await this.gate.run(() => this.ex.insert(fileChunks).values(row));
    else await this.ex.insert(fileChunks).values(row);
    this.seq += 1;
  }
}

/**
 * Replaces the bytes of file `fileId` with `data`, written in chunks of CHUNK_BYTES (inside `ex`'s
 * transaction when it is one); answers the size and sha256 of what was written.
 */
export async function writeFileChunks(
  ex: Executor,
  fileId: string,
  data: Buffer | AsyncIterable<Buffer>,
): Promise<{ size: number; sha256: string; chunks: number }> {
  await ex.delete(fileChunks).where(eq(fileChunks.fileId, fileId));
  const writer = new ChunkWriter(ex, fileId);
  if (Buffer.isBuffer(data)) await writer.write(data);
  else for await (const piece of data) await writer.write(piece);
  return writer.end();
}

/** Stores bytes already in memory (generated or demo files) as a complete file; answers its id and name. */
export async function insertFile(
  tx: Executor,
  file: { name: string; mediaType: string; data: Buffer },
): Promise<{ id: string; name: string }> {
  const [row] = await tx
    .insert(files)
    .values({
      name: file.name,
      mediaType: file.mediaType,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      complete: true,
    })
    .returning({ id: files.id, name: files.name });
  await writeFileChunks(tx, row!.id, file.data);
  return row!;
}

/** An upload whose bytes are stored but which is not complete yet: not served, not linkable. */
export interface PendingFile {
  id: string;
  name: string;
  /** What the bytes were identified as (text with its charset), not what the extension says. */
  mediaType: string;
  passwordProtected: boolean;
  size: number;
  sha256: string;
}

/** The file stream of a multipart part: busboy marks it truncated when it passed the size limit. */
export type UploadSource = AsyncIterable<Buffer> & { truncated?: boolean };

export function tooLarge(maxBytes: number): AppError {
  return new AppError(413, `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`);
}

async function drain(iterator: AsyncIterator<Buffer>): Promise<void> {
  while (!(await iterator.next()).done) {
    // discarded: the client may finish sending before it reads our answer
  }
}

/** Deletes a file and its chunks; a failure here is left to sweepIncompleteUploads. */
export async function discardUpload(ex: Executor, id: string): Promise<void> {
  try {
    await ex.delete(files).where(and(eq(files.id, id), eq(files.complete, false)));
  } catch {
    // The database is unreachable or the statement failed: the sweep removes the leftover later.
  }
}

/**
 * Streams an upload into storage as an incomplete file, then identifies it by the structure of its
 * format, reading the stored chunks by offset (identifyUpload): the name is checked before anything
 * is stored, an empty file refused (400) before a row is written, and an SVG read whole and
 * sanitized first. Each chunk is its own short statement, never one transaction held open while
 * the network is read. On any failure (a refusal included) nothing is left behind; on success the
 * caller must completeUpload (or discardUpload) it.
 */
export async function storeStream(
  db: Executor,
  place: UploadPlace,
  rawName: string,
  source: UploadSource,
  maxBytes: number,
): Promise<PendingFile> {
  const name = cleanFileName(rawName);
  const iterator = source[Symbol.asyncIterator]();
  let ext: string;
  try {
    ext = checkFileName(place, name);
  } catch (error) {
    await drain(iterator);
    throw error;
  }

  // The head: the whole file for an SVG (within the limit), else the first piece with bytes in it.
  const headParts: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (ext === 'svg' || headLength === 0) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    headParts.push(next.value);
    headLength += next.value.length;
  }
  let head: Buffer = Buffer.concat(headParts, headLength);
  headParts.length = 0;
  try {
    if (source.truncated) throw tooLarge(maxBytes);
    if (head.length === 0) throw new AppError(400, 'The file is empty.');
    if (ext === 'svg') head = await acceptSvg(head);
  } catch (error) {
    if (!ended) await drain(iterator);
    throw error;
  }

  const [row] = await db
    .insert(files)
    .values({
      name,
      mediaType: MEDIA_TYPES[ext] ?? 'application/octet-stream',
      size: 0,
      sha256: '',
      complete: false,
    })
    .returning({ id: files.id });
  const id = row!.id;
  try {
    const writer = new ChunkWriter(db, id, chunkWriteGate(db));
    await writer.write(head);
    head = Buffer.alloc(0);
    while (!ended) {
      const next = await iterator.next();
      if (next.done) break;
      await writer.write(next.value);
    }
    if (source.truncated) throw tooLarge(maxBytes);
    const { size, sha256 } = await writer.end();
    // The sanitizer decided for an SVG; every other kind is judged by its structure, as stored.
    const identified =
      ext === 'svg'
        ? { mediaType: MEDIA_TYPES.svg!, passwordProtected: false }
        : await identifyContent(ext, storedFileReader(db, id, size));
    return { id, name, ...identified, size, sha256 };
  } catch (error) {
    await iterator.return?.();
    await discardUpload(db, id);
    throw error;
  }
}

const storedFileColumns = {
  id: files.id,
  name: files.name,
  mediaType: files.mediaType,
  size: files.size,
  sha256: files.sha256,
  passwordProtected: files.passwordProtected,
};

/**
 * Marks a streamed upload complete in one short statement (inside `ex`'s transaction when it is
 * one), so from now on it is served and can be linked; answers the stored file.
 */
export async function completeUpload(ex: Executor, pending: PendingFile): Promise<StoredFile> {
  const [row] = await ex
    .update(files)
    .set({
      complete: true,
      size: pending.size,
      sha256: pending.sha256,
      mediaType: pending.mediaType,
      passwordProtected: pending.passwordProtected,
    })
    .where(and(eq(files.id, pending.id), eq(files.complete, false)))
    .returning(storedFileColumns);
  if (!row) throw new AppError(409, 'The upload was interrupted. Please send the file again.');
  return { ...row, url: fileUrl(row) };
}

/** Deletes uploads that never completed (a crash or lost connection mid-upload) older than `olderThanMs`; answers how many. */
export async function sweepIncompleteUploads(
  ex: Executor,
  olderThanMs: number = INCOMPLETE_UPLOAD_TTL_MS,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const removed = await ex
    .delete(files)
    .where(and(eq(files.complete, false), lt(files.createdAt, cutoff)))
    .returning({ id: files.id });
  return removed.length;
}

/** A complete stored file's metadata (no bytes), or null. */
export async function getStoredFile(ex: Executor, id: string): Promise<Omit<StoredFile, 'url'> | null> {
  const [row] = await ex
    .select(storedFileColumns)
    .from(files)
    .where(and(eq(files.id, id), eq(files.complete, true)))
    .limit(1);
  return row ?? null;
}

/**
 * The bytes of file `id` as a stream, read CHUNKS_PER_READ chunks per query only as the consumer
 * pulls; it fails (rather than ending short) when the chunks do not add up to `size`.
 */
export function fileChunkStream(ex: Executor, id: string, size: number): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    let seq = 0;
    let sent = 0;
    for (;;) {
      const rows = await ex
        .select({ seq: fileChunks.seq, data: fileChunks.data })
        .from(fileChunks)
        .where(
          and(
            eq(fileChunks.fileId, id),
            gte(fileChunks.seq, seq),
            lte(fileChunks.seq, seq + CHUNKS_PER_READ - 1),
          ),
        )
        .orderBy(asc(fileChunks.seq));
      for (const row of rows) {
        if (row.seq !== seq) break;
        seq += 1;
        sent += row.data.length;
        yield row.data;
      }
      if (rows.length < CHUNKS_PER_READ || seq % CHUNKS_PER_READ !== 0) break;
    }
    if (sent !== size) throw new Error(`stored file ${id} has ${sent} of its ${size} bytes`);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A complete stored file's metadata and a stream of its bytes, or null when there is no such file. */
export async function openFileStream(
  ex: Executor,
  id: string,
): Promise<(Omit<StoredFile, 'url'> & { stream: Readable }) | null> {
  const file = await getStoredFile(ex, id);
  return file ? { ...file, stream: fileChunkStream(ex, id, file.size) } : null;
}

/**
 * Up to `length` bytes of stored file `id` from `offset` (fewer at the end), read from the chunks
 * that hold them only. Every writer cuts chunks of exactly CHUNK_BYTES but the last.
 */
export async function readFileRange(
  ex: Executor,
  id: string,
  offset: number,
  length: number,
): Promise<Buffer> {
  if (length <= 0 || offset < 0) return Buffer.alloc(0);
  const first = Math.floor(offset / CHUNK_BYTES);
  const last = Math.floor((offset + length - 1) / CHUNK_BYTES);
  const rows = await ex
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, id), gte(fileChunks.seq, first), lte(fileChunks.seq, last)))
    .orderBy(asc(fileChunks.seq));
  const joined = rows.length === 1 ? rows[0]!.data : Buffer.concat(rows.map((r) => r.data));
  const start = offset - first * CHUNK_BYTES;
  return joined.subarray(start, start + length);
}

/** A complete stored file's bytes in one Buffer: only for files known to be small (images to embed, tests). */
export async function readWholeFile(
  ex: Executor,
  id: string,
): Promise<{ mediaType: string; data: Buffer } | null> {
  const file = await getStoredFile(ex, id);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of fileChunkStream(ex, id, file.size)) parts.push(part as Buffer);
  return { mediaType: file.mediaType, data: Buffer.concat(parts) };
}

/** The stored file id inside a /objects/{id}/{name} URL, or null for anything else. */
export function fileIdFromUrl(url: string | null | undefined): string | null {
  const match = url ? /^\/objects\/([0-9a-f-]{36})\//i.exec(url) : null;
  return match && isUuid(match[1]!) ? match[1]!.toLowerCase() : null;
}

/**
 * True when a complete stored file with that id exists; inside a transaction the caller then holds
 * a KEY SHARE lock on it (what a foreign key check takes) until it ends. A writer that checks a
 * stored file this way before writing its link (training artifacts, tier documents) can never
 * leave a link to a deleted file: a delete of that file (the orphan sweep, DELETE /api/files/{id},
 * deleteFileIfUnused) either waits for the link to commit and then sees it, or deleted the file
 * first, and this answers false. KEY SHARE rather than SHARE: it blocks deletes, not updates of
 * the file's other columns (Bulk Import's merge); writers linking the same file never wait.
 */
export async function fileExists(tx: Executor, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, id), eq(files.complete, true)))
    .limit(1)
    .for('key share');
  return Boolean(row);
}

/** A stored file's id as it appears inside any text that links to it (case as typed). */
const STORED_FILE_ID_PATTERN =
  '/objects/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})/';

/** The ids of the stored files that `text` links to (lower case). */
export function linkedFileIds(text: string): Set<string> {
  const ids = new Set<string>();
  for (const match of text.matchAll(new RegExp(STORED_FILE_ID_PATTERN, 'g')))
    ids.add(match[1]!.toLowerCase());
  return ids;
}

/**
 * Each stored file `texts` link to and `before` did not must exist, complete: 400 otherwise.
 * fileExists takes a KEY SHARE lock on each, held to the end of the caller's transaction, so the
 * orphan sweep cannot delete a file a write is linking (see sweepOrphanFiles). Links already there
 * before are left alone: a file gone earlier does not stop an unrelated edit.
 */
export async function requireNewlyLinkedFiles(tx: Tx, texts: string[], before: string[] = []): Promise<void> {
  const known = linkedFileIds(before.join(' '));
  for (const id of linkedFileIds(texts.join(' '))) {
    if (known.has(id)) continue;
    if (!(await fileExists(tx, id)))
      throw new AppError(400, 'The uploaded file was not found. Upload it again.');
  }
}

/**
 * Every row a user sees and deletes that can link a stored file, with all its text that may hold
 * a link (`refs`): an artifact's file, description and content (a workflow map's subordinate
 * images are inside it), a training artifact's and a tier document's file and description
 * (generated documents are tier documents). Web addresses that point at /objects/ count too.
 * Audit events do not: nobody can delete them, and they keep copies, not links.
 */
const fileReferences = sql`
  select 'artifact' as kind, a.name, a.process_id,
         concat_ws(' ', a.file_url, a.description, a.content::text) as refs
    from ${artifacts} a
  union all
  select 'training_artifact', t.name, t.process_id, concat_ws(' ', t.file_url, t.description)
    from ${trainingArtifacts} t
  union all
  select 'tier_document', d.name, d.process_id, concat_ws(' ', d.file_url, d.description)
    from ${trainingTierDocuments} d`;

/** The ids of every stored file something links to (a subquery yielding one uuid column, `id`). */
export function referencedFileIds() {
  return sql`select distinct lower(m[1])::uuid as id
    from (${fileReferences}) r
    cross join lateral regexp_matches(r.refs, ${STORED_FILE_ID_PATTERN}, 'g') as m
    where strpos(r.refs, '/objects/') > 0`;
}

const KIND_LABELS: Record<string, string> = {
  artifact: 'the artifact',
  training_artifact: 'the training material',
  tier_document: 'the training document',
};

/** What links stored file `id`, in words ("the artifact ‘Quote process’ of ‘Service Call Dispatch’"), at most `limit` of them, and how many in all. */
export async function fileUsers(
  ex: Executor,
  id: string,
  limit = 3,
): Promise<{ names: string[]; total: number }> {
  const pattern = `%/objects/${id.toLowerCase()}/%`;
  const rows = await ex
    .execute<{ kind: string; name: string; process_name: string | null; total: number }>(sql`
      select r.kind, r.name, p.name as process_name, (count(*) over ())::int as total
        from (${fileReferences}) r
        left join ${processes} p on p.id = r.process_id
       where r.refs ilike ${pattern}
       order by r.kind, p.name, r.name
       limit ${limit}`)
    .then(
      (r) =>
        (
          r as unknown as {
            rows: { kind: string; name: string; process_name: string | null; total: number }[];
          }
        ).rows,
    );
  return {
    names: rows.map(
      (r) => `${KIND_LABELS[r.kind]} ‘${r.name}’${r.process_name === null ? '' : ` of ‘${r.process_name}’`}`,
    ),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** "This file is still used by A, B and 3 more." */
function stillUsedMessage({ names, total }: { names: string[]; total: number }): string {
  const more = total - names.length;
  const parts = more > 0 ? [...names, `${more} more`] : names;
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `This file is still used by ${listed}.`;
}

/**
 * Locks complete stored file `id` against concurrent links and deletes (FOR UPDATE: it waits for
 * any transaction that checked it with fileExists to end); answers its name, or null when there is
 * no such file. The caller's next statement takes a new snapshot (READ COMMITTED), so it sees
 * every link committed while this waited.
 */
async function lockFileForDelete(
  tx: Tx,
  id: string,
  completeOnly: boolean,
): Promise<{ name: string } | null> {
  const [row] = await tx
    .select({ name: files.name })
    .from(files)
    .where(completeOnly ? and(eq(files.id, id), eq(files.complete, true)) : eq(files.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Deletes complete stored file `id` (its chunks with it) with an audit event, unless something
 * links to it: 409 naming what does; 404 for an unknown or unfinished upload. The check follows
 * the row lock, so a link committed meanwhile is seen and a later one finds the file gone.
 */
export async function deleteStoredFile(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('File');
  const file = await lockFileForDelete(tx, id, true);
  if (!file) throw notFound('File');
  // Checked inside the transaction: on PGlite an export's snapshot transaction (which pins) and this
  // one run one after the other, so either the export never listed the file or its pin is seen.
  if (isPinned(id)) {
    throw conflict(
      'An Export All download still has to read this file; delete it when the download has finished.',
    );
  }
  const users = await fileUsers(tx, id);
  if (users.total > 0) throw conflict(stillUsedMessage(users));
  const [before] = await tx.delete(files).where(eq(files.id, id)).returning(storedFileColumns);
  await writeAudit(tx, {
    action: 'delete',
    entityType: 'file',
    entityId: id,
    summary: `Deleted file "${file.name}"`,
    before: { ...before!, url: fileUrl(before!) },
  });
}

/** Deletes the file behind `url` when nothing links to it any more (see fileReferences). */
export async function deleteFileIfUnused(tx: Tx, url: string | null | undefined): Promise<void> {
  const id = fileIdFromUrl(url);
  if (!id) return;
  // Lock first, then look: see lockFileForDelete.
  if (!(await lockFileForDelete(tx, id, false))) return;
  // A file an export still has to read stays, unlinked: sweepOrphanFiles removes it later.
  if (isPinned(id)) return;
  if ((await fileUsers(tx, id, 1)).total === 0) await tx.delete(files).where(eq(files.id, id));
}

/**
 * How long a complete stored file that nothing links to is kept: the time an API client has to
 * link an upload (the app's own dialogs do it within seconds). sweepOrphanFiles deletes it then.
 */
export const ORPHAN_FILE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Files deleted per transaction of the orphan sweep. */
const ORPHAN_SWEEP_BATCH = 500;

/**
 * Deletes complete stored files older than `graceMs` that nothing links to (with their chunks);
 * answers how many. Unfinished uploads are left to sweepIncompleteUploads.
 *
 * Safe beside other instances and requests, per batch in one transaction of two statements (READ
 * COMMITTED). 1: pick the unlinked old files and lock them FOR UPDATE SKIP LOCKED: a file whose
 * row a writer holds (fileExists' KEY SHARE while it links the file, or another delete) is skipped,
 * never waited for. 2: delete those of them that are still unlinked, judged on a fresh snapshot.
 * A link committed after statement 1's snapshot but before its lock is seen by statement 2; a
 * writer arriving after the lock waits on it, then finds the file gone (its create fails with 400).
 * One statement could not do it: its snapshot would miss a link committed while it ran, and a row
 * lock alone makes a DELETE wait but not look again at other tables.
 */
export async function sweepOrphanFiles(
  db: Db,
  graceMs: number = ORPHAN_FILE_GRACE_MS,
  /** For tests: runs between the two statements, the candidates locked. */
  afterLock?: (ids: string[]) => Promise<void>,
): Promise<number> {
  const cutoff = new Date(Date.now() - graceMs);
  let removed = 0;
  for (;;) {
    const { picked, deleted } = await db.transaction(async (tx) => {
      // Files an export still has to read are left for a later sweep (see file-pins).
      const pinned = pinnedFileIds();
      const candidates = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            eq(files.complete, true),
            lt(files.createdAt, cutoff),
            sql`${files.id} not in (${referencedFileIds()})`,
            pinned.length ? sql`${files.id} <> all(${`{${pinned.join(',')}}`}::uuid[])` : undefined,
          ),
        )
        .orderBy(asc(files.createdAt))
        .limit(ORPHAN_SWEEP_BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return { picked: 0, deleted: 0 };
      await afterLock?.(candidates.map((c) => c.id));
      const ids = `{${candidates.map((c) => c.id).join(',')}}`;
      const gone = await tx
        .delete(files)
        .where(and(sql`${files.id} = any(${ids}::uuid[])`, sql`${files.id} not in (${referencedFileIds()})`))
        .returning({ id: files.id });
      return { picked: candidates.length, deleted: gone.length };
    });
    removed += deleted;
    if (picked < ORPHAN_SWEEP_BATCH) return removed;
  }
}

/**
 * Each item with `file`: what a list shows about the complete stored file behind its fileUrl
 * (media type, size, password-protected), or null for a web link or a file that is gone. One
 * query for the whole list.
 */
export async function withStoredFiles<T extends { fileUrl: string | null }>(
  ex: Executor,
  items: readonly T[],
): Promise<(T & { file: StoredFileSummary | null })[]> {
  const ids = [
    ...new Set(items.map((i) => fileIdFromUrl(i.fileUrl)).filter((id): id is string => id !== null)),
  ];
  const found = new Map<string, StoredFileSummary>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await ex
      .select({
        id: files.id,
        mediaType: files.mediaType,
        size: files.size,
        passwordProtected: files.passwordProtected,
      })
      .from(files)
      .where(and(inArray(files.id, ids.slice(at, at + 500)), eq(files.complete, true)));
    for (const { id, ...summary } of rows) found.set(id, summary);
  }
  return items.map((item) => {
    const id = fileIdFromUrl(item.fileUrl);
    return { ...item, file: (id && found.get(id)) || null };
  });
}
