import type { ChangeImpact } from '@core/schemas/change-impact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** GET /api/change-impact-assessments/{processId}: the saved rows, in the order they were first saved. */
export function getChangeImpacts(processId: string, signal?: AbortSignal): Promise<ChangeImpact[]> {
  return getJson<ChangeImpact[]>(`/api/change-impact-assessments/${encodeURIComponent(processId)}`, signal);
}

export function changeImpactsQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/change-impact-assessments', processId] as const,
    queryFn: ({ signal }) => getChangeImpacts(processId, signal),
  });
}

export function useChangeImpacts(processId: string) {
  return useQuery(changeImpactsQueryOptions(processId));
}

/** The key every matrix write carries, so the matrix can say "Saving…" while any is under way. */
export function changeImpactMutationKey(processId: string) {
  return ['change-impact-save', processId] as const;
}
