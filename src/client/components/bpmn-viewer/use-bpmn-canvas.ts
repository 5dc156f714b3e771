import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useCallback, useEffect, useRef, useState } from 'react';
import { drawingFailure } from './drawing-failure';
import { type ElementMark, MARK_STYLE } from './markers.model';
import { viewerKeyAction } from './viewer-keys';

/** diagram-js's zoom scroll keeps the zoom within this range; the toolbar shows the same. */
export const DIAGRAM_ZOOM_MIN = 0.2;
export const DIAGRAM_ZOOM_MAX = 4;

export type ImportState =
  | { status: 'loading' }
  | { status: 'done'; warnings: string[]; ms: number }
  | { status: 'error'; message: string };

export interface CanvasOptions {
  /** Whether the mouse wheel moves the diagram (otherwise it scrolls the page around it). */
  wheel: boolean;
}

type Viewer = InstanceType<typeof NavigatedViewer>;
// diagram-js services, typed as far as this viewer uses them.
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  viewbox(): { inner: Box; outer: { width: number; height: number } };
  viewbox(box: Box): void;
  scroll(delta: { dx: number; dy: number }): void;
  resized(): void;
  focus(): void;
  addMarker(element: unknown, marker: string): void;
  scrollToElement(element: unknown, padding?: number): void;
  getContainer(): HTMLElement;
}
interface Keyboard {
  addListener(
    priority: number,
    listener: (context: { keyEvent: KeyboardEvent }) => boolean | undefined,
  ): void;
}
interface Overlays {
  add(
    element: unknown,
    type: string,
    overlay: { position: object; html: HTMLElement; scale?: boolean },
  ): void;
  remove(filter: { type: string }): void;
}
interface EventBus {
  on(event: string, priority: number | (() => void), listener?: () => void): void;
}

