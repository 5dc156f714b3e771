import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element is at least `minWidth` CSS pixels wide, followed as the layout changes: a
 * layout that depends on the room its container gives it rather than on the window (the sidebar
 * takes 256 px of a wide window and none of a narrow one). Measured before the first paint so
 * the layout does not flash, and re-rendered only when the answer changes.
 */
export function useMinWidth<T extends HTMLElement>(minWidth: number): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWide(el.clientWidth >= minWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [minWidth]);
  return [ref, wide];
}
