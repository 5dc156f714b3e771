import type { Division } from '../../schemas/division';
import type { AudienceFilters } from '../audience';

/**
 * The divisions a readiness filter covers: location among the states and code among the divisions
 * (each when set). Unlike /training, the role filter does not drop divisions here; it narrows the
 * titles that are counted (see countedTitles).
 */
export function scopedDivisions(divisions: readonly Division[], filters: AudienceFilters): Division[] {
  const states = filters.states.length > 0 ? new Set(filters.states) : null;
  const codes = filters.divisions.length > 0 ? new Set(filters.divisions) : null;
  return divisions.filter(
    (d) => (states === null || states.has(d.location)) && (codes === null || codes.has(d.code)),
  );
}

/** A job role's titles that count under the role filter, each once. */
export function countedTitles(titles: readonly string[], filters: AudienceFilters): string[] {
  const unique = [...new Set(titles)];
  if (filters.roles.length === 0) return unique;
  const wanted = new Set(filters.roles);
  return unique.filter((t) => wanted.has(t));
}

/** Headcount of the titles in each division, in the divisions' order (each title counted once). */
export function headcountByDivision(divisions: readonly Division[], titles: readonly string[]): number[] {
  const unique = [...new Set(titles)];
  return divisions.map((d) => unique.reduce((sum, t) => sum + Math.max(0, d.roles[t] ?? 0), 0));
}

/** People and divisions with at least one of them, from per-division headcounts. */
export function reach(perDivision: readonly number[]): { people: number; divisions: number } {
  let people = 0;
  let divisions = 0;
  for (const n of perDivision) {
    people += n;
    if (n > 0) divisions++;
  }
  return { people, divisions };
}
