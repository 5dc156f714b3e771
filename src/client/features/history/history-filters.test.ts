import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY_FILTERS,
  endOfDayIso,
  entityTypeLabel,
  hasActiveHistoryFilters,
  historyFiltersToSearch,
  isCalendarDay,
  pageWindow,
  parseHistoryFilters,
  startOfDayIso,
  toHistoryQuery,
  withFilter,
} from './history-filters';

describe('history filters in the address', () => {
  it('reads every filter and the page back from what it wrote', () => {
    const filters = {
      processId: 'p-1',
      jobRoleId: 'r-2',
      action: 'update',
      entityType: 'artifact',
      actorId: 'person-7',
      from: '2026-01-05',
      to: '2026-02-28',
      search: 'pain & gain',
      page: 3,
    };
    const search = historyFiltersToSearch(filters);
    expect(search).toBe(
      '?processId=p-1&jobRoleId=r-2&actorId=person-7&entityType=artifact&action=update&from=2026-01-05&to=2026-02-28&search=pain+%26+gain&page=3',
    );
    expect(parseHistoryFilters(search)).toEqual(filters);
  });

  it('writes nothing for no filters on page 1', () => {
    expect(historyFiltersToSearch(EMPTY_HISTORY_FILTERS)).toBe('');
    expect(parseHistoryFilters('')).toEqual(EMPTY_HISTORY_FILTERS);
  });

  it('drops what it cannot read: bad days, pages below 1 or not whole, padding', () => {
    expect(parseHistoryFilters('?from=2026-02-30&to=yesterday&page=0&search=%20%20x%20')).toEqual({
      ...EMPTY_HISTORY_FILTERS,
      search: 'x',
    });
    expect(parseHistoryFilters('?page=2.5').page).toBe(1);
    expect(parseHistoryFilters('?page=-4').page).toBe(1);
    expect(parseHistoryFilters(`?search=${'a'.repeat(500)}`).search).toHaveLength(200);
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-5')).toBe(false);
  });

  it('starts again at page 1 when a filter changes', () => {
    const onPage4 = { ...EMPTY_HISTORY_FILTERS, page: 4 };
    expect(withFilter(onPage4, 'entityType', 'process')).toMatchObject({ entityType: 'process', page: 1 });
    expect(hasActiveHistoryFilters(onPage4)).toBe(false);
    expect(hasActiveHistoryFilters({ ...onPage4, search: 'x' })).toBe(true);
  });
});

describe('what the server is asked', () => {
  it('sends only the set filters, the page as limit/offset and the days as a local range', () => {
    const query = toHistoryQuery({
      ...EMPTY_HISTORY_FILTERS,
      entityType: 'process',
      actorId: 'person-7',
      from: '2026-03-01',
      to: '2026-03-01',
      search: ' sipoc ',
      page: 3,
    });
    expect(query).toEqual({
      limit: 50,
      offset: 100,
      entityType: 'process',
      actorId: 'person-7',
      from: startOfDayIso('2026-03-01'),
      to: endOfDayIso('2026-03-01'),
      search: 'sipoc',
    });
    const from = new Date(query.from!);
    const to = new Date(query.to!);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(to.getTime() - from.getTime()).toBe(24 * 3600 * 1000 - 1);
  });

  it('counts the rows shown on a page', () => {
    expect(pageWindow(1, 50, 0)).toEqual({ first: 0, last: 0, pageCount: 1 });
    expect(pageWindow(1, 50, 7)).toEqual({ first: 1, last: 7, pageCount: 1 });
    expect(pageWindow(2, 50, 120)).toEqual({ first: 51, last: 100, pageCount: 3 });
    expect(pageWindow(3, 50, 120)).toEqual({ first: 101, last: 120, pageCount: 3 });
  });

  it('pages on past a capped count while pages come back full', () => {
    const capped = (page: number, shown: number) => pageWindow(page, 50, 100, { capped: true, shown });
    expect(capped(1, 50)).toEqual({ first: 1, last: 50, pageCount: 2 });
    expect(capped(2, 50)).toEqual({ first: 51, last: 100, pageCount: 3 });
    expect(capped(3, 50)).toEqual({ first: 101, last: 150, pageCount: 4 });
    expect(capped(4, 12)).toEqual({ first: 151, last: 162, pageCount: 4 });
    expect(capped(5, 0)).toEqual({ first: 0, last: 0, pageCount: 5 });
  });
});

describe('kinds of change', () => {
  it('reads entity types as words', () => {
    expect(entityTypeLabel('training_tier_document')).toBe('Training tier document');
    expect(entityTypeLabel('job_role')).toBe('Job role');
    expect(entityTypeLabel('someNewThing')).toBe('Some new thing');
  });
});
