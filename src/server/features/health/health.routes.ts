import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/client';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await ping(app.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable.' });
    }
  });
}
