import { renderPng } from '../../lib/bpmn-render';
import { type EmbeddableImage, PICTURE_SCALE } from './diagram-pictures';
import { inkedSpan, mapSpans, type Span } from './map-spans';
import { MIN_LABEL_PT } from './map-layout';

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

/** The picture wrapped in an SVG whose view is `crop` (picture pixels), so resvg can draw or read it. */
function framed(image: EmbeddableImage, size: { width: number; height: number }, crop: Span[]): string {
  const [x, y] = crop;
  const w = x!.end - x!.start;
  const h = y!.end - y!.start;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${x!.start} ${y!.start} ${w} ${h}"><image width="${size.width}" height="${size.height}" xlink:href="data:${image.mediaType};base64,${image.data.toString('base64')}"/></svg>`;
}

async function readPixels(image: EmbeddableImage, size: { width: number; height: number }): Promise<Pixels> {
  const { Resvg } = await import('@resvg/resvg-js');
  const whole = [
    { start: 0, end: size.width },
    { start: 0, end: size.height },
  ];
  const drawn = new Resvg(framed(image, size, whole), { background: '#ffffff' }).render();
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
  const fit = (w: number, h: number) => Math.min((box.width * PT_PER_IN) / w, (box.height * PT_PER_IN) / h);
  const least = MIN_LABEL_PT / (image.drawing.smallestLabelPx * pxPerUnit);
  const cap = (1.5 * PT_PER_UNIT) / pxPerUnit;
  const oneSlide = Math.min(fit(across.end - across.start, down.end - down.start), cap);
  const columnsOf =
    oneSlide >= least ? [across] : mapSpans(columns, across, Math.floor((box.width * PT_PER_IN) / least));
  const rowsOf =
    oneSlide >= least ? [down] : mapSpans(rows, down, Math.floor((box.height * PT_PER_IN) / least));
  const parts: MapPart[] = [];
  for (const y of rowsOf) {
    for (const x of columnsOf) {
      const w = x.end - x.start;
      const h = y.end - y.start;
      const ptPerPx = Math.min(fit(w, h), cap);
      const data = Buffer.from(await renderPng(framed(image, size, [x, y])));
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
