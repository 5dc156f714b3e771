import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { exportLabel } from '../../../../core/rules/export-labels';
import { anchorLabel, type CommentAnchor } from '../../../../core/schemas/comments';
import type { Db } from '../../../db/client';
import {
  comments,
  processes,
  publishedVersions,
  reviewRequests,
  type StoredApprover,
} from '../../../db/schema';
import { withProcessName } from './process-row-sheets';
import { byProcess, type ProcessKey, type Sheet } from './sheet-paging';

/** "2026-12-03 14:05" (UTC), as a date inside a text cell. */
const at = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** "Maria Lopez: Approved 2026-12-03 14:05 “Looks right.”; Sam Ode: Pending", in the order asked. */
export function approversText(approvers: readonly StoredApprover[]): string {
  return approvers
    .map((a) => {
      if (!a.decision) return `${a.name}: Pending`;
      const when = a.decidedAt ? ` ${at(a.decidedAt)}` : '';
      const comment = a.comment ? ` “${a.comment}”` : '';
      return `${a.name}: ${exportLabel.reviewDecision(a.decision)}${when}${comment}`;
    })
    .join('; ');
}

const root = alias(comments, 'thread_root');

/**
 * The sheets of review and discussion (issue 24): every comment by thread (its first comment, then
 * the replies), every review request with each approver's decision, and every published version.
 */
export function reviewSheets(db: Db, order: () => Promise<ProcessKey[]>): Sheet[] {
  return [
    {
      name: 'Comments',
      columns: [
        { header: 'Process', width: 30, wrap: true },
        { header: 'Anchor', width: 30, wrap: true },
        { header: 'Reply', width: 8 },
        { header: 'Author', width: 22, wrap: true },
        { header: 'Comment', width: 60, wrap: true },
        { header: 'Created', width: 17, kind: 'date' },
        { header: 'Resolved', width: 17, kind: 'date' },
        { header: 'Resolved By', width: 22, wrap: true },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({
                row: comments,
                processName: processes.name,
                // A reply is resolved with its thread: the first comment holds it.
                resolvedAt: sql<Date | null>`coalesce(${root.resolvedAt}, ${comments.resolvedAt})`.mapWith(
                  comments.resolvedAt,
                ),
                resolvedByName: sql<
                  string | null
                >`coalesce(${root.resolvedByName}, ${comments.resolvedByName})`,
              })
              .from(comments)
              .innerJoin(processes, eq(processes.id, comments.processId))
              .leftJoin(root, eq(root.id, comments.parentId))
              .where(inArray(comments.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                sql`coalesce(${root.createdAt}, ${comments.createdAt})`,
                sql`coalesce(${root.id}, ${comments.id})`,
                sql`${comments.parentId} is not null`,
                asc(comments.createdAt),
                asc(comments.id),
              ),
          ({ row: c, processName, resolvedAt, resolvedByName }) => [
            processName,
            anchorLabel((c.anchor as CommentAnchor | null) ?? null),
            c.parentId ? 'Yes' : '',
            c.authorName,
            c.body,
            c.createdAt,
            resolvedAt,
            resolvedByName,
          ],
        ),
    },
    {
      name: 'Review Requests',
      columns: [
        { header: 'Process', width: 30, wrap: true },
        { header: 'Requested By', width: 22, wrap: true },
        { header: 'Approvers', width: 60, wrap: true },
        { header: 'Status', width: 18 },
        { header: 'Message', width: 45, wrap: true },
        { header: 'Requested', width: 17, kind: 'date' },
        { header: 'Closed', width: 17, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) => withProcessName(db, reviewRequests, ids, (t) => [t.createdAt, t.id]),
          ({ row: r, processName }) => [
            processName,
            r.requestedByName,
            approversText(r.approvers),
            exportLabel.reviewStatus(r.status),
            r.message,
            r.createdAt,
            r.closedAt,
          ],
        ),
    },
    {
      name: 'Published Versions',
      columns: [
        { header: 'Process', width: 36, wrap: true },
        { header: 'Version', width: 10 },
        { header: 'Approved By', width: 45, wrap: true },
        { header: 'Published', width: 17, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) => withProcessName(db, publishedVersions, ids, (t) => [t.publishedAt, t.id]),
          ({ row: v, processName }) => [
            processName,
            v.version,
            v.approvedBy.map((p) => p.name).join(', '),
            v.publishedAt,
          ],
        ),
    },
  ];
}
