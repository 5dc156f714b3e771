import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type HistoryFilters, historyFiltersToSearch, parseHistoryFilters } from './history-filters';

/**
 * The Version History filters and page, kept in the address. A filter change replaces the history
 * entry; a page change adds one, so Back returns to the previous page of results.
 */
export function useHistoryFilters(): [
  HistoryFilters,
  (next: HistoryFilters, options?: { push?: boolean }) => void,
] {
  const search = useSearch();
  const filters = useMemo(() => parseHistoryFilters(search), [search]);
  const [location, navigate] = useLocation();
  const setFilters = useCallback(
    (next: HistoryFilters, options: { push?: boolean } = {}) =>
      navigate(`${location}${historyFiltersToSearch(next)}`, { replace: !options.push }),
    [location, navigate],
  );
  return [filters, setFilters];
}
