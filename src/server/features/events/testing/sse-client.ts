/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** The next event that matches (events before it are consumed); rejects when the stream ends first. */
  next(match?: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The body of a refused stream (status other than 200). */
  body: string;
  close(): void;
}

/** Opens GET {base}/api/events as the session of `cookie`, as EventSource does. */
export async function openSse(
  base: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { accept: 'text/event-stream', cookie, ...headers },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) {
    const body = await res.text();
    return {
      status: res.status,
      body,
      next: () => Promise.reject(new Error(`stream refused: ${res.status}`)),
      ended: Promise.resolve(),
      close: () => {},
    };
  }
  const events: SseEvent[] = [];
  const waiting: { wake: (() => void) | null } = { wake: null };
  let done = false;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event = parse(block);
          if (event) events.push(event);
          split = buffer.indexOf('\n\n');
        }
        waiting.wake?.();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      waiting.wake?.();
    }
  })();
  const next = async (match: (event: SseEvent) => boolean = () => true): Promise<SseEvent> => {
    for (;;) {
      while (events.length > 0) {
        const event = events.shift()!;
        if (match(event)) return event;
      }
      if (done) throw new Error('the stream ended');
      await new Promise<void>((resolve) => {
        waiting.wake = resolve;
      });
      waiting.wake = null;
    }
  };
  return { status: 200, body: '', next, ended, close: () => abort.abort() };
}

function parse(block: string): SseEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { id, event, data: JSON.parse(data.join('\n')) };
}
