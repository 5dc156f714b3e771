import type { Readiness } from '@core/schemas/readiness';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';
import { READINESS_PAGE_SIZE, type ReadinessView, readinessUrl } from '../../lib/readiness-view';

/** The whole dashboard for the filters, with one page of the per-process table. */
export function getReadiness(view: ReadinessView, signal?: AbortSignal): Promise<Readiness> {
  return getJson<Readiness>(readinessUrl(view, READINESS_PAGE_SIZE), signal);
}

export function readinessQueryOptions(view: ReadinessView) {
  return queryOptions({
    queryKey: ['/api/readiness', view] as const,
    queryFn: ({ signal }) => getReadiness(view, signal),
    // Every screen that edits a process changes these figures without knowing this key: the
    // dashboard is re-read each time it is shown.
    staleTime: 0,
  });
}

/** Keeps the previous figures on screen (dimmed by the caller) while the next filters load. */
export function useReadiness(view: ReadinessView) {
  return useQuery({ ...readinessQueryOptions(view), placeholderData: keepPreviousData });
}
