const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
// One formatter for every count: `n.toLocaleString('en-US')` builds a new one per call (~20 µs),
// which a matrix of a thousand headcounts pays on every render.
const countFormat = new Intl.NumberFormat('en-US');

/** "1,234": a count with thousands separators. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** "Nov 3, 2026"; an empty or unreadable value becomes an em dash. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** "Nov 3, 2026, 4:05 PM" for tooltips and titles. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

/** Artifact types read with spaces: `job_description` -> `job description` (spec §2). */
export function formatArtifactType(type: string): string {
  return type.replaceAll('_', ' ');
}

/** "1 process", "3 processes". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
