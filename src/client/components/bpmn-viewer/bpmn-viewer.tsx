import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn-viewer.css';
import { Maximize2Icon, Minimize2Icon, ScanIcon, TriangleAlertIcon } from 'lucide-react';
import { type CSSProperties, useEffect } from 'react';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { cn } from '../../lib/utils';
import { useFullscreen } from '../image-viewer/use-fullscreen';
import { ZoomToolbar } from '../image-viewer/zoom-toolbar';
import { Button } from '../ui/button';
import { DiagramDownloads } from './diagram-downloads';
import type { BpmnViewerProps, ViewerBase, ViewerDownloads } from './types';
import { type CanvasOptions, DIAGRAM_ZOOM_MAX, DIAGRAM_ZOOM_MIN, useBpmnCanvas } from './use-bpmn-canvas';

/**
 * A BPMN 2.0 diagram drawn by bpmn-js (issue 21): zoom, fit, full screen, drag to pan, the
 * keyboard on the focused canvas (+ − 0, arrow keys), downloads, Show changes marks, and the
 * bpmn.io watermark bpmn-js draws (its licence requires it to stay visible). Loaded lazily.
 * Compact, it is only the diagram fitted to its box (the editor's preview).
 */
export function BpmnViewer(props: BpmnViewerProps) {
  return props.compact ? <CompactViewer {...props} /> : <FullViewer {...props} />;
}

/** The canvas with what both forms share: its label, focusing an element, the import callback. */
function useViewerCanvas(
  { xml, title, marks = EMPTY, focus, textAlternativeId, onImported }: ViewerBase,
  options: CanvasOptions,
) {
  const label = `${title}: BPMN diagram. Plus and minus zoom, 0 fits, arrow keys pan.${
    textAlternativeId ? ' Its steps as text follow the diagram.' : ''
  }`;
  const canvas = useBpmnCanvas(xml, marks, label, options);
  const { focusElement, state } = canvas;

  useEffect(() => {
    if (focus && state.status === 'done') focusElement(focus.id);
  }, [focus, state, focusElement]);

  useEffect(() => {
    if (state.status !== 'loading') onImported?.();
  }, [state, onImported]);

  return canvas;
}

// The editor's box is small and sits in a scrolling dialog: the wheel scrolls the dialog.
const COMPACT: CanvasOptions = { wheel: false };
const FULL: CanvasOptions = { wheel: true };

function CompactViewer(props: ViewerBase) {
  const canvas = useViewerCanvas(props, COMPACT);
  return (
    <DiagramFrame
      canvas={canvas}
      className="size-full has-[svg:focus-visible]:ring-2 has-[svg:focus-visible]:ring-brand-500/40 has-[svg:focus-visible]:ring-inset"
    />
  );
}

function FullViewer({ fileName, artifactId, ...props }: ViewerBase & ViewerDownloads) {
  const { xml, title } = props;
  const canvas = useViewerCanvas(props, FULL);
  const screen = useFullscreen<HTMLDivElement>();

  // Escape leaves the window-filling fallback as it leaves real full screen, and focus stays in it
  // meanwhile, as it would in a dialog.
  const { maximised, exit } = screen;
  useFocusTrap(screen.ref, maximised);
  useEffect(() => {
    if (!maximised) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') exit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [maximised, exit]);

  return (
    <div
      ref={screen.ref}
      className={cn(
        'flex flex-col gap-2 bg-white',
        screen.large && 'p-4',
        screen.maximised && 'fixed inset-0 z-50 shadow-xl',
      )}
      {...(screen.maximised ? { role: 'dialog', 'aria-modal': true, 'aria-label': title } : {})}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5">
        <ZoomToolbar
          label="Diagram zoom"
          zoom={canvas.zoom}
          min={DIAGRAM_ZOOM_MIN}
          max={DIAGRAM_ZOOM_MAX}
          onZoomOut={() => canvas.stepZoom(-1)}
          onZoomIn={() => canvas.stepZoom(1)}
        >
          <Button
            variant="outline"
            size="sm"
            className="ml-1 px-2.5"
            onClick={canvas.fit}
            title="Fit the diagram (0)"
          >
            <ScanIcon aria-hidden="true" />
            Fit
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            onClick={() => void screen.toggle()}
            aria-pressed={screen.large}
            aria-label={screen.large ? 'Exit full screen' : 'Full screen'}
            title={screen.large ? 'Exit full screen' : 'Full screen'}
          >
            {screen.large ? <Minimize2Icon aria-hidden="true" /> : <Maximize2Icon aria-hidden="true" />}
          </Button>
        </ZoomToolbar>
        <DiagramDownloads xml={xml} fileName={fileName} artifactId={artifactId} saveSvg={canvas.saveSvg} />
      </div>
      <DiagramFrame
        canvas={canvas}
        className={cn(
          'rounded-md border border-slate-200',
          'has-[svg:focus-visible]:border-brand-500 has-[svg:focus-visible]:ring-2 has-[svg:focus-visible]:ring-brand-500/40',
          screen.large ? 'min-h-0 flex-1' : 'max-h-[440px] min-h-[180px] w-full sm:min-h-[240px]',
        )}
        // The frame takes the diagram's shape (plus a margin), within the limits above.
        style={
          screen.large
            ? undefined
            : { aspectRatio: canvas.aspect ? Math.max(canvas.aspect * 0.72, 0.8) : 1.4 }
        }
      />
      {canvas.state.status === 'done' && canvas.state.warnings.length ? (
        <ImportWarnings warnings={canvas.state.warnings} />
      ) : null}
    </div>
  );
}

const EMPTY: never[] = [];

/** The canvas's box: the diagram, or what is happening to it (data-import-state says which). */
function DiagramFrame({
  canvas: { setContainer, state },
  className,
  style,
}: {
  canvas: ReturnType<typeof useBpmnCanvas>;
  className: string;
  style?: CSSProperties;
}) {
  return (
    <div
      // isolate: bpmn-js gives its watermark an inline z-index of 100, which would float it over
      // dialogs opened above the page.
      className={cn('pmr-bpmn relative isolate overflow-hidden bg-white', className)}
      style={style}
      data-import-state={state.status}
    >
      <div ref={setContainer} className="absolute inset-0" />
      {state.status === 'loading' ? (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-slate-500 text-sm">
          Drawing the diagram…
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-white px-6 text-center text-sm"
        >
          <TriangleAlertIcon className="size-5 text-amber-600" aria-hidden="true" />
          <p className="font-medium text-slate-900">This diagram could not be drawn.</p>
          <p className="max-w-prose text-slate-600 text-xs">{state.message}</p>
        </div>
      ) : null}
    </div>
  );
}

function ImportWarnings({ warnings }: { warnings: string[] }) {
  return (
    <details className="rounded-md border border-amber-200 bg-amber-50/60 px-3 py-2 text-amber-900 text-xs">
      <summary className="cursor-pointer font-medium">
        {warnings.length === 1 ? '1 import warning' : `${warnings.length} import warnings`} from the diagram
      </summary>
      <ul className="mt-1.5 flex list-disc flex-col gap-0.5 pl-4">
        {warnings.map((warning, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: warnings may repeat
          <li key={i}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}
