import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, ProcessIdParamsSchema } from '../../../core/schemas/common';
import { PainPointStatusCreateSchema, PainPointStatusSchema } from '../../../core/schemas/pain-point-status';
import { addPainPointStatus, listPainPointStatuses, removePainPointStatus } from './pain-points.service';

export async function painPointRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pain-point-statuses/:processId',
    {
      config: { cache: true },
      schema: {
        params: ProcessIdParamsSchema,
        response: { 200: z.array(PainPointStatusSchema), 404: ErrorBodySchema },
      },
    },
    async (request) => listPainPointStatuses(app.db, request.params.processId),
  );

  r.post(
    '/api/pain-point-statuses',
    {
      schema: {
        body: PainPointStatusCreateSchema,
        response: { 200: PainPointStatusSchema, 201: PainPointStatusSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await app.db.transaction((tx) => addPainPointStatus(tx, request.body));
      return reply.status(result.created ? 201 : 200).send(result.status);
    },
  );

  r.delete(
    '/api/pain-point-statuses/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } } },
    async (request, reply) => {
      await app.db.transaction((tx) => removePainPointStatus(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );
}
