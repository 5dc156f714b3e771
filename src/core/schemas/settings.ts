import { z } from 'zod';

/** Settings the client needs that come from the server's configuration. */
export const SettingsSchema = z.object({ fieldServiceProduct: z.string() });
export type Settings = z.infer<typeof SettingsSchema>;
