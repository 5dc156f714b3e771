import type { Artifact } from '@core/schemas/artifact';
import type { StoredFile } from '@core/schemas/file';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { type ProcessFileType, processFileDescription } from '../../lib/process-file-queue';
import { type UploadProgress, uploadFile } from '../../lib/upload';

export interface ProcessFileUpload {
  processId: string;
  file: File;
  fileType: ProcessFileType;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * One process file: stored first (POST /api/files?purpose=process-file, with progress), then
 * recorded as an As-Is artifact pointing at the stored file (POST /api/artifacts), so a colleague
 * opens the very file that was uploaded.
 */
export async function uploadProcessFile(input: ProcessFileUpload): Promise<Artifact> {
  const stored = await uploadFile<StoredFile>({
    url: '/api/files?purpose=process-file',
    file: input.file,
    onProgress: input.onProgress,
    signal: input.signal,
  });
  const res = await apiRequest('POST', '/api/artifacts', {
    processId: input.processId,
    type: input.fileType,
    state: 'as_is',
    name: stored.name,
    description: processFileDescription(input.fileType, input.file),
    fileUrl: stored.url,
  });
  return (await res.json()) as Artifact;
}

/** A mutation, so a 401 on the way brings the gate back like any other call. */
export function useUploadProcessFile() {
  return useMutation({ mutationFn: uploadProcessFile });
}
