import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { errorStatus, throwIfResNotOk } from './api-client';

/**
 * The URL of a query key: string and number segments joined by '/' (spec §7). A plain-object
 * segment becomes the query string, so `['/api/processes', { search: 'x' }]` reads
 * `/api/processes?search=x`; empty values are left out.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const parts: string[] = [];
  const params = new URLSearchParams();
  for (const segment of queryKey) {
    if (segment === null || segment === undefined) continue;
    if (typeof segment === 'object') {
      for (const [key, value] of Object.entries(segment as Record<string, unknown>)) {
        if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
      }
    } else {
      parts.push(String(segment));
    }
  }
  const query = params.toString();
  return query ? `${parts.join('/')}?${query}` : parts.join('/');
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default data fetch: GET the key's URL and parse JSON; on 401 yield null or throw. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), {
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * Spec §9 defaults: no interval, no refetch on focus, never stale, no retries. `onUnauthorized`
 * runs whenever a call answers 401, so an expired session brings the gate back.
 */
export function createQueryClient(options: { onUnauthorized?: () => void } = {}): QueryClient {
  const handle = (err: unknown) => {
    if (errorStatus(err) === 401) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
