/**
 * Metrics computed from the workflow maps' summary fields (spec §4 "computed but not displayed";
 * we display them). averageTime is free text such as "4.5 hours", "45 minutes", "2 days", "1h 30m".
 */

const UNIT_MINUTES: Record<string, number> = {
  s: 1 / 60,
  sec: 1 / 60,
  secs: 1 / 60,
  second: 1 / 60,
  seconds: 1 / 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  d: 60 * 24,
  day: 60 * 24,
  days: 60 * 24,
  wk: 60 * 24 * 7,
  week: 60 * 24 * 7,
  weeks: 60 * 24 * 7,
};

/** Minutes in a duration text, or null when it names no number with a known unit. */
export function parseDurationMinutes(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : null;
  if (!text) return null;
  const re = /(\d+(?:[.,]\d+)?)\s*([a-z]+)/gi;
  let total = 0;
  let found = false;
  for (const match of text.matchAll(re)) {
    const unit = UNIT_MINUTES[match[2]!.toLowerCase()];
    if (unit === undefined) continue;
    total += Number(match[1]!.replace(',', '.')) * unit;
    found = true;
  }
  if (found) return total;
  const bare = /^\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  return bare ? Number(bare[1]) : null;
}

/**
 * (1 − To-Be time / As-Is time) × 100, rounded: positive when the To-Be is faster. Null when either
 * time is missing or unreadable, or the As-Is time is zero.
 */
export function timeReductionPercent(
  asIsAverageTime: string | number | null | undefined,
  toBeAverageTime: string | number | null | undefined,
): number | null {
  const asIs = parseDurationMinutes(asIsAverageTime);
  const toBe = parseDurationMinutes(toBeAverageTime);
  if (asIs === null || toBe === null || asIs === 0) return null;
  return Math.round((1 - toBe / asIs) * 100);
}

/** The To-Be automation level as written, or null when absent or blank. */
export function toBeAutomationLevel(
  content: { automationLevel?: unknown } | null | undefined,
): string | null {
  const level = content?.automationLevel;
  return typeof level === 'string' && level.trim() ? level.trim() : null;
}
