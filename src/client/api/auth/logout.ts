import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { type Session, sessionQueryOptions, signedOutSession } from './get-session';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/**
 * Signs out and marks the session locked, so the gate replaces the app at once; the gate then
 * forgets every other cached answer (see `forgetSessionData`).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      const { queryKey } = sessionQueryOptions();
      const previous = queryClient.getQueryData<Session>(queryKey);
      queryClient.setQueryData<Session>(queryKey, signedOutSession(previous));
    },
  });
}
