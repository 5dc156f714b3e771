import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangeImpactSchema, ChangeImpactUpsertSchema } from '../../../core/schemas/change-impact';
import { ErrorBodySchema, IdParamsSchema, ProcessIdParamsSchema } from '../../../core/schemas/common';
import { deleteChangeImpact, listChangeImpacts, upsertChangeImpact } from './change-impact.service';

export async function changeImpactRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/change-impact-assessments/:processId',
    {
      config: { cache: true },
      schema: {
        params: ProcessIdParamsSchema,
        response: { 200: z.array(ChangeImpactSchema), 404: ErrorBodySchema },
      },
    },
    async (request) => listChangeImpacts(app.db, request.params.processId),
  );

  r.post(
    '/api/change-impact-assessments',
    {
      schema: { body: ChangeImpactUpsertSchema, response: { 200: ChangeImpactSchema, 400: ErrorBodySchema } },
    },
    async (request) => app.db.transaction((tx) => upsertChangeImpact(tx, request.body)),
  );

  r.delete(
    '/api/change-impact-assessments/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } } },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteChangeImpact(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );
}
