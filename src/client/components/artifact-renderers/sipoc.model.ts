import { SIPOC_COLUMNS, type SipocColumnKey, sipocEntries } from '@core/artifact-types';
import { truncateText } from '@core/rules/artifact-shapes';

/** SIPOC cells are cut at 35 characters; the full text shows in a tooltip (spec §9). */
export const SIPOC_CELL_MAX = 35;

export interface SipocCell {
  /** What the cell shows (cut with an ellipsis when long). */
  text: string;
  /** The whole text, for the tooltip and screen readers. */
  full: string;
  truncated: boolean;
}

export interface SipocColumn {
  key: SipocColumnKey;
  label: string;
  cells: SipocCell[];
}

/**
 * The five columns in order. A cell reads the full name at the same position when the content
 * has one (e.g. outputsFullNames), else the short entry.
 */
export function sipocColumns(content: unknown): SipocColumn[] {
  return SIPOC_COLUMNS.map(({ key, label }) => ({
    key,
    label,
    cells: sipocEntries(content, key).map((full) => {
      const cut = truncateText(full, SIPOC_CELL_MAX);
      return { text: cut.text, full, truncated: cut.truncated };
    }),
  }));
}

export function sipocHasContent(columns: readonly SipocColumn[]): boolean {
  return columns.some((c) => c.cells.length > 0);
}
