import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SettingsSchema } from '../../../core/schemas/settings';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/settings', { schema: { response: { 200: SettingsSchema } } }, async () => ({
      fieldServiceProduct: app.config.fieldServiceProduct,
      maxUploadBytes: app.config.maxUploadBytes,
    }));
}
