import type { QueryClient } from '@tanstack/react-query';
import { artifactsQueryOptions } from './get-artifacts';

/**
 * Every upload and training write is audited on the server: the process's history (and the
 * process itself, under the same ['/api/processes', id] prefix) is re-read, and the process's
 * artifacts with it.
 */
export function invalidateAfterWrite(queryClient: QueryClient, processId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/processes', processId] }),
    queryClient.invalidateQueries({ queryKey: artifactsQueryOptions(processId).queryKey }),
  ]);
}
