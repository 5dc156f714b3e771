import type { QueryClient } from '@tanstack/react-query';

/**
 * Every change here writes an audit event on the server: the process's Change Log
 * (['/api/processes', processId, 'history', …]) is re-read. With `processToo`, the process itself
 * (its "Last updated", touched by artifact writes) and the lists showing it are re-read as well.
 */
export function invalidateChangeLog(
  queryClient: QueryClient,
  processId: string,
  options: { processToo?: boolean } = {},
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: options.processToo ? ['/api/processes'] : ['/api/processes', processId, 'history'],
  });
}
