import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import { ROLE_LABELS, type Role, roleAtLeast } from '../../../core/schemas/people';
import type {
  PersonRef,
  ReviewDecisionKind,
  ReviewRequest,
  ReviewStatus,
} from '../../../core/schemas/reviews';
import type { Db, Executor } from '../../db/client';
import { findProcess } from '../../db/find';
import { people, processes, publishedVersions, reviewRequests, type StoredApprover } from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import type { Notifier } from '../notifications';
import { isOwnChange } from './own-change';
import { lastPublishedVersion, publishProcess, toVersionSummary } from './published-versions.service';

type RequestRow = typeof reviewRequests.$inferSelect;

const forbidden = (message: string) => new AppError(403, message);
const unprocessable = (message: string) => new AppError(422, message);

/** Who acts: the signed-in person (a session that has not given its name yet cannot review). */
export interface Reviewer {
  id: string;
  name: string;
}

export async function reviewerOf(ex: Executor, personId: string | null): Promise<Reviewer> {
  if (!personId)
    throw badRequest(
      'Give your name first (the menu at the bottom left): reviews name who asked and who decided.',
    );
  const [row] = await ex
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(eq(people.id, personId));
  if (!row) throw badRequest('Give your name first: reviews name who asked and who decided.');
  return row;
}

