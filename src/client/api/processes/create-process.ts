import type { Process, ProcessCreate } from '@core/schemas/process';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { dashboardSummaryQueryOptions } from '../dashboard/get-dashboard-summary';
import { jobRolesQueryOptions } from '../job-roles/get-job-roles';
import { processListQueryOptions } from './get-processes';

export async function createProcess(input: ProcessCreate): Promise<Process> {
  const res = await apiRequest('POST', '/api/processes', input);
  return (await res.json()) as Process;
}

/** Creates a process; every list, count and summary that includes it is refetched. */
export function useCreateProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProcess,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: processListQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardSummaryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: jobRolesQueryOptions().queryKey, exact: true }),
      ]),
  });
}
