import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { sessionQueryOptions } from './get-session';

/** Spec §5/§9: a fixed 800 ms precedes the answer, whether the code is right or wrong. */
export const ACCESS_VALIDATION_DELAY_MS = 800;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Who signs in: the code, and the name (and email) this browser remembers. */
export interface LoginInput {
  accessCode: string;
  name: string;
  email: string;
}

export async function login(input: LoginInput): Promise<void> {
  await apiRequest('POST', '/api/auth/login', input);
}

/**
 * Checks the code (never faster than 800 ms). On success it calls `onAuthenticated` (the gate
 * navigates there, while it is still mounted), then refetches the session, which swaps the gate
 * for the app; the busy state lasts until then.
 */
export function useLogin({ onAuthenticated }: { onAuthenticated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const [result] = await Promise.allSettled([login(input), wait(ACCESS_VALIDATION_DELAY_MS)]);
      if (result.status === 'rejected') throw result.reason;
    },
    onSuccess: async () => {
      onAuthenticated?.();
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
