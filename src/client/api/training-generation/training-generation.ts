import type {
  TrainingGenerationPlan,
  TrainingGenerationRequest,
  TrainingGenerationResult,
} from '@core/schemas/training-generation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';
import { invalidateAfterWrite } from '../artifacts/invalidate-after-write';
import { tierDocumentsQueryOptions } from '../training/tier-documents';

const path = (processId: string) => `/api/processes/${encodeURIComponent(processId)}/training-generation`;

/** GET /api/processes/{id}/training-generation: what each draft will be built from, and what is missing. */
export function getTrainingGenerationPlan(processId: string, signal?: AbortSignal) {
  return getJson<TrainingGenerationPlan>(path(processId), signal);
}

export function trainingGenerationPlanQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/processes', processId, 'training-generation'] as const,
    queryFn: ({ signal }) => getTrainingGenerationPlan(processId, signal),
    // The plan reflects the artifacts right now: re-read each time the dialog opens.
    staleTime: 0,
  });
}

export function useTrainingGenerationPlan(processId: string, enabled: boolean) {
  return useQuery({ ...trainingGenerationPlanQueryOptions(processId), enabled });
}

/** POST /api/processes/{id}/training-generation: writes the chosen drafts as new tier documents. */
export async function generateTrainingMaterials(
  processId: string,
  body: TrainingGenerationRequest,
): Promise<TrainingGenerationResult> {
  const res = await apiRequest('POST', path(processId), body);
  return (await res.json()) as TrainingGenerationResult;
}

/** Success adds the documents to the tier list at once, then refreshes it and the process's history. */
export function useGenerateTrainingMaterials(processId: string) {
  const queryClient = useQueryClient();
  const listKey = tierDocumentsQueryOptions(processId).queryKey;
  return useMutation({
    mutationFn: (body: TrainingGenerationRequest) => generateTrainingMaterials(processId, body),
    onSuccess: ({ documents }) => {
      queryClient.setQueryData(listKey, (list) =>
        list ? [...list, ...documents.filter((d) => !list.some((x) => x.id === d.id))] : list,
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
      void invalidateAfterWrite(queryClient, processId);
    },
  });
}
