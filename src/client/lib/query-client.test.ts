import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn, queryKeyToUrl } from './query-client';

afterEach(() => vi.unstubAllGlobals());

const ctx = (queryKey: unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

describe('query client (spec §7, §9)', () => {
  it('forms the URL from the key segments joined by a slash, objects as the query string', () => {
    expect(queryKeyToUrl(['/api/job-roles', 'abc'])).toBe('/api/job-roles/abc');
    expect(queryKeyToUrl(['/api/processes', { search: 'a b', jobRoleId: undefined, limit: 24 }])).toBe(
      '/api/processes?search=a+b&limit=24',
    );
  });

  it('yields null on 401 where asked, and raises otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Sign in"}', { status: 401 })),
    );
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/x']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/x']))).rejects.toThrow(
      '401: {"message":"Sign in"}',
    );
  });

  it('never refetches on its own and never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('calls onUnauthorized when any query answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client.fetchQuery({ queryKey: ['/api/processes'] }).catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
