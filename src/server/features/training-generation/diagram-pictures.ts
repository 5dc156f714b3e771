import { renderPng } from '../../lib/bpmn-render';
import { runBpmnJobOffThread } from '../../lib/bpmn-worker';
import { rasterSize, svgSize } from './text-safety';

/*
 * Every map a draft shows is a PNG drawn on the server (issue 22): Word, LibreOffice and PowerPoint
 * all draw a PNG, where an embedded SVG showed as a blank panel in some of them. A BPMN diagram is
 * drawn from its XML, a stored SVG map from its file, both by resvg with the bundled DejaVu Sans.
 */

/** Pixels per drawing pixel: 3 gives 200 dpi or more on the widest page a map is printed on. */
export const PICTURE_SCALE = 3;
/** The smallest label assumed in a drawing that states no font size. */
const DEFAULT_LABEL_PX = 12;

/** An image a draft embeds: its bytes, and for a drawn map, its drawing size and smallest label. */
export interface EmbeddableImage {
  data: Buffer;
  mediaType: string;
  /** Size of the drawing (SVG user units, CSS px); the picture is PICTURE_SCALE times larger. */
  drawing?: { width: number; height: number; smallestLabelPx: number };
}

/** The smallest font size an SVG sets (attribute or style, in px), or the default when it sets none. */
export function smallestLabelPx(svg: string): number {
  const sizes = [...svg.matchAll(/font-size\s*[=:]\s*["']?\s*([\d.]+)(?:px)?/gi)]
    .map((m) => Number(m[1]))
    .filter((n) => n > 0);
  return sizes.length ? Math.min(...sizes) : DEFAULT_LABEL_PX;
}

async function pictureOf(svg: string, png: Uint8Array): Promise<EmbeddableImage | null> {
  const size = svgSize(svg);
  const drawn = rasterSize(Buffer.from(png));
  if (!size || !drawn) return null;
  return {
    data: Buffer.from(png),
    mediaType: 'image/png',
    drawing: { ...size, smallestLabelPx: smallestLabelPx(svg) },
  };
}

/** A BPMN diagram as a PNG (in a worker when large); null when it cannot be drawn. */
export async function drawBpmnPicture(xml: string): Promise<EmbeddableImage | null> {
  const drawn = await runBpmnJobOffThread({ kind: 'png', xml, scale: PICTURE_SCALE });
  return drawn.ok && drawn.png ? pictureOf(drawn.svg, drawn.png) : null;
}

/** A stored SVG map as a PNG; null when it is not a drawable SVG. */
export async function drawSvgPicture(svg: string): Promise<EmbeddableImage | null> {
  if (!svgSize(svg)) return null;
  try {
    return await pictureOf(svg, await renderPng(svg, { scale: PICTURE_SCALE }));
  } catch {
    // resvg rejects malformed SVG: the writer then names the map and links to it instead.
    return null;
  }
}
