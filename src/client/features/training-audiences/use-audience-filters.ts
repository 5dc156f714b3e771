import { type AudienceFilters, audienceFiltersToSearch, parseAudienceFilters } from '@core/rules/audience';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The Training Audiences filters, kept in the address (`?states=Georgia,Florida&roles=...`) so a
 * filtered view can be shared or reloaded. Changes replace the history entry rather than adding one.
 */
export function useAudienceFilters(): [AudienceFilters, (next: AudienceFilters) => void] {
  // wouter's search is unescaped, which would merge an encoded comma into the separators: subscribe
  // through it, but read the raw query string.
  useSearch();
  const raw = window.location.search;
  const filters = useMemo(() => parseAudienceFilters(raw), [raw]);
  const [location, navigate] = useLocation();
  const setFilters = useCallback(
    (next: AudienceFilters) => navigate(`${location}${audienceFiltersToSearch(next)}`, { replace: true }),
    [location, navigate],
  );
  return [filters, setFilters];
}
