import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../core/schemas/common';
import {
  TrainingGenerationPlanSchema,
  TrainingGenerationRequestSchema,
  TrainingGenerationResultSchema,
} from '../../../core/schemas/training-generation';
import { generateTrainingMaterials, planTrainingGeneration } from './generation.service';

const ParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Generate Training Materials (issue 12): the plan for the dialog, and the generation itself. */
export async function trainingGenerationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/processes/:id/training-generation',
    {
      schema: {
        params: ParamsSchema,
        response: { 200: TrainingGenerationPlanSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      processId: request.params.id,
      documents: await planTrainingGeneration(app.db, request.params.id, app.config.fieldServiceProduct),
    }),
  );

  r.post(
    '/api/processes/:id/training-generation',
    {
      schema: {
        params: ParamsSchema,
        body: TrainingGenerationRequestSchema,
        response: { 201: TrainingGenerationResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const documents = await app.db.transaction((tx) =>
        generateTrainingMaterials(tx, request.params.id, request.body.documents, {
          fieldServiceProduct: app.config.fieldServiceProduct,
          origin: `${request.protocol}://${request.host}`,
        }),
      );
      return reply.status(201).send({ documents });
    },
  );
}
