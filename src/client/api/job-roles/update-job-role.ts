import type { JobRole, JobRoleUpdate } from '@core/schemas/job-role';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { jobRoleQueryOptions } from './get-job-role';
import { invalidateJobRoleLists } from './invalidate-job-roles';

export async function updateJobRole(id: string, input: JobRoleUpdate): Promise<JobRole> {
  const res = await apiRequest('PATCH', `/api/job-roles/${encodeURIComponent(id)}`, input);
  return (await res.json()) as JobRole;
}

/** Renames or redescribes a role (409 when the new name is taken); its page and every list follow. */
export function useUpdateJobRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: JobRoleUpdate }) => updateJobRole(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobRoleQueryOptions(saved.id).queryKey, saved);
      return invalidateJobRoleLists(queryClient);
    },
  });
}
