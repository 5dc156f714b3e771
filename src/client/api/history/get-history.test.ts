import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHistory } from './get-history';

afterEach(() => vi.unstubAllGlobals());

const page = (headers: Record<string, string>) =>
  new Response(JSON.stringify([]), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('GET /api/history as a page', () => {
  it('reads a capped count as a lower bound', async () => {
    const fetchMock = vi.fn(async () => page({ 'X-Total-Count': '100', 'X-Total-Count-Capped': 'true' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getHistory({ search: 'onboarding', limit: 50, offset: 50 })).resolves.toEqual({
      items: [],
      total: 100,
      capped: true,
      offset: 50,
    });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/history?search=onboarding&limit=50&offset=50');
  });

  it('reads an exact count when the header is absent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page({ 'X-Total-Count': '7' })),
    );
    await expect(getHistory({ limit: 50, offset: 0 })).resolves.toEqual({
      items: [],
      total: 7,
      capped: false,
      offset: 0,
    });
  });
});
