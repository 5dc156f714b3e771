/**
 * The framework image viewer (spec §2, §9): zoom 0.5 to 3, buttons step 0.2, wheel steps 0.1, a
 * click sets 1.5, Fit to Screen goes back to 1 and the centre, and dragging pans above 1. Pure.
 */
export const FRAMEWORK_ZOOM_MIN = 0.5;
export const FRAMEWORK_ZOOM_MAX = 3;
export const FRAMEWORK_BUTTON_STEP = 0.2;
export const FRAMEWORK_WHEEL_STEP = 0.1;
export const FRAMEWORK_CLICK_ZOOM = 1.5;
/** The image never grows taller than this (spec §2). */
export const FRAMEWORK_MAX_HEIGHT_PX = 600;
/** A pointer that moved further than this between down and up was a drag, not a click. */
export const CLICK_SLOP_PX = 4;
export const PAN_KEY_STEP = 40;

export interface Pan {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const CENTRE: Pan = { x: 0, y: 0 };

/** Zoom kept in range and rounded to hundredths, so repeated steps never drift (0.1 + 0.2). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.round(Math.min(FRAMEWORK_ZOOM_MAX, Math.max(FRAMEWORK_ZOOM_MIN, zoom)) * 100) / 100;
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + FRAMEWORK_BUTTON_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - FRAMEWORK_BUTTON_STEP);
}

/** One wheel notch: scrolling up (negative deltaY) zooms in. */
export function wheelZoom(zoom: number, deltaY: number): number {
  if (deltaY === 0) return clampZoom(zoom);
  return clampZoom(zoom + (deltaY < 0 ? FRAMEWORK_WHEEL_STEP : -FRAMEWORK_WHEEL_STEP));
}

export function canPan(zoom: number): boolean {
  return zoom > 1;
}

/** "150%". */
export function formatZoom(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** The pan kept within what the zoomed image can move (half the overflow each side); centred at zoom ≤ 1. */
export function clampPan(pan: Pan, zoom: number, frame: Size): Pan {
  if (!canPan(zoom)) return CENTRE;
  const maxX = (frame.width * (zoom - 1)) / 2;
  const maxY = (frame.height * (zoom - 1)) / 2;
  const x = Math.round(Math.min(maxX, Math.max(-maxX, pan.x)));
  const y = Math.round(Math.min(maxY, Math.max(-maxY, pan.y)));
  return { x: x === 0 ? 0 : x, y: y === 0 ? 0 : y };
}

/**
 * Zooms to `next` keeping the image point under `point` (relative to the frame's centre) where it
 * is, as far as the pan limits allow: a click zooms towards what was clicked.
 */
export function zoomAt(current: { zoom: number; pan: Pan }, next: number, point: Pan, frame: Size) {
  const zoom = clampZoom(next);
  const imageX = (point.x - current.pan.x) / current.zoom;
  const imageY = (point.y - current.pan.y) / current.zoom;
  const pan = clampPan(
    { x: current.pan.x + (current.zoom - zoom) * imageX, y: current.pan.y + (current.zoom - zoom) * imageY },
    zoom,
    frame,
  );
  return { zoom, pan };
}

/** True when the pointer barely moved: the gesture was a click. */
export function isClick(start: Pan, end: Pan): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) <= CLICK_SLOP_PX;
}
