import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema } from '../../../core/schemas/common';
import { JobRoleCreateSchema, JobRoleListItemSchema, JobRoleSchema } from '../../../core/schemas/job-role';
import { notFound } from '../../plugins/errors';
import { createJobRole, findJobRole, listJobRoles } from './job-roles.service';

export async function jobRoleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/job-roles', { schema: { response: { 200: z.array(JobRoleListItemSchema) } } }, async () =>
    listJobRoles(app.db),
  );

  r.get(
    '/api/job-roles/:id',
    { schema: { params: IdParamsSchema, response: { 200: JobRoleSchema, 404: ErrorBodySchema } } },
    async (request) => {
      const role = await findJobRole(app.db, request.params.id);
      if (!role) throw notFound('Job role');
      return role;
    },
  );

  r.post(
    '/api/job-roles',
    {
      schema: {
        body: JobRoleCreateSchema,
        response: { 201: JobRoleSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const role = await app.db.transaction((tx) => createJobRole(tx, request.body));
      return reply.status(201).send(role);
    },
  );
}
