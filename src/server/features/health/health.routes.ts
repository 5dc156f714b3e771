import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/client';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { config: { public: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true } }, async (_request, reply) => {
    try {
      await ping(app.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable.' });
    }
  });
}
