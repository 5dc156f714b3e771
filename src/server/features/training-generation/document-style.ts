/** The look shared by the generated Word documents and slide decks: one font and one palette (hex RGB). */
export const FONT = 'Calibri';
export const INK = '0F172A';
export const MUTED = '475569';
export const BRAND = '3730A3';
export const MARK_TEXT = '92400E';
export const BORDER = 'CBD5E1';
export const HEADER_FILL = 'E2E8F0';

/** How a Significant Change line is marked, in documents and decks alike. */
export const SIGNIFICANT_MARK = 'Significant change';
