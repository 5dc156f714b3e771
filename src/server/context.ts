import type { Role } from '../core/schemas/people';
import type { Config } from './config';
import type { Db } from './db/client';

export interface RouteCatalogEntry {
  method: string;
  url: string;
  /** Declared public by its route definition (no session needed). */
  readonly public: boolean;
  /** The lowest role that may call it (the gate's rule; meaningless when public). */
  readonly role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    routeCatalog: RouteCatalogEntry[];
  }
}
