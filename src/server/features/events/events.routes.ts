import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LivePresenceUpdateSchema } from '../../../core/schemas/live';
import { errorResponses } from '../../openapi/responses';
import type { ChangeFeed } from '../../plugins/cache/change-feed';
import { AppError, notFound } from '../../plugins/errors';
import { SESSION_COOKIE, tokenHash } from '../../plugins/sessions/session-store';
import { LiveHub, MAX_STREAMS_PER_SESSION } from './live-hub';
import { PresenceBoard } from './presence-board';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live streams (tests count them and wait on its change tail). */
    liveHub: LiveHub;
  }
}

export interface EventsRoutesOptions {
  feed: ChangeFeed;
}

/** Comments of an idle stream this often, so proxies and browsers keep it open. */
const HEARTBEAT_MS = 15_000;

export const TOO_MANY_STREAMS = `Live updates are already open in ${MAX_STREAMS_PER_SESSION} tabs of this browser; close one of them to get live updates here.`;

export const NOT_AN_EVENT_STREAM =
  'This address sends Server-Sent Events: ask for Accept: text/event-stream.';

/** A Last-Event-ID the stream sent: a change log number. Anything else starts afresh. */
function lastSeq(header: string | null, query: string | undefined): number | null {
  const value = header ?? query;
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * GET /api/events: what changed (ids, kinds, who) and who has the process open, as Server-Sent
 * Events, for as long as the session lives. PUT /api/events/presence: the process a stream's page
 * shows.
 */
export async function eventsRoutes(app: FastifyInstance, opts: EventsRoutesOptions): Promise<void> {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const board = new PresenceBoard(app.db, opts.feed);
  const hub = new LiveHub(app.db, opts.feed, board, app.log);
  app.decorate('liveHub', hub);
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', () => hub.stop());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/events',
    {
      // Only an explicit text/event-stream (as EventSource sends) opens a stream; any other client
      // gets a 406 at once rather than an answer that never ends.
      sse: 'dual',
      schema: {
        description:
          "Server-Sent Events: `hello` (this stream's id), `change` (id = change log number; the kind, ids and who saved), `presence` (who has the process open), `reload` (too much was missed: read everything again). A reconnect sends Last-Event-ID (or ?lastEventId=) and gets what it missed.",
        querystring: z.object({ lastEventId: z.string().max(40).optional() }),
        response: {
          200: {
            content: {
              'text/event-stream': {
                schema: z
                  .string()
                  .meta({ description: 'A stream of hello, change, presence and reload events.' }),
              },
            },
          },
          ...errorResponses(406, 429),
        },
      },
    },
    async (request, reply) => {
      if (!reply.sse) throw new AppError(406, NOT_AN_EVENT_STREAM);
      const session = request.session!;
      const sessionId = tokenHash(request.cookies[SESSION_COOKIE]!);
      const stream = hub.admit(reply.sse, sessionId, session.personId);
      if (!stream) throw new AppError(429, TOO_MANY_STREAMS);
      reply.sse.keepAlive();
      try {
        await hub.open(stream, lastSeq(reply.sse.lastEventId, request.query.lastEventId));
      } catch (error) {
        stream.close();
        throw error;
      }
    },
  );

  r.put(
    '/api/events/presence',
    {
      config: { role: 'viewer' },
      schema: {
        description:
          'The process the page of one of your live streams shows (null: none), for the presence banner.',
        body: LivePresenceUpdateSchema,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const sessionId = tokenHash(request.cookies[SESSION_COOKIE]!);
      const { connectionId, processId } = request.body;
      if (!(await board.show(connectionId, sessionId, processId))) throw notFound('Live stream');
      return reply.code(204).send(null);
    },
  );
}

// Not encapsulated (as fastify-plugin does): `liveHub` is decorated on the app itself.
Object.assign(eventsRoutes, { [Symbol.for('skip-override')]: true });
