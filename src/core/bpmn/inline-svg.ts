/*
 * The server draws diagrams as SVG (src/server/lib/bpmn-render) from shapes, lines and escaped
 * text only. A document that puts such a drawing inline (the HTML report) accepts it only when it
 * is made of exactly that: an allow-list of drawing elements and presentation attributes, text
 * with the five XML entities or character references, and url() only to a marker in the drawing.
 * Anything else (a script, an event handler, a link, an image, a style sheet, a comment, a
 * DOCTYPE, a foreignObject) makes the whole drawing refused, not repaired, so what is inlined is
 * always what the renderer wrote.
 */

const ELEMENTS = new Set([
  'svg',
  'title',
  'desc',
  'defs',
  'marker',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
]);

const ATTRIBUTE =
  /^(?:xmlns|viewBox|role|id|x|y|x1|x2|y1|y2|dx|dy|cx|cy|r|rx|ry|width|height|d|points|transform|fill|fill-opacity|fill-rule|stroke|stroke-width|stroke-dasharray|stroke-linecap|stroke-linejoin|stroke-opacity|opacity|marker-start|marker-mid|marker-end|markerWidth|markerHeight|markerUnits|refX|refY|orient|font-family|font-size|font-weight|font-style|text-anchor|dominant-baseline|aria-label|data-[a-z][a-z-]*)$/;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const TAG = /<(\/?)([A-Za-z][\w-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<>]*")*)\s*(\/?)>/y;
const ATTR = /\s+([A-Za-z][\w:.-]*)="([^"<>]*)"/g;
const TEXT = /[^<]*/y;
const ENTITY = /&(?!(?:lt|gt|amp|quot|apos|#\d{1,7}|#x[\da-fA-F]{1,6});)/;

function safeValue(name: string, value: string): boolean {
  if (ENTITY.test(value)) return false;
  if (name === 'xmlns') return value === SVG_NAMESPACE;
  // url(#marker) only: no addresses, no other schemes, nothing escaped.
  for (const match of value.matchAll(/url\(([^)]*)\)/gi)) if (!/^#[\w-]+$/.test(match[1]!)) return false;
  return !/[\\]|javascript:|data:|expression\(/i.test(value);
}

/** The SVG as it is when it is a drawing of the renderer's kind (see above); null otherwise. */
export function inlineDiagramSvg(svg: string): string | null {
  const source = svg.trim();
  if (!source.startsWith('<svg')) return null;
  const open: string[] = [];
  let at = 0;
  while (at < source.length) {
    TEXT.lastIndex = at;
    const text = TEXT.exec(source)![0];
    if (text && (ENTITY.test(text) || (open.length === 0 && text.trim()))) return null;
    at += text.length;
    if (at >= source.length) break;
    TAG.lastIndex = at;
    const tag = TAG.exec(source);
    if (!tag) return null;
    const [whole, closing, name, attributes, selfClosing] = tag;
    if (!ELEMENTS.has(name!)) return null;
    if (closing) {
      if (attributes || selfClosing || open.pop() !== name) return null;
    } else {
      if ((name === 'svg') !== (open.length === 0)) return null;
      for (const [, attribute, value] of attributes!.matchAll(ATTR)) {
        if (!ATTRIBUTE.test(attribute!) || !safeValue(attribute!, value!)) return null;
      }
      if (name === 'svg' && !/\sxmlns="/.test(attributes!)) return null;
      if (!selfClosing) open.push(name!);
    }
    at += whole.length;
    if (open.length === 0 && at < source.length && source.slice(at).trim()) return null;
  }
  return open.length === 0 ? source : null;
}
