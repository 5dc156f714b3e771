import { createRequire } from 'node:module';
import { FONT_FAMILY } from './text';

// Labels are measured with DejaVu Sans's widths (text.ts), so the PNG must be set in that very
// font, from the npm package, never a system font that may differ or be missing.
const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/**
 * Largest picture drawn, in pixels: 16 M pixels is 64 MB of RGBA while drawing. A bigger diagram
 * (hundreds of steps in one row) is scaled down to fit rather than allowed to take the memory.
 */
export const MAX_PNG_PIXELS = 16_000_000;
/** Longest side of a PNG; Word and PowerPoint refuse larger pictures. */
export const MAX_PNG_SIDE = 16_000;

/**
 * A PNG of the SVG at the given scale (default 1), scaled down as needed to stay within
 * MAX_PNG_PIXELS and MAX_PNG_SIDE; text in the bundled DejaVu Sans only (no system fonts).
 */
export async function renderPng(svg: string, options: { scale?: number } = {}): Promise<Uint8Array> {
  // resvg-js is a native module: loaded on the first picture, not at server start.
  const { Resvg } = await import('@resvg/resvg-js');
  const size = svgSize(svg);
  let zoom = options.scale ?? 1;
  if (size) {
    zoom = Math.min(
      zoom,
      Math.sqrt(MAX_PNG_PIXELS / (size.width * size.height)),
      MAX_PNG_SIDE / size.width,
      MAX_PNG_SIDE / size.height,
    );
  }
  const resvg = new Resvg(svg, {
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    fitTo: zoom === 1 ? { mode: 'original' } : { mode: 'zoom', value: zoom },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}

function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Width and height from a PNG's IHDR chunk; undefined when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((byte, i) => png[i] !== byte)) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
