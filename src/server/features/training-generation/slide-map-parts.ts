import { renderPng } from '../../lib/bpmn-render';
import { type EmbeddableImage, PICTURE_SCALE } from './diagram-pictures';
import { MIN_LABEL_PT } from './map-layout';
import { inkedSpan, mapSpans, type Span } from './map-spans';

/*
 * A map on deck slides (issue 22): on one slide when its smallest label prints at 8 pt there,
 * otherwise in parts on consecutive slides, each at 8 pt or more, cut between elements (see
 * map-spans.ts). The map's white margin is trimmed first, so no slide spends room on it.
 */

const PT_PER_IN = 72;
/** A drawing unit is a CSS pixel: 72 points per 96 units. */
const PT_PER_UNIT = 0.75;
/** White kept around the trimmed drawing, in drawing units. */
const PAD_UNITS = 8;
/** The widest lane-name column looked for, in drawing units. */
const HEADER_MAX_UNITS = 200;
/** A vertical line this long (share of the map's height) bounds the lane-name column. */
const LONG_LINE = 0.75;
/** A pixel darker than this (0–255, its darkest channel) counts as ink; light lane fills do not. */
const INK_BELOW = 200;

/** A part of a map as a slide shows it: its picture and its printed size. */
export interface MapPart {
  data: Buffer;
  mediaType: string;
  /** Printed size in inches. */
  width: number;
  height: number;
  /** The smallest label's printed size in points. */
  labelPt: number;
}

interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * The picture's `pieces` (crops in picture pixels, each an x and a y span) side by side in one SVG,
 * so resvg can draw or read them.
 */
function framed(image: EmbeddableImage, size: { width: number; height: number }, pieces: Span[][]): string {
  const href = `data:${image.mediaType};base64,${image.data.toString('base64')}`;
  let at = 0;
  let height = 0;
  const views = pieces.map(([x, y]) => {
    const w = x!.end - x!.start;
    const h = y!.end - y!.start;
    const view = `<svg x="${at}" y="0" width="${w}" height="${h}" viewBox="${x!.start} ${y!.start} ${w} ${h}"><image width="${size.width}" height="${size.height}" xlink:href="${href}"/></svg>`;
    at += w;
    height = Math.max(height, h);
    return view;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${at}" height="${height}">${views.join('')}</svg>`;
}

async function readPixels(image: EmbeddableImage, size: { width: number; height: number }): Promise<Pixels> {
  const { Resvg } = await import('@resvg/resvg-js');
  const whole = [
    { start: 0, end: size.width },
    { start: 0, end: size.height },
  ];
  const drawn = new Resvg(framed(image, size, [whole]), { background: '#ffffff' }).render();
  return { width: drawn.width, height: drawn.height, rgba: drawn.pixels };
}

/** Ink per pixel column and per pixel row. */
function inkProfiles({ width, height, rgba }: Pixels): { columns: Uint32Array; rows: Uint32Array } {
  const columns = new Uint32Array(width);
  const rows = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = 4 * (y * width + x);
      if (Math.min(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!) < INK_BELOW) {
        columns[x]! += 1;
        rows[y]! += 1;
      }
    }
  }
  return { columns, rows };
}

/**
 * The lane names' column at the map's left (a BPMN pool and its lane names, a swimlane table's
 * first column): up to the last long vertical line near the left edge. Repeated on
 * every later part so each slide says whose lane is whose; null when the map has no such column.
 */
