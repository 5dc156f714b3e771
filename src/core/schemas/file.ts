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
  /** Encrypted with a password: no preview, offered as a download. */
  passwordProtected: z.boolean(),
  /** Where colleagues open it: /objects/{id}/{name}. */
  url: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const UploadQuerySchema = z.object({ purpose: UploadPlaceSchema });

/**
 * What a list tells about the stored file behind an item's fileUrl (artifacts, training artifacts,
 * tier documents): null when the fileUrl is a web link or the file is gone.
 */
export const StoredFileSummarySchema = z.object({
  mediaType: z.string(),
  size: z.number().int(),
  passwordProtected: z.boolean(),
});
export type StoredFileSummary = z.infer<typeof StoredFileSummarySchema>;
