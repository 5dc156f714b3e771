import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../core/schemas/common';
import { MapDiffSchema } from '../../../core/schemas/map-diff';
import { errorResponses } from '../../openapi/responses';
import { getMapDiff } from './map-diff.service';

/** Workflow map diagrams compared As-Is → To-Be (issue 21: Show changes). */
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
}
