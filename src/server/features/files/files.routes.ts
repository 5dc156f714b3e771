import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, isUuid } from '../../../core/schemas/common';
import { StoredFileSchema, UploadQuerySchema } from '../../../core/schemas/file';
import { contentDisposition } from '../../lib/content-disposition';
import { errorResponses, fileResponse, NoBodySchema, UploadedFileSchema } from '../../openapi/responses';
import { badRequest, notFound } from '../../plugins/errors';
import {
  completeUpload,
  deleteStoredFile,
  discardUpload,
  fileChunkStream,
  getStoredFile,
} from '../../plugins/files';
import { receiveUpload } from '../../plugins/files/multipart-fields';
import { bpmnUploadRoutes } from './bpmn-upload.routes';
import { previewVisioFile } from './visio-preview';

/** Media types a browser may show inline; anything else (HTML included) downloads. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|svg\+xml)|application\/pdf|text\/plain)(;.*)?$/;

const PDF_TYPE = /^application\/pdf(;.*)?$/;
const STORED_FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/**
 * The policy a stored file is served with. An SVG, HTML or text file opened directly must not run
 * script in our origin: it is sandboxed. A PDF is not: a sandboxed document cannot host the
 * browser's PDF viewer (Chrome shows a blocked page in the in-app preview), and PDF script runs
 * inside the viewer, never in the page's origin; `default-src 'none'` still applies.
 */
function storedFileCsp(mediaType: string): string {
  return PDF_TYPE.test(mediaType) ? STORED_FILE_CSP : `${STORED_FILE_CSP}; sandbox`;
}

/**
 * Stored files: upload, delete, and download for signed-in users only (the auth guard covers
 * /objects/). A file nothing links to is removed by the orphan sweep after a grace period.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await bpmnUploadRoutes(app);

  r.post(
    '/api/files',
    {
      schema: {
        querystring: UploadQuerySchema,
        multipart: z.object({ file: UploadedFileSchema }),
        response: { 201: StoredFileSchema, ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      // The bytes stream into storage as they arrive; the file is served only once complete.
      const upload = await receiveUpload(request, app.db, request.query.purpose, app.config.maxUploadBytes);
      if (!upload.file) throw badRequest('Choose a file to upload (form field "file").');
      try {
        return reply.status(201).send(await completeUpload(app.db, upload.file));
      } catch (error) {
        await discardUpload(app.db, upload.file.id);
        throw error;
      }
    },
  );

  r.delete(
    '/api/files/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteStoredFile(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/files/:id/preview',
    {
      schema: {
        params: IdParamsSchema,
        response: {
          200: fileResponse('image/svg+xml'),
          304: NoBodySchema,
          ...errorResponses(404, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('File');
      // A stored file never changes: its bytes' hash (and the drawing code) names the drawing.
      const file = await getStoredFile(app.db, id);
      const etag = file ? `"visio-1-${file.sha256}"` : null;
      if (etag && request.headers['if-none-match'] === etag) return reply.status(304).send();
      const preview = await previewVisioFile(app.db, id);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('X-Page-Count', String(preview.pages))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .header('ETag', `"visio-1-${preview.sha256}"`)
        .header('Content-Security-Policy', storedFileCsp('image/svg+xml'))
        .send(preview.svg);
    },
  );

  r.get(
    '/objects/:id/:name',
    {
      schema: {
        params: z.object({ id: z.string().max(100), name: z.string().max(500) }),
        // Served with the media type it was stored with.
        response: { 200: fileResponse('*/*'), 304: NoBodySchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('File');
      const file = await getStoredFile(app.db, id);
      if (!file) throw notFound('File');
      if (request.headers['if-none-match'] === `"${file.sha256}"`) return reply.status(304).send();
      const inline = INLINE_TYPES.test(file.mediaType);
      reply
        .header('Content-Type', file.mediaType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .header('ETag', `"${file.sha256}"`)
        .header('Content-Security-Policy', storedFileCsp(file.mediaType));
      // Read from the database a few chunks at a time, as the client takes them.
      return reply.send(fileChunkStream(app.db, file.id, file.size));
    },
  );
}
