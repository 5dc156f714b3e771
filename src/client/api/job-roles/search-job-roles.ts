import type { JobRoleListItem } from '@core/schemas/job-role';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';
import { useJobRoles } from './get-job-roles';

/** Roles whose name or description contains the term (GET /api/job-roles?search=), by name. */
export function searchJobRoles(search: string, signal?: AbortSignal): Promise<JobRoleListItem[]> {
  return getJson<JobRoleListItem[]>(`/api/job-roles?${new URLSearchParams({ search })}`, signal);
}

export function jobRoleSearchQueryOptions(search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['/api/job-roles', { search: term }] as const,
    queryFn: ({ signal }) => searchJobRoles(term, signal),
  });
}

/** The roles already loaded that match the term: shown at once while the server answers. */
export function matchJobRolesLocally(roles: readonly JobRoleListItem[], term: string): JobRoleListItem[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...roles];
  return roles.filter(
    (role) =>
      role.name.toLowerCase().includes(needle) || (role.description ?? '').toLowerCase().includes(needle),
  );
}

/**
 * The Job Roles list for a search term. Without a term it is the sidebar's own list (one cache
 * entry); with one the server searches, and the loaded list filtered here fills the gap.
 */
export function useJobRoleSearch(search: string) {
  const term = search.trim();
  const all = useJobRoles();
  const found = useQuery({
    ...jobRoleSearchQueryOptions(term),
    enabled: term !== '',
    placeholderData: (previous) => previous ?? (all.data ? matchJobRolesLocally(all.data, term) : undefined),
  });
  return term ? found : all;
}
