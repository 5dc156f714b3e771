import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommentCreateSchema,
  CommentSchema,
  CommentsReadSchema,
  CommentUpdateSchema,
  UnreadCommentsSchema,
} from '../../../core/schemas/comments';
import { IdParamsSchema } from '../../../core/schemas/common';
import { errorResponses } from '../../openapi/responses';
import { type Notifier, personOf } from '../notifications';
import { type Commenter, createComment, listComments, markRead, updateComment } from './comments.service';
import { unreadComments } from './unread';

export interface CommentRoutesOptions {
  notifier: Notifier;
}

function commenter(request: FastifyRequest): Commenter {
  return { id: personOf(request), role: request.session!.role };
}

/**
 * Comment threads. Every role may comment, viewers included: a process owner who reviews the To-Be
 * often holds only read access, and a comment changes no process data. Editing a comment is its
 * author's; resolving a thread its author's or an editor's (the service checks both).
 */
export async function commentRoutes(app: FastifyInstance, opts: CommentRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/processes/:id/comments',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: z.array(CommentSchema), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listComments(app.db, request.params.id, personOf(request));
    },
  );

  r.post(
    '/api/processes/:id/comments',
    {
      config: { role: 'viewer' },
      schema: {
        params: IdParamsSchema,
        body: CommentCreateSchema,
        response: { 201: CommentSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const by = commenter(request);
      const comment = await opts.notifier.transaction(app.db, (tx, notify) =>
        createComment(tx, notify, request.params.id, by, request.body),
      );
      return reply.status(201).send(comment);
    },
  );

  r.patch(
    '/api/comments/:id',
    {
      config: { role: 'viewer' },
      schema: {
        params: IdParamsSchema,
        body: CommentUpdateSchema,
        response: { 200: CommentSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => {
      const by = commenter(request);
      return opts.notifier.transaction(app.db, (tx, notify) =>
        updateComment(tx, notify, request.params.id, by, request.body),
      );
    },
  );

  r.post(
    '/api/processes/:id/comments/read',
    {
      config: { role: 'viewer' },
      schema: {
        params: IdParamsSchema,
        body: CommentsReadSchema,
        response: { 204: z.null(), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await markRead(app.db, personOf(request), request.params.id, request.body.commentIds);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/comments/unread',
    { schema: { response: { 200: UnreadCommentsSchema, ...errorResponses(409) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return unreadComments(app.db, personOf(request));
    },
  );
}
