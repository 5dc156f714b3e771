import { describe, expect, it } from 'vitest';
import { zoomIn, zoomOut } from './map-viewer.model';
import { canPan, clampPan, clampZoom, formatZoom, wheelZoom } from './pan-zoom.model';

describe('map viewer zoom', () => {
  it('steps by 0.25 on buttons within 0.5 to 3', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(zoomIn(1))).toBe(1.5);
    expect(formatZoom(zoomIn(zoomIn(1)))).toBe('150%');
    expect(zoomIn(2.9)).toBe(3);
    expect(zoomOut(0.6)).toBe(0.5);
    expect(zoomOut(0.5)).toBe(0.5);
  });

  it('steps by 0.1 on the wheel without drifting', () => {
    let z = 1;
    for (let i = 0; i < 3; i++) z = wheelZoom(z, -100);
    expect(z).toBe(1.3);
    expect(wheelZoom(1.3, 100)).toBe(1.2);
    expect(wheelZoom(1, 0)).toBe(1);
    expect(wheelZoom(3, -1)).toBe(3);
  });

  it('clamps odd values', () => {
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(10)).toBe(3);
    expect(clampZoom(0)).toBe(0.5);
  });

  it('pans only when zoomed in, within the overflow', () => {
    expect(canPan(1)).toBe(false);
    expect(canPan(1.25)).toBe(true);
    expect(clampPan({ x: 50, y: 50 }, 1, { width: 800, height: 600 })).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: 900, y: -900 }, 2, { width: 800, height: 600 })).toEqual({ x: 400, y: -300 });
    expect(clampPan({ x: 10, y: 20 }, 2, { width: 800, height: 600 })).toEqual({ x: 10, y: 20 });
  });
});
