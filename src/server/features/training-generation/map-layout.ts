/*
 * Where a map goes in a Word document (issue 22): at a size where its smallest label prints at
 * 8 pt or more. A map that is readable in the portrait text column stays there; a wider one gets a
 * landscape page of its own, Letter if that is enough, else Tabloid (11 × 17 in, A3's US cousin).
 */

/** The smallest label size a printed map may have, in points. */
export const MIN_LABEL_PT = 8;
const TWIPS_PER_PT = 20;
/** A drawing unit is a CSS pixel: 96 per inch, 72 points per inch. */
const PT_PER_PX = 0.75;
/** Room kept under a map for its caption, in points. */
const CAPTION_PT = 40;

export interface Page {
  name: 'letter-portrait' | 'letter-landscape' | 'tabloid-landscape';
  /** Portrait width and height in twips (docx swaps them for landscape). */
  width: number;
  height: number;
  landscape: boolean;
  margin: number;
}

export const LETTER_PORTRAIT: Page = {
  name: 'letter-portrait',
  width: 12240,
  height: 15840,
  landscape: false,
  margin: 1080,
};
const LETTER_LANDSCAPE: Page = { ...LETTER_PORTRAIT, name: 'letter-landscape', landscape: true };
const TABLOID_LANDSCAPE: Page = {
  name: 'tabloid-landscape',
  width: 15840,
  height: 24480,
  landscape: true,
  margin: 864,
};

/** Text area of a page in points (landscape: the long side across). */
export function textArea(page: Page): { width: number; height: number } {
  const [w, h] = page.landscape ? [page.height, page.width] : [page.width, page.height];
  return { width: (w - 2 * page.margin) / TWIPS_PER_PT, height: (h - 2 * page.margin) / TWIPS_PER_PT };
}

export interface MapPlacement {
  page: Page;
  /** Printed size in points. */
  width: number;
  height: number;
  /** The smallest label's printed size in points. */
  labelPt: number;
}

/** Printed size of a drawing fitted to a text area: never larger than 1.5 × its own size. */
function fitted(drawing: { width: number; height: number }, area: { width: number; height: number }) {
  const pt = Math.min(
    area.width / drawing.width,
    (area.height - CAPTION_PT) / drawing.height,
    1.5 * PT_PER_PX,
  );
  return { width: drawing.width * pt, height: drawing.height * pt, ptPerUnit: pt };
}

/**
 * The first page (portrait, Letter landscape, Tabloid landscape) on which the drawing's smallest
 * label prints at MIN_LABEL_PT or more; Tabloid landscape for a drawing too large for any.
 */
export function placeMap(drawing: { width: number; height: number; smallestLabelPx: number }): MapPlacement {
  const pages = [LETTER_PORTRAIT, LETTER_LANDSCAPE, TABLOID_LANDSCAPE];
  for (const [i, page] of pages.entries()) {
    const size = fitted(drawing, textArea(page));
    const labelPt = drawing.smallestLabelPx * size.ptPerUnit;
    if (labelPt >= MIN_LABEL_PT || i === pages.length - 1) {
      return { page, width: size.width, height: size.height, labelPt };
    }
  }
  throw new Error('unreachable');
}
