import type { Division } from '../schemas/division';

/*
 * The Training Audiences rules (spec §2, §9): which divisions and roles a filter selects, the
 * four summary figures, the role × division matrix, the division cards' top roles, the filter
 * display texts and the filters' form in the address. Pure functions over the divisions list, so
 * the page, the process tab and the CSV export all count the same way.
 */

export interface AudienceFilters {
  /** Division locations (a US state or Multi-state). */
  states: string[];
  /** Role titles. */
  roles: string[];
  /** Division codes. */
  divisions: string[];
}

export type AudienceFilterKey = keyof AudienceFilters;

export const AUDIENCE_FILTER_KEYS: readonly AudienceFilterKey[] = ['states', 'roles', 'divisions'];

export const EMPTY_AUDIENCE_FILTERS: AudienceFilters = { states: [], roles: [], divisions: [] };

export function hasActiveFilters(filters: AudienceFilters): boolean {
  return AUDIENCE_FILTER_KEYS.some((key) => filters[key].length > 0);
}

// ---------------------------------------------------------------------------------------------
// Filter options

export interface AudienceFilterOption {
  value: string;
  label: string;
  /** A short fact shown beside the option ("3 divisions", "412 emp.", "Georgia"). */
  hint: string;
}

export interface AudienceFilterOptions {
  states: AudienceFilterOption[];
  roles: AudienceFilterOption[];
  divisions: AudienceFilterOption[];
}

const MULTI_STATE = 'Multi-state';
const byText = (a: string, b: string) => a.localeCompare(b, 'en-US');
const count = (n: number) => n.toLocaleString('en-US');

/** The choices of the three dropdowns: states and roles by name (Multi-state last), divisions by code. */
export function audienceFilterOptions(divisions: readonly Division[]): AudienceFilterOptions {
  const stateDivisions = new Map<string, number>();
  const roleHeadcount = new Map<string, number>();
  for (const d of divisions) {
    stateDivisions.set(d.location, (stateDivisions.get(d.location) ?? 0) + 1);
    for (const [title, headcount] of Object.entries(d.roles)) {
      if (headcount > 0) roleHeadcount.set(title, (roleHeadcount.get(title) ?? 0) + headcount);
    }
  }
  const multiStateLast = (a: string, b: string) =>
    Number(a === MULTI_STATE) - Number(b === MULTI_STATE) || byText(a, b);
  return {
    states: [...stateDivisions.keys()].sort(multiStateLast).map((state) => {
      const n = stateDivisions.get(state) ?? 0;
      return { value: state, label: state, hint: `${n} ${n === 1 ? 'division' : 'divisions'}` };
    }),
    roles: [...roleHeadcount.keys()].sort(byText).map((title) => ({
      value: title,
      label: title,
      hint: `${count(roleHeadcount.get(title) ?? 0)} emp.`,
    })),
    divisions: [...divisions]
      .sort((a, b) => byText(a.code, b.code))
      .map((d) => ({ value: d.code, label: d.name, hint: d.location })),
  };
}

/** The filters without values the data does not know (an old shared link, a renamed role). */
export function knownFilters(filters: AudienceFilters, options: AudienceFilterOptions): AudienceFilters {
  const keep = (values: string[], known: AudienceFilterOption[]) => {
    const set = new Set(known.map((o) => o.value));
    return values.filter((v) => set.has(v));
  };
  return {
    states: keep(filters.states, options.states),
    roles: keep(filters.roles, options.roles),
    divisions: keep(filters.divisions, options.divisions),
  };
}

// ---------------------------------------------------------------------------------------------
// Filtering and figures

/** A division's role headcounts above zero, limited to `roles` when that list is not empty. */
export function divisionRoleCounts(division: Division, roles: readonly string[] = []): [string, number][] {
  const only = roles.length > 0 ? new Set(roles) : null;
  return Object.entries(division.roles).filter(
    ([title, headcount]) => headcount > 0 && (only === null || only.has(title)),
  );
}

/**
 * The divisions a filter selects, in their given order: location among the states and code among
 * the divisions (each when set), and, when roles are set, holding at least one of those roles.
 */
export function filterDivisions(divisions: readonly Division[], filters: AudienceFilters): Division[] {
  const states = filters.states.length > 0 ? new Set(filters.states) : null;
  const codes = filters.divisions.length > 0 ? new Set(filters.divisions) : null;
  return divisions.filter(
    (d) =>
      (states === null || states.has(d.location)) &&
      (codes === null || codes.has(d.code)) &&
      (filters.roles.length === 0 || divisionRoleCounts(d, filters.roles).length > 0),
  );
}

export interface AudienceSummary {
  /** Divisions in the filtered set. */
  divisions: number;
  /** Their employees, all roles. */
  totalEmployees: number;
  /** Their employees in the selected roles (equals totalEmployees without a role filter). */
  employeesInRoles: number;
  /** Distinct role titles held (headcount above zero), within the role filter when set. */
  uniqueRoles: number;
  /** Division-role pairs with a headcount above zero, within the role filter when set. */
  roleInstances: number;
  /** Distinct locations among the filtered divisions. */
  locations: number;
}

/** The four summary cards' figures for the filtered set (spec §2). */
export function audienceSummary(divisions: readonly Division[], filters: AudienceFilters): AudienceSummary {
  const selected = filterDivisions(divisions, filters);
  const titles = new Set<string>();
  let roleInstances = 0;
  let employeesInRoles = 0;
  for (const d of selected) {
    for (const [title, headcount] of divisionRoleCounts(d, filters.roles)) {
      titles.add(title);
      roleInstances += 1;
      employeesInRoles += headcount;
    }
  }
  return {
    divisions: selected.length,
    totalEmployees: selected.reduce((sum, d) => sum + d.employees, 0),
    employeesInRoles,
    uniqueRoles: titles.size,
    roleInstances,
    locations: new Set(selected.map((d) => d.location)).size,
  };
}

