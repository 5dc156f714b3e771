import { describe, expect, it } from 'vitest';
import { PRODUCT_DIVISIONS } from '../../server/product/divisions';
import type { Division } from '../schemas/division';
import {
  type AudienceFilters,
  audienceBadgeTone,
  audienceFilterOptions,
  audienceFiltersToSearch,
  audienceMatrix,
  audienceSummary,
  EMPTY_AUDIENCE_FILTERS,
  filterDisplayText,
  filterDivisions,
  hasActiveFilters,
  knownFilters,
  parseAudienceFilters,
  processAudiencePreset,
  topRoles,
} from './audience';
import { presetRolesForJobRole } from './division-roles';

const division = (code: string, location: string, roles: Record<string, number>): Division => ({
  code,
  name: `${code} - ${code.toLowerCase()}`,
  location,
  employees: Object.values(roles).reduce((a, b) => a + b, 0),
  specialization: 'Fire Protection',
  roles,
});

const AAA = division('AAA', 'Georgia', { Fitter: 12, Inspector: 5, Dispatcher: 1 });
const BBB = division('BBB', 'Georgia', { Fitter: 3, Estimator: 2, Dispatcher: 0 });
const CCC = division('CCC', 'Florida', { Inspector: 7, Dispatcher: 2 });
const DDD = division('DDD', 'Multi-state', { President: 1 });
const ALL = [AAA, BBB, CCC, DDD];

const filters = (f: Partial<AudienceFilters>): AudienceFilters => ({ ...EMPTY_AUDIENCE_FILTERS, ...f });
const codes = (list: Division[]) => list.map((d) => d.code);

describe('filterDivisions', () => {
  it('keeps every division without filters', () => {
    expect(codes(filterDivisions(ALL, EMPTY_AUDIENCE_FILTERS))).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
  });

  it('filters by state (location) and by division code, both at once', () => {
    expect(codes(filterDivisions(ALL, filters({ states: ['Georgia'] })))).toEqual(['AAA', 'BBB']);
    expect(codes(filterDivisions(ALL, filters({ states: ['Georgia', 'Florida'] })))).toEqual([
      'AAA',
      'BBB',
      'CCC',
    ]);
    expect(codes(filterDivisions(ALL, filters({ divisions: ['CCC', 'DDD'] })))).toEqual(['CCC', 'DDD']);
    expect(codes(filterDivisions(ALL, filters({ states: ['Georgia'], divisions: ['BBB', 'CCC'] })))).toEqual([
      'BBB',
    ]);
  });

  it('drops divisions holding none of the selected roles (a zero headcount is not holding it)', () => {
    expect(codes(filterDivisions(ALL, filters({ roles: ['Inspector'] })))).toEqual(['AAA', 'CCC']);
    expect(codes(filterDivisions(ALL, filters({ roles: ['Dispatcher'] })))).toEqual(['AAA', 'CCC']);
    expect(codes(filterDivisions(ALL, filters({ roles: ['Estimator', 'President'] })))).toEqual([
      'BBB',
      'DDD',
    ]);
  });

  it('yields nothing when the filters exclude each other', () => {
    expect(filterDivisions(ALL, filters({ states: ['Florida'], roles: ['Estimator'] }))).toEqual([]);
  });
});

