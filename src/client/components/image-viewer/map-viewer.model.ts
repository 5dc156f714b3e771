import { clampZoom } from './pan-zoom.model';

/** Enhanced map viewer zoom (spec §9): 0.5 to 3, buttons step 0.25, wheel steps 0.1, reset 1:1. */

export const ZOOM_BUTTON_STEP = 0.25;

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + ZOOM_BUTTON_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - ZOOM_BUTTON_STEP);
}
