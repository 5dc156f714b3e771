import type { FastifyReply } from 'fastify';

/**
 * An answer that is already the JSON of the route's response schema (bytes the database or the
 * process index wrote), sent as it is: a JSON text with its type is not serialized again. The
 * response schemas still say its shape.
 */
export function sendJsonText(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
