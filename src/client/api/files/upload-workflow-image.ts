import type { StoredFile } from '@core/schemas/file';
import { type UploadProgress, uploadFile } from '../../lib/upload';

/** POST /api/files?purpose=workflow-image (multipart, with progress): the stored image and its URL. */
export function uploadWorkflowImage(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<StoredFile> {
  return uploadFile<StoredFile>({ url: '/api/files?purpose=workflow-image', file, ...options });
}
