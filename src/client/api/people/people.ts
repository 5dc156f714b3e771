import type { Person, Role } from '@core/schemas/people';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';

/** GET /api/people: everyone who has signed in, with role and last seen. */
export function peopleQueryOptions() {
  return queryOptions({
    queryKey: ['/api/people'] as const,
    queryFn: ({ signal }) => getJson<Person[]>('/api/people', signal),
  });
}

export function usePeople() {
  return useQuery(peopleQueryOptions());
}

function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: peopleQueryOptions().queryKey });
    // The admin's actions are audited: the log shows them.
    void queryClient.invalidateQueries({ queryKey: ['/api/history'] });
  };
}

/** PATCH /api/people/{id}: an admin changes a role (a lower one ends the person's sessions). */
export function useChangeRole() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: Role }): Promise<Person> =>
      (await apiRequest('PATCH', `/api/people/${encodeURIComponent(id)}`, { role })).json(),
    onSuccess: invalidate,
  });
}

/** DELETE /api/people/{id}/sessions: an admin signs a person out everywhere. */
export function useEndSessions() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: async (id: string): Promise<{ endedSessions: number }> =>
      (await apiRequest('DELETE', `/api/people/${encodeURIComponent(id)}/sessions`)).json(),
    onSuccess: invalidate,
  });
}

/** GET /api/people?role=approver: whom a review may ask (approvers and admins); editors may list them. */
export function useApprovers(enabled = true) {
  return useQuery({
    queryKey: ['/api/people', 'approvers'] as const,
    queryFn: ({ signal }) => getJson<Person[]>('/api/people?role=approver', signal),
    enabled,
  });
}
