import type { JobRole, JobRoleCreate } from '@core/schemas/job-role';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { jobRoleQueryOptions } from './get-job-role';
import { invalidateJobRoleLists } from './invalidate-job-roles';

export async function createJobRole(input: JobRoleCreate): Promise<JobRole> {
  const res = await apiRequest('POST', '/api/job-roles', input);
  return (await res.json()) as JobRole;
}

/** Creates a role (409 when the name is taken); the sidebar and every role list follow. */
export function useCreateJobRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobRole,
    onSuccess: (created) => {
      queryClient.setQueryData(jobRoleQueryOptions(created.id).queryKey, created);
      return invalidateJobRoleLists(queryClient);
    },
  });
}
