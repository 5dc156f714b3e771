/* Shared by the structure limit tests (structure-limits.test.ts, structure-limits-round-trip.test.ts). */

/** A value nested `depth` levels (objects and lists taking turns) around `leaf`. */
export function nestedValue(depth: number, leaf: unknown = 'bottom'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { level: value } : [value];
  return value;
}
