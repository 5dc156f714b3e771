import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CENTRE,
  canPan,
  clampPan,
  PAN_KEY_MOVES,
  type Pan,
  wheelZoom,
  ZOOM_MAX,
  ZOOM_MIN,
} from './pan-zoom.model';

/**
 * Zoom and pan state of an image frame: the wheel zooms (a non-passive listener, so the page does
 * not scroll), + and − zoom, 0 resets, arrow keys pan when zoomed in, and a drag pans when zoomed
 * in. Each viewer brings its own button steps; `onPointerRelease` sees where a press started and
 * ended (the framework viewer zooms on a click). Spread `frameProps` on the frame (a focusable group
 * that takes the keyboard for zoom and pan) and give it its role, group, and its label.
 */
export function usePanZoom({
  zoomIn,
  zoomOut,
  onPointerRelease,
}: {
  zoomIn: (zoom: number) => number;
  zoomOut: (zoom: number) => number;
  onPointerRelease?: (event: React.PointerEvent<HTMLDivElement>, start: Pan) => void;
}) {
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>(CENTRE);
  const [dragging, setDragging] = useState(false);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const pointer = useRef<{ start: Pan; pan: Pan; panning: boolean } | null>(null);

  const frameSize = useCallback(() => {
    const el = frameRef.current;
    return el ? { width: el.clientWidth, height: el.clientHeight } : { width: 0, height: 0 };
  }, []);

  const applyZoom = useCallback(
    (next: (z: number) => number) => {
      setZoom((z) => {
        const nz = next(z);
        setPan((p) => clampPan(p, nz, frameSize()));
        return nz;
      });
    },
    [frameSize],
  );

  const reset = useCallback(() => {
    setZoom(1);
    setPan(CENTRE);
  }, []);

  // React's wheel listener is passive: without this one the page would scroll while zooming.
  useEffect(() => {
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      applyZoom((z) => wheelZoom(z, event.deltaY));
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, [frame, applyZoom]);

  const setFrameRef = useCallback((el: HTMLDivElement | null) => {
    frameRef.current = el;
    setFrame(el);
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const move = PAN_KEY_MOVES[event.key];
    if (event.key === '+' || event.key === '=') applyZoom(zoomIn);
    else if (event.key === '-' || event.key === '_') applyZoom(zoomOut);
    else if (event.key === '0') reset();
    else if (move && canPan(zoom)) {
      setPan((p) => clampPan({ x: p.x + move.x, y: p.y + move.y }, zoom, frameSize()));
    } else return;
    event.preventDefault();
  }

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const panning = canPan(zoom);
    // Without panning, a press matters only to a viewer that wants its release.
    if (!panning && !onPointerRelease) return;
    if (panning) {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    pointer.current = { start: { x: event.clientX, y: event.clientY }, pan, panning };
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    const p = pointer.current;
    if (!p?.panning) return;
    setPan(
      clampPan(
        { x: p.pan.x + event.clientX - p.start.x, y: p.pan.y + event.clientY - p.start.y },
        zoom,
        frameSize(),
      ),
    );
  }

  function onPointerUp(event: React.PointerEvent<HTMLDivElement>) {
    const p = pointer.current;
    pointer.current = null;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (p) onPointerRelease?.(event, p.start);
  }

  function onPointerCancel() {
    pointer.current = null;
    setDragging(false);
  }

  return {
    zoom,
    setZoom,
    pan,
    setPan,
    dragging,
    setDragging,
    frameSize,
    applyZoom,
    reset,
    frameProps: {
      ref: setFrameRef,
      // The frame takes the keyboard for zoom and pan.
      tabIndex: 0,
      'aria-roledescription': 'zoomable image',
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      onKeyDown,
    },
    /** The ZoomToolbar's zoom, limits and buttons (the viewer's own steps). */
    toolbar: {
      zoom,
      min: ZOOM_MIN,
      max: ZOOM_MAX,
      onZoomIn: () => applyZoom(zoomIn),
      onZoomOut: () => applyZoom(zoomOut),
    },
  };
}
