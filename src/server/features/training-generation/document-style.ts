import { IMPACT_LABELS } from '../../../core/rules/change-impact-labels';

/** The look shared by the generated Word documents and slide decks: one font and one palette (hex RGB). */
export const FONT = 'Calibri';
export const INK = '0F172A';
export const MUTED = '475569';
export const BRAND = '3730A3';
export const MARK_TEXT = '92400E';
export const BORDER = 'CBD5E1';
export const HEADER_FILL = 'E2E8F0';

/** The deck's 16:9 wide slide and its side margin, in inches. */
export const DECK_WIDTH = 13.333;
export const DECK_MARGIN = 0.6;

/** How a Significant Change line is marked, in documents and decks alike. */
export const SIGNIFICANT_MARK = 'Significant change';

/** The badge text: no-break spaces keep it on one line wherever the line wraps. */
export const SIGNIFICANT_BADGE = `\u00a0${SIGNIFICANT_MARK.replace(/ /g, '\u00a0')}\u00a0`;

/** Impact ratings by their shown label (IMPACT_LABELS): fill and text, as the app's impact badges. */
export const IMPACT_COLORS: Record<string, { fill: string; text: string }> = {
  [IMPACT_LABELS.HIGH]: { fill: 'FEE2E2', text: '991B1B' },
  [IMPACT_LABELS.MED]: { fill: 'FEF3C7', text: '92400E' },
  [IMPACT_LABELS.LOW]: { fill: 'DCFCE7', text: '166534' },
};
