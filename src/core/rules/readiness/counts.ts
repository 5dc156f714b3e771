/** Field-by-field sum of two tallies of the same shape (coverage, outputs, tier documents). */
export function addCounts<T extends Record<keyof T, number>>(a: T, b: T): T {
  const sum = { ...a };
  for (const key of Object.keys(a) as (keyof T)[]) sum[key] = (a[key] + b[key]) as T[keyof T];
  return sum;
}
