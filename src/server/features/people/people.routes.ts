import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, isUuid } from '../../../core/schemas/common';
import { PersonRoleChangeSchema, PersonSchema, RoleSchema, roleAtLeast } from '../../../core/schemas/people';
import { errorResponses } from '../../openapi/responses';
import { notFound } from '../../plugins/errors';
import type { SessionStore } from '../../plugins/sessions/session-store';
import { changeRole, endSessions, listPeople, toPerson } from './people.service';

export interface PeopleRoutesOptions {
  sessions: SessionStore;
}

/** The people who have signed in (every role may read them: Version History filters by person) and the admin's actions on them. */
export async function peopleRoutes(app: FastifyInstance, opts: PeopleRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const validId = (id: string) => {
    if (!isUuid(id)) throw notFound('Person');
    return id;
  };

  // ?role=approver: the people who may be asked for a sign-off (that role or a higher one).
  r.get(
    '/api/people',
    {
      schema: {
        querystring: z.object({ role: RoleSchema.optional() }),
        response: { 200: z.array(PersonSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const all = await listPeople(app.db);
      const { role } = request.query;
      return role ? all.filter((p) => roleAtLeast(p.role, role)) : all;
    },
  );

  r.patch(
    '/api/people/:id',
    {
      config: { role: 'admin' },
      schema: {
        params: IdParamsSchema,
        body: PersonRoleChangeSchema,
        response: { 200: PersonSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { person } = await changeRole(
        app.db,
        opts.sessions,
        validId(request.params.id),
        request.body.role,
      );
      const [listed] = await listPeople(app.db, person.id);
      return listed ?? toPerson(person, 0);
    },
  );

  r.delete(
    '/api/people/:id/sessions',
    {
      config: { role: 'admin' },
      schema: {
        params: IdParamsSchema,
        response: { 200: z.object({ endedSessions: z.number().int() }), ...errorResponses(404) },
      },
    },
    async (request) => ({
      endedSessions: await endSessions(app.db, opts.sessions, validId(request.params.id)),
    }),
  );
}
