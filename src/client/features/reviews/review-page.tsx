import { publishedVersionLine } from '@core/schemas/reviews';
import { ClipboardCheckIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useSession } from '../../api/auth/get-session';
import { useReview } from '../../api/reviews/review-requests';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApproverDecisions } from './components/approver-decisions';
import { DecisionForm } from './components/decision-form';
import { VersionChanges } from './components/version-changes';
import { awaitsDecisionOf, reviewStatusText } from './review-status';

const STATUS_VARIANT = { open: 'info', approved: 'success', changes_requested: 'warning' } as const;

/** One review (/reviews/{id}): the request, the approvers' decisions, my decision, and what changed. */
export function ReviewPage({ params }: { params: { id: string } }) {
  const review = useReview(params.id);
  const me = useSession().data?.person?.id ?? null;
  useDocumentTitle(review.data ? `Review: ${review.data.processName}` : 'Review');

  if (!review.isSuccess) {
    return (
      <QueryState
        query={review}
        skeleton={<Skeleton className="h-64" />}
        notFoundIcon={ClipboardCheckIcon}
        notFoundTitle="Review not found."
        errorTitle="The review could not be loaded"
      />
    );
  }
  const r = review.data;
  const mine = awaitsDecisionOf(r, me);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[
          { label: 'My Reviews', href: paths.myReviews() },
          { label: r.processName, href: paths.process(r.processId) },
          { label: 'Review' },
        ]}
        title={`Review: ${r.processName}`}
        meta={
          <>
            <Badge variant={STATUS_VARIANT[r.status]}>{reviewStatusText(r)}</Badge>
            <span>
              Requested by {r.requestedByName} on {formatDateTime(r.createdAt)}
            </span>
          </>
        }
        actions={
          <Link
            href={paths.process(r.processId)}
            className="font-medium text-brand-700 text-sm hover:underline"
          >
            Open the process
          </Link>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {r.message ? (
            <blockquote className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-800">
              <p className="whitespace-pre-line">{r.message}</p>
              <footer className="mt-1 text-slate-500 text-xs">— {r.requestedByName}</footer>
            </blockquote>
          ) : null}
          {r.publishedVersion ? (
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 text-sm">
              Published: {publishedVersionLine(r.publishedVersion)}.{' '}
              <Link href={paths.publishedVersion(r.publishedVersion.id)} className="font-medium underline">
                View version {r.publishedVersion.version}
              </Link>
            </p>
          ) : null}
          <h2 className="font-semibold text-lg text-slate-900">
            {r.baseVersion
              ? `What changed since version ${r.baseVersion.version}`
              : 'What is new (never published)'}
          </h2>
          {r.status === 'open' ? (
            <VersionChanges processId={r.processId} base={r.baseVersion} />
          ) : (
            <p className="text-slate-600 text-sm">
              This review is closed; the process may have changed since.{' '}
              {r.publishedVersion
                ? 'The version it published shows what was approved.'
                : 'Open the process to see it now.'}
            </p>
          )}
        </div>
        <aside className="flex flex-col gap-4">
          {mine ? <DecisionForm review={r} /> : null}
          <section
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-labelledby="review-approvers"
          >
            <h2 id="review-approvers" className="mb-3 font-semibold text-slate-900">
              Approvers
            </h2>
            <ApproverDecisions approvers={r.approvers} />
          </section>
        </aside>
      </div>
    </div>
  );
}
