import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { jobRoleQueryOptions } from './get-job-role';
import { invalidateJobRoleLists } from './invalidate-job-roles';

/** DELETE answers 409 with a message when the role still has processes. */
export async function deleteJobRole(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/job-roles/${encodeURIComponent(id)}`);
}

/** Deletes a role; the lists refetch, and the role's own entry is marked stale (not refetched). */
export function useDeleteJobRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobRole,
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: jobRoleQueryOptions(id).queryKey,
          exact: true,
          refetchType: 'none',
        }),
        invalidateJobRoleLists(queryClient),
      ]),
  });
}
