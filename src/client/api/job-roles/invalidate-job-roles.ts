import type { QueryClient } from '@tanstack/react-query';
import { dashboardSummaryQueryOptions } from '../dashboard/get-dashboard-summary';
import { jobRolesQueryOptions } from './get-job-roles';

const [JOB_ROLES_URL] = jobRolesQueryOptions().queryKey;

/**
 * Refetches every list of roles (the sidebar's, the Job Roles page's searches) and the dashboard
 * counts. One role's own entry is left alone: the caller updates it, or marks it stale after a
 * delete so that the page still showing it does not refetch a role that is gone.
 */
export function invalidateJobRoleLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === JOB_ROLES_URL &&
        (queryKey.length === 1 || (typeof queryKey[1] === 'object' && queryKey[1] !== null)),
    }),
    queryClient.invalidateQueries({ queryKey: dashboardSummaryQueryOptions().queryKey }),
  ]);
}
