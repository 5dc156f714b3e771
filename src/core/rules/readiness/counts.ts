/** Field-by-field sum of two tallies of the same shape (coverage, outputs, tier documents). */
export function addCounts<T extends Record<keyof T, number>>(a: T, b: T): T {
  const sum = { ...a };
  for (const key of Object.keys(a) as (keyof T)[]) sum[key] = (a[key] + b[key]) as T[keyof T];
  return sum;
}

/** Adds `b` into the running tally `into` (no new object per process on a 10,000-process walk). */
export function addInto<T extends Record<keyof T, number>>(into: T, b: T): T {
  for (const key in b) into[key] = (into[key] + b[key]) as T[typeof key];
  return into;
}
