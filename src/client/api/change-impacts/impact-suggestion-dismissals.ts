import type { ImpactSuggestionDismissal, ImpactSuggestionDismissalCreate } from '@core/schemas/traceability';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage, errorStatus, getJson } from '../../lib/api-client';
import { invalidateChangeLog } from '../processes/invalidate-change-log';

/** GET /api/impact-suggestion-dismissals/{processId}: the suggestions the team set aside. */
export function getImpactSuggestionDismissals(
  processId: string,
  signal?: AbortSignal,
): Promise<ImpactSuggestionDismissal[]> {
  return getJson<ImpactSuggestionDismissal[]>(
    `/api/impact-suggestion-dismissals/${encodeURIComponent(processId)}`,
    signal,
  );
}

export function impactSuggestionDismissalsQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/impact-suggestion-dismissals', processId] as const,
    queryFn: ({ signal }) => getImpactSuggestionDismissals(processId, signal),
  });
}

export function useImpactSuggestionDismissals(processId: string) {
  return useQuery(impactSuggestionDismissalsQueryOptions(processId));
}

/** POST /api/impact-suggestion-dismissals: 201 with the dismissal, or 200 with the one already stored. */
export async function createImpactSuggestionDismissal(
  input: ImpactSuggestionDismissalCreate,
): Promise<ImpactSuggestionDismissal> {
  const res = await apiRequest('POST', '/api/impact-suggestion-dismissals', input);
  return (await res.json()) as ImpactSuggestionDismissal;
}

/** DELETE /api/impact-suggestion-dismissals/{id}: 204. */
export async function deleteImpactSuggestionDismissal(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/impact-suggestion-dismissals/${encodeURIComponent(id)}`);
}

/** Dismisses a suggestion for everyone; a failure says why in a toast and the suggestion stays. */
export function useDismissSuggestion(processId: string) {
  const queryClient = useQueryClient();
  const listKey = impactSuggestionDismissalsQueryOptions(processId).queryKey;
  return useMutation<ImpactSuggestionDismissal, Error, ImpactSuggestionDismissalCreate>({
    mutationFn: createImpactSuggestionDismissal,
    onSuccess: (saved) => {
      queryClient.setQueryData(listKey, (list = []) =>
        list.some((d) => d.id === saved.id) ? list : [...list, saved],
      );
    },
    onError: (err) => {
      toast({
        variant: 'destructive',
        title: 'The suggestion could not be dismissed',
        description: errorMessage(err),
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        invalidateChangeLog(queryClient, processId),
      ]),
  });
}

/**
 * Brings a dismissed suggestion back. A 404 means a colleague restored it first: the outcome the
 * user wanted, so the list is re-read instead of reporting an error.
 */
export function useRestoreSuggestion(processId: string) {
  const queryClient = useQueryClient();
  const listKey = impactSuggestionDismissalsQueryOptions(processId).queryKey;
  return useMutation<void, Error, { id: string }>({
    mutationFn: async ({ id }) => {
      try {
        await deleteImpactSuggestionDismissal(id);
      } catch (err) {
        if (errorStatus(err) !== 404) throw err;
      }
    },
    onSuccess: (_data, { id }) => {
      queryClient.setQueryData(listKey, (list = []) => list.filter((d) => d.id !== id));
    },
    onError: (err) => {
      toast({
        variant: 'destructive',
        title: 'The suggestion could not be restored',
        description: errorMessage(err),
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        invalidateChangeLog(queryClient, processId),
      ]),
  });
}
