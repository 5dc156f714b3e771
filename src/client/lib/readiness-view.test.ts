import { describe, expect, it } from 'vitest';
import {
  EMPTY_READINESS_VIEW,
  pageWindow,
  parseReadinessView,
  readinessExportUrl,
  readinessUrl,
  readinessViewToSearch,
  withFilters,
  withSort,
} from './readiness-view';

describe('the readiness view in the address', () => {
  it('reads the filters as /training writes them, plus the sort and the page', () => {
    expect(parseReadinessView('?states=Florida,Georgia&roles=Sprinkler%20Fitter&sort=impact&page=3')).toEqual(
      {
        filters: { states: ['Florida', 'Georgia'], roles: ['Sprinkler Fitter'], divisions: [] },
        sort: 'impact',
        page: 3,
      },
    );
  });

  it('falls back to people and page 1 for an unknown sort or an unreadable page', () => {
    for (const search of ['', '?sort=bogus&page=0', '?page=-2', '?page=1.5', '?page=abc']) {
      const view = parseReadinessView(search);
      expect(view.sort).toBe('people');
      expect(view.page).toBe(1);
    }
  });

  it('writes the defaults as nothing and round-trips everything else, encoded commas included', () => {
    expect(readinessViewToSearch(EMPTY_READINESS_VIEW)).toBe('');
    expect(readinessViewToSearch({ ...EMPTY_READINESS_VIEW, sort: 'name' })).toBe('?sort=name');
    const view = {
      filters: { states: ['Multi-state'], roles: ['Coordinator, Level 2', 'Fitter'], divisions: ['ATL'] },
      sort: 'coverage' as const,
      page: 2,
    };
    const search = readinessViewToSearch(view);
    expect(search).toBe(
      '?states=Multi-state&roles=Coordinator%2C%20Level%202,Fitter&divisions=ATL&sort=coverage&page=2',
    );
    expect(parseReadinessView(search)).toEqual(view);
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const view = { ...EMPTY_READINESS_VIEW, page: 4 };
    expect(withFilters(view, { states: ['Texas'], roles: [], divisions: [] }).page).toBe(1);
    expect(withSort(view, 'name')).toEqual({ ...EMPTY_READINESS_VIEW, sort: 'name', page: 1 });
  });
});

describe('API addresses', () => {
  const view = {
    filters: { states: ['New York'], roles: [], divisions: ['NYC', 'ALB'] },
    sort: 'impact' as const,
    page: 3,
  };

  it('asks GET /api/readiness for the page as limit and offset', () => {
    expect(readinessUrl(view)).toBe(
      '/api/readiness?states=New%20York&divisions=NYC,ALB&sort=impact&limit=25&offset=50',
    );
    expect(readinessUrl(EMPTY_READINESS_VIEW, 10)).toBe('/api/readiness?sort=people&limit=10&offset=0');
  });

  it('exports a table with the same filters and sort and without a page', () => {
    expect(readinessExportUrl('heat-map', 'csv', view)).toBe(
      '/api/readiness/export?table=heat-map&format=csv&states=New%20York&divisions=NYC,ALB&sort=impact',
    );
    expect(readinessExportUrl('processes', 'xlsx', EMPTY_READINESS_VIEW)).toBe(
      '/api/readiness/export?table=processes&format=xlsx&sort=people',
    );
  });
});

describe('pageWindow', () => {
  it('says which rows a page holds', () => {
    expect(pageWindow(0, 25, 312)).toEqual({ first: 1, last: 25, page: 1, pageCount: 13 });
    expect(pageWindow(300, 25, 312)).toEqual({ first: 301, last: 312, page: 13, pageCount: 13 });
  });

  it('holds nothing past the end or when there is nothing', () => {
    expect(pageWindow(0, 25, 0)).toEqual({ first: 0, last: 0, page: 1, pageCount: 1 });
    expect(pageWindow(50, 25, 30)).toEqual({ first: 0, last: 0, page: 3, pageCount: 2 });
  });
});
