import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { PRODUCT_DIVISIONS } from '../../server/product/divisions';
import type { Division } from '../schemas/division';
import { EMPTY_AUDIENCE_FILTERS } from './audience';
import { AUDIENCE_CSV_HEADER, audienceCsvFileName, buildAudienceCsvRows } from './audience-csv';
import { csvText } from './csv-rows';

const AAA: Division = {
  code: 'AAA',
  name: 'AAA - Alpha',
  location: 'Georgia',
  employees: 20,
  specialization: 'Fire "Sprinkler" Service',
  roles: { Inspector: 5, Fitter: 12, Dispatcher: 3, Estimator: 0 },
};
const BBB: Division = {
  code: 'BBB',
  name: 'BBB - Beta',
  location: 'Florida',
  employees: 2,
  specialization: 'Security',
  roles: { Dispatcher: 2 },
};

describe('buildAudienceCsvRows (spec §7)', () => {
  it('starts with the six columns', () => {
    expect(buildAudienceCsvRows([], EMPTY_AUDIENCE_FILTERS)).toEqual([
      ['Division', 'Location', 'Employees', 'Specialization', 'Role', 'Count'],
    ]);
    expect(AUDIENCE_CSV_HEADER).toHaveLength(6);
  });

  it('writes one row per division-role pair with a headcount, largest role first', () => {
    expect(buildAudienceCsvRows([AAA, BBB], EMPTY_AUDIENCE_FILTERS).slice(1)).toEqual([
      ['AAA - Alpha', 'Georgia', '20', 'Fire "Sprinkler" Service', 'Fitter', '12'],
      ['AAA - Alpha', 'Georgia', '20', 'Fire "Sprinkler" Service', 'Inspector', '5'],
      ['AAA - Alpha', 'Georgia', '20', 'Fire "Sprinkler" Service', 'Dispatcher', '3'],
      ['BBB - Beta', 'Florida', '2', 'Security', 'Dispatcher', '2'],
    ]);
  });

  it('follows the filters: only the filtered divisions and the selected roles', () => {
    expect(
      buildAudienceCsvRows([AAA, BBB], { states: [], roles: ['Dispatcher'], divisions: ['BBB'] }).slice(1),
    ).toEqual([['BBB - Beta', 'Florida', '2', 'Security', 'Dispatcher', '2']]);
    expect(
      buildAudienceCsvRows([AAA, BBB], { states: ['Georgia'], roles: ['Inspector'], divisions: [] }),
    ).toEqual([
      [...AUDIENCE_CSV_HEADER],
      ['AAA - Alpha', 'Georgia', '20', 'Fire "Sprinkler" Service', 'Inspector', '5'],
    ]);
  });

  it('has one row per role held for all seeded divisions', () => {
    const pairs = PRODUCT_DIVISIONS.reduce(
      (sum, d) => sum + Object.values(d.roles).filter((n) => n > 0).length,
      0,
    );
    expect(buildAudienceCsvRows(PRODUCT_DIVISIONS, EMPTY_AUDIENCE_FILTERS)).toHaveLength(pairs + 1);
  });

  it('keeps the text as it is; the written file neutralises cells a spreadsheet would run', () => {
    const evil: Division = {
      code: 'EVL',
      name: '=HYPERLINK("http://x","y")',
      location: '+Georgia',
      employees: 3,
      specialization: '@SUM(A1)',
      roles: { '-2+3': 2, '\tTabbed': 1 },
    };
    const rows = buildAudienceCsvRows([evil], EMPTY_AUDIENCE_FILTERS);
    expect(rows.slice(1)).toEqual([
      ['=HYPERLINK("http://x","y")', '+Georgia', '3', '@SUM(A1)', '-2+3', '2'],
      ['=HYPERLINK("http://x","y")', '+Georgia', '3', '@SUM(A1)', '\tTabbed', '1'],
    ]);
    const written = Papa.parse<string[]>(csvText((data, config) => Papa.unparse(data, config), rows)).data;
    expect(written.slice(1)).toEqual([
      [`'=HYPERLINK("http://x","y")`, "'+Georgia", '3', "'@SUM(A1)", "'-2+3", '2'],
      [`'=HYPERLINK("http://x","y")`, "'+Georgia", '3', "'@SUM(A1)", "'\tTabbed", '1'],
    ]);
  });
});

describe('the written file', () => {
  it('quotes every cell and doubles inner quotes (csvText)', () => {
    const rows = buildAudienceCsvRows([AAA], { ...EMPTY_AUDIENCE_FILTERS, roles: ['Fitter'] });
    const text = csvText((data, config) => Papa.unparse(data, config), rows);
    expect(text.split('\r\n')).toEqual([
      '"Division","Location","Employees","Specialization","Role","Count"',
      '"AAA - Alpha","Georgia","20","Fire ""Sprinkler"" Service","Fitter","12"',
    ]);
  });

  it('is named for the role-division matrix, dated by the local day', () => {
    expect(audienceCsvFileName(new Date(2026, 10, 21, 23, 59))).toBe('role-division-matrix-2026-11-21.csv');
    expect(audienceCsvFileName(new Date(2027, 0, 5))).toBe('role-division-matrix-2027-01-05.csv');
  });
});
