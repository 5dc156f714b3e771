import type { QueryClient } from '@tanstack/react-query';

/**
 * Every change here writes an audit event on the server: the process's Change Log
 * (['/api/processes', processId, 'history', …]) is re-read, and so is the header's impact strip
 * (['/api/processes', processId, 'readiness']), which counts the same matrix, statuses and
 * artifacts. With `processToo`, the process itself (its "Last updated", touched by artifact writes)
 * and the lists showing it are re-read as well.
 */
export async function invalidateChangeLog(
  queryClient: QueryClient,
  processId: string,
  options: { processToo?: boolean } = {},
): Promise<void> {
  if (options.processToo) {
    await queryClient.invalidateQueries({ queryKey: ['/api/processes'] });
    return;
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/processes', processId, 'history'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/processes', processId, 'readiness'] }),
  ]);
}
