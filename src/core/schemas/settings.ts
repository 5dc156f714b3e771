import { z } from 'zod';

/** Settings the client needs that come from the server's configuration. */
/** maxUploadBytes lets the client refuse an oversized file before sending it. */
export const SettingsSchema = z.object({ fieldServiceProduct: z.string(), maxUploadBytes: z.number().int() });
export type Settings = z.infer<typeof SettingsSchema>;
