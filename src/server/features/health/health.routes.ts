import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../core/schemas/common';
import { ping } from '../../db/client';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      config: { public: true },
      schema: { response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorBodySchema } },
    },
    async (_request, reply) => {
      try {
        await ping(app.db);
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ message: 'Database unavailable.' });
      }
    },
  );
}
