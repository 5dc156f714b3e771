import { z } from 'zod';
import { MAX_FILE_CONTENT_BYTES, withinLimits } from '../schemas/content-limits';

/**
 * Content of an uploaded process file (types pdf, doc, docx, xls, xlsx, vsd, vsdx): the file itself
 * is at the artifact's fileUrl, so its content is null (what the upload dialog writes) or an object
 * of a few facts about the file, at most MAX_FILE_CONTENT_BYTES. Nothing in the app reads these
 * facts; the artifact content dialog shows whatever an object holds.
 */
export const ProcessFileContentSchema = z.looseObject({
  fileName: z.string().optional(),
  mediaType: z.string().optional(),
  size: z.number().int().min(0).optional(),
  sha256: z.string().optional(),
  pageCount: z.number().int().min(0).optional(),
  notes: z.string().optional(),
});
export type ProcessFileContent = z.infer<typeof ProcessFileContentSchema>;

/** What a process file's content must satisfy on every write (null aside): shape and the smaller limit. */
export const PROCESS_FILE_CONTENT_SCHEMA = withinLimits(ProcessFileContentSchema, MAX_FILE_CONTENT_BYTES);
