import type { RepositoryHistoryEvent } from '@core/schemas/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../../lib/api-client';
import { queryKeyToUrl } from '../../lib/query-client';

/** The server-side filters of GET /api/history; unset ones are left out of the URL. */
export type HistoryQuery = {
  /** Events made by this person. */
  actorId?: string;
  processId?: string;
  jobRoleId?: string;
  action?: string;
  entityType?: string;
  /** ISO timestamps: the first and last instant included. */
  from?: string;
  to?: string;
  search?: string;
  limit: number;
  offset: number;
};

/**
 * `capped`: a text search matched more than the server counts, so `total` is a lower bound.
 * `offset`: where `items` start, so that a page still shown while the next one loads says which
 * rows it holds.
 */
export type HistoryPage = {
  items: RepositoryHistoryEvent[];
  total: number;
  capped: boolean;
  offset: number;
};

/**
 * One page of audit events across the repository, newest first; the total from X-Total-Count,
 * and whether it is only a lower bound from X-Total-Count-Capped.
 */
export async function getHistory(query: HistoryQuery, signal?: AbortSignal): Promise<HistoryPage> {
  const res = await fetch(queryKeyToUrl(['/api/history', query]), {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  const items = (await res.json()) as RepositoryHistoryEvent[];
  const header = res.headers.get('X-Total-Count');
  const total = header !== null && Number.isFinite(Number(header)) ? Number(header) : items.length;
  return {
    items,
    total,
    capped: res.headers.get('X-Total-Count-Capped') === 'true',
    offset: query.offset,
  };
}

export function historyQueryOptions(query: HistoryQuery) {
  return queryOptions({
    queryKey: ['/api/history', query] as const,
    queryFn: ({ signal }) => getHistory(query, signal),
    // Every screen writes history without knowing this key: it is re-read each time it is shown.
    staleTime: 0,
  });
}

/** The page keeps showing the previous results (dimmed by the caller) while the next ones load. */
export function useHistory(query: HistoryQuery) {
  return useQuery({ ...historyQueryOptions(query), placeholderData: keepPreviousData });
}
