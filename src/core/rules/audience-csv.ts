import type { Division } from '../schemas/division';
import { type AudienceFilters, divisionRoleCounts, filterDivisions } from './audience';
import { neutraliseFormula } from './formula';

/*
 * The Training Audiences CSV (spec §7): columns Division, Location, Employees, Specialization,
 * Role, Count; one row per division-role pair of the filtered divisions. The client quotes every
 * cell when it writes the file (Papa.unparse with quotes: true, which doubles inner quotes); the
 * rows built here are already safe to open in a spreadsheet.
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
 * A cell a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage
 * return) gets a leading single quote, the OWASP advice for CSV injection; anything else is kept.
 */
export const neutraliseCsvCell: (value: string) => string = neutraliseFormula;

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
      rows.push(
        [d.name, d.location, String(d.employees), d.specialization, role, String(headcount)].map(
          neutraliseCsvCell,
        ),
      );
    }
  }
  return rows;
}

/** "role-division-matrix-2026-11-21.csv", dated by the local calendar day. */
export function audienceCsvFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `role-division-matrix-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
