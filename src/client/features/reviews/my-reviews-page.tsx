import type { ReviewRequest } from '@core/schemas/reviews';
import { ClipboardCheckIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useMyReviews } from '../../api/reviews/review-requests';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { SkeletonList } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangeCounts } from './components/change-counts';

/** My reviews (/reviews): the open reviews waiting for my decision, each with what changed. */
export function MyReviewsPage() {
  useDocumentTitle('My Reviews');
  const reviews = useMyReviews();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="My Reviews"
        description="Processes waiting for your sign-off, with what changed since their last published version."
      />
      {reviews.isPending ? (
        <SkeletonList
          label="Loading your reviews…"
          count={2}
          className="flex flex-col gap-3"
          itemClassName="h-28"
        />
      ) : reviews.isError ? (
        <QueryErrorState title="Your reviews could not be loaded" query={reviews} />
      ) : reviews.data.length === 0 ? (
        <EmptyState
          icon={ClipboardCheckIcon}
          title="Nothing waits for your review."
          description="When someone asks you to sign off a process, it shows here and in the sidebar."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Reviews waiting for you">
          {reviews.data.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewCard({ review }: { review: ReviewRequest }) {
  const approved = review.approvers.filter((a) => a.decision === 'approve').length;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
      data-review={review.processName}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">
            <Link href={paths.review(review.id)} className="hover:underline">
              {review.processName}
            </Link>
          </h2>
          <p className="text-slate-600 text-xs">
            Requested by {review.requestedByName} on {formatDate(review.createdAt)} · {approved} of{' '}
            {review.approvers.length} approved ·{' '}
            {review.baseVersion ? `last published: version ${review.baseVersion.version}` : 'never published'}
          </p>
        </div>
        <Link
          href={paths.review(review.id)}
          className="inline-flex h-9 items-center rounded-md bg-brand-600 px-3 font-medium text-sm text-white hover:bg-brand-700"
        >
          Review
        </Link>
      </div>
      {review.message ? <p className="whitespace-pre-line text-slate-700 text-sm">{review.message}</p> : null}
      <ChangeCounts processId={review.processId} base={review.baseVersion} />
    </li>
  );
}
