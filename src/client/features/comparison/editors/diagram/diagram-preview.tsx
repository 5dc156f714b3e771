import { Suspense } from 'react';
import { LazyBpmnViewer } from '../../../../components/bpmn-viewer/lazy';

/**
 * The editor's look at the diagram it holds: the shared viewer, compact (fitted to the box, no
 * toolbar or downloads, as the diagram may not be saved yet); the modeler edits it.
 */
export function DiagramPreview({ xml, title }: { xml: string; title: string }) {
  return (
    <div className="size-full" data-testid="diagram-preview">
      <Suspense
        fallback={
          <p className="flex size-full items-center justify-center text-slate-500 text-sm">
            Drawing the diagram…
          </p>
        }
      >
        <LazyBpmnViewer compact xml={xml} title={title} />
      </Suspense>
    </div>
  );
}
