import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage, errorStatus } from './api-client';

function respond(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('fetch wrapper (spec §8)', () => {
  it('raises "{status}: {body}" for a non-OK answer', async () => {
    respond(400, '{"message":"Process name is required"}');
    await expect(apiRequest('POST', '/api/processes', {})).rejects.toThrow(
      '400: {"message":"Process name is required"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON with credentials', async () => {
    respond(200, '{}');
    await apiRequest('POST', '/api/processes', { name: 'x' });
    const [url, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('/api/processes');
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });
});

describe('error messages for people', () => {
  it('takes the JSON message, else the text, else a fallback', () => {
    expect(errorMessage(new Error('409: {"message":"Already exists"}'))).toBe('Already exists');
    expect(errorMessage(new Error('500: Internal'))).toBe('Internal');
    expect(errorMessage(new Error('502: <html>bad gateway</html>'), 'Try again')).toBe('Try again');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('The server could not be reached.');
    expect(errorMessage('nope', 'fallback')).toBe('fallback');
  });

  it('reads the status back', () => {
    expect(errorStatus(new Error('401: {"message":"x"}'))).toBe(401);
    expect(errorStatus(new Error('boom'))).toBeNull();
  });
});
