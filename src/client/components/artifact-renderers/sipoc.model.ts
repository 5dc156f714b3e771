import { truncateText } from '@core/rules/artifact-shapes';
import { isRecord, textList } from './content-utils';

/** SIPOC cells are cut at 35 characters; the full text shows in a tooltip (spec §9). */
export const SIPOC_CELL_MAX = 35;

export const SIPOC_COLUMNS = [
  { key: 'suppliers', label: 'Suppliers' },
  { key: 'inputs', label: 'Inputs' },
  { key: 'process', label: 'Process' },
  { key: 'outputs', label: 'Outputs' },
  { key: 'customers', label: 'Customers' },
] as const;

export interface SipocCell {
  /** What the cell shows (cut with an ellipsis when long). */
  text: string;
  /** The whole text, for the tooltip and screen readers. */
  full: string;
  truncated: boolean;
}

export interface SipocColumn {
  key: (typeof SIPOC_COLUMNS)[number]['key'];
  label: string;
  cells: SipocCell[];
}

/**
 * The five columns in order. A cell reads the full name at the same position when the content
 * has one (e.g. outputsFullNames), else the short entry.
 */
export function sipocColumns(content: unknown): SipocColumn[] {
  const c = isRecord(content) ? content : {};
  return SIPOC_COLUMNS.map(({ key, label }) => {
    const short = rawList(c[key]);
    const full = rawList(c[`${key}FullNames`]);
    const count = Math.max(short.length, full.length);
    const cells: SipocCell[] = [];
    for (let i = 0; i < count; i++) {
      const text = full[i] || short[i];
      if (!text) continue;
      const cut = truncateText(text, SIPOC_CELL_MAX);
      cells.push({ text: cut.text, full: text, truncated: cut.truncated });
    }
    return { key, label, cells };
  });
}

/** Positions matter (full names pair with short entries), so blanks stay as empty strings. */
function rawList(value: unknown): string[] {
  if (!Array.isArray(value)) return textList(value);
  return value.map((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''));
}

export function sipocHasContent(columns: readonly SipocColumn[]): boolean {
  return columns.some((c) => c.cells.length > 0);
}
