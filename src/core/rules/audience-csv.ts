import type { Division } from '../schemas/division';
import { type AudienceFilters, divisionRoleCounts, filterDivisions } from './audience';

/*
 * The Training Audiences CSV (spec §7): columns Division, Location, Employees, Specialization,
 * Role, Count; one row per division-role pair of the filtered divisions. The rows built here hold
 * the text as it is: the client writes the file through csvText (./csv-rows), which quotes every
 * cell and neutralises text a spreadsheet would run as a formula, once.
 */

export const AUDIENCE_CSV_HEADER = [
  'Division',
  'Location',
  'Employees',
  'Specialization',
  'Role',
  'Count',
] as const;

/**
 * The header and one row per division-role pair with a headcount above zero, within the role filter
 * when set: divisions in their given order, each division's roles largest first, then by title.
 */
export function buildAudienceCsvRows(divisions: readonly Division[], filters: AudienceFilters): string[][] {
  const rows: string[][] = [[...AUDIENCE_CSV_HEADER]];
  for (const d of filterDivisions(divisions, filters)) {
    const pairs = divisionRoleCounts(d, filters.roles).sort(
      ([ta, a], [tb, b]) => b - a || ta.localeCompare(tb, 'en-US'),
    );
    for (const [role, headcount] of pairs) {
      rows.push([d.name, d.location, String(d.employees), d.specialization, role, String(headcount)]);
    }
  }
  return rows;
}

/** "role-division-matrix-2026-11-21.csv", dated by the local calendar day. */
export function audienceCsvFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `role-division-matrix-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
