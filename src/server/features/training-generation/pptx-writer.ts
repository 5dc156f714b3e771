import type PptxGenJS from 'pptxgenjs';
import type {
  DeckOutline,
  DeckSlide,
  OutlineBullet,
  OutlineTable,
} from '../../../core/rules/training-outlines';
import { loadPptx } from '../../lib/heavy-libraries';
import type { EmbeddableImage } from './diagram-pictures';
import {
  BORDER,
  BRAND,
  DECK_MARGIN,
  DECK_WIDTH,
  FONT,
  HEADER_FILL,
  IMPACT_COLORS,
  INK,
  MARK_TEXT,
  MUTED,
  SIGNIFICANT_MARK,
} from './document-style';
import { addMapSlides } from './pptx-map-slides';
import { xmlSafe } from './text-safety';

const BRAND_DARK = '1E1B4B';

const W = DECK_WIDTH;
const MARGIN = DECK_MARGIN;
const CONTENT_W = W - 2 * MARGIN;

type TextProps = PptxGenJS.TextProps;

/** The bullet of a Significant Change line (▲), explained on the slide. */
const MARK_BULLET = '25B2';

/**
 * One run per paragraph: pptxgenjs writes paragraph properties for every run, and a second run in a
 * paragraph would give it two (which PowerPoint repairs). A marked line therefore gets its own
 * bullet and colour instead of an inline label.
 */
function bulletRuns(bullets: readonly OutlineBullet[], fontSize: number): TextProps[] {
  return bullets.flatMap((b) => {
    const runs: TextProps[] = [
      {
        text: xmlSafe(
          `${b.description ? `${b.text} ${b.description}` : b.text}${b.marked && b.number ? ' ▲' : ''}`,
        ),
        options: {
          bullet: b.number
            ? { type: 'number', numberStartAt: b.number }
            : b.marked
              ? { characterCode: MARK_BULLET }
              : true,
          fontSize,
          color: b.marked ? MARK_TEXT : INK,
          paraSpaceBefore: 8,
          breakLine: true,
        },
      },
    ];
    if (b.detail) {
      runs.push({
        text: xmlSafe(b.detail),
        options: {
          fontSize: fontSize - 4,
          color: MUTED,
          bullet: { indent: 18 },
          indentLevel: 1,
          breakLine: true,
        },
      });
    }
    return runs;
  });
}

/** Table cells at `fontSize`; the impact column coloured by level (red, amber, green), bold. */
function tableRows(t: OutlineTable, fontSize: number): PptxGenJS.TableRow[] {
  const header = t.columns.map((c) => ({
    text: xmlSafe(c),
    options: { bold: true, fill: { color: HEADER_FILL }, color: INK, fontSize },
  }));
  const last = t.rows.length - 1;
  const rows = t.rows.map((r, ri) =>
    t.columns.map((_, i) => {
      const text = r[i] ?? '';
      const impact = t.impactColumn === i ? IMPACT_COLORS[text] : undefined;
      const bold = !!impact || (!!t.totalRow && ri === last);
      return {
        text: xmlSafe(text),
        options: {
          color: impact?.text ?? INK,
          fontSize,
          bold,
          ...(impact ? { fill: { color: impact.fill } } : {}),
        },
      };
    }),
  );
  return [header, ...rows];
}

/**
 * Column widths in inches: each column first gets room for its longest word in bold (so "MODIFIED"
 * never breaks), then the rest of the width in proportion to how much the column holds.
 */
function columnWidths(t: OutlineTable, fontSize: number): number[] {
  const texts = t.columns.map((heading, i) => [heading, ...t.rows.map((r) => r[i] ?? '')]);
  const least = texts.map(
    (col) =>
      Math.max(...col.flatMap((x) => x.split(/\s+/).map((w) => w.length))) * fontSize * (0.62 / 72) + 0.2,
  );
  const weights = texts.map((col) =>
    Math.min(50, Math.max(8, col.reduce((a, x) => a + x.length, 0) / col.length)),
  );
  const spare = Math.max(0, CONTENT_W - least.reduce((a, b) => a + b, 0));
  const total = weights.reduce((a, b) => a + b, 0);
  return least.map((min, i) => min + (spare * weights[i]!) / total);
}

/** Deck tables are read from the back of the room: never below 18 pt (the outline pages rows to fit). */
export const TABLE_FONT_SIZE = 18;

