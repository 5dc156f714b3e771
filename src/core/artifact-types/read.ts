/*
 * The small readers every artifact type's reader is built from. Stored content comes from demo
 * data, imports and editors in the loose shapes of spec §3 (every field optional, unknown fields
 * kept), so nothing here trusts a shape: a value of the wrong kind reads as absent.
 */

export type Rec = Record<string, unknown>;

export function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is an object, else an empty one. */
export function record(value: unknown): Rec {
  return isRecord(value) ? value : {};
}

/** The objects of a list; anything else in it (or a value that is no list) is skipped. */
export function records(value: unknown): Rec[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A trimmed, non-empty text; a finite number reads as its digits. */
export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t || null;
}

/** A trimmed, non-empty string, numbers not taken (ids). */
export function stringText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The texts of a list (each as `text` reads it, blanks dropped); a single text is a list of one. */
export function texts(value: unknown): string[] {
  if (typeof value === 'string') return text(value) ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  return value.map(text).filter((t): t is string => t !== null);
}

/** The strings of a list (each as `stringText` reads it, numbers and blanks dropped); anything else reads as none. */
export function stringTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(stringText).filter((t): t is string => t !== null);
}

/** A count as a number: a finite number, or a text of digits ("7", "2.5"); anything else is null. */
export function count(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}
