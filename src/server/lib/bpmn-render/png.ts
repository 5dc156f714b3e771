import { createRequire } from 'node:module';
import { FONT_FAMILY } from './text';

// Labels are measured with DejaVu Sans's widths (text.ts), so the PNG must be set in that very
// font, from the npm package, never a system font that may differ or be missing.
const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/** A PNG of the SVG at the given scale, text in the bundled DejaVu Sans only (no system fonts). */
export async function renderPng(svg: string, options: { scale?: number } = {}): Promise<Uint8Array> {
  // resvg-js is a native module: loaded on the first picture, not at server start.
  const { Resvg } = await import('@resvg/resvg-js');
  const resvg = new Resvg(svg, {
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    fitTo:
      options.scale && options.scale !== 1 ? { mode: 'zoom', value: options.scale } : { mode: 'original' },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}

/** Width and height from a PNG's IHDR chunk; undefined when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((byte, i) => png[i] !== byte)) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
