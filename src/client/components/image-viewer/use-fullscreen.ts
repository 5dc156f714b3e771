import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Full screen for a viewer: the Fullscreen API on `ref`'s element when the browser grants it,
 * else a maximised fallback (the viewer fills the window itself). `large` is either. `onChange`
 * runs after each change, when the element has its new size.
 */
export function useFullscreen<T extends HTMLElement>(onChange?: (large: boolean) => void) {
  const ref = useRef<T | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [maximised, setMaximised] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const listener = () => {
      const on = !!ref.current && document.fullscreenElement === ref.current;
      setFullscreen(on);
      changed.current?.(on);
    };
    document.addEventListener('fullscreenchange', listener);
    return () => document.removeEventListener('fullscreenchange', listener);
  }, []);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setMaximised(false);
  }, []);

  const toggle = useCallback(async () => {
    if (document.fullscreenElement && document.fullscreenElement === ref.current) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (maximised) {
      setMaximised(false);
      return;
    }
    const el = ref.current;
    if (el && document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      try {
        await el.requestFullscreen();
        return;
      } catch {
        // Refused (permissions, iframe): fall back to filling the window.
      }
    }
    setMaximised(true);
  }, [maximised]);

  // The fallback resizes with the render that sets it: let the viewer measure after it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    changed.current?.(maximised);
  }, [maximised]);

  return { ref, fullscreen, maximised, large: fullscreen || maximised, toggle, exit, setMaximised };
}
