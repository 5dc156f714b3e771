import type { TrainingArtifact } from '@core/schemas/training';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';
import { type UploadProgress, uploadFile } from '../../lib/upload';
import { invalidateAfterWrite } from '../artifacts/invalidate-after-write';
import { painPointLinksQueryOptions } from '../traceability/pain-point-links';

/** GET /api/training-artifacts?processId=: every output's training artifacts of one process, oldest first. */
export function getTrainingArtifacts(processId: string, signal?: AbortSignal): Promise<TrainingArtifact[]> {
  return getJson<TrainingArtifact[]>(
    `/api/training-artifacts?processId=${encodeURIComponent(processId)}`,
    signal,
  );
}

export function trainingArtifactsQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/training-artifacts', { processId }] as const,
    queryFn: ({ signal }) => getTrainingArtifacts(processId, signal),
  });
}

/** Fetched once per process; each output's cell filters it. */
export function useTrainingArtifacts(processId: string) {
  return useQuery(trainingArtifactsQueryOptions(processId));
}

export interface TrainingArtifactUpload {
  processId: string;
  processOutput: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/training-artifacts/upload (multipart: file, processId, processOutput). The server names
 * the artifact after the file and calls images screenshots, everything else documents.
 */
export function uploadTrainingArtifact(input: TrainingArtifactUpload): Promise<TrainingArtifact> {
  return uploadFile<TrainingArtifact>({
    url: '/api/training-artifacts/upload',
    file: input.file,
    fields: { processId: input.processId, processOutput: input.processOutput },
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

export interface TrainingLinkCreate {
  processId: string;
  processOutput: string;
  name: string;
  fileUrl: string;
}

/** POST /api/training-artifacts/link: an external address (http or https) for one output. */
export async function addTrainingLink(input: TrainingLinkCreate): Promise<TrainingArtifact> {
  const res = await apiRequest('POST', '/api/training-artifacts/link', {
    ...input,
    description: null,
    linkType: 'external_url',
  });
  return (await res.json()) as TrainingArtifact;
}

/** DELETE /api/training-artifacts/{id}; the stored file goes too when nothing else uses it. */
export async function deleteTrainingArtifact(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/training-artifacts/${encodeURIComponent(id)}`);
}

function useAfterWrite(processId: string) {
  const queryClient = useQueryClient();
  const listKey = trainingArtifactsQueryOptions(processId).queryKey;
  return {
    added: (created: TrainingArtifact) => {
      queryClient.setQueryData(listKey, (list = []) =>
        list.some((a) => a.id === created.id) ? list : [...list, created],
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        invalidateAfterWrite(queryClient, processId),
      ]);
    },
    removed: (id: string) => {
      queryClient.setQueryData(listKey, (list = []) => list.filter((a) => a.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        invalidateAfterWrite(queryClient, processId),
        // The server removes the artifact's pain point links with it.
        queryClient.invalidateQueries({ queryKey: painPointLinksQueryOptions(processId).queryKey }),
      ]);
    },
  };
}

export function useUploadTrainingArtifact(processId: string) {
  const after = useAfterWrite(processId);
  return useMutation({
    mutationFn: uploadTrainingArtifact,
    onSuccess: (created) => void after.added(created),
  });
}

export function useAddTrainingLink(processId: string) {
  const after = useAfterWrite(processId);
  return useMutation({ mutationFn: addTrainingLink, onSuccess: (created) => void after.added(created) });
}

export function useDeleteTrainingArtifact(processId: string) {
  const after = useAfterWrite(processId);
  return useMutation({
    mutationFn: deleteTrainingArtifact,
    onSuccess: (_nothing, id) => void after.removed(id),
  });
}
