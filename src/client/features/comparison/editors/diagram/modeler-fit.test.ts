import { describe, expect, it } from 'vitest';
import { viewboxBeside } from './modeler-fit';

describe('the modeler fitting a diagram beside its palette', () => {
  it('shrinks a large diagram into the room right of the palette, centred there', () => {
    const box = viewboxBeside(
      { x: 100, y: 50, width: 2000, height: 400 },
      { width: 1100, height: 600 },
      100,
      0,
    );
    // 1000 px of room for 2000 units: half size.
    expect(box.width).toBe(2200);
    expect(box.height).toBe(1200);
    // The palette covers 200 units; the diagram starts right after it, centred vertically.
    expect(box.x).toBe(100 - 200);
    expect(box.y).toBe(50 - 400);
  });

  it('keeps a small diagram at 100%, centred in the room beside the palette', () => {
    const box = viewboxBeside({ x: 0, y: 0, width: 200, height: 100 }, { width: 1000, height: 500 }, 100);
    expect(box).toEqual({ x: -100 - 350, y: -200, width: 1000, height: 500 });
  });
});