function addContentSlide(pptx: PptxGenJS, s: DeckSlide): void {
  const slide = pptx.addSlide({ masterName: 'CONTENT' });
  slide.addText(xmlSafe(s.title), {
    x: MARGIN,
    y: 0.35,
    w: CONTENT_W,
    h: 0.8,
    fontFace: FONT,
    fontSize: 30,
    bold: true,
    color: BRAND,
  });
  let y = 1.25;
  if (s.subtitle) {
    slide.addText(xmlSafe(s.subtitle), {
      x: MARGIN,
      y,
      w: CONTENT_W,
      h: 0.7,
      fontFace: FONT,
      fontSize: 16,
      color: MUTED,
      valign: 'top',
    });
    y += 0.8;
  }
  if (s.table?.rows.length) {
    slide.addTable(tableRows(s.table, TABLE_FONT_SIZE), {
      x: MARGIN,
      y,
      w: CONTENT_W,
      colW: columnWidths(s.table, TABLE_FONT_SIZE),
      fontFace: FONT,
      border: { type: 'solid', pt: 0.75, color: BORDER },
      margin: 0.08,
      valign: 'middle',
      autoPage: false,
    });
  } else if (s.bullets?.length) {
    const long = s.bullets.some((b) => b.text.length > 90 || b.detail);
    slide.addText(bulletRuns(s.bullets, long ? 18 : 20), {
      x: MARGIN,
      y,
      w: CONTENT_W,
      h: 6.7 - y,
      fontFace: FONT,
      valign: 'top',
      fit: 'shrink',
    });
  }
  if (s.bullets?.some((b) => b.marked)) {
    slide.addText(`▲ ${SIGNIFICANT_MARK}: differs most from today’s process`, {
      x: MARGIN,
      y: 6.55,
      w: CONTENT_W,
      h: 0.4,
      fontFace: FONT,
      fontSize: 12,
      color: MARK_TEXT,
    });
  }
  if (s.notes) slide.addNotes(xmlSafe(s.notes));
}

/**
 * The deck outline as a PowerPoint file: a title slide, then one slide per outline slide (a wide
 * map: one per part, see pptx-map-slides.ts); `images`
 * holds the pictures slides show, by their key.
 */
export async function writePptx(
  outline: DeckOutline,
  options: { images?: ReadonlyMap<string, EmbeddableImage> } = {},
): Promise<Buffer> {
  const images = options.images ?? new Map<string, EmbeddableImage>();
  const Pptx = await loadPptx();
  const pptx = new Pptx();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = xmlSafe(outline.title);
  pptx.subject = xmlSafe(outline.subtitle);
  pptx.author = 'Process Map Repository';
  pptx.company = 'Process Map Repository';
  pptx.defineSlideMaster({
    title: 'CONTENT',
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 0, w: W, h: 0.12, fill: { color: BRAND } } },
      {
        text: {
          text: xmlSafe(`${outline.title} · generated draft`),
          options: {
            x: MARGIN,
            y: 7.0,
            w: CONTENT_W - 1,
            h: 0.35,
            fontFace: FONT,
            fontSize: 10,
            color: MUTED,
          },
        },
      },
    ],
    slideNumber: { x: W - MARGIN - 0.6, y: 7.0, w: 0.6, h: 0.35, fontFace: FONT, fontSize: 10, color: MUTED },
  });

  for (const s of outline.slides) {
    if (s.kind === 'title' || s.kind === 'closing') {
      const slide = pptx.addSlide();
      slide.background = { color: BRAND_DARK };
      // Title above y = 3.7, subtitle from 4.0: they never touch, however many lines the title takes.
      slide.addText(xmlSafe(s.title), {
        x: MARGIN,
        y: 1.9,
        w: CONTENT_W,
        h: 1.8,
        fit: 'shrink',
        fontFace: FONT,
        fontSize: s.kind === 'title' ? 40 : 36,
        bold: true,
        color: 'FFFFFF',
        valign: 'bottom',
      });
      if (s.subtitle) {
        slide.addText(xmlSafe(s.subtitle), {
          x: MARGIN,
          y: 4.0,
          w: CONTENT_W,
          h: 1.2,
          fontFace: FONT,
          fontSize: 18,
          color: 'C7D2FE',
          valign: 'top',
        });
      }
      if (s.notes) slide.addNotes(xmlSafe(s.notes));
    } else if (s.image) {
      await addMapSlides(pptx, { ...s, image: s.image }, images);
    } else {
      addContentSlide(pptx, s);
    }
  }
  const out = await pptx.write({ outputType: 'nodebuffer' });
  return Buffer.isBuffer(out) ? out : Buffer.from(out as ArrayBuffer);
}
