/**
 * The framework image viewer (spec §2, §9): zoom 0.5 to 3, buttons step 0.2, wheel steps 0.1, a
 * click sets 1.5, Fit to Screen goes back to 1 and the centre, and dragging pans above 1. Pure.
 */
import { clampPan, clampZoom, type Pan, type Size } from './pan-zoom.model';

export const FRAMEWORK_BUTTON_STEP = 0.2;
export const FRAMEWORK_CLICK_ZOOM = 1.5;
/** The image never grows taller than this (spec §2). */
export const FRAMEWORK_MAX_HEIGHT_PX = 600;
/** A pointer that moved further than this between down and up was a drag, not a click. */
export const CLICK_SLOP_PX = 4;

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + FRAMEWORK_BUTTON_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - FRAMEWORK_BUTTON_STEP);
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
