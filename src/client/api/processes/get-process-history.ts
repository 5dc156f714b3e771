import type { AuditEventDetail } from '@core/schemas/audit';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../../lib/api-client';

export const HISTORY_PAGE_SIZE = 50;

export type HistoryPage = { items: AuditEventDetail[]; total: number };

/** One page of a process's audit events, newest first; the total comes from X-Total-Count. */
export async function getProcessHistory(
  processId: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  const res = await fetch(`/api/processes/${encodeURIComponent(processId)}/history?${query}`, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  const items = (await res.json()) as AuditEventDetail[];
  const header = res.headers.get('X-Total-Count');
  const total = header !== null && Number.isFinite(Number(header)) ? Number(header) : items.length;
  return { items, total };
}

export function processHistoryQueryOptions(processId: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/processes', processId, 'history'] as const,
    queryFn: ({ pageParam, signal }) =>
      getProcessHistory(processId, { limit: HISTORY_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    // Other screens change artifacts without knowing this key: the log is re-read each time it opens.
    staleTime: 0,
  });
}

export function useProcessHistory(processId: string) {
  return useInfiniteQuery(processHistoryQueryOptions(processId));
}

/**
 * The process's latest event alone, for the header's "Updated by …": under the log's key, so
 * whatever refreshes the Change Log refreshes it too.
 */
export function latestProcessEventQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/processes', processId, 'history', 'latest'] as const,
    queryFn: async ({ signal }) =>
      (await getProcessHistory(processId, { limit: 1, offset: 0 }, signal)).items[0] ?? null,
  });
}
