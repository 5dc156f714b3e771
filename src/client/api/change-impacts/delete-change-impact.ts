import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { invalidateChangeLog } from '../processes/invalidate-change-log';
import { changeImpactMutationKey, changeImpactsQueryOptions } from './get-change-impacts';

/** DELETE /api/change-impact-assessments/{id}: 204. */
export async function deleteChangeImpact(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/change-impact-assessments/${encodeURIComponent(id)}`);
}

/**
 * Removes a custom output (its saved row) from the matrix. It runs after any save of the process
 * still under way (same scope as the saves), so the row's id is the stored one by then.
 */
export function useRemoveCustomOutput(processId: string) {
  const queryClient = useQueryClient();
  const listKey = changeImpactsQueryOptions(processId).queryKey;
  return useMutation<void, Error, { processOutput: string }>({
    mutationKey: changeImpactMutationKey(processId),
    scope: { id: `change-impact:${processId}` },
    mutationFn: async ({ processOutput }) => {
      const row = queryClient.getQueryData(listKey)?.find((r) => r.processOutput === processOutput);
      if (!row || row.id.startsWith('pending-')) return;
      await deleteChangeImpact(row.id);
    },
    onSuccess: (_data, { processOutput }) => {
      queryClient.setQueryData(listKey, (list = []) =>
        list.filter((row) => row.processOutput !== processOutput),
      );
    },
    onSettled: () => invalidateChangeLog(queryClient, processId),
  });
}
