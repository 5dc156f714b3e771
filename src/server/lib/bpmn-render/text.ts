import { DEJAVU_SANS_FALLBACK_WIDTH, DEJAVU_SANS_WIDTHS } from './dejavu-sans-widths';

export const FONT_FAMILY = 'DejaVu Sans';

/** Width in pixels of the text set in DejaVu Sans at the given size (from the font's advance widths). */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += DEJAVU_SANS_WIDTHS[char.codePointAt(0)!] ?? DEJAVU_SANS_FALLBACK_WIDTH;
  return (units * fontSize) / 1000;
}

/**
 * The text broken into lines no wider than maxWidth (words kept whole unless a word alone is too
 * wide), at most maxLines of them; a cut last line ends with an ellipsis that still fits.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  fontSize: number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => textWidth(candidate, fontSize) <= maxWidth;
  for (const paragraph of text.split(/\r?\n/)) {
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    line = '';
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  let last = kept[kept.length - 1]!;
  while (last && !fits(`${last}…`)) last = last.slice(0, -1);
  kept[kept.length - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Text made safe for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  // Control characters other than tab and line breaks are not allowed in XML 1.0.
  const allowed = [...text].filter((char) => {
    const code = char.codePointAt(0)!;
    return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
  });
  return allowed
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface TextBlock {
  text: string;
  /** Centre of the block. */
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize?: number;
  anchor?: 'middle' | 'start';
  /** Rotate -90° about the centre (vertical pool and lane names). */
  vertical?: boolean;
  /** 'top': lines start at the top of the block and may run below it (external labels). */
  valign?: 'middle' | 'top';
}

/** An SVG <text> of the wrapped lines, centred vertically in the block (horizontally per anchor). */
export function textSvg(block: TextBlock): string {
  const fontSize = block.fontSize ?? 12;
  const lineHeight = Math.round(fontSize * 1.2);
  const [boxWidth, boxHeight] = block.vertical ? [block.height, block.width] : [block.width, block.height];
  const maxLines = block.valign === 'top' ? 3 : Math.max(1, Math.floor(boxHeight / lineHeight));
  const lines = wrapText(block.text, Math.max(boxWidth, fontSize), fontSize, maxLines);
  if (!lines.length) return '';
  const anchor = block.anchor ?? 'middle';
  const x = anchor === 'middle' ? block.x : block.x - boxWidth / 2;
  // Baseline of the first line: block centre, up by half the lines, plus the ascent (~0.8 em).
  const top =
    block.valign === 'top'
      ? block.y - boxHeight / 2 + fontSize * 0.85
      : block.y - (lines.length * lineHeight) / 2 + fontSize * 0.85;
  const spans = lines
    .map((line, i) => `<tspan x="${round(x)}" y="${round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  const rotate = block.vertical ? ` transform="rotate(-90 ${round(block.x)} ${round(block.y)})"` : '';
  return `<text font-family="${FONT_FAMILY}" font-size="${fontSize}" fill="#1f2328" text-anchor="${anchor}"${rotate}>${spans}</text>`;
}

/** An 11 px label in DI label bounds, at least minWidth wide (tools often write tight bounds). */
export function labelSvg(
  text: string,
  bounds: { x: number; y: number; width: number; height: number },
  minWidth: number,
  options: { minHeight?: number; valign?: 'top' } = {},
): string {
  return textSvg({
    text,
    x: bounds.x + bounds.width / 2,
    y: bounds.y + bounds.height / 2,
    width: Math.max(bounds.width, minWidth),
    height: Math.max(bounds.height, options.minHeight ?? 0),
    fontSize: 11,
    ...(options.valign ? { valign: options.valign } : {}),
  });
}

export const round = (value: number) => Math.round(value * 10) / 10;
