import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArtifactCreateSchema,
  ArtifactListQuerySchema,
  ArtifactSchema,
  ArtifactUpdateSchema,
} from '../../../core/schemas/artifact';
import { ErrorBodySchema, IdParamsSchema } from '../../../core/schemas/common';
import { findArtifact } from '../../db/find';
import { notFound } from '../../plugins/errors';
import { withStoredFiles } from '../../plugins/files';
import { createArtifact, deleteArtifact, listArtifacts, updateArtifactContent } from './artifacts.service';

const ConflictBodySchema = ErrorBodySchema.extend({ current: ArtifactSchema.nullable() });

export async function artifactRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/artifacts',
    {
      // The process's artifacts and their stored files (a file's change is a change to everything).
      config: { cache: { process: 'query.processId' } },
      schema: { querystring: ArtifactListQuerySchema, response: { 200: z.array(ArtifactSchema) } },
    },
    async (request) => withStoredFiles(app.db, await listArtifacts(app.db, request.query.processId)),
  );

  r.get(
    '/api/artifacts/:id',
    {
      config: { cache: true },
      schema: { params: IdParamsSchema, response: { 200: ArtifactSchema, 404: ErrorBodySchema } },
    },
    async (request) => {
      const artifact = await findArtifact(app.db, request.params.id);
      if (!artifact) throw notFound('Artifact');
      const [withFile] = await withStoredFiles(app.db, [artifact]);
      return withFile!;
    },
  );

  r.post(
    '/api/artifacts',
    { schema: { body: ArtifactCreateSchema, response: { 201: ArtifactSchema, 400: ErrorBodySchema } } },
    async (request, reply) => {
      const created = await app.db.transaction((tx) => createArtifact(tx, request.body));
      const [withFile] = await withStoredFiles(app.db, [created]);
      return reply.status(201).send(withFile!);
    },
  );

  r.put(
    '/api/artifacts/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: ArtifactUpdateSchema,
        response: {
          200: ArtifactSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ConflictBodySchema,
        },
      },
    },
    async (request) => {
      const updated = await app.db.transaction((tx) =>
        updateArtifactContent(tx, request.params.id, request.body),
      );
      const [withFile] = await withStoredFiles(app.db, [updated]);
      return withFile!;
    },
  );

  r.delete(
    '/api/artifacts/:id',
    {
      config: { cache: true },
      schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } },
    },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteArtifact(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );
}
