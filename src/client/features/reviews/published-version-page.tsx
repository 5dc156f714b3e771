import type { Process } from '@core/schemas/process';
import { type PublishedVersion, publishedVersionLine } from '@core/schemas/reviews';
import { BadgeCheckIcon, FileSearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useJobRole } from '../../api/job-roles/get-job-role';
import { usePublishedVersion } from '../../api/reviews/published-versions';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';
import { ComparisonView, ShowChangesToggle } from '../comparison';
import { ApprovedState } from './components/approved-state';
import { VersionChanges } from './components/version-changes';

type View = 'published' | 'now';

/**
 * A published version (/versions/{id}): the process as its approvers approved it, read-only and
 * never changed by later edits, and what changed since, compared with the process now.
 */
export function PublishedVersionPage({ params }: { params: { id: string } }) {
  const version = usePublishedVersion(params.id);
  useDocumentTitle(
    version.data
      ? `${version.data.snapshot.process.name} — version ${version.data.version}`
      : 'Published version',
  );
  if (!version.isSuccess) {
    return (
      <QueryState
        query={version}
        skeleton={<Skeleton className="h-64" />}
        notFoundIcon={FileSearchIcon}
        notFoundTitle="Published version not found."
        errorTitle="The published version could not be loaded"
      />
    );
  }
  return <VersionView version={version.data} />;
}

function VersionView({ version }: { version: PublishedVersion }) {
  const [view, setView] = useState<View>('published');
  const { process: snap, artifacts } = version.snapshot;
  const role = useJobRole(snap.jobRoleId);
  const process = useMemo<Process>(
    () => ({
      ...snap,
      status: 'published',
      createdAt: version.publishedAt,
      updatedAt: version.publishedAt,
    }),
    [snap, version.publishedAt],
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[
          { label: 'Dashboard', href: paths.dashboard() },
          { label: snap.name, href: paths.process(version.processId) },
          { label: `Version ${version.version}` },
        ]}
        title={`${snap.name} — version ${version.version}`}
        description={snap.description}
        meta={
          <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
            <BadgeCheckIcon className="size-4 text-emerald-600" aria-hidden="true" />
            {publishedVersionLine(version)}
          </span>
        }
        actions={
          <Link
            href={paths.process(version.processId)}
            className="font-medium text-brand-700 text-sm hover:underline"
          >
            Open the process now
          </Link>
        }
      />
      <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-2 text-slate-700 text-sm">
        A published version never changes: later edits of the process make a new draft, and this version stays
        as it was approved.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label="Published version views"
          className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
        >
          {(
            [
              ['published', `As published (${version.version})`],
              ['now', 'Compare with now'],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={view === key}
              onClick={() => setView(key)}
              className={cn(
                'rounded px-3 py-1.5 font-medium text-sm transition-colors',
                view === key ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        {view === 'published' ? <ShowChangesToggle artifacts={artifacts} /> : null}
      </div>
      {view === 'published' ? (
        <>
          <ComparisonView
            process={process}
            artifacts={artifacts}
            jobRoleName={role.data?.name ?? null}
            snapshot
          />
          <ApprovedState snapshot={version.snapshot} />
        </>
      ) : (
        <VersionChanges processId={version.processId} base={version} />
      )}
    </div>
  );
}
