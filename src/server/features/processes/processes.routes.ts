import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema } from '../../../core/schemas/common';
import {
  DashboardSummarySchema,
  ProcessCreateSchema,
  ProcessListQuerySchema,
  ProcessSchema,
  ProcessUpdateSchema,
} from '../../../core/schemas/process';
import { findProcess } from '../../db/find';
import { sendJsonText } from '../../lib/send-json-text';
import type { ChangeFeed } from '../../plugins/cache/change-feed';
import { notFound } from '../../plugins/errors';
import { ProcessCreateQueue } from './process-create';
import type { ProcessIndexKeeper } from './process-index-keeper';
import { deleteProcess, getDashboardSummary, listProcesses, updateProcess } from './processes.service';
import { RoleNames } from './role-names';

export async function processRoutes(
  app: FastifyInstance,
  options: { feed: ChangeFeed; processIndex: ProcessIndexKeeper },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const creates = new ProcessCreateQueue(app.db);
  const roleNames = new RoleNames(app.db, options.feed);
  const { processIndex } = options;
  app.addHook('onReady', async () => processIndex.start());
  app.addHook('onClose', async () => processIndex.close());

  r.get(
    '/api/processes',
    {
      config: { cache: true },
      schema: {
        querystring: ProcessListQuerySchema,
        response: { 200: z.array(ProcessSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      let indexed = processIndex.page(request.query);
      // Behind a write, the index catches up with one short statement: waiting for it costs the
      // database less than answering. A whole list waits longer (for a first build too): the
      // database would take seconds of the server's own time at 100,000 processes on PGlite.
      const wait = request.query.limit === undefined ? 10_000 : 2_000;
      if (!indexed && (await processIndex.caughtUp(wait))) indexed = processIndex.page(request.query);
      if (indexed) {
        sendTotals(reply, indexed);
        // The index holds each process as the JSON the database made for it (PROCESS_JSON, the
        // object the other path answers too), so its page goes out as it is. A page is cheaper to
        // make again than to keep, so it takes no room in the response cache; a whole list is kept.
        if (request.query.limit !== undefined) request.cacheNotKept = true;
        if (indexed.etag) reply.header('ETag', indexed.etag);
        return sendJsonText(reply, indexed.body);
      }
      const page = await listProcesses(app.db, request.query, (term) => roleNames.matching(term));
      sendTotals(reply, page);
      return page.items;
    },
  );

  r.get(
    '/api/processes/:id',
    {
      config: { cache: { process: 'params.id' } },
      schema: { params: IdParamsSchema, response: { 200: ProcessSchema, 404: ErrorBodySchema } },
    },
    async (request, reply) => {
      // From the index when it is current (after the same short wait as a page of the list): a
      // process page is read far more often than written, and the index already holds its JSON.
      let indexed = processIndex.one(request.params.id);
      if (indexed === undefined && (await processIndex.caughtUp(2_000)))
        indexed = processIndex.one(request.params.id);
      if (indexed === null) throw notFound('Process');
      if (indexed) {
        // As cheap to send again as to keep: no room taken in the response cache.
        request.cacheNotKept = true;
        return sendJsonText(reply, indexed);
      }
      const process = await findProcess(app.db, request.params.id);
      if (!process) throw notFound('Process');
      return process;
    },
  );

  r.post(
    '/api/processes',
    { schema: { body: ProcessCreateSchema, response: { 201: ProcessSchema, 400: ErrorBodySchema } } },
    async (request, reply) => {
      const created = await creates.create(request.body);
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/processes/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: ProcessUpdateSchema,
        // 409: an edit that would publish (published comes from sign-off).
        response: { 200: ProcessSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => app.db.transaction((tx) => updateProcess(tx, request.params.id, request.body)),
  );

  r.delete(
    '/api/processes/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } } },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteProcess(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/dashboard/summary',
    { config: { cache: true }, schema: { response: { 200: DashboardSummarySchema } } },
    async () => getDashboardSummary(app.db),
  );
}

/** The page's count of matches; past the search cap it is a lower bound ("100+"). */
function sendTotals(reply: FastifyReply, page: { total: number; totalIsLowerBound: boolean }): void {
  reply.header('X-Total-Count', String(page.total));
  if (page.totalIsLowerBound) reply.header('X-Total-Count-Capped', 'true');
}
