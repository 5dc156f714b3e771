import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArtifactStateSchema } from '../../../core/schemas/artifact';
import { IdParamsSchema } from '../../../core/schemas/common';
import { MapDiffSchema } from '../../../core/schemas/map-diff';
import {
  PublishedVersionSchema,
  PublishedVersionSummarySchema,
  ReviewDecisionCreateSchema,
  ReviewListQuerySchema,
  ReviewRequestCreateSchema,
  ReviewRequestSchema,
} from '../../../core/schemas/reviews';
import { errorResponses } from '../../openapi/responses';
import { onProcessChange } from '../../plugins/audit';
import { draftOnEdit } from './draft-on-edit';
import { getPublishedVersion, listPublishedVersions, versionMapDiff } from './published-versions.service';
import {
  createReviewRequest,
  decideReview,
  getReviewRequest,
  listReviewRequests,
  reviewerOf,
} from './reviews.service';

/** Review requests, the approvers' decisions and the published versions they make (issue 24). */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  onProcessChange(draftOnEdit);
  const allowSelfApproval = app.config.allowSelfApproval;

  r.post(
    '/api/processes/:id/review-requests',
    {
      schema: {
        params: IdParamsSchema,
        body: ReviewRequestCreateSchema,
        response: { 201: ReviewRequestSchema, ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const requester = await reviewerOf(app.db, request.session?.personId ?? null);
      const created = await createReviewRequest(app.db, {
        processId: request.params.id,
        approverIds: request.body.approverIds,
        message: request.body.message,
        requester,
        allowSelfApproval,
        notifier: app.notifier,
      });
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/review-requests',
    {
      schema: {
        querystring: ReviewListQuerySchema,
        response: { 200: z.array(ReviewRequestSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReviewRequests(app.db, {
        mine: request.query.mine === '1',
        processId: request.query.processId,
        personId: request.session?.personId ?? null,
      });
    },
  );

  r.get(
    '/api/review-requests/:id',
    { schema: { params: IdParamsSchema, response: { 200: ReviewRequestSchema, ...errorResponses(404) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getReviewRequest(app.db, request.params.id);
    },
  );

  r.post(
    '/api/review-requests/:id/decisions',
    {
      config: { role: 'approver' },
      schema: {
        params: IdParamsSchema,
        body: ReviewDecisionCreateSchema,
        response: { 200: ReviewRequestSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const reviewer = await reviewerOf(app.db, request.session?.personId ?? null);
      return decideReview(app.db, {
        requestId: request.params.id,
        decision: request.body.decision,
        comment: request.body.comment,
        reviewer,
        allowSelfApproval,
        notifier: app.notifier,
      });
    },
  );

  r.get(
    '/api/processes/:id/published-versions',
    {
      config: { cache: true },
      schema: {
        params: IdParamsSchema,
        response: { 200: z.array(PublishedVersionSummarySchema), ...errorResponses(404) },
      },
    },
    async (request) => listPublishedVersions(app.db, request.params.id),
  );

  r.get(
    '/api/published-versions/:id',
    {
      config: { cache: true },
      schema: { params: IdParamsSchema, response: { 200: PublishedVersionSchema, ...errorResponses(404) } },
    },
    async (request) => getPublishedVersion(app.db, request.params.id),
  );

  // What a review shows of a diagram: the map as this version published it against the map now.
  r.get(
    '/api/published-versions/:id/map-diff',
    {
      config: { cache: true },
      schema: {
        params: IdParamsSchema,
        querystring: z.object({ state: ArtifactStateSchema.default('to_be') }),
        response: { 200: MapDiffSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => versionMapDiff(app.db, request.params.id, request.query.state),
  );
}