function laneHeader(columns: Uint32Array, across: Span, down: Span, pxPerUnit: number): Span | null {
  const reach = Math.min(
    across.start + HEADER_MAX_UNITS * pxPerUnit,
    across.start + (across.end - across.start) / 4,
  );
  let end = -1;
  for (let x = across.start; x < reach; x++)
    if (columns[x]! >= LONG_LINE * (down.end - down.start)) end = x + 1;
  if (end <= across.start) return null;
  // A BPMN pool's lane names stand right of its line with no line of their own: a narrow stretch
  // of ink (one rotated line of text) with quiet on both sides. A wider stretch is the map's first
  // element, which stays out of the header.
  const quiet = (x: number) => columns[x]! <= columns[end]! + 1;
  let from = end;
  while (from < end + 20 * pxPerUnit && quiet(from)) from++;
  let to = from;
  while (to < from + 24 * pxPerUnit && !quiet(to)) to++;
  if (to > from && quiet(to)) {
    let gap = to;
    while (gap < to + 8 * pxPerUnit && quiet(gap)) gap++;
    end = gap;
  }
  return { start: across.start, end };
}

function padded(span: Span, pad: number, length: number): Span {
  return { start: Math.max(0, span.start - pad), end: Math.min(length, span.end + pad) };
}

/**
 * The map as it goes on slides whose picture area is `box` (inches): one part when its labels
 * reach MIN_LABEL_PT on one slide, else as few parts as keep every label at MIN_LABEL_PT or more,
 * left to right (and top to bottom for a very tall map).
 */
export async function slideMapParts(
  image: EmbeddableImage & { drawing: NonNullable<EmbeddableImage['drawing']> },
  size: { width: number; height: number },
  box: { width: number; height: number },
): Promise<MapPart[]> {
  const pixels = await readPixels(image, size);
  const { columns, rows } = inkProfiles(pixels);
  const pad = PAD_UNITS * PICTURE_SCALE;
  const across = padded(inkedSpan(columns) ?? { start: 0, end: size.width }, pad, size.width);
  const down = padded(inkedSpan(rows) ?? { start: 0, end: size.height }, pad, size.height);
  // Picture pixels per drawing unit: the picture may have been drawn smaller than PICTURE_SCALE.
  const pxPerUnit = size.width / image.drawing.width;
  // The most points a picture pixel may take on a slide, and the fewest that keep labels at 8 pt.
  const fitScale = (w: number, h: number) =>
    Math.min((box.width * PT_PER_IN) / w, (box.height * PT_PER_IN) / h);
  const least = MIN_LABEL_PT / (image.drawing.smallestLabelPx * pxPerUnit);
  // Never larger than 1.5 × the drawing's own size, unless its labels are too small for that.
  const cap = Math.max((1.5 * PT_PER_UNIT) / pxPerUnit, least);
  const oneSlide = Math.min(fitScale(across.end - across.start, down.end - down.start), cap);
  const split = oneSlide < least;
  const widest = Math.floor((box.width * PT_PER_IN) / least);
  const found = split ? laneHeader(columns, across, down, pxPerUnit) : null;
  // A lane-name column taking a third of a part or more would crowd out the map: left out then.
  const header = found && 3 * (found.end - found.start) < widest ? found : null;
  const headerPx = header ? header.end - header.start : 0;
  const columnsOf = split ? mapSpans(columns, across, widest - headerPx) : [across];
  const rowsOf = split ? mapSpans(rows, down, Math.floor((box.height * PT_PER_IN) / least)) : [down];
  const parts: MapPart[] = [];
  for (const y of rowsOf) {
    for (const [i, x] of columnsOf.entries()) {
      // Later parts start with the lane names again.
      const pieces =
        header && i > 0
          ? [
              [header, y],
              [x, y],
            ]
          : [[x, y]];
      const w = pieces.reduce((sum, [piece]) => sum + piece!.end - piece!.start, 0);
      const h = y.end - y.start;
      const ptPerPx = Math.min(fitScale(w, h), cap);
      const data = Buffer.from(await renderPng(framed(image, size, pieces)));
      parts.push({
        data,
        mediaType: 'image/png',
        width: (w * ptPerPx) / PT_PER_IN,
        height: (h * ptPerPx) / PT_PER_IN,
        labelPt: image.drawing.smallestLabelPx * pxPerUnit * ptPerPx,
      });
    }
  }
  return parts;
}
