import type { SSEReplyInterface } from '@fastify/sse';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { ChangeFeed } from '../../plugins/cache/change-feed';
import { ChangeTail, type TailBatch } from './change-tail';
import { LiveStream } from './live-stream';
import { PRESENCE_TOUCH_MS, type PresenceBoard, type PresenceNotice } from './presence-board';

/**
 * Streams one session may hold open on one instance. A browser opens at most six connections to a
 * host over HTTP/1.1, so a seventh tab's stream would starve that browser's other requests; the
 * stream past this is refused (429) and that tab simply has no live updates until another closes.
 */
export const MAX_STREAMS_PER_SESSION = 5;

/** This instance's open streams, fed by the change log and the presence board. */
export class LiveHub {
  private readonly streams = new Map<string, LiveStream>();
  private readonly perSession = new Map<string, number>();
  private readonly tail: ChangeTail;
  private timer: NodeJS.Timeout | undefined;
  private readonly pendingPresence = new Set<string>();
  private presenceFlush: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
    private readonly board: PresenceBoard,
    private readonly log: FastifyBaseLogger,
  ) {
    this.tail = new ChangeTail(db, feed, (error) =>
      log.warn({ err: error }, 'reading the change log failed'),
    );
    feed.onSessionEnded((sessionId) => {
      for (const stream of this.streams.values())
        if (sessionId === '*' || stream.sessionId === sessionId) stream.close();
    });
  }

  get size(): number {
    return this.streams.size;
  }

  get changeTail(): ChangeTail {
    return this.tail;
  }

  start(): void {
    this.tail.onBatch((batch) => this.broadcast(batch));
    this.board.start(
      (notice) => this.heard(notice),
      () => {
        // Whatever was announced while the subscription was down is unknown: tell everyone again.
        for (const stream of this.streams.values())
          if (stream.processId) this.presenceChanged(stream.processId);
      },
    );
    this.timer = setInterval(() => void this.tick(), PRESENCE_TOUCH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    const ids = [...this.streams.keys()];
    for (const stream of this.streams.values()) stream.close();
    await this.tail.stop();
    await this.board.leave(ids).catch(() => {});
    this.board.stop();
  }

  /** A new stream for the session, or null when the session holds MAX_STREAMS_PER_SESSION already. */
  admit(sse: SSEReplyInterface, sessionId: string, personId: string | null): LiveStream | null {
    const held = this.perSession.get(sessionId) ?? 0;
    if (held >= MAX_STREAMS_PER_SESSION) return null;
    const stream = new LiveStream(sse, sessionId, personId);
    this.perSession.set(sessionId, held + 1);
    this.streams.set(stream.id, stream);
    sse.onClose(() => this.closed(stream));
    return stream;
  }

  /** Registers the stream's presence, sends its hello and what it missed since `lastSeq`. */
  async open(stream: LiveStream, lastSeq: number | null): Promise<void> {
    // The first stream wakes the log's reader (idle while no stream is open).
    await this.tail.wake();
    await this.board.join(stream.id, stream.sessionId, stream.personId);
    // A fresh stream starts from the log's current end; a resumed one keeps its place until the
    // replayed changes move it (a drop mid-replay then resumes from the last one received).
    const from = lastSeq === null ? { id: String(this.tail.seq) } : {};
    stream.send({ ...from, event: 'hello', data: { connectionId: stream.id } });
    if (lastSeq === null) {
      stream.endReplay([]);
      return;
    }
    const replay = await this.tail.replay(lastSeq);
    if (replay.kind === 'reload') {
      stream.send({ id: String(this.tail.seq), event: 'reload', data: { reason: replay.reason } });
      stream.endReplay([]);
    } else stream.endReplay(replay.changes);
  }

  private closed(stream: LiveStream): void {
    if (!this.streams.delete(stream.id)) return;
    if (this.streams.size === 0) void this.tail.sleep();
    const held = (this.perSession.get(stream.sessionId) ?? 1) - 1;
    if (held > 0) this.perSession.set(stream.sessionId, held);
    else this.perSession.delete(stream.sessionId);
    this.board
      .leave([stream.id])
      .catch((error) => this.log.warn({ err: error }, 'removing a presence failed'));
  }

  private broadcast(batch: TailBatch): void {
    for (const stream of this.streams.values()) {
      if (batch.kind === 'burst')
        stream.send({ id: String(batch.seq), event: 'reload', data: { reason: 'burst' } });
      else for (const change of batch.changes) stream.change(change);
    }
  }

  private heard(notice: PresenceNotice): void {
    const own = this.streams.get(notice.connectionId);
    if (own) {
      if (notice.op === 'in') own.processId = notice.processId;
      else if (own.processId === notice.processId) own.processId = null;
    }
    this.presenceChanged(notice.processId);
  }

  /** Tells this instance's streams of the process who has it open; notices of a moment are read once. */
  private presenceChanged(processId: string): void {
    this.pendingPresence.add(processId);
    this.presenceFlush ??= Promise.resolve().then(async () => {
      const processIds = [...this.pendingPresence];
      this.pendingPresence.clear();
      this.presenceFlush = null;
      for (const id of processIds) {
        const watching = [...this.streams.values()].filter((s) => s.processId === id);
        if (watching.length === 0) continue;
        try {
          const people = await this.board.present(id);
          for (const stream of watching) stream.send({ event: 'presence', data: { processId: id, people } });
        } catch (error) {
          this.log.warn({ err: error }, 'reading who has a process open failed');
        }
      }
    });
  }

  /** Keeps this instance's presence rows fresh and ends the streams of sessions that expired. */
  private async tick(): Promise<void> {
    try {
      await this.board.touch([...this.streams.keys()]);
      const held = [...this.perSession.keys()];
      if (held.length === 0) return;
      const alive = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, held), gt(sessions.expiresAt, new Date())));
      const live = new Set(alive.map((s) => s.id));
      for (const stream of this.streams.values()) if (!live.has(stream.sessionId)) stream.close();
    } catch (error) {
      this.log.warn({ err: error }, 'refreshing live streams failed');
    }
  }
}
