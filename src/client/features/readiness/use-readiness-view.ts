import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseReadinessView, type ReadinessView, readinessViewToSearch } from '../../lib/readiness-view';

/**
 * The readiness filters, sort and page, kept in the address. Filter and sort changes replace the
 * history entry (as on /training); a page change adds one, so Back returns to the previous page.
 */
export function useReadinessView(): [
  ReadinessView,
  (next: ReadinessView, options?: { push?: boolean }) => void,
] {
  // wouter's search is unescaped, which would merge an encoded comma into the separators: subscribe
  // through it, but read the raw query string.
  useSearch();
  const raw = window.location.search;
  const view = useMemo(() => parseReadinessView(raw), [raw]);
  const [location, navigate] = useLocation();
  const setView = useCallback(
    (next: ReadinessView, options: { push?: boolean } = {}) =>
      navigate(`${location}${readinessViewToSearch(next)}`, { replace: !options.push }),
    [location, navigate],
  );
  return [view, setView];
}
