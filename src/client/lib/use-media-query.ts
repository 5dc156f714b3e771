import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the sidebar stands beside the screen. */
export const WIDE_SHELL = '(min-width: 64rem)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
