import { useCallback, useEffect, useRef } from 'react';
import { EQUALISE_AFTER_LOAD_MS, EQUALISE_AFTER_RESIZE_MS, rowMinHeight } from './row-heights';

const STATES = ['as_is', 'to_be'] as const;

/**
 * Lines up the As-Is and To-Be cells of each row (spec §2, §9): every cell registers through
 * `refFor(row, state)`; the taller natural height of a row becomes both cells' min-height,
 * measured 150 ms after `layoutKey` changes (load, new artifacts) and 50 ms after the window
 * stops resizing. `request()` re-measures after a change inside a card.
 */
export function useEqualRowHeights(rowKeys: readonly string[], layoutKey: string) {
  const cells = useRef(new Map<string, HTMLElement>());
  const callbacks = useRef(new Map<string, (el: HTMLElement | null) => void>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const equalise = useCallback(() => {
    const rows = rowKeys.map((row) => STATES.map((state) => cells.current.get(`${row}:${state}`) ?? null));
    // Reset all first, then read all, then write all: one layout pass, no feedback between rows.
    for (const els of rows) for (const el of els) if (el) el.style.minHeight = '';
    const heights = rows.map((els) =>
      rowMinHeight(
        els.map((el) => {
          if (!el) return null;
          const box = el.getBoundingClientRect();
          return { height: box.height, left: box.left };
        }),
      ),
    );
    rows.forEach((els, i) => {
      const h = heights[i];
      if (h) for (const el of els) if (el) el.style.minHeight = `${h}px`;
    });
  }, [rowKeys]);

  const schedule = useCallback(
    (delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(equalise, delay);
    },
    [equalise],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey is the trigger, not an input
  useEffect(() => {
    schedule(EQUALISE_AFTER_LOAD_MS);
  }, [layoutKey, schedule]);

  useEffect(() => {
    const onResize = () => schedule(EQUALISE_AFTER_RESIZE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer.current);
    };
  }, [schedule]);

  const refFor = useCallback((row: string, state: string) => {
    const key = `${row}:${state}`;
    let cb = callbacks.current.get(key);
    if (!cb) {
      cb = (el: HTMLElement | null) => {
        if (el) cells.current.set(key, el);
        else cells.current.delete(key);
      };
      callbacks.current.set(key, cb);
    }
    return cb;
  }, []);

  const request = useCallback(() => schedule(EQUALISE_AFTER_RESIZE_MS), [schedule]);

  return { refFor, request };
}
