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
