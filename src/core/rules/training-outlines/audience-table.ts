import type { Division } from '../../schemas/division';
import type { AudienceRow } from './types';

/* The training audience of a job role, as rows, a division × role table and totals. */

/**
 * The job role's audience (the division role titles it covers, seeded from the spec §6 preset) as
 * one row per division and role with a headcount, largest first. [] when no title is mapped.
 */
export function audienceForJobRole(divisions: readonly Division[], roles: readonly string[]): AudienceRow[] {
  const rows: AudienceRow[] = [];
  for (const d of divisions) {
    for (const role of roles) {
      const count = d.roles[role] ?? 0;
      if (count > 0) rows.push({ division: d.name, location: d.location, role, count });
    }
  }
  return rows.sort((a, b) => b.count - a.count || a.division.localeCompare(b.division, 'en-US'));
}

export interface AudienceTable {
  /** The roles, largest audience first: one column each. */
  roles: string[];
  /** One row per division, largest first. */
  rows: { division: string; location: string; counts: number[]; total: number }[];
}

/** The audience as a division × role table (one row per division). */
export function audienceByDivision(rows: readonly AudienceRow[]): AudienceTable {
  const roles = audienceTotals(rows).byRole.map(([role]) => role);
  const byDivision = new Map<
    string,
    { division: string; location: string; counts: number[]; total: number }
  >();
  for (const r of rows) {
    let entry = byDivision.get(r.division);
    if (!entry) {
      entry = { division: r.division, location: r.location, counts: roles.map(() => 0), total: 0 };
      byDivision.set(r.division, entry);
    }
    entry.counts[roles.indexOf(r.role)]! += r.count;
    entry.total += r.count;
  }
  return {
    roles,
    rows: [...byDivision.values()].sort(
      (a, b) => b.total - a.total || a.division.localeCompare(b.division, 'en-US'),
    ),
  };
}

/** The division table as outline rows: Division, Location, one column per role, Total. */
export function audienceTableRows(
  table: AudienceTable,
  limit = Number.POSITIVE_INFINITY,
): {
  columns: string[];
  rows: string[][];
} {
  const n = (v: number) => (v > 0 ? v.toLocaleString('en-US') : '–');
  const shown = table.rows.slice(0, limit);
  const rows = shown.map((r) => [r.division, r.location, ...r.counts.map(n), n(r.total)]);
  return { columns: ['Division', 'Location', ...table.roles, 'Total'], rows };
}

export interface AudienceTotals {
  employees: number;
  divisions: number;
  locations: number;
  byRole: [string, number][];
}

export function audienceTotals(rows: readonly AudienceRow[]): AudienceTotals {
  const byRole = new Map<string, number>();
  for (const r of rows) byRole.set(r.role, (byRole.get(r.role) ?? 0) + r.count);
  return {
    employees: rows.reduce((sum, r) => sum + r.count, 0),
    divisions: new Set(rows.map((r) => r.division)).size,
    locations: new Set(rows.map((r) => r.location)).size,
    byRole: [...byRole.entries()].sort((a, b) => b[1] - a[1]),
  };
}
