import type {
  ImportKind,
  ImportMode,
  ImportReport,
  ImportRow,
  ImportSummary,
} from '../../../core/schemas/import';

/** The counts of each action over the rows. */
export function summarise(rows: readonly ImportRow[]): ImportSummary {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, reject: 0 };
  for (const row of rows) summary[row.action]++;
  return summary;
}

export function buildReport(kind: ImportKind, mode: ImportMode, rows: ImportRow[]): ImportReport {
  return { kind, mode, applied: false, summary: summarise(rows), rows };
}

/** Compares two JSON-like values ignoring object key order (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => sameJson(v, other[i]));
  }
  const ak = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ak.length === bk.length &&
    ak.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** Splits a list into chunks of at most `size` (multi-row inserts stay under the parameter limit). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
