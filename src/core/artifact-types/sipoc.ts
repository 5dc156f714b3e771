import { z } from 'zod';
import { diffTextLists, listSection, type SectionDiff } from '../rules/item-diff';
import type { ArtifactTypeModule } from './descriptor';
import { record, text, texts } from './read';

/*
 * SIPOC (spec §3), stored as type sipoc or role_sipoc: five columns of short entries, each with an
 * optional list of full names beside it ("WO" → "Work order").
 */

const textList = z.array(z.string());

export const SipocContentSchema = z.looseObject({
  suppliers: textList.optional(),
  inputs: textList.optional(),
  process: textList.optional(),
  outputs: textList.optional(),
  customers: textList.optional(),
  suppliersFullNames: textList.optional(),
  inputsFullNames: textList.optional(),
  processFullNames: textList.optional(),
  outputsFullNames: textList.optional(),
  customersFullNames: textList.optional(),
});
export type SipocContent = z.infer<typeof SipocContentSchema>;

/** The five columns in order, with their labels. */
export const SIPOC_COLUMNS = [
  { key: 'suppliers', label: 'Suppliers' },
  { key: 'inputs', label: 'Inputs' },
  { key: 'process', label: 'Process' },
  { key: 'outputs', label: 'Outputs' },
  { key: 'customers', label: 'Customers' },
] as const;
export type SipocColumnKey = (typeof SIPOC_COLUMNS)[number]['key'];

/** The fields that carry a SIPOC's content: each column and its full names. */
export const SIPOC_CONTENT_FIELDS = [
  ...SIPOC_COLUMNS.map((c) => c.key),
  ...SIPOC_COLUMNS.map((c) => `${c.key}FullNames` as const),
];

export const SIPOC_LABELS = { type: 'SIPOC', empty: 'No SIPOC content available' } as const;

export type Sipoc = Record<SipocColumnKey, string[]>;

/**
 * A SIPOC column: its full names when any are given, else its short entries. `list` reads each
 * side; the content dialog passes `stringTexts`, so it lists text entries only.
 */
export function sipocList(
  content: unknown,
  column: string,
  list: (value: unknown) => string[] = texts,
): string[] {
  const c = record(content);
  const full = list(c[`${column}FullNames`]);
  return full.length > 0 ? full : list(c[column]);
}

/** The five columns, each as `sipocList` reads it. */
export function readSipoc(content: unknown): Sipoc {
  const out = {} as Sipoc;
  for (const { key } of SIPOC_COLUMNS) out[key] = sipocList(content, key);
  return out;
}

/**
 * A column entry by entry: each entry's full name where it has one, else its short text (the
 * report and the SIPOC card list these, so a missing full name does not hide the others). A single
 * text stands for a list of one, on either side.
 */
export function sipocEntries(content: unknown, column: SipocColumnKey): string[] {
  const c = record(content);
  const shortValue = c[column];
  const fullValue = c[`${column}FullNames`];
  const short = Array.isArray(shortValue) ? (shortValue as unknown[]) : texts(shortValue);
  const full = Array.isArray(fullValue) ? (fullValue as unknown[]) : texts(fullValue);
  const out: string[] = [];
  for (let i = 0; i < Math.max(short.length, full.length); i++) {
    const t = text(full[i]) ?? text(short[i]);
    if (t) out.push(t);
  }
  return out;
}

/** What the difference compares: each column's entries (full names when given), column by column. */
export function sipocDiff(asIs: unknown, toBe: unknown): SectionDiff[] {
  return SIPOC_COLUMNS.map(({ key, label }) =>
    listSection(key, label, diffTextLists(sipocList(asIs, key), sipocList(toBe, key))),
  );
}

/** The sipoc descriptor (registry.ts lists it). */
export const SIPOC_TYPE = {
  key: 'sipoc',
  types: ['sipoc', 'role_sipoc'],
  label: SIPOC_LABELS.type,
  emptyText: SIPOC_LABELS.empty,
  contentFields: SIPOC_CONTENT_FIELDS,
  schema: SipocContentSchema,
  read: readSipoc,
  diff: sipocDiff,
} as const satisfies ArtifactTypeModule<Sipoc>;
