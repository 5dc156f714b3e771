import { describe, expect, it } from 'vitest';
import { dropIndex, keyboardMove, moveAnnouncement, moveItem } from './editable-list.model';

describe('editable list moves', () => {
  it('moves an item up, down, and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('works out where a dragged item lands, before or after the row it is dropped on', () => {
    expect(dropIndex(0, 2, true)).toBe(2);
    expect(dropIndex(0, 2, false)).toBe(1);
    expect(dropIndex(3, 0, false)).toBe(0);
    expect(dropIndex(3, 0, true)).toBe(1);
    expect(dropIndex(1, 1, false)).toBeNull();
    expect(dropIndex(1, 0, true)).toBeNull();
    expect(dropIndex(1, 2, false)).toBeNull();
  });

  it('reorders on Alt+ArrowUp / Alt+ArrowDown only', () => {
    const key = (
      k: string,
      mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
    ) => ({
      key: k,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      ...mods,
    });
    expect(keyboardMove(key('ArrowUp', { altKey: true }))).toBe(-1);
    expect(keyboardMove(key('ArrowDown', { altKey: true }))).toBe(1);
    expect(keyboardMove(key('ArrowDown'))).toBeNull();
    expect(keyboardMove(key('ArrowDown', { altKey: true, shiftKey: true }))).toBeNull();
    expect(keyboardMove(key('Enter', { altKey: true }))).toBeNull();
  });

  it('announces the item and its new position', () => {
    expect(moveAnnouncement('supplier', 'Vendor', 0, 2)).toBe('Supplier "Vendor" moved to position 1 of 2.');
    expect(moveAnnouncement('step', ' ', 2, 3)).toBe('Step 3 moved to position 3 of 3.');
    expect(moveAnnouncement('step', 'x'.repeat(80), 0, 1)).toMatch(/^Step "x{59}…" moved/);
  });
});
