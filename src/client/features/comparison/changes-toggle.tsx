import { diffArtifacts } from '@core/rules/artifact-diff';
import type { Artifact } from '@core/schemas/artifact';
import { GitCompareArrowsIcon } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '../../lib/utils';
import { totalDifferences } from './changes-view.model';
import { useShowChanges } from './use-show-changes';

/**
 * "Show changes": a switch-like toggle button (aria-pressed) that marks, in every To-Be card, what
 * differs from the As-Is. The count is the number of added, removed and changed items.
 */
export function ShowChangesToggle({ artifacts }: { artifacts: Artifact[] }) {
  const [on, setOn] = useShowChanges();
  const differences = useMemo(() => totalDifferences(diffArtifacts(artifacts)), [artifacts]);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => setOn(!on)}
      title={on ? 'Hide the As-Is ↔ To-Be differences' : 'Mark what differs between As-Is and To-Be'}
      className={cn(
        'inline-flex h-9 items-center gap-2.5 rounded-md border px-3 font-medium text-sm shadow-xs transition-colors',
        on
          ? 'border-brand-300 bg-brand-50 text-brand-900 hover:bg-brand-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-4 w-7 shrink-0 items-center rounded-full transition-colors',
          on ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'absolute size-3 rounded-full bg-white shadow-sm transition-transform',
            on ? 'translate-x-3.5' : 'translate-x-0.5',
          )}
        />
      </span>
      <GitCompareArrowsIcon className="size-4 text-slate-500" aria-hidden="true" />
      Show changes
      {differences > 0 ? (
        <span
          className={cn(
            'rounded-full px-1.5 py-px font-semibold text-[11px] tabular-nums',
            on ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
          )}
        >
          <span className="sr-only">(</span>
          {differences}
          <span className="sr-only"> {differences === 1 ? 'difference' : 'differences'})</span>
        </span>
      ) : null}
    </button>
  );
}
