import type { Config } from './config';
import type { Db } from './db/client';

export interface RouteCatalogEntry {
  method: string;
  url: string;
  /** Declared public by its route definition (no session needed). */
  readonly public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    routeCatalog: RouteCatalogEntry[];
  }
}
