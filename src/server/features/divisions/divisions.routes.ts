import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DivisionSchema } from '../../../core/schemas/division';
import { divisions } from '../../db/schema';

export async function divisionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/divisions',
    { config: { cache: true }, schema: { response: { 200: z.array(DivisionSchema) } } },
    async () => app.db.select().from(divisions).orderBy(asc(divisions.code)),
  );
}
