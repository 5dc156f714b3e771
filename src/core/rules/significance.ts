/**
 * Significant Change marking of the To-Be job description (spec §4). In Auto mode a line is
 * marked when it contains one of these keywords or the field-service product's name.
 */
export const SIGNIFICANCE_KEYWORDS = [
  'automated',
  'real-time',
  'mobile',
  'integration',
  'streamlined',
  'digital',
  'enhanced',
  'optimized',
  'analytics',
  'data integrity',
  'cross-platform',
] as const;

/** The demo data's field-service app; the server's FIELD_SERVICE_PRODUCT setting overrides it. */
export const DEFAULT_FIELD_SERVICE_PRODUCT = 'FieldPro Mobile';

export type SignificanceMode = 'auto' | 'manual';

/**
 * The Auto mode's hint, written from the very list the rule reads, so the two cannot drift apart:
 * "Marked automatically: lines containing automated, real-time, … or FieldPro Mobile."
 */
export function autoMarkingHint(productName: string = DEFAULT_FIELD_SERVICE_PRODUCT): string {
  const product = productName.trim();
  const terms: string[] = [...SIGNIFICANCE_KEYWORDS, ...(product ? [product] : [])];
  const listed = `${terms.slice(0, -1).join(', ')} or ${terms.at(-1)}`;
  return `Marked automatically: lines containing ${listed} (ignoring case).`;
}

/** True when the line contains a keyword or the product name, ignoring case. */
export function isAutoSignificant(
  line: string,
  productName: string = DEFAULT_FIELD_SERVICE_PRODUCT,
): boolean {
  const text = line.toLowerCase();
  if (SIGNIFICANCE_KEYWORDS.some((k) => text.includes(k))) return true;
  const product = productName.trim().toLowerCase();
  return product.length > 0 && text.includes(product);
}

/** Whether a line is marked: by keyword in Auto mode, by the saved ticks in Manual mode. */
export function isSignificant(
  line: string,
  mode: SignificanceMode,
  manualLines: readonly string[],
  productName?: string,
): boolean {
  if (mode === 'manual') return manualLines.includes(normaliseLine(line));
  return isAutoSignificant(line, productName);
}

/** Ticks are stored by the line's text (trimmed, spaces folded) so they survive reordering. */
export function normaliseLine(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}

/** The tick list after ticking or unticking one line (no duplicates, order kept). */
export function toggleManualLine(lines: readonly string[], line: string): string[] {
  const key = normaliseLine(line);
  return lines.includes(key) ? lines.filter((l) => l !== key) : [...lines, key];
}
