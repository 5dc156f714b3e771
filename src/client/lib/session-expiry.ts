import { useSyncExternalStore } from 'react';

/*
 * Whether the signed-in session has ended under the page (idle expiry, an admin ending it, a
 * lowered role). The app then stays on screen, with whatever was typed in it, and a sign-in dialog
 * over it, rather than giving way to the gate.
 */
let expired = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (expired === value) return;
  expired = value;
  for (const listener of listeners) listener();
}

export const markSessionExpired = () => set(true);
export const clearSessionExpired = () => set(false);

export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
  );
}
