/**
 * The spec §8 fetch wrapper: every call sends the session cookie, bodies are JSON, and any
 * non-OK answer raises `Error("{status}: {body text or status text}")`.
 */

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** GET a JSON document through the wrapper. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error raised by the wrapper, or null for anything else (network, bugs). */
export function errorStatus(err: unknown): number | null {
  if (!(err instanceof Error)) return null;
  const match = STATUS_PREFIX.exec(err.message);
  return match ? Number(match[1]) : null;
}

/**
 * A sentence for the user: the `message` of a JSON error body when there is one, else the body
 * text, else the error's own message, else the fallback.
 */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(err instanceof Error) || !err.message) return fallback;
  const match = STATUS_PREFIX.exec(err.message);
  if (!match) return err.message === 'Failed to fetch' ? 'The server could not be reached.' : err.message;
  const text = (match[2] ?? '').trim();
  if (!text) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || fallback;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return text.startsWith('<') ? fallback : text;
}
