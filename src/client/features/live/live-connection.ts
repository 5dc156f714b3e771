import {
  type LiveChange,
  LiveChangeSchema,
  LiveHelloSchema,
  type LivePresence,
  LivePresenceSchema,
} from '@core/schemas/live';

export type LiveMessage =
  | { type: 'hello'; connectionId: string }
  | { type: 'change'; change: LiveChange }
  | { type: 'presence'; presence: LivePresence }
  | { type: 'reload' };

/** The first wait before a refused stream (signed out, too many tabs) is tried again; it doubles up to the last. */
const RETRY_MS = [2_000, 5_000, 15_000, 60_000];

/**
 * The tab's one stream of GET /api/events. The browser reconnects a dropped stream by itself with
 * Last-Event-ID; a stream it gave up on (a refusal) is opened again here, later, with the last id
 * in the query, so no change in between is lost.
 */
export class LiveConnection {
  private source: EventSource | null = null;
  private lastEventId: string | null = null;
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(message: LiveMessage) => void>();
  /** The id of the open stream, for PUT /api/events/presence; null until its hello. */
  connectionId: string | null = null;

  subscribe(listener: (message: LiveMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.source || typeof EventSource === 'undefined') return;
    const query = this.lastEventId ? `?lastEventId=${encodeURIComponent(this.lastEventId)}` : '';
    const source = new EventSource(`/api/events${query}`);
    this.source = source;
    const on = (event: string, handle: (data: unknown) => LiveMessage | null) =>
      source.addEventListener(event, (e) => {
        const message = e as MessageEvent<string>;
        if (message.lastEventId) this.lastEventId = message.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = handle(data);
        if (parsed) this.emit(parsed);
      });
    on('hello', (data) => {
      const hello = LiveHelloSchema.safeParse(data);
      if (!hello.success) return null;
      this.retries = 0;
      this.connectionId = hello.data.connectionId;
      return { type: 'hello', connectionId: hello.data.connectionId };
    });
    on('change', (data) => {
      const change = LiveChangeSchema.safeParse(data);
      return change.success ? { type: 'change', change: change.data } : null;
    });
    on('presence', (data) => {
      const presence = LivePresenceSchema.safeParse(data);
      return presence.success ? { type: 'presence', presence: presence.data } : null;
    });
    on('reload', () => ({ type: 'reload' }));
    source.onerror = () => {
      this.connectionId = null;
      if (source.readyState !== EventSource.CLOSED) return;
      this.source = null;
      const wait = RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)];
      this.retries += 1;
      this.timer = setTimeout(() => this.start(), wait);
    };
  }

  stop(): void {
    clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
    this.connectionId = null;
  }

  private emit(message: LiveMessage): void {
    for (const listener of this.listeners) listener(message);
  }
}