describe('audienceSummary', () => {
  it('counts the whole set without filters', () => {
    expect(audienceSummary(ALL, EMPTY_AUDIENCE_FILTERS)).toEqual({
      divisions: 4,
      totalEmployees: 18 + 5 + 9 + 1,
      employeesInRoles: 33,
      uniqueRoles: 5, // Fitter, Inspector, Dispatcher, Estimator, President
      roleInstances: 3 + 2 + 2 + 1,
      locations: 3,
    });
  });

  it('restricts the role figures to the role filter, but counts all employees of the divisions', () => {
    expect(audienceSummary(ALL, filters({ roles: ['Inspector', 'Estimator'] }))).toEqual({
      divisions: 3,
      totalEmployees: 18 + 5 + 9,
      employeesInRoles: 5 + 2 + 7,
      uniqueRoles: 2,
      roleInstances: 3,
      locations: 2,
    });
  });

  it('follows a state filter', () => {
    const s = audienceSummary(ALL, filters({ states: ['Georgia'] }));
    expect(s).toMatchObject({ divisions: 2, totalEmployees: 23, uniqueRoles: 4, roleInstances: 5 });
  });

  it('is all zeros for an empty set', () => {
    expect(audienceSummary([], EMPTY_AUDIENCE_FILTERS)).toEqual({
      divisions: 0,
      totalEmployees: 0,
      employeesInRoles: 0,
      uniqueRoles: 0,
      roleInstances: 0,
      locations: 0,
    });
  });

  it('matches the spec facts on the seeded divisions', () => {
    const s = audienceSummary(PRODUCT_DIVISIONS, EMPTY_AUDIENCE_FILTERS);
    expect(s.divisions).toBe(27);
    expect(s.totalEmployees).toBe(PRODUCT_DIVISIONS.reduce((sum, d) => sum + d.employees, 0));
    // The seeded headcounts add up to each division's employees.
    expect(s.employeesInRoles).toBe(s.totalEmployees);
  });
});

describe('audienceMatrix', () => {
  it('has the filtered divisions as columns and the roles held as rows, largest total first', () => {
    const m = audienceMatrix(ALL, EMPTY_AUDIENCE_FILTERS);
    expect(codes(m.columns)).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
    expect(m.rows).toEqual([
      { role: 'Fitter', counts: [12, 3, 0, 0], total: 15 },
      { role: 'Inspector', counts: [5, 0, 7, 0], total: 12 },
      { role: 'Dispatcher', counts: [1, 0, 2, 0], total: 3 },
      { role: 'Estimator', counts: [0, 2, 0, 0], total: 2 },
      { role: 'President', counts: [0, 0, 0, 1], total: 1 },
    ]);
    expect(m.columnTotals).toEqual([18, 5, 9, 1]);
    expect(m.grandTotal).toBe(33);
  });

  it('orders equal totals by title', () => {
    const m = audienceMatrix([division('X', 'Texas', { Zeta: 2, Alpha: 2, Mid: 3 })], EMPTY_AUDIENCE_FILTERS);
    expect(m.rows.map((r) => r.role)).toEqual(['Mid', 'Alpha', 'Zeta']);
  });

  it('shows only the selected roles, and only divisions holding one of them', () => {
    const m = audienceMatrix(ALL, filters({ roles: ['Inspector'], states: ['Georgia', 'Florida'] }));
    expect(codes(m.columns)).toEqual(['AAA', 'CCC']);
    expect(m.rows).toEqual([{ role: 'Inspector', counts: [5, 7], total: 12 }]);
    expect(m.columnTotals).toEqual([5, 7]);
    expect(m.grandTotal).toBe(12);
  });

  it('is empty when nothing matches', () => {
    const m = audienceMatrix(ALL, filters({ divisions: ['DDD'], roles: ['Fitter'] }));
    expect(m).toEqual({ columns: [], rows: [], columnTotals: [], grandTotal: 0 });
  });
});

describe('topRoles', () => {
  it('gives the three largest roles, ties by title', () => {
    const d = division('T', 'Texas', { B: 4, A: 4, C: 9, D: 1, E: 0 });
    expect(topRoles(d)).toEqual([
      ['C', 9],
      ['A', 4],
      ['B', 4],
    ]);
    expect(topRoles(d, 5)).toHaveLength(4);
  });

  it('stays within the role filter when set', () => {
    expect(topRoles(AAA, 3, ['Dispatcher', 'Inspector', 'Estimator'])).toEqual([
      ['Inspector', 5],
      ['Dispatcher', 1],
    ]);
  });
});

describe('audienceBadgeTone (spec §9)', () => {
  it.each([
    [0, 'outline'],
    [1, 'outline'],
    [4, 'outline'],
    [5, 'secondary'],
    [9, 'secondary'],
    [10, 'strong'],
    [191, 'strong'],
  ] as const)('%i is %s', (n, tone) => {
    expect(audienceBadgeTone(n)).toBe(tone);
  });
});

