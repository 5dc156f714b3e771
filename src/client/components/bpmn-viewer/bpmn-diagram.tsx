import type { StoredBpmnSummary } from '@core/bpmn/schema';
import { Suspense, useId } from 'react';
import { DiagramText } from './diagram-text';
import { LazyBpmnViewer } from './lazy';
import type { ViewerBase, ViewerDownloads } from './types';

/**
 * A workflow map's diagram where it is shown: the lazily loaded viewer (a placeholder of the same
 * size meanwhile) and its text alternative under it.
 */
export function BpmnDiagram({
  summary,
  ...viewer
}: Omit<ViewerBase, 'textAlternativeId'> & ViewerDownloads & { summary: StoredBpmnSummary }) {
  const textId = useId();
  return (
    <div className="flex flex-col gap-2" data-bpmn-diagram="">
      <Suspense fallback={<ViewerPlaceholder />}>
        <LazyBpmnViewer {...viewer} textAlternativeId={textId} />
      </Suspense>
      <DiagramText id={textId} summary={summary} onToggle={viewer.onImported} />
    </div>
  );
}

function ViewerPlaceholder() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <div className="h-8" />
      <div className="flex aspect-[1.4] max-h-[440px] min-h-[240px] w-full items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-slate-500 text-sm">
        Loading the diagram viewer…
      </div>
    </div>
  );
}