/** Requests with their approvers, the process name and the versions they compare with or made. */
async function present(ex: Executor, rows: RequestRow[]): Promise<ReviewRequest[]> {
  if (rows.length === 0) return [];
  const processIds = [...new Set(rows.map((r) => r.processId))];
  const [names, versions] = await Promise.all([
    ex
      .select({ id: processes.id, name: processes.name })
      .from(processes)
      .where(inArray(processes.id, processIds)),
    ex
      .select()
      .from(publishedVersions)
      .where(inArray(publishedVersions.processId, processIds))
      .orderBy(desc(publishedVersions.publishedAt)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => {
    const mine = versions.filter((v) => v.processId === r.processId);
    const made = mine.find((v) => v.reviewRequestId === r.id) ?? null;
    // The base is the version published before the request was made.
    const base = mine.find((v) => v.id !== made?.id && v.publishedAt <= r.createdAt) ?? null;
    return {
      id: r.id,
      processId: r.processId,
      processName: nameOf.get(r.processId) ?? '',
      status: r.status as ReviewStatus,
      message: r.message,
      requestedBy: r.requestedById ? { id: r.requestedById, name: r.requestedByName } : null,
      requestedByName: r.requestedByName,
      createdAt: r.createdAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
      approvers: [...r.approvers].sort((a, b) => a.name.localeCompare(b.name)),
      baseVersion: base ? toVersionSummary(base) : null,
      publishedVersion: made ? toVersionSummary(made) : null,
    };
  });
}

export async function getReviewRequest(ex: Executor, id: string): Promise<ReviewRequest> {
  if (!isUuid(id)) throw notFound('Review request');
  const [row] = await ex.select().from(reviewRequests).where(eq(reviewRequests.id, id)).limit(1);
  if (!row) throw notFound('Review request');
  return (await present(ex, [row]))[0]!;
}

/**
 * Review requests, newest first: `mine` the open ones waiting for `personId`'s decision (My
 * reviews), else those of one process, else all.
 */
export async function listReviewRequests(
  db: Db,
  query: { mine: boolean; processId?: string; personId: string | null },
): Promise<ReviewRequest[]> {
  const where: SQL[] = [];
  if (query.processId !== undefined) {
    if (!isUuid(query.processId)) return [];
    where.push(eq(reviewRequests.processId, query.processId));
  }
  if (query.mine) {
    if (!query.personId) return [];
    // Containment: an approver entry with my id and no decision yet (the GIN index serves it).
    const waiting = JSON.stringify([{ personId: query.personId, decision: null }]);
    where.push(eq(reviewRequests.status, 'open'), sql`${reviewRequests.approvers} @> ${waiting}::jsonb`);
  }
  const rows = await db
    .select()
    .from(reviewRequests)
    .where(and(...where))
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
    .limit(500);
  return present(db, rows);
}

/**
 * "Request review": the approvers (people with the approver role or higher) are asked to sign off;
 * the process goes In Review. One open review per process (409); an approver who is the requester
 * is refused unless self-approval is allowed (422), as are unknown people and people below approver.
 */
export async function createReviewRequest(
  db: Db,
  input: {
    processId: string;
    approverIds: string[];
    message: string;
    requester: Reviewer;
    allowSelfApproval: boolean;
    notifier: Notifier;
  },
): Promise<ReviewRequest> {
  const process = await findProcess(db, input.processId);
  if (!process) throw notFound('Process');
  if (!input.approverIds.every(isUuid))
    throw unprocessable('One of the approvers is not a person of this repository.');
  const found = await db
    .select({ id: people.id, name: people.name, role: people.role })
    .from(people)
    .where(inArray(people.id, input.approverIds));
  if (found.length !== input.approverIds.length) {
    throw unprocessable('One of the approvers is not a person of this repository.');
  }
  const below = found.find((p) => !roleAtLeast(p.role as Role, 'approver'));
  if (below) {
    throw unprocessable(
      `${below.name} is ${ROLE_LABELS[below.role as Role]}: only approvers and admins can sign off a process.`,
    );
  }
  if (!input.allowSelfApproval && input.approverIds.includes(input.requester.id)) {
    throw unprocessable('You cannot approve your own change: pick other approvers.');
  }
  const id = await input.notifier
    .transaction(db, async (tx, notify) => {
      const [open] = await tx
        .select({ id: reviewRequests.id })
        .from(reviewRequests)
        .where(and(eq(reviewRequests.processId, process.id), eq(reviewRequests.status, 'open')))
        .limit(1);
      if (open)
        throw conflict(`"${process.name}" is already in review: decide or wait for that review first.`, {
          reviewRequestId: open.id,
        });
      const [row] = await tx
        .insert(reviewRequests)
        .values({
          processId: process.id,
          message: input.message,
          requestedById: input.requester.id,
          requestedByName: input.requester.name,
          approvers: found.map((p) => ({
            personId: p.id,
            name: p.name,
            decision: null,
            comment: null,
            decidedAt: null,
          })),
        })
        .returning();
      await tx.update(processes).set({ status: 'in_review' }).where(eq(processes.id, process.id));
      const names = found.map((p) => p.name).join(', ');
      await writeAudit(tx, {
        action: 'create',
        entityType: 'review_request',
        entityId: row!.id,
        processId: process.id,
        summary: `Requested a review of process "${process.name}" from ${names}`,
        before: { status: process.status },
        after: {
          status: 'in_review',
          approvers: found.map((p) => ({ id: p.id, name: p.name })),
          message: input.message,
        },
      });
      await notify({
        recipients: found.map((p) => p.id),
        kind: 'review_requested',
        processId: process.id,
        title: `${input.requester.name} asks you to review "${process.name}"${input.message ? `: ${clip(input.message)}` : ''}`,
        link: `/reviews/${row!.id}`,
      });
      return row!.id;
    })
    .catch((error: unknown) => {
      // Two requests at once: the unique index on open reviews lets one through.
      if (
        (error as { cause?: { code?: string } }).cause?.code === '23505' ||
        (error as { code?: string }).code === '23505'
      ) {
        throw conflict(`"${process.name}" is already in review: decide or wait for that review first.`);
      }
      throw error;
    });
  return getReviewRequest(db, id);
}

/**
 * An approver decides. Approve: once every approver approved, the process is published (a new
 * immutable version). Request changes: the review closes and the process goes back to Draft, the
 * comment shown on it. Refused: someone not asked (403), their own change (403, unless allowed),
 * a closed review or a second decision (409).
 */
export async function decideReview(
  db: Db,
  input: {
    requestId: string;
    decision: ReviewDecisionKind;
    comment: string;
    reviewer: Reviewer;
    allowSelfApproval: boolean;
    notifier: Notifier;
  },
): Promise<ReviewRequest> {
  if (!isUuid(input.requestId)) throw notFound('Review request');
  await input.notifier.transaction(db, async (tx, notify) => {
    const [request] = await tx
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.id, input.requestId))
      .for('update');
    if (!request) throw notFound('Review request');
    const approvers = request.approvers;
    const me = approvers.find((a) => a.personId === input.reviewer.id);
    if (!me) throw forbidden('You were not asked to review this process: only its approvers decide.');
    if (request.status !== 'open') {
      throw conflict(
        `This review is closed (${request.status === 'approved' ? 'approved' : 'changes requested'}): ask for a new review.`,
      );
    }
    if (me.decision) throw conflict('You have already decided on this review.');
    const process = await findProcess(tx, request.processId);
    if (!process) throw notFound('Process');
    if (input.decision === 'approve' && !input.allowSelfApproval) {
      const last = await lastPublishedVersion(tx, process.id);
      const own = await isOwnChange(tx, {
        personId: input.reviewer.id,
        requestedById: request.requestedById,
        processId: process.id,
        since: last?.publishedAt ?? null,
      });
      if (own) {
        throw forbidden(
          'You cannot approve your own change: you requested this review or edited the process since its last published version.',
        );
      }
    }
    const decided: StoredApprover[] = approvers.map((a) =>
      a.personId === input.reviewer.id
        ? {
            ...a,
            name: input.reviewer.name,
            decision: input.decision,
            comment: input.comment || null,
            decidedAt: new Date().toISOString(),
          }
        : a,
    );
    await tx.update(reviewRequests).set({ approvers: decided }).where(eq(reviewRequests.id, request.id));
    const verb = input.decision === 'approve' ? 'Approved' : 'Requested changes to';
    await writeAudit(tx, {
      action: 'update',
      entityType: 'review_request',
      entityId: request.id,
      processId: process.id,
      summary: `${verb} process "${process.name}"${input.comment ? `: ${input.comment}` : ''}`,
      after: { decision: input.decision, comment: input.comment || null },
    });
    // The requester hears of every decision, and of the publication with the last approval.
    const tell = (title: string) =>
      request.requestedById
        ? notify({
            recipients: [request.requestedById],
            kind: 'review_decided',
            processId: process.id,
            title,
            link: `/reviews/${request.id}`,
          })
        : Promise.resolve();
    const closing: ReviewStatus | null =
      input.decision === 'request_changes'
        ? 'changes_requested'
        : approvers.every((a) => a.personId === input.reviewer.id || a.decision === 'approve')
          ? 'approved'
          : null;
    if (!closing) {
      await tell(`${input.reviewer.name} approved "${process.name}"`);
      return;
    }
    await tx
      .update(reviewRequests)
      .set({ status: closing, closedAt: new Date() })
      .where(eq(reviewRequests.id, request.id));
    if (closing === 'changes_requested') {
      await tx.update(processes).set({ status: 'draft' }).where(eq(processes.id, process.id));
      await tell(`${input.reviewer.name} requested changes to "${process.name}": ${clip(input.comment)}`);
      return;
    }
    const approvedBy: PersonRef[] = decided
      .map((a) => ({ id: a.personId, name: a.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const published = await publishProcess(tx, {
      processId: process.id,
      reviewRequestId: request.id,
      approvedBy,
    });
    await tell(
      `${input.reviewer.name} approved "${process.name}": published as version ${published.version}`,
    );
  });
  return getReviewRequest(db, input.requestId);
}

/** A message or comment as an inbox title carries it: the first 200 characters. */
function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
