import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';

export interface Upload {
  fields: Record<string, string>;
  file: { filename: string; data: Buffer } | null;
}

/**
 * Reads a multipart request with at most one file (field `file`) and plain text fields. A file
 * over MAX_UPLOAD_MB is answered 413 with the limit; a non-multipart request 415.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { filename: part.filename ?? 'file', data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`);
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'Send one file at a time.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(400, 'Too many form fields.');
    if (error instanceof AppError) throw error;
    // Everything else here comes from parsing the body (busboy's "Boundary not found", "Unexpected
    // end of form", a broken part header, ...): the request is malformed, not the server.
    throw new AppError(400, 'The upload is malformed.');
  }
  return { fields, file };
}
