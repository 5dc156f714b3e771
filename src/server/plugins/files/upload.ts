import { and, eq, lt } from 'drizzle-orm';
import {
  cleanFileName,
  fileExtension,
  MEDIA_TYPES,
  UPLOAD_PLACES,
  type UploadPlace,
} from '../../../core/rules/file-rules';
import type { StoredFile } from '../../../core/schemas/file';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';
import { identifyUpload } from '../../lib/file-format/identify';
import type { RandomAccessFile } from '../../lib/file-format/random-access';
import { AppError } from '../errors';
import { ChunkWriter } from './chunk-writer';
import { chunkWriteGate } from './chunk-writes';
import { storedFileReader } from './file-read';
import { fileUrl, storedFileColumns } from './stored-file';
import { sanitizeSvgIsolated } from './svg-isolate';

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
