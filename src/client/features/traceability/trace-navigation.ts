import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { withProcessTab } from '../../lib/process-tabs';
import { useProcessTab } from '../../lib/use-process-tab';
import type { TraceTab } from './trace-model';

/*
 * One click from either end of a link to the other: switch the process tab when the other end
 * lives on another one (the tab is in the URL), wait for the element to render (the tab loads
 * lazily and fetches its data), scroll it into view, move focus to it and highlight it briefly so
 * the eye finds it. The targets carry stable ids and tabIndex={-1}.
 */

const WAIT_MS = 8000;
const HIGHLIGHT_MS = 2200;
// Amber wash and the brand ring: the same for every kind of target.
const HIGHLIGHT_BACKGROUND = 'rgb(254 243 199)';
const HIGHLIGHT_RING = 'rgb(79 70 229)';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The element once it is in the document, or null when it has not appeared in time. */
export function waitForElement(id: string, timeoutMs = WAIT_MS): Promise<HTMLElement | null> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const tick = () => {
      const el = document.getElementById(id);
      if (el) resolve(el);
      else if (performance.now() > deadline) resolve(null);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** A short highlight: a tinted background and a ring that fade out, whatever the element's own colours. */
export function highlightElement(el: HTMLElement): void {
  const base = getComputedStyle(el).backgroundColor;
  el.dataset.traceHighlight = 'true';
  const ring = { outline: `2px solid ${HIGHLIGHT_RING}`, outlineOffset: '-2px' };
  const animation = el.animate?.(
    [
      { backgroundColor: HIGHLIGHT_BACKGROUND, ...ring },
      { backgroundColor: HIGHLIGHT_BACKGROUND, ...ring, offset: 0.55 },
      { backgroundColor: base, outline: '2px solid transparent', outlineOffset: '-2px' },
    ],
    { duration: HIGHLIGHT_MS, easing: 'ease-out' },
  );
  const done = () => {
    delete el.dataset.traceHighlight;
  };
  if (animation) animation.onfinish = done;
  else setTimeout(done, HIGHLIGHT_MS);
}

/** Scrolls the element into the middle of the view, focuses it and highlights it. */
export function revealElement(el: HTMLElement): void {
  el.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  el.focus({ preventScroll: true });
  highlightElement(el);
}

export interface TraceDestination {
  elementId: string;
  tab: TraceTab;
  /** Named in the message when the element cannot be found. */
  label: string;
}

/** `go` follows a chip to its other end; `hrefFor` is the address the chip links to (tab and fragment). */
export function useTraceNavigation() {
  const { tab: current, setTab } = useProcessTab();
  const [location] = useLocation();
  const [searchParams] = useSearchParams();

  const hrefFor = useCallback(
    (to: Pick<TraceDestination, 'elementId' | 'tab'>) => {
      const query = withProcessTab(searchParams, to.tab).toString();
      return `${location}${query ? `?${query}` : ''}#${to.elementId}`;
    },
    [location, searchParams],
  );

  const go = useCallback(
    async (to: TraceDestination) => {
      if (to.tab !== current) setTab(to.tab);
      const el = await waitForElement(to.elementId);
      if (el) {
        revealElement(el);
        return;
      }
      toast({
        title: 'Not shown on this page',
        description: `"${to.label}" could not be found. It may have been removed or renamed.`,
      });
    },
    [current, setTab],
  );

  return { go, hrefFor };
}

const TRACE_FRAGMENT = /^#((?:pain-point|output|training-artifact|tier-document)-[a-z0-9-]+)$/;

/**
 * A chip's address opened on its own (new tab, shared link, reload) ends in the target's fragment:
 * once the tab has rendered it, the target is revealed as if the chip had been clicked.
 */
export function useRevealFragmentTarget(): void {
  useEffect(() => {
    const match = TRACE_FRAGMENT.exec(window.location.hash);
    if (!match?.[1]) return;
    let cancelled = false;
    void waitForElement(match[1]).then((el) => {
      if (el && !cancelled) revealElement(el);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
