import { isRecord } from '@core/artifact-types';
import { z } from 'zod';
/*
 * Shared pieces of the content ⇄ form mappings. Pure: no React, no I/O.
 *
 * The rules every mapping follows:
 * - `toXForm(content)` reads any stored content defensively (missing, mistyped or blank fields
 *   become empty form values) and never throws.
 * - `fromXForm(values, base)` writes the shape's known fields from the form on top of `base` (the
 *   stored content), so fields the editor does not know are kept; per list item, unknown fields
 *   ride along in `extra`. Texts are trimmed, empty list entries are dropped, and an empty field or
 *   list is left out rather than stored blank.
 */

/** Form libraries keep list items as objects: one line of text. */
export interface TextItem {
  value: string;
}

/** Anything a list item had that the form does not edit (kept as it was on save). */
export type Extra = Record<string, unknown>;

export { isRecord };

/** A stored text as the form shows it: strings as they are, numbers written out, anything else empty. */
export function formText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Stored list entries as text items; blank or non-text entries are left out. */
export function toTextItems(value: unknown): TextItem[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list
    .map(formText)
    .filter((t) => t.trim() !== '')
    .map((t) => ({ value: t }));
}

/** The trimmed, non-blank texts of a list field. */
export function fromTextItems(items: readonly TextItem[] | undefined): string[] {
  return (items ?? []).map((item) => (item?.value ?? '').trim()).filter(Boolean);
}

/** The fields of a record other than `known`, for a list item's `extra`. */
export function extraOf(record: Record<string, unknown>, known: readonly string[]): Extra {
  const extra: Extra = {};
  for (const [key, value] of Object.entries(record)) if (!known.includes(key)) extra[key] = value;
  return extra;
}

/** The stored content's fields to read the form from (none when it is not a record). */
export function storedFields(content: unknown): Record<string, unknown> {
  return isRecord(content) ? content : {};
}

/** A copy of the stored content to write the form's fields onto (a fresh object when it is not one). */
export function baseOf(content: unknown): Record<string, unknown> {
  return isRecord(content) ? { ...content } : {};
}

/** Sets a trimmed text, or removes the key when it is blank. */
export function putText(target: Record<string, unknown>, key: string, value: string | undefined): void {
  const text = (value ?? '').trim();
  if (text) target[key] = text;
  else delete target[key];
}

/** Sets a list, or removes the key when it is empty. */
export function putList(target: Record<string, unknown>, key: string, list: readonly unknown[]): void {
  if (list.length > 0) target[key] = list;
  else delete target[key];
}

/**
 * A list item to store: its `extra` (and any fields already set there), then each text trimmed and
 * each list, in the order given, a blank text or an empty list left out.
 */
export function storedItem(
  extra: Extra,
  texts: Record<string, string | undefined>,
  lists: Record<string, readonly unknown[]> = {},
): Record<string, unknown> {
  const item: Record<string, unknown> = { ...extra };
  for (const [key, text] of Object.entries(texts)) putText(item, key, text);
  for (const [key, list] of Object.entries(lists)) putList(item, key, list);
  return item;
}

/** The check of one line of a text list: at most `max` characters. */
export function textItemSchema(max: number) {
  return z.object({
    value: z.string().max(max, `Keep this under ${max.toLocaleString('en-US')} characters`),
  });
}

/** True when every text of an item is blank (the entry is dropped on save). */
export function allBlank(...texts: (string | undefined)[]): boolean {
  return texts.every((t) => !(t ?? '').trim());
}

/** A whole, non-negative number typed into a text field; null when blank; NaN when it is not one. */
export function parseCount(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (!t) return null;
  return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}
