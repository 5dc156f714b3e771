import {
  type ApprovedItemChange,
  type ApprovedSectionChanges,
  NOT_RECORDED,
} from '@core/rules/approved-state';
import { cn } from '../../../lib/utils';

const KIND_TAG: Record<ApprovedItemChange['kind'], { label: string; className: string }> = {
  added: { label: 'added', className: 'bg-emerald-50 text-emerald-800' },
  removed: { label: 'removed', className: 'bg-red-50 text-red-800' },
  changed: { label: 'changed', className: 'bg-amber-50 text-amber-900' },
};

/**
 * What changed in one section of the approved rows beside the artifacts (pain point statuses,
 * matrix rows, training): a line per item added, removed or changed, the old value struck through.
 * A version published before the section was kept says so instead.
 */
export function ApprovedSectionChangesView({ section }: { section: ApprovedSectionChanges }) {
  return (
    <section
      aria-label={section.label}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
      data-approved-section={section.key}
    >
      <h3 className="border-slate-100 border-b px-4 py-2 font-semibold text-slate-900 text-sm">
        {section.label}
      </h3>
      {section.recorded ? (
        <ul className="divide-y divide-slate-100">
          {section.changes.map((change) => (
            <li key={change.key} className="grid gap-1 px-4 py-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
              <span className="flex min-w-0 items-start gap-2">
                <span
                  className={cn(
                    'shrink-0 rounded px-1.5 py-0.5 font-medium text-[11px] uppercase tracking-wide',
                    KIND_TAG[change.kind].className,
                  )}
                >
                  {KIND_TAG[change.kind].label}
                </span>
                <span className="min-w-0 break-words font-medium text-slate-900">{change.item}</span>
              </span>
              <span className="min-w-0 break-words">
                {change.before !== null ? (
                  <del className="text-slate-500 decoration-slate-400">{change.before || 'empty'}</del>
                ) : null}
                {change.before !== null && change.after !== null ? (
                  <span aria-hidden="true" className="px-1.5 text-slate-400">
                    →
                  </span>
                ) : null}
                {change.after !== null ? (
                  <ins className="font-medium text-slate-900 no-underline">{change.after || 'empty'}</ins>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 py-3 text-slate-600 text-sm italic">
          {NOT_RECORDED}: it was published before pain point statuses, the matrix and training were kept with
          a version.
        </p>
      )}
    </section>
  );
}
