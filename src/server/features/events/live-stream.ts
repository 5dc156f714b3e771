import { randomUUID } from 'node:crypto';
import type { SSEMessage, SSEReplyInterface } from '@fastify/sse';
import type { LiveChange } from '../../../core/schemas/live';

/**
 * Messages waiting for a slow reader past this end its stream: it reconnects with Last-Event-ID and
 * replays from the change log, so a stuck client costs a bounded queue, never a growing one.
 */
export const MAX_QUEUED_MESSAGES = 256;
/** Change log numbers remembered per stream, to skip a change both replayed and read live. */
const RECENT_SEQS = 512;

/** One open GET /api/events: its person, the process it has open, and its queue of messages. */
export class LiveStream {
  readonly id = randomUUID();
  processId: string | null = null;
  private readonly queue: SSEMessage[] = [];
  private pumping = false;
  private closed = false;
  private recent = new Set<number>();
  /** Live changes that arrive while the replay is read, sent after it. */
  private held: LiveChange[] | null = [];

  constructor(
    private readonly sse: SSEReplyInterface,
    readonly sessionId: string,
    readonly personId: string | null,
  ) {}

  get open(): boolean {
    return !this.closed && this.sse.isConnected;
  }

  send(message: SSEMessage): void {
    if (!this.open) return;
    if (this.queue.length >= MAX_QUEUED_MESSAGES) {
      this.close();
      return;
    }
    this.queue.push(message);
    void this.pump();
  }

  change(change: LiveChange): void {
    if (this.held) this.held.push(change);
    else this.sendChange(change);
  }

  /** The replayed changes, then whatever arrived meanwhile, each once. */
  endReplay(replayed: readonly LiveChange[]): void {
    const held = this.held ?? [];
    this.held = null;
    for (const change of [...replayed, ...held]) this.sendChange(change);
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.sse.close();
  }

  private sendChange(change: LiveChange): void {
    if (this.recent.has(change.seq)) return;
    if (this.recent.size >= RECENT_SEQS) this.recent = new Set([...this.recent].slice(RECENT_SEQS / 2));
    this.recent.add(change.seq);
    this.send({ id: String(change.seq), event: 'change', data: change });
  }

  /** One write at a time, each after the previous one drained (the plugin waits for 'drain'). */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.queue.length > 0 && this.open) {
        await this.sse.send(this.queue.shift()!);
      }
    } catch {
      // The client went away mid-write: the close handler cleans up.
    } finally {
      this.pumping = false;
    }
  }
}
