import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { type Session, sessionQueryOptions } from './get-session';

/** PUT /api/auth/me: names the signed-in browser (a new session for that person). */
export async function updateMe(input: { name: string; email: string }): Promise<Session> {
  const res = await apiRequest('PUT', '/api/auth/me', input);
  return res.json();
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (session) => {
      queryClient.setQueryData<Session>(sessionQueryOptions().queryKey, session);
      // Lists that name people (the admin screen, the history filter) now include this one.
      void queryClient.invalidateQueries({ queryKey: ['/api/people'] });
    },
  });
}
