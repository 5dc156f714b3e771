import type { FastifyRequest } from 'fastify';
import type { UploadPlace } from '../../../core/rules/file-rules';
import type { Executor } from '../../db/client';
import { AppError } from '../errors';
import { discardUpload, type PendingFile, storeStream, tooLarge, type UploadSource } from './upload';

export interface Upload {
  fields: Record<string, string>;
  file: { filename: string; data: Buffer } | null;
}

/** A multipart request whose file was streamed into storage, not yet complete (see completeUpload). */
export interface StreamedUpload {
  fields: Record<string, string>;
  file: PendingFile | null;
}

function partsOf(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError(415, 'Send the file as multipart/form-data.');
  return request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 } });
}

/** The answer for an error met while reading a multipart body. */
function uploadError(error: unknown, maxBytes: number): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'Send one file at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(400, 'Too many form fields.');
  if (error instanceof AppError) return error;
  // Everything else here comes from parsing the body (busboy's "Boundary not found", "Unexpected
  // end of form", a broken part header, a connection lost mid-upload, ...): the request is
  // malformed, not the server.
  return new AppError(400, 'The upload is malformed.');
}

/** A file part of a multipart body: its field, its name as sent, and its bytes as they arrive. */
interface FilePart {
  fieldname: string;
  filename: string | undefined;
  file: UploadSource;
  toBuffer(): Promise<Buffer>;
}

/**
 * The one reader of multipart bodies: the plain text fields of `request` (at most 20, 64 KB each)
 * and each file part handed to `onFile` in turn, which must consume it. Any error met on the way
 * comes out as the answer for it (413, 400, 415); a non-multipart request is 415.
 */
async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
  onFile: (part: FilePart) => Promise<void>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of partsOf(request, maxBytes)) {
      if (part.type === 'file') await onFile(part);
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  return fields;
}

/**
 * Reads a multipart request with at most one file (field `file`) and plain text fields, the file
 * whole into memory: only for callers that need random access (the Bulk Import archive). A file
 * over MAX_UPLOAD_MB is answered 413 with the limit; a non-multipart request 415.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  let file: Upload['file'] = null;
  const fields = await readMultipart(request, maxBytes, async (part) => {
    const data = await part.toBuffer();
    if (part.fieldname === 'file') file = { filename: part.filename ?? 'file', data };
  });
  return { fields, file };
}

/**
 * Reads a multipart request with at most one file (field `file`, checked for `place`) and plain
 * text fields, streaming the file into storage in bounded chunks as it arrives. The stored file is
 * incomplete: the caller completes it (completeUpload) or discards it (discardUpload); when this
 * throws, nothing is left stored. 413 over MAX_UPLOAD_MB, 415 for a non-multipart request or a
 * file the place does not take.
 */
export async function receiveUpload(
  request: FastifyRequest,
  db: Executor,
  place: UploadPlace,
  maxBytes: number,
): Promise<StreamedUpload> {
  let file: PendingFile | null = null;
  try {
    const fields = await readMultipart(request, maxBytes, async (part) => {
      if (part.fieldname === 'file' && !file) {
        file = await storeStream(db, place, part.filename ?? 'file', part.file, maxBytes);
      } else {
        for await (const _ of part.file) {
          // another field's file: not stored
        }
      }
    });
    return { fields, file };
  } catch (error) {
    if (file) await discardUpload(db, (file as PendingFile).id);
    throw error;
  }
}
