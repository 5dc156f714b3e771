/*
 * The canvas's keyboard (issue 21 item 3): + and − zoom, 0 fits the diagram, arrow keys pan
 * (Shift pans further). Keys with Ctrl, Alt or Meta are left to the browser. Pure.
 */

export const PAN_STEP = 60;
export const PAN_STEP_LARGE = 240;

export type ViewerKeyAction =
  | { kind: 'zoom'; step: 1 | -1 }
  | { kind: 'fit' }
  | { kind: 'pan'; dx: number; dy: number };

export interface KeyLike {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export function viewerKeyAction(event: KeyLike): ViewerKeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const step = event.shiftKey ? PAN_STEP_LARGE : PAN_STEP;
  switch (event.key) {
    case '+':
    case '=':
      return { kind: 'zoom', step: 1 };
    case '-':
    case '_':
      return { kind: 'zoom', step: -1 };
    case '0':
      return { kind: 'fit' };
    // The diagram moves the way the arrow points at the view: → shows what is further right.
    case 'ArrowLeft':
      return { kind: 'pan', dx: step, dy: 0 };
    case 'ArrowRight':
      return { kind: 'pan', dx: -step, dy: 0 };
    case 'ArrowUp':
      return { kind: 'pan', dx: 0, dy: step };
    case 'ArrowDown':
      return { kind: 'pan', dx: 0, dy: -step };
    default:
      return null;
  }
}
