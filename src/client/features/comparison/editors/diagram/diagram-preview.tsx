import './bpmn-styles';
import Viewer from 'bpmn-js/lib/Viewer';
import { useEffect, useState } from 'react';
import { drawingFailure } from './diagram-file';

interface Canvas {
  zoom(level: 'fit-viewport', center?: 'auto'): number;
}

/**
 * The editor's look at the diagram it holds: drawn by bpmn-js, fitted to the box, not interactive
 * (the modeler edits it). Its own chunk, loaded once a map with a diagram is edited.
 */
export default function DiagramPreview({ xml, label }: { xml: string; label: string }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!container) return;
    const viewer = new Viewer({ container });
    let live = true;
    setFailed(null);
    viewer
      .importXML(xml)
      .then(() => live && viewer.get<Canvas>('canvas').zoom('fit-viewport', 'auto'))
      .catch((error: unknown) => live && setFailed(drawingFailure(error)));
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [container, xml]);

  return (
    <div className="relative size-full">
      <div
        ref={setContainer}
        role="figure"
        aria-label={label}
        className="absolute inset-0"
        data-testid="diagram-preview"
      />
      {failed ? (
        <p className="absolute inset-0 flex items-center justify-center px-4 text-center text-slate-600 text-sm">
          The diagram could not be drawn: {failed}
        </p>
      ) : null}
    </div>
  );
}
