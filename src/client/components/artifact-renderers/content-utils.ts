/*
 * Defensive readers for artifact content. Content comes from demo data, imports and editors, so a
 * field may be missing, of another type, or blank: these turn anything into what a renderer can
 * show, and never throw.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text, or null for anything blank or not text (numbers are written out). */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
}

/** The non-blank texts of a list; a single text counts as a one-item list. */
export function textList(value: unknown): string[] {
  if (typeof value === 'string') return textOf(value) ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const t = textOf(item);
    if (t) out.push(t);
  }
  return out;
}

/** A non-negative count from a number or a numeric text ("12"), else null. */
export function countOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** The objects of a list (anything else in it is skipped). */
export function recordList(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Items paired with unique, stable React keys taken from their label (repeats get a counter). */
export function keyed<T>(
  items: readonly T[],
  label: (item: T) => string = String,
): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = label(item);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: n ? `${base}#${n}` : base, item };
  });
}
