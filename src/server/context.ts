import type { Config } from './config';
import type { Db } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    routeCatalog: { method: string; url: string }[];
  }
}
