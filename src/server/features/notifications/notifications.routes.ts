import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../core/schemas/common';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationUpdateSchema,
} from '../../../core/schemas/notifications';
import { errorResponses } from '../../openapi/responses';
import { AppError } from '../../plugins/errors';
import { listNotifications, markAllRead, markNotification } from './notifications.service';

/** The signed-in person's id; a session not named yet has no inbox. */
export function personOf(request: FastifyRequest): string {
  const id = request.session?.personId;
  if (!id) throw new AppError(409, 'Tell the app your name first: comments and the inbox are personal.');
  return id;
}

/** The inbox: every role has one, and marking it read changes nothing anyone else sees. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications',
    {
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listNotifications(app.db, personOf(request), { unreadOnly: request.query.unread !== undefined });
    },
  );

  r.patch(
    '/api/notifications/:id',
    {
      config: { role: 'viewer' },
      schema: {
        params: IdParamsSchema,
        body: NotificationUpdateSchema,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await markNotification(app.db, personOf(request), request.params.id, request.body.read);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/notifications/read-all',
    {
      config: { role: 'viewer' },
      schema: { response: { 200: z.object({ marked: z.number().int() }), ...errorResponses(409) } },
    },
    async (request) => ({ marked: await markAllRead(app.db, personOf(request)) }),
  );
}