describe('filterDisplayText (spec §2)', () => {
  it('reads All ... when empty', () => {
    expect(filterDisplayText('states', [])).toBe('All States');
    expect(filterDisplayText('roles', [])).toBe('All Roles');
    expect(filterDisplayText('divisions', [])).toBe('All Divisions');
  });

  it('reads the single value when one is selected', () => {
    expect(filterDisplayText('states', ['Georgia'])).toBe('Georgia');
    expect(filterDisplayText('roles', ['Sprinkler Fitter'])).toBe('Sprinkler Fitter');
    expect(filterDisplayText('divisions', ['ATL'], (code) => `${code} - Atlanta`)).toBe('ATL - Atlanta');
  });

  it('reads N ... selected for more', () => {
    expect(filterDisplayText('states', ['Georgia', 'Florida', 'Texas'])).toBe('3 states selected');
    expect(filterDisplayText('roles', ['A', 'B'])).toBe('2 roles selected');
    expect(filterDisplayText('divisions', ['A', 'B', 'C', 'D'])).toBe('4 divisions selected');
  });
});

describe('filter options', () => {
  it('lists states by name with Multi-state last, roles by title, divisions by code', () => {
    const o = audienceFilterOptions([CCC, DDD, BBB, AAA]);
    expect(o.states).toEqual([
      { value: 'Florida', label: 'Florida', hint: '1 division' },
      { value: 'Georgia', label: 'Georgia', hint: '2 divisions' },
      { value: 'Multi-state', label: 'Multi-state', hint: '1 division' },
    ]);
    expect(o.roles.map((r) => r.value)).toEqual([
      'Dispatcher',
      'Estimator',
      'Fitter',
      'Inspector',
      'President',
    ]);
    expect(o.roles.find((r) => r.value === 'Fitter')?.hint).toBe('15 emp.');
    expect(o.divisions.map((d) => [d.value, d.label, d.hint])).toEqual([
      ['AAA', 'AAA - aaa', 'Georgia'],
      ['BBB', 'BBB - bbb', 'Georgia'],
      ['CCC', 'CCC - ccc', 'Florida'],
      ['DDD', 'DDD - ddd', 'Multi-state'],
    ]);
  });

  it('offers the twelve locations of the seeded divisions', () => {
    const o = audienceFilterOptions(PRODUCT_DIVISIONS);
    expect(o.states).toHaveLength(12);
    expect(o.states.at(-1)?.value).toBe('Multi-state');
    expect(o.divisions).toHaveLength(27);
  });

  it('knownFilters drops values the data does not hold', () => {
    const o = audienceFilterOptions(ALL);
    expect(
      knownFilters({ states: ['Georgia', 'Atlantis'], roles: ['Nobody', 'Fitter'], divisions: ['ZZZ'] }, o),
    ).toEqual({ states: ['Georgia'], roles: ['Fitter'], divisions: [] });
  });

  it('hasActiveFilters is true once any list has a value', () => {
    expect(hasActiveFilters(EMPTY_AUDIENCE_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ divisions: ['AAA'] }))).toBe(true);
  });
});

describe('filters in the address', () => {
  it('writes comma-separated, URI-encoded lists in a fixed order, nothing when empty', () => {
    expect(audienceFiltersToSearch(EMPTY_AUDIENCE_FILTERS)).toBe('');
    expect(
      audienceFiltersToSearch({
        divisions: ['ATL'],
        roles: ['Sprinkler Fitter', 'A&B, C'],
        states: ['Georgia', 'Florida'],
      }),
    ).toBe('?states=Georgia,Florida&roles=Sprinkler%20Fitter,A%26B%2C%20C&divisions=ATL');
  });

  it('reads back what it writes', () => {
    const f = { states: ['New York', 'Multi-state'], roles: ['A&B, C', 'Fitter'], divisions: ['PHL1'] };
    expect(parseAudienceFilters(audienceFiltersToSearch(f))).toEqual(f);
  });

  it('tolerates hand-written, repeated, empty and malformed values and ignores other parameters', () => {
    expect(parseAudienceFilters('?states=New+York,,Georgia,Georgia&tab=x&roles=%E0%A4%A&divisions=')).toEqual(
      {
        states: ['New York', 'Georgia'],
        roles: [],
        divisions: [],
      },
    );
    expect(parseAudienceFilters('states=Texas&states=Ohio')).toEqual({
      states: ['Texas', 'Ohio'],
      roles: [],
      divisions: [],
    });
    expect(parseAudienceFilters('')).toEqual(EMPTY_AUDIENCE_FILTERS);
  });
});

