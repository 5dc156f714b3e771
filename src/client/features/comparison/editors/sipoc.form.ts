import type { SipocContent } from '@core/schemas/artifact-content';
import { z } from 'zod';
import { allBlank, baseOf, formText, putList, storedFields } from './form-utils';

export const SIPOC_KEYS = ['suppliers', 'inputs', 'process', 'outputs', 'customers'] as const;
export type SipocKey = (typeof SIPOC_KEYS)[number];

/** One SIPOC entry: the short text the card shows and an optional full name (its tooltip). */
export interface SipocItem {
  text: string;
  fullName: string;
}

export type SipocForm = Record<SipocKey, SipocItem[]>;

export const SIPOC_COLUMN_LABELS: Record<SipocKey, { label: string; noun: string; empty: string }> = {
  suppliers: { label: 'Suppliers', noun: 'supplier', empty: 'No suppliers yet.' },
  inputs: { label: 'Inputs', noun: 'input', empty: 'No inputs yet.' },
  process: { label: 'Process', noun: 'process step', empty: 'No process steps yet.' },
  outputs: { label: 'Outputs', noun: 'output', empty: 'No outputs yet.' },
  customers: { label: 'Customers', noun: 'customer', empty: 'No customers yet.' },
};

/** Position matters: `outputsFullNames[i]` is the full name of `outputs[i]`. */
function positional(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.map(formText) : [];
}

export function toSipocForm(content: unknown): SipocForm {
  const c = storedFields(content);
  const form = {} as SipocForm;
  for (const key of SIPOC_KEYS) {
    const short = positional(c[key]);
    const full = positional(c[`${key}FullNames`]);
    const items: SipocItem[] = [];
    for (let i = 0; i < Math.max(short.length, full.length); i++) {
      const item = { text: short[i] ?? '', fullName: full[i] ?? '' };
      if (!allBlank(item.text, item.fullName)) items.push(item);
    }
    form[key] = items;
  }
  return form;
}

/**
 * The SIPOC to store: each column's entries in order, and its `…FullNames` list (same positions,
 * blank where an entry has none) only when some entry has a full name. An entry with only a full
 * name uses it as its short text too.
 */
export function fromSipocForm(values: SipocForm, base?: unknown): SipocContent {
  const out = baseOf(base);
  for (const key of SIPOC_KEYS) {
    const items = (values[key] ?? [])
      .filter((item) => !allBlank(item.text, item.fullName))
      .map((item) => ({ text: item.text.trim() || item.fullName.trim(), fullName: item.fullName.trim() }));
    putList(
      out,
      key,
      items.map((item) => item.text),
    );
    putList(
      out,
      `${key}FullNames`,
      items.some((item) => item.fullName) ? items.map((item) => item.fullName) : [],
    );
  }
  return out as SipocContent;
}

export const EMPTY_SIPOC_ITEM: SipocItem = { text: '', fullName: '' };

const column = z.array(
  z.object({
    text: z.string().max(500, 'Keep this under 500 characters'),
    fullName: z.string().max(1000, 'Keep the full name under 1,000 characters'),
  }),
);

export const SipocFormSchema = z.object({
  suppliers: column,
  inputs: column,
  process: column,
  outputs: column,
  customers: column,
});
