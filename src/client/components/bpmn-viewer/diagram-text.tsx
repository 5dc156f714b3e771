import type { StoredBpmnSummary } from '@core/bpmn/schema';
import { ChevronRightIcon } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '../../lib/utils';
import { diagramTextView } from './diagram-text.model';

/**
 * "Diagram as text": a disclosure under the canvas with the diagram's elements in step order and
 * their lanes, for a screen reader and for anyone who would rather read than look (issue 21 item 8).
 */
export function DiagramText({
  id,
  summary,
  onToggle,
}: {
  id: string;
  summary: StoredBpmnSummary;
  onToggle?: () => void;
}) {
  const view = useMemo(() => diagramTextView(summary), [summary]);
  return (
    <details id={id} className="group rounded-md border border-slate-200 text-sm" onToggle={onToggle}>
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-1.5 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon
          className="size-4 text-slate-500 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          aria-hidden="true"
        />
        Diagram as text
        <span className="font-normal text-slate-500 text-xs">({view.overview})</span>
      </summary>
      <div className="flex flex-col gap-2 border-slate-100 border-t px-3 pt-2 pb-3">
        {view.lanes.length ? (
          <p className="text-slate-600 text-xs">
            <span className="font-medium text-slate-700">Lanes:</span> {view.lanes.join(', ')}
          </p>
        ) : null}
        {view.lines.length ? (
          <ul className="flex flex-col gap-1 text-slate-800">
            {view.lines.map((line) => (
              <li
                key={line.key}
                className={cn('leading-snug', line.heading && 'pt-1 font-semibold text-slate-900')}
              >
                {line.text}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-500">The diagram has no steps connected to a start event.</p>
        )}
      </div>
    </details>
  );
}