/** bpmn-js types its warnings as strings; at run time they are objects with a message. */
function warningText(warning: unknown): string {
  const message = (warning as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(warning);
}

/** Screen pixels kept free around a fitted diagram: Show changes badges stand out of shapes' corners. */
const FIT_MARGIN_PX = 20;

/**
 * Fits the diagram into its frame, centred, with a margin and never above 100%. diagram-js's own
 * 'fit-viewport' fits the shapes edge to edge, which cuts the badges on the outermost shapes. A
 * frame without size (hidden, not laid out yet) is left alone, as the scale would be infinite.
 */
function fitDiagram(canvas: Canvas): void {
  const frame = canvas.getContainer();
  if (!(frame.clientWidth > 0 && frame.clientHeight > 0)) return;
  const { inner, outer } = canvas.viewbox();
  const room = { width: outer.width - 2 * FIT_MARGIN_PX, height: outer.height - 2 * FIT_MARGIN_PX };
  if (!(inner.width > 0 && inner.height > 0 && room.width > 0 && room.height > 0)) {
    canvas.zoom('fit-viewport', 'auto');
    return;
  }
  const scale = Math.min(1, room.width / inner.width, room.height / inner.height);
  const width = outer.width / scale;
  const height = outer.height / scale;
  canvas.viewbox({
    x: inner.x + inner.width / 2 - width / 2,
    y: inner.y + inner.height / 2 - height / 2,
    width,
    height,
  });
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function badge(mark: ElementMark): HTMLElement {
  const el = document.createElement('span');
  el.className = `pmr-diff-badge pmr-diff-badge--${mark.kind}`;
  el.textContent = MARK_STYLE[mark.kind].symbol;
  // The list of differences under the row says it in words.
  el.setAttribute('aria-hidden', 'true');
  return el;
}

/**
 * A bpmn-js NavigatedViewer in `container`: imports `xml` (the import time and bpmn-js's warnings
 * are reported), zooms, fits, pans, marks elements and focuses one. The canvas's own keyboard
 * module (bound to the diagram's SVG, which takes focus) handles + − 0 and the arrow keys.
 */
export function useBpmnCanvas(xml: string, marks: ElementMark[], label: string, { wheel }: CanvasOptions) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const [state, setState] = useState<ImportState>({ status: 'loading' });
  const [zoom, setZoom] = useState(1);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  /** The drawn diagram's width / height, so its frame can take the diagram's shape. */
  const [aspect, setAspect] = useState<number | null>(null);

  const service = useCallback(<T>(name: string): T | null => {
    const viewer = viewerRef.current;
    return viewer ? (viewer.get(name) as T) : null;
  }, []);

  const fit = useCallback(() => {
    const canvas = service<Canvas>('canvas');
    if (!canvas) return;
    canvas.resized();
    fitDiagram(canvas);
  }, [service]);

  const stepZoom = useCallback(
    (step: 1 | -1) => {
      service<{ stepZoom(step: number): void }>('zoomScroll')?.stepZoom(step);
    },
    [service],
  );

  useEffect(() => {
    if (!container) return;
    const viewer = new NavigatedViewer({
      container,
      keyboard: { bind: true },
      zoomScroll: { enabled: wheel },
    });
    viewerRef.current = viewer;
    const canvas = viewer.get('canvas') as Canvas;
    setSvg(canvas.getContainer().querySelector('svg'));
    const eventBus = viewer.get('eventBus') as EventBus;
    eventBus.on('canvas.viewbox.changed', () => setZoom(canvas.zoom()));
    // diagram-js moves the canvas by drag only while it has focus, and takes focus on the same
    // press, too late for that drag: focus first, so the first drag already pans.
    eventBus.on('element.mousedown', 2000, () => canvas.focus());
    (viewer.get('keyboard') as Keyboard).addListener(2000, ({ keyEvent }) => {
      const action = viewerKeyAction(keyEvent);
      if (!action) return undefined;
      if (action.kind === 'zoom')
        (viewer.get('zoomScroll') as { stepZoom(s: number): void }).stepZoom(action.step);
      else if (action.kind === 'fit') fitDiagram(canvas);
      else canvas.scroll({ dx: action.dx, dy: action.dy });
      return true;
    });
    // A frame that changes size (full screen, the row lining up, a new aspect) shows the whole
    // diagram again.
    let width = container.clientWidth;
    let height = container.clientHeight;
    const observer = new ResizeObserver(() => {
      if (container.clientWidth === width && container.clientHeight === height) return;
      width = container.clientWidth;
      height = container.clientHeight;
      canvas.resized();
      if (container.dataset.importMs) fitDiagram(canvas);
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      viewer.destroy();
      viewerRef.current = null;
    };
  }, [container, wheel]);

  // The SVG takes focus (diagram-js gives it a tabindex): it carries the diagram's name.
  useEffect(() => {
    if (!svg) return;
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  }, [svg, label]);

  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || !container) return;
    let current = true;
    setState({ status: 'loading' });
    const started = performance.now();
    viewer
      .importXML(xml)
      .then(({ warnings }) => {
        if (!current) return;
        const canvas = viewer.get('canvas') as Canvas;
        fitDiagram(canvas);
        const ms = Math.round(performance.now() - started);
        const { inner } = canvas.viewbox();
        setAspect(inner.width > 0 && inner.height > 0 ? inner.width / inner.height : null);
        setState({ status: 'done', warnings: warnings.map(warningText), ms });
        setZoom(canvas.zoom());
        container.dataset.importMs = String(ms);
        container.dispatchEvent(new CustomEvent('bpmn-import-done', { bubbles: true, detail: { ms } }));
      })
      .catch((error: unknown) => {
        if (!current) return;
        setState({ status: 'error', message: sentence(drawingFailure(error)) });
      });
    return () => {
      current = false;
    };
  }, [xml, container]);

  // Marks follow the import: a new diagram is drawn without them.
  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || state.status !== 'done') return;
    const canvas = viewer.get('canvas') as Canvas & { removeMarker(el: unknown, marker: string): void };
    const registry = viewer.get('elementRegistry') as { get(id: string): unknown; getAll(): unknown[] };
    const overlays = viewer.get('overlays') as Overlays;
    const placed: { element: unknown; marker: string }[] = [];
    for (const mark of marks) {
      const element = registry.get(mark.id);
      if (!element) continue;
      const marker = `pmr-diff-${mark.kind}`;
      canvas.addMarker(element, marker);
      placed.push({ element, marker });
      // Flows are coloured (removed ones dashed); a badge on each would bury the shapes' badges.
      if ((element as { waypoints?: unknown }).waypoints) continue;
      overlays.add(element, 'pmr-diff', {
        position: { top: -8, right: 6 },
        html: badge(mark),
        scale: false,
      });
    }
    return () => {
      if (viewerRef.current !== viewer) return;
      for (const { element, marker } of placed) canvas.removeMarker(element, marker);
      overlays.remove({ type: 'pmr-diff' });
    };
  }, [marks, state]);

  const focusElement = useCallback((id: string) => {
    const viewer = viewerRef.current;
    if (!viewer) return false;
    const element = (viewer.get('elementRegistry') as { get(id: string): unknown }).get(id);
    if (!element) return false;
    const canvas = viewer.get('canvas') as Canvas;
    canvas.scrollToElement(element, 80);
    (viewer.get('selection') as { select(el: unknown): void }).select(element);
    return true;
  }, []);

  const saveSvg = useCallback(async () => {
    const viewer = viewerRef.current;
    if (!viewer) throw new Error('The diagram is not drawn yet.');
    const { svg } = await viewer.saveSVG();
    return svg;
  }, []);

  return { setContainer, state, zoom, aspect, fit, stepZoom, focusElement, saveSvg };
}