describe("processAudiencePreset (the job role's audience mapping)", () => {
  const role = (name: string, divisionRoles: string[] = presetRolesForJobRole(name)) => ({
    name,
    divisionRoles,
  });

  it.each([
    ['Service Coordinator', ['Service Coordinator Level 2', 'Service Coordinator Level 3']],
    ['Sales Rep', ['Service Sales Rep', 'Fire Systems Sales Rep']],
    [
      'Service Technician',
      ['Service Technician 2', 'Fire Service Technician', 'Fire Service Tech Apprentice'],
    ],
    ['Deficiency Coordinator', ['Deficiency Coordinator']],
    ['Inspection Coordinator', ['Fire Alarm Inspector', 'Sprinkler Inspector']],
    ['Procurement Manager', ['Procurement Manager', 'Warehouse Associate']],
    ['Renewal Coordinator', ['Renewal Coordinator']],
    ['Sales Manager', ['Sales Manager', 'Regional Sales Manager']],
    ['Service Manager', ['Service Manager', 'Service Team Supervisor']],
  ])('a %s role seeded from spec §6 presets %j', (name, roles) => {
    expect(processAudiencePreset(role(name))).toEqual({
      roles,
      text: `Preset from job role ${name}: ${roles.join(', ')}`,
    });
  });

  it('reads the mapping, not the name: an edited mapping is the preset', () => {
    expect(
      processAudiencePreset({
        name: 'Service Coordinator',
        divisionRoles: ['Service Coordinator Level 2', 'Dispatcher'],
      }),
    ).toEqual({
      roles: ['Service Coordinator Level 2', 'Dispatcher'],
      text: 'Preset from job role Service Coordinator: Service Coordinator Level 2, Dispatcher',
    });
    // A name matching no §6 rule presets whatever it is mapped to.
    expect(
      processAudiencePreset({ name: 'Office Assistant', divisionRoles: ['Office Manager'] }).roles,
    ).toEqual(['Office Manager']);
  });

  it('has no preset for a role mapped to nothing, or no role', () => {
    const none = { roles: [], text: 'No preset for this job role: showing all roles' };
    expect(processAudiencePreset({ name: 'Service Coordinator', divisionRoles: [] })).toEqual(none);
    expect(processAudiencePreset(null)).toEqual(none);
    expect(processAudiencePreset(undefined)).toEqual(none);
  });

  it('leaves out titles the divisions do not hold, and repeats', () => {
    expect(processAudiencePreset(role('Service Manager'), ['Service Manager', 'Fitter'])).toEqual({
      roles: ['Service Manager'],
      text: 'Preset from job role Service Manager: Service Manager',
    });
    expect(processAudiencePreset(role('Service Manager'), ['Fitter']).roles).toEqual([]);
    expect(processAudiencePreset(role('X', ['Fitter', 'Fitter'])).roles).toEqual(['Fitter']);
  });

  it('every seeded preset title is held by the seeded divisions', () => {
    const held = audienceFilterOptions(PRODUCT_DIVISIONS).roles.map((r) => r.value);
    for (const name of ['Sales Rep', 'Service Coordinator', 'Service Technician', 'Service Manager']) {
      expect(processAudiencePreset(role(name), held).roles).toEqual(presetRolesForJobRole(name));
    }
  });
});