export interface AudienceMatrixRow {
  role: string;
  /** Headcount per column, in column order; 0 where the division has none of the role. */
  counts: number[];
  total: number;
}

export interface AudienceMatrix {
  columns: Division[];
  /** Roles by total, largest first, then by title. */
  rows: AudienceMatrixRow[];
  /** Per column: the headcount of the rows shown. */
  columnTotals: number[];
  grandTotal: number;
}

/** The Role × Division matrix for the filtered set: one row per role held, one column per division. */
export function audienceMatrix(divisions: readonly Division[], filters: AudienceFilters): AudienceMatrix {
  const columns = filterDivisions(divisions, filters);
  const titles = new Set<string>();
  for (const d of columns) for (const [title] of divisionRoleCounts(d, filters.roles)) titles.add(title);

  const rows = [...titles].map((role) => {
    const counts = columns.map((d) => Math.max(0, d.roles[role] ?? 0));
    return { role, counts, total: counts.reduce((a, b) => a + b, 0) };
  });
  rows.sort((a, b) => b.total - a.total || byText(a.role, b.role));

  const columnTotals = columns.map((_, i) => rows.reduce((sum, row) => sum + (row.counts[i] ?? 0), 0));
  return { columns, rows, columnTotals, grandTotal: columnTotals.reduce((a, b) => a + b, 0) };
}

/** A division's largest roles (spec §9: the cards show 3), within the role filter when set. */
export function topRoles(division: Division, limit = 3, roles: readonly string[] = []): [string, number][] {
  return divisionRoleCounts(division, roles)
    .sort(([ta, a], [tb, b]) => b - a || byText(ta, tb))
    .slice(0, limit);
}

export type AudienceBadgeTone = 'strong' | 'secondary' | 'outline';

/** Spec §9: 10 or more strong, 5 or more secondary, else outline. */
export function audienceBadgeTone(headcount: number): AudienceBadgeTone {
  if (headcount >= 10) return 'strong';
  if (headcount >= 5) return 'secondary';
  return 'outline';
}

// ---------------------------------------------------------------------------------------------
// Display texts

const NOUNS: Record<AudienceFilterKey, { all: string; many: string }> = {
  states: { all: 'All States', many: 'states' },
  roles: { all: 'All Roles', many: 'roles' },
  divisions: { all: 'All Divisions', many: 'divisions' },
};

/**
 * A dropdown's text (spec §2): "All States" when empty, the single value's label when one,
 * else "3 states selected". `labelOf` turns a value into its label (a division code into its name).
 */
export function filterDisplayText(
  key: AudienceFilterKey,
  selected: readonly string[],
  labelOf: (value: string) => string = (v) => v,
): string {
  const [only] = selected;
  if (only === undefined) return NOUNS[key].all;
  if (selected.length === 1) return labelOf(only);
  return `${selected.length} ${NOUNS[key].many} selected`;
}

// ---------------------------------------------------------------------------------------------
// The process tab's preset (issue 9: the job role's audience mapping, seeded from spec §6)

export interface AudiencePreset {
  /** The preset role titles, [] for no preset. */
  roles: string[];
  /** The line above the compact matrix saying what was preset and why. */
  text: string;
}

/** What the process tab needs of its job role: the name for the text, the mapped titles for the filter. */
export interface AudiencePresetSource {
  name: string;
  /** The division role titles the job role covers (edited on the Job Roles screen). */
  divisionRoles: readonly string[];
}

/**
 * The role filter the process tab starts with: the job role's mapped division role titles, so a
 * change on the Job Roles screen changes the tab (the spec §6 table only seeds the mapping).
 * Titles the data does not hold are left out when `knownRoles` is given.
 */
export function processAudiencePreset(
  jobRole: AudiencePresetSource | null | undefined,
  knownRoles?: readonly string[],
): AudiencePreset {
  const name = jobRole?.name.trim() ?? '';
  const known = knownRoles ? new Set(knownRoles) : null;
  const roles = [...new Set(jobRole?.divisionRoles ?? [])].filter((r) => known === null || known.has(r));
  return roles.length > 0
    ? { roles, text: `Preset from job role ${name}: ${roles.join(', ')}` }
    : { roles: [], text: 'No preset for this job role: showing all roles' };
}

// ---------------------------------------------------------------------------------------------
// The filters in the address: ?states=Georgia,Florida&roles=Sprinkler%20Fitter&divisions=ATL

function decodeValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim();
  } catch {
    return null;
  }
}

/**
 * Reads the filters from a query string (with or without its "?"). Each value is
 * URI-encoded and values are separated by commas; empty, malformed and repeated values are dropped.
 */
export function parseAudienceFilters(search: string): AudienceFilters {
  const filters: AudienceFilters = { states: [], roles: [], divisions: [] };
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const key = decodeValue(pair.slice(0, eq));
    if (key !== 'states' && key !== 'roles' && key !== 'divisions') continue;
    for (const raw of pair.slice(eq + 1).split(',')) {
      const value = decodeValue(raw);
      if (value && !filters[key].includes(value)) filters[key].push(value);
    }
  }
  return filters;
}

/** The query string for the filters ("" when none is set, else starting with "?"). */
export function audienceFiltersToSearch(filters: AudienceFilters): string {
  const parts = AUDIENCE_FILTER_KEYS.filter((key) => filters[key].length > 0).map(
    (key) => `${key}=${filters[key].map(encodeURIComponent).join(',')}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
