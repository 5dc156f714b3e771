import type { HistoryQuery } from '../../api/history/get-history';

/*
 * The Version History filters and page, kept in the address (`/history?entityType=artifact&page=2`)
 * so a filtered view survives a reload and can be shared. Pure: no React, no I/O.
 */

export const HISTORY_PAGE_SIZE = 50;

export type HistoryFilters = {
  processId: string;
  jobRoleId: string;
  action: string;
  entityType: string;
  /** The person who made the change (GET /api/people). */
  actorId: string;
  /** Calendar days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  search: string;
  /** 1-based. */
  page: number;
};

/** The filters alone (page aside), in the order they appear in the address. */
export const HISTORY_FILTER_KEYS = [
  'processId',
  'jobRoleId',
  'actorId',
  'entityType',
  'action',
  'from',
  'to',
  'search',
] as const satisfies readonly (keyof HistoryFilters)[];

export type HistoryFilterKey = (typeof HISTORY_FILTER_KEYS)[number];

export const EMPTY_HISTORY_FILTERS: HistoryFilters = {
  processId: '',
  jobRoleId: '',
  action: '',
  entityType: '',
  actorId: '',
  from: '',
  to: '',
  search: '',
  page: 1,
};

const MAX_TEXT = 200;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_RE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function text(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_TEXT);
}

/** Reads the filters from a query string; anything unreadable (a bad date, page 0) is dropped. */
export function parseHistoryFilters(search: string): HistoryFilters {
  const params = new URLSearchParams(search);
  const day = (key: string) => {
    const value = text(params.get(key));
    return isCalendarDay(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    processId: text(params.get('processId')),
    jobRoleId: text(params.get('jobRoleId')),
    action: text(params.get('action')),
    entityType: text(params.get('entityType')),
    actorId: text(params.get('actorId')),
    from: day('from'),
    to: day('to'),
    search: text(params.get('search')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of the filters ('' when none is set); page 1 is left out. */
export function historyFiltersToSearch(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  for (const key of HISTORY_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveHistoryFilters(filters: HistoryFilters): boolean {
  return HISTORY_FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/** A change of filter starts again at page 1; a change of page keeps the filters. */
export function withFilter(filters: HistoryFilters, key: HistoryFilterKey, value: string): HistoryFilters {
  return { ...filters, [key]: value, page: 1 };
}

/** The first instant of a local calendar day, as an ISO timestamp. */
export function startOfDayIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** The last instant (millisecond) of a local calendar day, as an ISO timestamp. */
export function endOfDayIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new Date(y, m - 1, d + 1).getTime() - 1).toISOString();
}

/**
 * What GET /api/history is asked: the set filters, the days as the user's own midnight-to-midnight
 * range, and the page as limit/offset.
 */
export function toHistoryQuery(filters: HistoryFilters, pageSize = HISTORY_PAGE_SIZE): HistoryQuery {
  const query: HistoryQuery = { limit: pageSize, offset: (filters.page - 1) * pageSize };
  if (filters.processId) query.processId = filters.processId;
  if (filters.jobRoleId) query.jobRoleId = filters.jobRoleId;
  if (filters.entityType) query.entityType = filters.entityType;
  if (filters.action) query.action = filters.action;
  if (filters.actorId) query.actorId = filters.actorId;
  if (filters.from) query.from = startOfDayIso(filters.from);
  if (filters.to) query.to = endOfDayIso(filters.to);
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}

/**
 * "Showing 51–100 of 230": the rows on a page and how many pages there are. When the total is
 * `capped` (a lower bound), the page count is too: a full page (`shown` rows) means there may be
 * another after it, so paging goes on past the count until a page comes back short.
 */
export function pageWindow(
  page: number,
  pageSize: number,
  total: number,
  { capped = false, shown = 0 }: { capped?: boolean; shown?: number } = {},
): { first: number; last: number; pageCount: number } {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  if (capped) {
    const pageCount = Math.max(counted, shown === pageSize ? page + 1 : page);
    if (shown === 0) return { first: 0, last: 0, pageCount };
    const first = (page - 1) * pageSize + 1;
    return { first, last: first + shown - 1, pageCount };
  }
  if (total <= 0) return { first: 0, last: 0, pageCount: counted };
  const first = Math.min(total, (page - 1) * pageSize + 1);
  return { first, last: Math.min(total, page * pageSize), pageCount: counted };
}

const ENTITY_LABELS: Record<string, string> = {
  process: 'Process',
  job_role: 'Job role',
  artifact: 'Artifact',
  pain_point_status: 'Pain point status',
  pain_point_link: 'Pain point link',
  impact_suggestion_dismissal: 'Dismissed impact suggestion',
  change_impact: 'Change impact',
  training_artifact: 'Training material',
  training_tier_document: 'Training tier document',
  division: 'Division',
  file: 'File',
  setting: 'Setting',
  settings: 'Settings',
  repository: 'Whole repository',
  person: 'Person',
};

/** "training_tier_document" -> "Training tier document"; unknown kinds in words. */
export function entityTypeLabel(entityType: string): string {
  const known = ENTITY_LABELS[entityType];
  if (known) return known;
  const words = entityType
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : entityType;
}
