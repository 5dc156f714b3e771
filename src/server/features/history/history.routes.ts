import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditEventDetailSchema,
  HistoryFacetsSchema,
  HistoryQuerySchema,
  RepositoryHistoryEventSchema,
  RepositoryHistoryQuerySchema,
} from '../../../core/schemas/audit';
import { ErrorBodySchema, IdParamsSchema } from '../../../core/schemas/common';
import { sendJsonText } from '../../lib/send-json-text';
import { notFound } from '../../plugins/errors';
import { historyFacets, listHistory, listProcessHistory } from './history.service';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/processes/:id/history',
    {
      config: { cache: { process: 'params.id' } },
      schema: {
        params: IdParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: z.array(AuditEventDetailSchema), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Whether the process exists: the index knows at once while it is current; behind a write,
      // the history's own statement says, rather than the request waiting for the index.
      if (app.processIndex.one(request.params.id) === null) throw notFound('Process');
      const page = await listProcessHistory(app.db, request.params.id.toLowerCase(), request.query);
      if (!page.found) throw notFound('Process');
      reply.header('X-Total-Count', String(page.total));
      return sendJsonText(reply, page.body);
    },
  );

  r.get(
    '/api/history',
    {
      config: { cache: true },
      schema: {
        querystring: RepositoryHistoryQuerySchema,
        response: { 200: z.array(RepositoryHistoryEventSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await listHistory(app.db, request.query);
      reply.header('X-Total-Count', String(page.total));
      if (page.capped) reply.header('X-Total-Count-Capped', 'true');
      return sendJsonText(reply, page.body);
    },
  );

  r.get(
    '/api/history/facets',
    { config: { cache: true }, schema: { response: { 200: HistoryFacetsSchema } } },
    async () => historyFacets(app.db),
  );
}
