import { hasDifferences } from '@core/rules/artifact-diff';
import type { PublishedVersionSummary } from '@core/schemas/reviews';
import { CircleCheckIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useJobRoles } from '../../../api/job-roles/get-job-roles';
import { ChangeDiffList, type ValueFormatter } from '../../../components/change-diff-list';
import { ErrorState } from '../../../components/error-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { RowChanges } from '../../comparison';
import { useVersionChanges } from '../use-version-changes';
import { ApprovedSectionChangesView } from './approved-state-changes';
import { VersionMapChanges } from './version-map-changes';

/**
 * What changed since the last published version, as a reviewer reads it: the process's own
 * fields, then each documented row and state item by item (added, removed, changed), then the
 * workflow map diagrams with their changes marked. Rows without a change fold into one line.
 */
export function VersionChanges({
  processId,
  base,
}: {
  processId: string;
  /** The version compared with; null: never published, everything is new. */
  base: PublishedVersionSummary | null;
}) {
  const changes = useVersionChanges(processId, base);
  const roles = useJobRoles();
  const roleNames = useMemo(() => new Map(roles.data?.map((r) => [r.id, r.name])), [roles.data]);
  const format: ValueFormatter = (field, value) => {
    if (value === null || value === undefined) return '';
    if (field.key === 'jobRoleId' && typeof value === 'string') return roleNames.get(value) ?? 'Unknown Role';
    return typeof value === 'string' ? value : JSON.stringify(value);
  };

  if (changes.pending) {
    return (
      <SkeletonList
        label="Comparing with the published version…"
        count={2}
        className="flex flex-col gap-3"
        itemClassName="h-24"
      />
    );
  }
  if (changes.error || !changes.data) {
    return (
      <ErrorState title="The changes could not be loaded" error={changes.error} onRetry={changes.retry} />
    );
  }
  const { fields, rows, approved } = changes.data;
  const changed = rows.filter((r) => r.changed);
  const approvedShown = approved.filter((s) => !s.recorded || s.changes.length);
  const unchanged = [
    ...rows.filter((r) => !r.changed),
    // Never published: an empty section is nothing yet, not unchanged.
    ...(base ? approved.filter((s) => s.recorded && !s.changes.length) : []),
  ];
  const heading = base ? `Changes since version ${base.version}` : 'New (never published)';
  const nothing = fields.length === 0 && changed.length === 0 && approvedShown.length === 0;

  return (
    <div className="flex flex-col gap-4" data-testid="version-changes">
      {nothing ? (
        <p className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700 text-sm">
          <CircleCheckIcon className="size-4 text-emerald-600" aria-hidden="true" />
          {base ? `Nothing has changed since version ${base.version}.` : 'Nothing is documented yet.'}
        </p>
      ) : null}
      {fields.length ? (
        <section aria-label="Process details" className="rounded-lg border border-slate-200 bg-white">
          <h3 className="border-slate-100 border-b px-4 py-2 font-semibold text-slate-900 text-sm">
            Process details
          </h3>
          <ChangeDiffList fields={fields} format={format} className="px-4" />
        </section>
      ) : null}
      {changed.map((row) => (
        <section
          key={row.key}
          aria-label={row.label}
          className="overflow-hidden rounded-lg border border-slate-200 bg-white"
          data-version-row={row.key}
        >
          <h3 className="flex flex-wrap items-center gap-2 border-slate-100 border-b px-4 py-2 font-semibold text-slate-900 text-sm">
            {row.label}
            {!row.existedBefore ? <RowTag>new</RowTag> : null}
            {!row.existsNow ? <RowTag>removed</RowTag> : null}
          </h3>
          <div className="px-4 py-3">
            {hasDifferences(row.counts) || row.counts.unchanged ? (
              <RowChanges diff={row} variant="body" heading={heading} onLayoutChange={() => undefined} />
            ) : (
              <p className="text-slate-600 text-sm">
                {row.existsNow ? 'Added, with nothing in it yet.' : 'Removed; it had nothing in it.'}
              </p>
            )}
          </div>
        </section>
      ))}
      {approvedShown.map((section) => (
        <ApprovedSectionChangesView key={section.key} section={section} />
      ))}
      <VersionMapChanges
        versionId={base?.id ?? null}
        published={changes.data.published}
        current={changes.data.current}
      />
      {unchanged.length ? (
        <p className="text-slate-600 text-xs">
          Unchanged{base ? ` since version ${base.version}` : ''}: {unchanged.map((r) => r.label).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}

function RowTag({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-[11px] text-slate-700 uppercase tracking-wide">
      {children}
    </span>
  );
}
