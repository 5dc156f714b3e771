import type { QueryClient } from '@tanstack/react-query';

/*
 * A job role's audience mapping (or its name) feeds figures other screens hold: each process's
 * impact strip (['/api/processes', id, 'readiness']) and the readiness dashboard ('/api/readiness…').
 * They are marked stale here by their URLs, since a feature does not reach into another's api files;
 * the ones on screen refetch, the others when next shown.
 */
export function invalidateAudienceFigures(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url, , leaf] = queryKey;
      if (typeof url !== 'string') return false;
      return url.startsWith('/api/readiness') || (url === '/api/processes' && leaf === 'readiness');
    },
  });
}
