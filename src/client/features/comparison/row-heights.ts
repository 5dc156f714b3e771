/** Spec §9: rows equalised 150 ms after load, and 50 ms after the window stops resizing. */
export const EQUALISE_AFTER_LOAD_MS = 150;
export const EQUALISE_AFTER_RESIZE_MS = 50;

export interface CellBox {
  height: number;
  left: number;
}

/**
 * The min-height both cells of a row get: the taller natural height when the two sit side by side,
 * null (no min-height) when the columns are stacked (same left edge) or a cell is missing.
 */
export function rowMinHeight(cells: readonly (CellBox | null | undefined)[]): number | null {
  const present = cells.filter((c): c is CellBox => !!c);
  if (present.length < 2) return null;
  const lefts = new Set(present.map((c) => Math.round(c.left)));
  if (lefts.size < present.length) return null;
  return Math.ceil(Math.max(...present.map((c) => c.height)));
}
