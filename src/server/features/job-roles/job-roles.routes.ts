import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema } from '../../../core/schemas/common';
import {
  JobRoleCreateSchema,
  JobRoleInUseBodySchema,
  JobRoleListItemSchema,
  JobRoleListQuerySchema,
  JobRoleSchema,
  JobRoleUpdateSchema,
} from '../../../core/schemas/job-role';
import { findJobRole } from '../../db/find';
import { notFound } from '../../plugins/errors';
import { createJobRole, deleteJobRole, listJobRoles, updateJobRole } from './job-roles.service';

export async function jobRoleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/job-roles',
    {
      config: { cache: true },
      schema: {
        querystring: JobRoleListQuerySchema,
        response: { 200: z.array(JobRoleListItemSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => listJobRoles(app.db, request.query.search),
  );

  r.get(
    '/api/job-roles/:id',
    {
      config: { cache: true },
      schema: { params: IdParamsSchema, response: { 200: JobRoleSchema, 404: ErrorBodySchema } },
    },
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

  r.patch(
    '/api/job-roles/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: JobRoleUpdateSchema,
        response: { 200: JobRoleSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => app.db.transaction((tx) => updateJobRole(tx, request.params.id, request.body)),
  );

  r.delete(
    '/api/job-roles/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, 409: JobRoleInUseBodySchema },
      },
    },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteJobRole(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );
}
