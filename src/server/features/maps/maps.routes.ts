import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../core/schemas/common';
import { MapDiffSchema } from '../../../core/schemas/map-diff';
import { contentDisposition } from '../../lib/content-disposition';
import { errorResponses, fileResponse, NoBodySchema } from '../../openapi/responses';
import {
  DIAGRAM_FORMATS,
  DIAGRAM_MEDIA_TYPES,
  diagramEtag,
  diagramFile,
  diagramFileName,
  findDiagram,
} from './diagram-download';
import { getMapDiff } from './map-diff.service';

/** A downloaded diagram opened directly must not run anything in the app's origin. */
const DIAGRAM_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Workflow map diagrams compared As-Is → To-Be (issue 21: Show changes) and downloaded. */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/processes/:id/map-diff',
    {
      config: { cache: true },
      schema: { params: IdParamsSchema, response: { 200: MapDiffSchema, ...errorResponses(404) } },
    },
    async (request) => getMapDiff(app.db, request.params.id),
  );

  // Not in the response cache: it keeps no Content-Disposition. The ETag (revision and names)
  // makes a repeat download a 304 before anything is drawn.
  for (const format of DIAGRAM_FORMATS) {
    const mediaType = DIAGRAM_MEDIA_TYPES[format];
    r.get(
      `/api/artifacts/:id/diagram.${format}`,
      {
        schema: {
          params: IdParamsSchema,
          response: { 200: fileResponse(mediaType), 304: NoBodySchema, ...errorResponses(404, 422) },
        },
      },
      async (request, reply) => {
        const source = await findDiagram(app.db, request.params.id);
        const etag = diagramEtag(source, format);
        reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        const body = await diagramFile(source, format);
        return reply
          .header('Content-Type', format === 'png' ? mediaType : `${mediaType}; charset=utf-8`)
          .header(
            'Content-Disposition',
            contentDisposition(
              'attachment',
              diagramFileName(source.processName, source.artifact.name, format),
            ),
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', DIAGRAM_CSP)
          .send(body);
      },
    );
  }
}
