import { LocateFixedIcon, RefreshCwIcon } from 'lucide-react';
import { useId } from 'react';
import {
  type ElementMark,
  MARK_STYLE,
  type MarkKind,
  markCounts,
  markKindOf,
} from '../../components/bpmn-viewer/markers.model';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import type { MapDiffState } from './map-diff-context';

const BADGE: Record<MarkKind, string> = {
  added: 'bg-emerald-700',
  removed: 'bg-red-700',
  changed: 'bg-amber-700',
};

/** The symbol a canvas shows beside a marked element, in the same colour. */
export function MarkBadge({ kind }: { kind: MarkKind }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-4 shrink-0 items-center justify-center rounded-full font-bold text-[11px] text-white leading-none',
        BADGE[kind],
      )}
    >
      {MARK_STYLE[kind].symbol}
    </span>
  );
}

const KINDS: MarkKind[] = ['added', 'removed', 'changed'];

/** The mark kinds with their symbol and name, and a count each when given. */
function Legend({
  kinds,
  label,
  counts,
}: {
  kinds: MarkKind[];
  label: string;
  counts?: Record<MarkKind, number>;
}) {
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 text-xs" aria-label={label}>
      {kinds.map((kind) => (
        <li key={kind} className="inline-flex items-center gap-1.5">
          <MarkBadge kind={kind} />
          {MARK_STYLE[kind].label}
          {counts ? ` ${counts[kind]}` : null}
        </li>
      ))}
    </ul>
  );
}

/** What the marks on a canvas mean (the kinds this canvas shows). */
export function MarksLegend({ marks }: { marks: ElementMark[] }) {
  const shown = KINDS.filter((kind) => marks.some((mark) => mark.kind === kind));
  if (!shown.length) return <p className="text-slate-500 text-xs">No element of this diagram changed.</p>;
  return <Legend kinds={shown} label="Marks on this diagram" />;
}

/**
 * The diagrams' differences in words (Show changes, the To-Be workflow map): each entry brings
 * its element into view on the canvas that has it (both for a changed one).
 */
export function MapDifferences({ state }: { state: MapDiffState }) {
  const headingId = useId();
  if (!state.active) return null;
  if (state.loading) {
    return (
      <p className="text-slate-500 text-sm" aria-live="polite">
        Comparing the diagrams…
      </p>
    );
  }
  if (state.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-red-800 text-sm">
        The diagrams could not be compared: {state.error.message}
        <Button variant="outline" size="sm" onClick={state.retry}>
          <RefreshCwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  const diff = state.diff;
  if (!diff) return null;
  if (!diff.available)
    return <p className="text-slate-600 text-sm">{diff.reason ?? 'The diagrams cannot be compared.'}</p>;
  const counts = markCounts(diff.changes);
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 bg-slate-50/60">
      <header className="flex flex-wrap items-center justify-between gap-2 border-slate-200 border-b px-3 py-2">
        <h4 id={headingId} className="font-semibold text-slate-900 text-sm">
          Diagram changes ({diff.changes.length})
        </h4>
        <Legend kinds={KINDS} label="Legend" counts={counts} />
      </header>
      {diff.changes.length ? (
        <ul className="flex max-h-72 flex-col overflow-y-auto py-1">
          {diff.changes.map((change) => (
            <li key={`${change.kind}-${change.elementId}`}>
              <button
                type="button"
                onClick={() => state.focusChange(change)}
                className="group flex w-full items-start gap-2 px-3 py-1.5 text-left text-slate-800 text-sm hover:bg-white focus-visible:bg-white"
                title="Show on the diagram"
              >
                <span className="mt-0.5">
                  <MarkBadge kind={markKindOf(change)} />
                </span>
                <span className="min-w-0 flex-1">
                  {change.text}
                  <span className="sr-only">: show it on the diagram</span>
                </span>
                <LocateFixedIcon
                  className="mt-0.5 size-3.5 shrink-0 text-slate-400 group-hover:text-slate-700"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-3 py-2 text-slate-600 text-sm">The two diagrams have the same elements.</p>
      )}
    </section>
  );
}
