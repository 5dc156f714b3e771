import {
  type PublishedVersionSummary,
  publishedVersionLine,
  type ReviewRequest,
} from '@core/schemas/reviews';
import { BadgeCheckIcon, ClipboardCheckIcon, type LucideIcon, MessageSquareWarningIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePublishedVersions } from '../../../api/reviews/published-versions';
import { useProcessReviews } from '../../../api/reviews/review-requests';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ApproverDecisions } from './approver-decisions';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * Under the process header: the open review (who decides, who already did), or the changes the
 * last review asked for while the process is a draft again, and the published versions.
 */
export function ProcessReviewPanel({ processId, status }: { processId: string; status: string }) {
  const reviews = useProcessReviews(processId);
  const versions = usePublishedVersions(processId);
  const latest = reviews.data?.[0] ?? null;
  const open = latest?.status === 'open' ? latest : null;
  const sentBack = latest?.status === 'changes_requested' && status === 'draft' ? latest : null;
  const published = versions.data ?? [];
  if (!open && !sentBack && published.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {open ? <OpenReview review={open} /> : null}
      {sentBack ? <ChangesRequested review={sentBack} /> : null}
      {published.length ? <PublishedVersions versions={published} current={status === 'published'} /> : null}
    </div>
  );
}

const TONES = {
  sky: { box: 'border-sky-200 bg-sky-50', icon: 'text-sky-700', text: 'text-sky-950' },
  amber: { box: 'border-amber-200 bg-amber-50', icon: 'text-amber-700', text: 'text-amber-950' },
} as const;

/** The shell of a review notice under the header: icon, tone, its text and a link to the review. */
function ReviewNotice({
  label,
  tone,
  Icon,
  review,
  linkText,
  children,
}: {
  label: string;
  tone: keyof typeof TONES;
  Icon: LucideIcon;
  review: ReviewRequest;
  linkText: string;
  children: ReactNode;
}) {
  const t = TONES[tone];
  return (
    <section
      aria-label={label}
      className={`flex flex-wrap items-start justify-between gap-4 rounded-lg border px-4 py-3 ${t.box}`}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Icon className={`mt-0.5 size-5 shrink-0 ${t.icon}`} aria-hidden="true" />
        <div className={`flex min-w-0 flex-col gap-2 text-sm ${t.text}`}>{children}</div>
      </div>
      <Link href={paths.review(review.id)} className={linkClass}>
        {linkText}
      </Link>
    </section>
  );
}

function OpenReview({ review }: { review: ReviewRequest }) {
  const approved = review.approvers.filter((a) => a.decision === 'approve').length;
  return (
    <ReviewNotice
      label="Review in progress"
      tone="sky"
      Icon={ClipboardCheckIcon}
      review={review}
      linkText="Open the review"
    >
      <p>
        <span className="font-semibold">In review</span> since {formatDate(review.createdAt)}, requested by{' '}
        {review.requestedByName} · {approved} of {review.approvers.length} approved
      </p>
      {review.message ? <p className="whitespace-pre-line text-slate-700">{review.message}</p> : null}
      <ApproverDecisions approvers={review.approvers} compact />
    </ReviewNotice>
  );
}

function ChangesRequested({ review }: { review: ReviewRequest }) {
  const asked = review.approvers.filter((a) => a.decision === 'request_changes');
  return (
    <ReviewNotice
      label="Changes requested"
      tone="amber"
      Icon={MessageSquareWarningIcon}
      review={review}
      linkText="See the review"
    >
      <p>
        <span className="font-semibold">Changes requested</span> by {asked.map((a) => a.name).join(', ')} on{' '}
        {formatDate(review.closedAt)}: back to Draft. Make the changes, then request a review again.
      </p>
      {asked.map((a) =>
        a.comment ? (
          <blockquote key={a.personId} className="border-amber-300 border-l-2 pl-3 text-slate-800">
            <p className="whitespace-pre-line">{a.comment}</p>
            <footer className="mt-0.5 text-slate-600 text-xs">— {a.name}</footer>
          </blockquote>
        ) : null,
      )}
    </ReviewNotice>
  );
}

function PublishedVersions({ versions, current }: { versions: PublishedVersionSummary[]; current: boolean }) {
  const [latest, ...earlier] = versions;
  if (!latest) return null;
  return (
    <section
      aria-label="Published versions"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white px-4 py-2.5 text-sm"
    >
      <BadgeCheckIcon className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
      <span className="text-slate-800">
        {publishedVersionLine(latest)}
        {current ? null : <span className="text-slate-500"> · the process has changed since</span>}
      </span>
      <Link href={paths.publishedVersion(latest.id)} className={linkClass}>
        View version {latest.version}
      </Link>
      {earlier.length ? (
        <details className="w-full text-slate-700">
          <summary className="cursor-pointer text-slate-600 text-xs">
            Earlier versions ({earlier.length})
          </summary>
          <ul className="mt-1 flex flex-col gap-1 pl-6">
            {earlier.map((v) => (
              <li key={v.id}>
                <Link href={paths.publishedVersion(v.id)} className={linkClass}>
                  {publishedVersionLine(v)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
