import type { ApprovedItemChange } from '@core/rules/approved-state';
import type { PublishedVersionSummary } from '@core/schemas/reviews';
import { ChangesSummary } from '../../comparison';
import { useVersionChanges } from '../use-version-changes';

/**
 * A review card's summary of what changed: the process details, each changed row with its counts,
 * and the pain point statuses, matrix rows and training items changed.
 */
export function ChangeCounts({
  processId,
  base,
}: {
  processId: string;
  base: PublishedVersionSummary | null;
}) {
  const changes = useVersionChanges(processId, base);
  if (changes.pending) return <p className="text-slate-500 text-xs">Comparing with the published version…</p>;
  if (!changes.data) return <p className="text-red-700 text-xs">The changes could not be loaded.</p>;
  const rows = changes.data.rows.filter((r) => r.changed);
  const fields = changes.data.fields;
  const approved = changes.data.approved.filter((s) => s.changes.length);
  if (rows.length === 0 && fields.length === 0 && approved.length === 0) {
    return (
      <p className="text-slate-600 text-xs">No changes{base ? ` since version ${base.version}` : ''}.</p>
    );
  }
  return (
    <ul className="flex flex-col gap-1 rounded-md bg-slate-50 px-3 py-2" aria-label="What changed">
      {fields.length ? (
        <li className="flex flex-wrap items-center gap-x-2 text-xs">
          <span className="font-medium text-slate-800">Process details:</span>
          <span className="text-amber-800">{fields.map((f) => f.label).join(', ')} changed</span>
        </li>
      ) : null}
      {rows.map((row) => (
        <li key={row.key} className="flex flex-wrap items-center gap-x-2 text-xs">
          <span className="font-medium text-slate-800">{row.label}:</span>
          {!row.existedBefore ? <span className="text-emerald-800">new</span> : null}
          {!row.existsNow ? <span className="text-red-800">removed</span> : null}
          <ChangesSummary diff={row} />
        </li>
      ))}
      {approved.map((section) => (
        <li key={section.key} className="flex flex-wrap items-center gap-x-2 text-xs">
          <span className="font-medium text-slate-800">{section.label}:</span>
          <span className="text-amber-800">{kindCounts(section.changes)}</span>
        </li>
      ))}
    </ul>
  );
}

/** "2 changed, 1 added" for the lines of one approved section. */
function kindCounts(changes: readonly ApprovedItemChange[]): string {
  return (['changed', 'added', 'removed'] as const)
    .map((kind) => [kind, changes.filter((c) => c.kind === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
}
