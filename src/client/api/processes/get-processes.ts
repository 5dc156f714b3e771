import type { Process } from '@core/schemas/process';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../../lib/api-client';
import { queryKeyToUrl } from '../../lib/query-client';

export const PROCESS_PAGE_SIZE = 24;

export type ProcessListParams = { search?: string; jobRoleId?: string };
/** `capped`: the search matched more than the server counts, so `total` is a lower bound. */
export type ProcessPage = { items: Process[]; total: number; capped: boolean };

/** Only the filters that are set, so `{}` (prefix-)matches every list when invalidating. */
function cleanParams(params: ProcessListParams): ProcessListParams {
  const clean: ProcessListParams = {};
  const search = params.search?.trim();
  if (search) clean.search = search;
  if (params.jobRoleId) clean.jobRoleId = params.jobRoleId;
  return clean;
}

/** One page of processes, newest change first; the total comes from X-Total-Count. */
export async function getProcesses(
  params: ProcessListParams & { limit?: number; offset?: number },
  signal?: AbortSignal,
): Promise<ProcessPage> {
  const url = queryKeyToUrl(['/api/processes', params]);
  const res = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include', signal });
  await throwIfResNotOk(res);
  const items = (await res.json()) as Process[];
  const header = Number(res.headers.get('X-Total-Count'));
  const total = Number.isFinite(header) && res.headers.has('X-Total-Count') ? header : items.length;
  return { items, total, capped: res.headers.get('X-Total-Count-Capped') === 'true' };
}

export function processListQueryOptions(params: ProcessListParams = {}) {
  const filters = cleanParams(params);
  return infiniteQueryOptions({
    queryKey: ['/api/processes', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      getProcesses({ ...filters, limit: PROCESS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
      if (lastPage.items.length === 0) return undefined;
      // Past a capped count, keep paging while pages come back full.
      if (lastPage.capped) return lastPage.items.length === PROCESS_PAGE_SIZE ? loaded : undefined;
      return loaded < lastPage.total ? loaded : undefined;
    },
  });
}

export function useProcessList(params: ProcessListParams = {}, options: { keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({
    ...processListQueryOptions(params),
    placeholderData: options.keepPrevious ? (previous) => previous : undefined,
  });
}
