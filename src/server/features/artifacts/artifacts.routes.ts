import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArtifactListQuerySchema, ArtifactSchema } from '../../../core/schemas/artifact';
import { ErrorBodySchema, IdParamsSchema } from '../../../core/schemas/common';
import { notFound } from '../../plugins/errors';
import { findArtifact, listArtifacts } from './artifacts.service';

export async function artifactRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/artifacts',
    { schema: { querystring: ArtifactListQuerySchema, response: { 200: z.array(ArtifactSchema) } } },
    async (request) => listArtifacts(app.db, request.query.processId),
  );

  r.get(
    '/api/artifacts/:id',
    { schema: { params: IdParamsSchema, response: { 200: ArtifactSchema, 404: ErrorBodySchema } } },
    async (request) => {
      const artifact = await findArtifact(app.db, request.params.id);
      if (!artifact) throw notFound('Artifact');
      return artifact;
    },
  );
}
