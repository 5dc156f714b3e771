import { z } from 'zod';
import { UPLOAD_PLACES, type UploadPlace } from '../rules/file-rules';

export const UploadPlaceSchema = z.enum(Object.keys(UPLOAD_PLACES) as [UploadPlace, ...UploadPlace[]], {
  error: `purpose must be one of ${Object.keys(UPLOAD_PLACES).join(', ')}`,
});

export const StoredFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Where colleagues open it: /objects/{id}/{name}. */
  url: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const UploadQuerySchema = z.object({ purpose: UploadPlaceSchema });
