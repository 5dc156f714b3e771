import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A page's search: what is typed (`input`) and the term in effect (`term`), kept in the URL as
 * `?q=` so a reload or a shared link shows the same results. Typing reaches the URL 250 ms after
 * the last key; a URL change from outside (a link, Back) resets the box.
 */
export function useUrlSearchTerm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const term = (searchParams.get('q') ?? '').trim();
  const [input, setInput] = useState(term);
  const [syncedTerm, setSyncedTerm] = useState(term);

  if (term !== syncedTerm) {
    setSyncedTerm(term);
    if (input.trim() !== term) setInput(term);
  }

  const commit = (value: string) => {
    const next = value.trim();
    if (next === term) return;
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next) params.set('q', next);
        else params.delete('q');
        return params;
      },
      { replace: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text schedules a search
  useEffect(() => {
    if (input.trim() === term) return;
    const timer = setTimeout(() => commit(input), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  return { input, setInput, term, commitNow: () => commit(input) };
}
