import type PptxGenJS from 'pptxgenjs';
import type { DeckSlide } from '../../../core/rules/training-outlines';
import type { EmbeddableImage } from './diagram-pictures';
import { BRAND, DECK_MARGIN, DECK_WIDTH, FONT, MUTED } from './document-style';
import { type MapPart, slideMapParts } from './slide-map-parts';
import { rasterSize, xmlSafe } from './text-safety';

/*
 * A deck's map slide (issue 22): a compact title over a picture area that spans the slide, so a
 * map gets as much room as it can; a map whose labels would print under 8 pt there goes on
 * consecutive slides in parts ("… (1 of 2)"), each with its labels at 8 pt or more.
 */

/** Room the picture may fill, in inches: the slide's width less a thin margin, title to footer. */
const PICTURE_MARGIN = 0.25;
const PICTURE_TOP = 0.95;
const PICTURE_BOTTOM = 6.95;
const BOX = { width: DECK_WIDTH - 2 * PICTURE_MARGIN, height: PICTURE_BOTTOM - PICTURE_TOP };

type Raster = EmbeddableImage & { drawing: NonNullable<EmbeddableImage['drawing']> };

/** The picture's parts as the slides show them; one part, fitted, for a picture without a known drawing. */
async function partsOf(stored: EmbeddableImage, size: { width: number; height: number }): Promise<MapPart[]> {
  if (stored.drawing) {
    try {
      return await slideMapParts(stored as Raster, size, BOX);
    } catch {
      // A picture resvg cannot read back: it still goes on one slide, as drawn.
    }
  }
  const scale = Math.min(BOX.width / size.width, BOX.height / size.height);
  return [
    {
      data: stored.data,
      mediaType: stored.mediaType,
      width: size.width * scale,
      height: size.height * scale,
      labelPt: 0,
    },
  ];
}

function titled(pptx: PptxGenJS, title: string, notes: string | undefined): PptxGenJS.Slide {
  const slide = pptx.addSlide({ masterName: 'CONTENT' });
  slide.addText(xmlSafe(title), {
    x: DECK_MARGIN,
    y: 0.25,
    w: DECK_WIDTH - 2 * DECK_MARGIN,
    h: 0.65,
    fontFace: FONT,
    fontSize: 26,
    bold: true,
    color: BRAND,
    fit: 'shrink',
  });
  if (notes) slide.addNotes(xmlSafe(notes));
  return slide;
}

/** What a part's speaker notes add: where the part sits in the map. */
function partNote(i: number, count: number): string {
  if (count === 1) return '';
  const next = i + 1 < count ? ' The map continues on the next slide.' : '';
  return ` This slide shows part ${i + 1} of ${count} of the map; neighbouring parts overlap a little.${next}`;
}

/**
 * The slides of an outline slide showing a picture; a line saying so when it could not be drawn.
 */
export async function addMapSlides(
  pptx: PptxGenJS,
  s: DeckSlide & { image: NonNullable<DeckSlide['image']> },
  images: ReadonlyMap<string, EmbeddableImage>,
): Promise<void> {
  const stored = images.get(s.image.fileUrl);
  const raster = stored?.mediaType === 'image/png' || stored?.mediaType === 'image/jpeg';
  const size = stored && raster ? rasterSize(stored.data) : null;
  if (!stored || !size) {
    titled(pptx, s.title, s.notes).addText(xmlSafe(`${s.image.caption}: the picture could not be drawn.`), {
      x: DECK_MARGIN,
      y: PICTURE_TOP,
      w: DECK_WIDTH - 2 * DECK_MARGIN,
      h: 0.6,
      fontFace: FONT,
      fontSize: 16,
      color: MUTED,
    });
    return;
  }
  const parts = await partsOf(stored, size);
  for (const [i, part] of parts.entries()) {
    const paged = parts.length > 1 ? ` (${i + 1} of ${parts.length})` : '';
    const slide = titled(pptx, `${s.title}${paged}`, `${s.notes ?? ''}${partNote(i, parts.length)}`.trim());
    slide.addImage({
      data: `${part.mediaType};base64,${part.data.toString('base64')}`,
      x: PICTURE_MARGIN + (BOX.width - part.width) / 2,
      y: PICTURE_TOP + (BOX.height - part.height) / 2,
      w: part.width,
      h: part.height,
      altText: xmlSafe(`${s.image.alt ?? s.image.caption}${paged}`),
    });
  }
}
