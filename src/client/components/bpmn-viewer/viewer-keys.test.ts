import { describe, expect, it } from 'vitest';
import { PAN_STEP, PAN_STEP_LARGE, viewerKeyAction } from './viewer-keys';

describe('viewerKeyAction', () => {
  it('zooms with + and − (and their unshifted keys), fits with 0', () => {
    expect(viewerKeyAction({ key: '+' })).toEqual({ kind: 'zoom', step: 1 });
    expect(viewerKeyAction({ key: '=' })).toEqual({ kind: 'zoom', step: 1 });
    expect(viewerKeyAction({ key: '-' })).toEqual({ kind: 'zoom', step: -1 });
    expect(viewerKeyAction({ key: '0' })).toEqual({ kind: 'fit' });
  });

  it('pans with the arrow keys, further with Shift', () => {
    expect(viewerKeyAction({ key: 'ArrowRight' })).toEqual({ kind: 'pan', dx: -PAN_STEP, dy: 0 });
    expect(viewerKeyAction({ key: 'ArrowUp', shiftKey: true })).toEqual({
      kind: 'pan',
      dx: 0,
      dy: PAN_STEP_LARGE,
    });
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(viewerKeyAction({ key: '+', ctrlKey: true })).toBeNull();
    expect(viewerKeyAction({ key: 'ArrowLeft', metaKey: true })).toBeNull();
    expect(viewerKeyAction({ key: 'Tab' })).toBeNull();
  });
});
