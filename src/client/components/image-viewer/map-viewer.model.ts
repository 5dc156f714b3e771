/** Enhanced map viewer zoom (spec §9): 0.5 to 3, buttons step 0.25, wheel steps 0.1, reset 1:1. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_BUTTON_STEP = 0.25;
export const ZOOM_WHEEL_STEP = 0.1;
/** Arrow keys move a zoomed map by this many pixels. */
export const PAN_KEY_STEP = 40;

/** Zoom kept in range and rounded to hundredths, so repeated steps never drift (0.1 + 0.2). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 100) / 100;
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + ZOOM_BUTTON_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - ZOOM_BUTTON_STEP);
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

/** Panning only makes sense when the map is larger than its frame. */
export function canPan(zoom: number): boolean {
  return zoom > 1;
}

export interface Pan {
  x: number;
  y: number;
}

/**
 * The pan offset kept within what the zoomed image can move: half the overflow on each side.
 * At zoom ≤ 1 the map is centred.
 */
export function clampPan(pan: Pan, zoom: number, frame: { width: number; height: number }): Pan {
  if (!canPan(zoom)) return { x: 0, y: 0 };
  const maxX = (frame.width * (zoom - 1)) / 2;
  const maxY = (frame.height * (zoom - 1)) / 2;
  return {
    x: Math.round(Math.min(maxX, Math.max(-maxX, pan.x))),
    y: Math.round(Math.min(maxY, Math.max(-maxY, pan.y))),
  };
}
