import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, ProcessIdParamsSchema } from '../../../core/schemas/common';
import {
  ImpactSuggestionDismissalCreateSchema,
  ImpactSuggestionDismissalSchema,
  PainPointLinkCreateSchema,
  PainPointLinkSchema,
} from '../../../core/schemas/traceability';
import {
  createPainPointLink,
  deletePainPointLink,
  dismissSuggestion,
  listDismissals,
  listPainPointLinks,
  restoreSuggestion,
} from './traceability.service';

/** Pain point ↔ output/training links, and dismissed Change Impact suggestions (issue 9). */
export async function traceabilityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pain-point-links/:processId',
    {
      config: { cache: true },
      schema: {
        params: ProcessIdParamsSchema,
        response: { 200: z.array(PainPointLinkSchema), 404: ErrorBodySchema },
      },
    },
    async (request) => listPainPointLinks(app.db, request.params.processId),
  );

  r.post(
    '/api/pain-point-links',
    {
      schema: {
        body: PainPointLinkCreateSchema,
        response: {
          201: PainPointLinkSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const link = await app.db.transaction((tx) => createPainPointLink(tx, request.body));
      return reply.status(201).send(link);
    },
  );

  r.delete(
    '/api/pain-point-links/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } } },
    async (request, reply) => {
      await app.db.transaction((tx) => deletePainPointLink(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/impact-suggestion-dismissals/:processId',
    {
      config: { cache: true },
      schema: {
        params: ProcessIdParamsSchema,
        response: { 200: z.array(ImpactSuggestionDismissalSchema), 404: ErrorBodySchema },
      },
    },
    async (request) => listDismissals(app.db, request.params.processId),
  );

  r.post(
    '/api/impact-suggestion-dismissals',
    {
      schema: {
        body: ImpactSuggestionDismissalCreateSchema,
        response: {
          200: ImpactSuggestionDismissalSchema,
          201: ImpactSuggestionDismissalSchema,
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await app.db.transaction((tx) => dismissSuggestion(tx, request.body));
      return reply.status(result.created ? 201 : 200).send(result.dismissal);
    },
  );

  r.delete(
    '/api/impact-suggestion-dismissals/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } } },
    async (request, reply) => {
      await app.db.transaction((tx) => restoreSuggestion(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );
}
