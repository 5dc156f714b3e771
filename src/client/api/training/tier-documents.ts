import type { StoredFile } from '@core/schemas/file';
import type { TierDocument } from '@core/schemas/training';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';
import { type TierUploadValues, tierDocumentBody } from '../../lib/training/tier-upload-form';
import type { TierKey } from '../../lib/training/tiers';
import { type UploadProgress, uploadFile } from '../../lib/upload';
import { invalidateAfterWrite } from '../artifacts/invalidate-after-write';
import { painPointLinksQueryOptions } from '../traceability/pain-point-links';

/** GET /api/training-tier-documents/{processId}: every tier's documents, by tier, oldest first. */
export function getTierDocuments(processId: string, signal?: AbortSignal): Promise<TierDocument[]> {
  return getJson<TierDocument[]>(`/api/training-tier-documents/${encodeURIComponent(processId)}`, signal);
}

export function tierDocumentsQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/training-tier-documents', processId] as const,
    queryFn: ({ signal }) => getTierDocuments(processId, signal),
  });
}

export function useTierDocuments(processId: string) {
  return useQuery(tierDocumentsQueryOptions(processId));
}

export interface TierDocumentUpload {
  processId: string;
  tier: TierKey;
  values: TierUploadValues;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A file is stored first (POST /api/files?purpose=tier-document, with progress) and the document
 * then points at the stored file; a link is recorded as entered (POST /api/training-tier-documents).
 */
export async function createTierDocument(input: TierDocumentUpload): Promise<TierDocument> {
  const { values } = input;
  let fileUrl = values.url.trim();
  if (values.mode === 'file') {
    if (!values.file) throw new Error('Please select a file to upload.');
    const stored = await uploadFile<StoredFile>({
      url: '/api/files?purpose=tier-document',
      file: values.file,
      onProgress: input.onProgress,
      signal: input.signal,
    });
    fileUrl = stored.url;
  }
  const res = await apiRequest(
    'POST',
    '/api/training-tier-documents',
    tierDocumentBody(values, input.processId, input.tier, fileUrl),
  );
  return (await res.json()) as TierDocument;
}

/** DELETE /api/training-tier-documents/{id}; the stored file goes too when nothing else uses it. */
export async function deleteTierDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/training-tier-documents/${encodeURIComponent(id)}`);
}

/** Success refreshes the list (spec §7) and the process's history. */
export function useCreateTierDocument(processId: string) {
  const queryClient = useQueryClient();
  const listKey = tierDocumentsQueryOptions(processId).queryKey;
  return useMutation({
    mutationFn: createTierDocument,
    onSuccess: (created) => {
      queryClient.setQueryData(listKey, (list = []) =>
        list.some((d) => d.id === created.id) ? list : [...list, created],
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
      void invalidateAfterWrite(queryClient, processId);
    },
  });
}

export function useDeleteTierDocument(processId: string) {
  const queryClient = useQueryClient();
  const listKey = tierDocumentsQueryOptions(processId).queryKey;
  return useMutation({
    mutationFn: deleteTierDocument,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(listKey, (list = []) => list.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: listKey });
      void invalidateAfterWrite(queryClient, processId);
      // The server removes the document's pain point links with it.
      void queryClient.invalidateQueries({ queryKey: painPointLinksQueryOptions(processId).queryKey });
    },
  });
}
