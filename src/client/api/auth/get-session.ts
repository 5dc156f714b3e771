import type { SessionState } from '@core/schemas/auth';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** GET /api/auth/session answers without a session; it also names the company for the gate. */
export type Session = SessionState;

export function getSession(signal?: AbortSignal): Promise<Session> {
  return getJson<Session>('/api/auth/session', signal);
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth/session'] as const,
    queryFn: ({ signal }) => getSession(signal),
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Drops every cached answer except the session itself. Called by the gate once it shows, when
 * no screen of the old session is mounted any more (removing queries under mounted observers
 * would let them refetch straight away).
 */
export function forgetSessionData(queryClient: QueryClient) {
  const [sessionUrl] = sessionQueryOptions().queryKey;
  const others = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== sessionUrl };
  void queryClient.cancelQueries(others);
  queryClient.removeQueries(others);
}

/** The session state once signed out (or expired): the gate's own settings are kept. */
export function signedOutSession(previous: Session | undefined): Session {
  return {
    authenticated: false,
    companyName: previous?.companyName ?? '',
    person: null,
    role: null,
    accessCodes: previous?.accessCodes ?? true,
    sso: previous?.sso ?? false,
  };
}
