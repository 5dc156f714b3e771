import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamsSchema } from '../../../core/schemas/common';
import {
  ProcessImpactSchema,
  ReadinessExportQuerySchema,
  ReadinessQuerySchema,
  ReadinessSchema,
} from '../../../core/schemas/readiness';
import { fileResponse } from '../../openapi/responses';
import type { ChangeFeed } from '../../plugins/cache/change-feed';
import { exportReadinessTable, getProcessImpact, getReadiness } from './readiness.service';
import { ReadinessFactsCache } from './readiness-facts-cache';

/** The Change Readiness dashboard, its exports, and a process's headcount-weighted impact (issue 9). */
export async function readinessRoutes(app: FastifyInstance, options: { feed: ChangeFeed }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const facts = new ReadinessFactsCache(options.feed);

  r.get(
    '/api/readiness',
    {
      config: { cache: true },
      schema: { querystring: ReadinessQuerySchema, response: { 200: ReadinessSchema, 400: ErrorBodySchema } },
    },
    async (request) => getReadiness(facts.get(app.db), request.query),
  );

  r.get(
    '/api/readiness/export',
    {
      schema: {
        querystring: ReadinessExportQuerySchema,
        response: {
          200: fileResponse('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'),
        },
      },
    },
    async (request, reply) => {
      const file = await exportReadinessTable(facts.get(app.db), request.query);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );

  r.get(
    '/api/processes/:id/readiness',
    {
      config: { cache: true },
      schema: { params: IdParamsSchema, response: { 200: ProcessImpactSchema, 404: ErrorBodySchema } },
    },
    async (request) => getProcessImpact(app.db, request.params.id),
  );
}
