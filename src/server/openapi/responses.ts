import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ErrorBodySchema } from '../../core/schemas/common';

/**
 * Shapes the routes declare for their answers beside their JSON bodies. Every schema here is a zod
 * schema, so the OpenAPI document is generated from the same declarations the server runs with.
 */

/** Status codes a route answers with the plain `{ message, issues? }` error body. */
export type ErrorStatus = 400 | 404 | 406 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * The error answers a route gives beyond what every route of its kind gives (401 without a
 * session, 403 cross-site, 400/413/415 for a write's body: see openapi/document.ts), e.g.
 * `errorResponses(404, 409)`.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    S,
    typeof ErrorBodySchema
  >;
}

/**
 * A file's bytes, documented as a binary string. Only ever documentation: files go out as a
 * Buffer or a stream, which Fastify sends without serializing.
 */
export const BinarySchema = z
  .custom<Buffer | Readable | string>(() => true)
  .meta({ type: 'string', format: 'binary', description: "The file's bytes." });

/** A file uploaded in a multipart/form-data field. */
export const UploadedFileSchema = z.string().meta({ format: 'binary', description: 'The file to upload.' });

/** An answer that is a file of one of these media types (`*\/*`: whatever type it was stored with). */
export function fileResponse(...mediaTypes: string[]) {
  return {
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: BinarySchema }])),
  };
}

/** An answer with no body (`reply.send()`): 204, or 304 when the client's ETag still matches. */
export const NoBodySchema = z.undefined();
