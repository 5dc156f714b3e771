import type { Artifact } from '@core/schemas/artifact';
import { ExternalLinkIcon, FileIcon } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatArtifactType } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { useArtifacts } from '../api/get-artifacts';

/** Stored files and web links open in a new tab; other artifacts are read in place (later: a viewer). */
function openableUrl(fileUrl: string | null): string | null {
  if (!fileUrl) return null;
  return fileUrl.startsWith('/objects/') || /^https?:\/\//i.test(fileUrl) ? fileUrl : null;
}

function ArtifactItem({ artifact }: { artifact: Artifact }) {
  const url = openableUrl(artifact.fileUrl);
  return (
    <li className="flex flex-col gap-1.5 rounded-md border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-medium text-slate-900 text-sm">{artifact.name}</h4>
        <Badge variant="outline">{formatArtifactType(artifact.type)}</Badge>
      </div>
      {artifact.description ? <p className="text-slate-600 text-sm">{artifact.description}</p> : null}
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-brand-700 text-xs hover:underline"
        >
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          Open file
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  );
}

type Column = { state: 'as_is' | 'to_be'; title: string; tone: string; badge: string };

const COLUMNS: Column[] = [
  {
    state: 'as_is',
    title: 'As-Is (Current State)',
    tone: 'border-slate-300 bg-slate-100/60',
    badge: 'As-Is',
  },
  { state: 'to_be', title: 'To-Be (Future State)', tone: 'border-brand-200 bg-brand-50/60', badge: 'To-Be' },
];

/** The process's artifacts in two columns: As-Is in a neutral tone, To-Be in the accent tone. */
export function ArtifactList({ processId }: { processId: string }) {
  const artifacts = useArtifacts(processId);

  if (artifacts.isPending) {
    return (
      <div role="status" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <span className="sr-only">Loading artifacts…</span>
        <Skeleton className="h-48 rounded-lg" />
        <Skeleton className="h-48 rounded-lg" />
      </div>
    );
  }
  if (artifacts.isError) {
    return (
      <ErrorState
        title="Failed to fetch artifacts"
        error={artifacts.error}
        onRetry={() => artifacts.refetch()}
        retrying={artifacts.isFetching}
      />
    );
  }
  if (artifacts.data.length === 0) {
    return (
      <EmptyState
        icon={FileIcon}
        title="No artifacts recorded for this process yet."
        description="As-Is and To-Be job descriptions, workflow maps, SIPOCs, systems and pain points appear here."
      />
    );
  }

  const others = artifacts.data.filter((a) => a.state !== 'as_is' && a.state !== 'to_be');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {COLUMNS.map((column) => {
          const items = artifacts.data.filter((a) => a.state === column.state);
          const headingId = `artifacts-${column.state}`;
          return (
            <section
              key={column.state}
              aria-labelledby={headingId}
              className={cn('flex flex-col gap-3 rounded-lg border p-4', column.tone)}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 id={headingId} className="font-semibold text-slate-900 text-sm">
                  {column.title}
                </h3>
                <Badge variant={column.state === 'to_be' ? 'brand' : 'neutral'}>
                  {items.length} {items.length === 1 ? 'artifact' : 'artifacts'}
                </Badge>
              </div>
              {items.length === 0 ? (
                <p className="text-slate-600 text-sm">No {column.badge} artifacts yet.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {items.map((artifact) => (
                    <ArtifactItem key={artifact.id} artifact={artifact} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {others.length > 0 ? (
        <section
          aria-labelledby="artifacts-other"
          className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
        >
          <h3 id="artifacts-other" className="font-semibold text-slate-900 text-sm">
            Other artifacts
          </h3>
          <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
            {others.map((artifact) => (
              <ArtifactItem key={artifact.id} artifact={artifact} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
