/*
 * Zoom and pan of an image in a frame, shared by the workflow map viewer and the framework viewer
 * (spec §2, §9): zoom 0.5 to 3, the wheel steps 0.1, panning only above 1. Pure.
 */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_WHEEL_STEP = 0.1;
/** Arrow keys move a zoomed image by this many pixels. */
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
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 100) / 100;
}

/** One wheel notch: scrolling up (negative deltaY) zooms in. */
export function wheelZoom(zoom: number, deltaY: number): number {
  if (deltaY === 0) return clampZoom(zoom);
  return clampZoom(zoom + (deltaY < 0 ? ZOOM_WHEEL_STEP : -ZOOM_WHEEL_STEP));
}

/** "150%". */
export function formatZoom(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** Panning only makes sense when the image is larger than its frame. */
export function canPan(zoom: number): boolean {
  return zoom > 1;
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

/** Arrow key → how far the image moves. */
export const PAN_KEY_MOVES: Record<string, Pan> = {
  ArrowLeft: { x: PAN_KEY_STEP, y: 0 },
  ArrowRight: { x: -PAN_KEY_STEP, y: 0 },
  ArrowUp: { x: 0, y: PAN_KEY_STEP },
  ArrowDown: { x: 0, y: -PAN_KEY_STEP },
};
