import {
  type AudienceFilters,
  audienceFiltersToSearch,
  EMPTY_AUDIENCE_FILTERS,
  hasActiveFilters,
  parseAudienceFilters,
} from '@core/rules/audience';
import {
  READINESS_PROCESS_SORTS,
  type ReadinessProcessSort,
  type ReadinessTable,
} from '@core/schemas/readiness';

/*
 * What the Change Readiness screen shows, kept in the address like the /training filters
 * (`/readiness?states=Florida&roles=Sprinkler%20Fitter&sort=impact&page=2`), and the API addresses
 * built from it. Pure: no React, no I/O.
 */

export const READINESS_PAGE_SIZE = 25;
export const DEFAULT_READINESS_SORT: ReadinessProcessSort = 'people';

export type ReadinessView = {
  filters: AudienceFilters;
  sort: ReadinessProcessSort;
  /** 1-based page of the per-process table. */
  page: number;
};

export const EMPTY_READINESS_VIEW: ReadinessView = {
  filters: EMPTY_AUDIENCE_FILTERS,
  sort: DEFAULT_READINESS_SORT,
  page: 1,
};

export const READINESS_SORT_LABELS: Record<ReadinessProcessSort, string> = {
  people: 'People affected',
  coverage: 'Pain-point coverage',
  impact: 'Highest impact',
  name: 'Name',
};

function isSort(value: string | null): value is ReadinessProcessSort {
  return (READINESS_PROCESS_SORTS as readonly (string | null)[]).includes(value);
}

/** Reads the view from a query string; an unknown sort or a page below 1 falls back to the default. */
export function parseReadinessView(search: string): ReadinessView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    filters: parseAudienceFilters(search),
    sort: isSort(sort) ? sort : DEFAULT_READINESS_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters exactly as /training writes them, then the sort and page when not the defaults. */
export function readinessViewToSearch(view: ReadinessView): string {
  const extra: string[] = [];
  if (view.sort !== DEFAULT_READINESS_SORT) extra.push(`sort=${view.sort}`);
  if (view.page > 1) extra.push(`page=${view.page}`);
  return joinSearch(audienceFiltersToSearch(view.filters), extra);
}

function joinSearch(search: string, extra: string[]): string {
  if (extra.length === 0) return search;
  return search ? `${search}&${extra.join('&')}` : `?${extra.join('&')}`;
}

/** A change of filter or sort starts again at the first page. */
export function withFilters(view: ReadinessView, filters: AudienceFilters): ReadinessView {
  return { ...view, filters, page: 1 };
}

export function withSort(view: ReadinessView, sort: ReadinessProcessSort): ReadinessView {
  return { ...view, sort, page: 1 };
}

export function isFiltered(view: ReadinessView): boolean {
  return hasActiveFilters(view.filters);
}

/** GET /api/readiness for the view: the filters, the sort and the page as limit/offset. */
export function readinessUrl(view: ReadinessView, pageSize = READINESS_PAGE_SIZE): string {
  return `/api/readiness${joinSearch(audienceFiltersToSearch(view.filters), [
    `sort=${view.sort}`,
    `limit=${pageSize}`,
    `offset=${(view.page - 1) * pageSize}`,
  ])}`;
}

export type ReadinessExportFormat = 'xlsx' | 'csv';

/** GET /api/readiness/export for one table: the same filters and sort, every row (no page). */
export function readinessExportUrl(
  table: ReadinessTable,
  format: ReadinessExportFormat,
  view: ReadinessView,
): string {
  return `/api/readiness/export${joinSearch(
    `?table=${table}&format=${format}`,
    [audienceFiltersToSearch(view.filters).slice(1), `sort=${view.sort}`].filter(Boolean),
  )}`;
}

/** "1–25 of 312": the rows a page holds and how many pages there are. */
export function pageWindow(
  offset: number,
  limit: number,
  total: number,
): { first: number; last: number; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  const page = Math.floor(offset / Math.max(1, limit)) + 1;
  if (total <= 0 || offset >= total) return { first: 0, last: 0, page, pageCount };
  return { first: offset + 1, last: Math.min(total, offset + limit), page, pageCount };
}
