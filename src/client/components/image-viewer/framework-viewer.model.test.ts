import { describe, expect, it } from 'vitest';
import { FRAMEWORK_CLICK_ZOOM, isClick, zoomAt, zoomIn, zoomOut } from './framework-viewer.model';
import { CENTRE, canPan, clampPan, clampZoom, formatZoom, wheelZoom } from './pan-zoom.model';

const frame = { width: 800, height: 600 };

describe('framework image viewer (spec §9)', () => {
  it('zooms between 0.5 and 3: buttons by 0.2, the wheel by 0.1', () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomOut(1)).toBe(0.8);
    expect(zoomIn(2.9)).toBe(3);
    expect(zoomOut(0.6)).toBe(0.5);
    expect(wheelZoom(1, -100)).toBe(1.1);
    expect(wheelZoom(1, 100)).toBe(0.9);
    expect(wheelZoom(0.5, 100)).toBe(0.5);
    expect(wheelZoom(3, -1)).toBe(3);
    let z = 1;
    for (let i = 0; i < 3; i++) z = wheelZoom(z, -1);
    expect(z).toBe(1.3);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(formatZoom(1.5)).toBe('150%');
  });

  it('pans only above 1, within the overflow of the zoomed image', () => {
    expect(canPan(1)).toBe(false);
    expect(canPan(1.2)).toBe(true);
    expect(clampPan({ x: 50, y: 50 }, 1, frame)).toEqual(CENTRE);
    expect(clampPan({ x: 1000, y: -1000 }, 2, frame)).toEqual({ x: 400, y: -300 });
  });

  it('a click sets 1.5, towards the clicked point', () => {
    expect(FRAMEWORK_CLICK_ZOOM).toBe(1.5);
    const atCentre = zoomAt({ zoom: 1, pan: CENTRE }, 1.5, CENTRE, frame);
    expect(atCentre).toEqual({ zoom: 1.5, pan: CENTRE });
    const right = zoomAt({ zoom: 1, pan: CENTRE }, 1.5, { x: 200, y: -100 }, frame);
    expect(right.zoom).toBe(1.5);
    // The clicked point stays under the pointer: 200 * (1 - 1.5) = -100.
    expect(right.pan).toEqual({ x: -100, y: 50 });
    const corner = zoomAt({ zoom: 1, pan: CENTRE }, 1.5, { x: 400, y: 300 }, frame);
    expect(corner.pan).toEqual({ x: -200, y: -150 });
  });

  it('tells a click from a drag', () => {
    expect(isClick({ x: 10, y: 10 }, { x: 12, y: 13 })).toBe(true);
    expect(isClick({ x: 10, y: 10 }, { x: 30, y: 10 })).toBe(false);
  });
});
