import type { Process, ProcessUpdate } from '@core/schemas/process';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { dashboardSummaryQueryOptions } from '../dashboard/get-dashboard-summary';
import { jobRolesQueryOptions } from '../job-roles/get-job-roles';
import { processQueryOptions } from './get-process';
import { processHistoryQueryOptions } from './get-process-history';
import { processListQueryOptions } from './get-processes';

export async function updateProcess(id: string, changes: ProcessUpdate): Promise<Process> {
  const res = await apiRequest('PATCH', `/api/processes/${encodeURIComponent(id)}`, changes);
  return (await res.json()) as Process;
}

/**
 * Saves the changed fields of one process. The page shows the answer at once; every list, count
 * and the change log that include the process are refetched.
 */
export function useUpdateProcess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProcessUpdate) => updateProcess(id, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(processQueryOptions(id).queryKey, updated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: processQueryOptions(id).queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: processListQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardSummaryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: jobRolesQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: processHistoryQueryOptions(id).queryKey }),
        // A new job role means a new audience for the header's impact strip.
        queryClient.invalidateQueries({ queryKey: ['/api/processes', id, 'readiness'] }),
      ]);
    },
  });
}
