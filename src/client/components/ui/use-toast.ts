import * as React from 'react';

/**
 * A small toast store in the manner of shadcn/ui: `toast()` works from anywhere (mutation
 * callbacks included) and <Toaster /> renders the queue. Spec §9: one toast at a time, removed
 * from memory 1,000,000 ms after dismissal (Radix handles the 5000 ms display itself).
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
};

export type ToasterToast = ToastInput & {
  id: string;
  open: boolean;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: 'ADD'; toast: ToasterToast }
  | { type: 'UPDATE'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS': {
      const { toastId } = action;
      for (const t of state.toasts) if (toastId === undefined || t.id === toastId) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE':
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a toast and returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  const id = nextId();
  dispatch({ type: 'ADD', toast: { variant: 'default', ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: 'DISMISS', toastId: id }),
    update: (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'DISMISS', toastId });
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
