import type { Config, DOMPurify as Purifier } from 'dompurify';
import { parseSafeLink } from '../../../core/rules/safe-link';

/**
 * Uploaded SVG drawings (issues 17 and 18), made safe by DOMPurify's SVG profile instead of being
 * refused: what diagrams.net (draw.io) exports — shapes, text, markers, gradients, filters and
 * <foreignObject> labels written as XHTML <div>s with inline styles — is kept; what runs or reaches
 * out is removed: scripts, event handlers, <a>/<use>/<image> addresses other than in-file "#id"
 * references (plus http(s) on <a> and raster data: images on <image>/<img>), animations of links or
 * styles, and styles that import or load anything other than url(#id), read after CSS escapes.
 *
 * Only what is not an SVG at all is refused: not UTF-8, not well-formed XML, a root other than an
 * SVG <svg>, or a DOCTYPE that declares entities. A plain DOCTYPE (the SVG 1.1 public one that
 * diagrams.net and older Inkscape write) is dropped, never fetched.
 */

/** A refusal; `tooLarge` when the drawing is refused for its size, not for what it is. */
export type SvgRefusal = { ok: false; reason: string; tooLarge?: true };
export type SvgSanitized = { ok: true; data: Buffer } | SvgRefusal;

/** sanitizeSvg's answer with what it removed, each as "<script>" or "onload on <svg>". */
export type SvgInspection = { ok: true; data: Buffer; removed: string[] } | SvgRefusal;

/**
 * The most elements a drawing may have. A DOM costs about 9 KB of memory per element and its
 * sanitizing about 70 µs: 20,000 elements (a diagrams.net map of some 2,000 shapes) is about 180
 * MB and 1.5 s, in a worker of its own (svg-isolate.ts). Counted before anything is parsed.
 */
export const MAX_SVG_ELEMENTS = 20_000;

/** An upper bound on the number of elements: every "<" that starts a tag. */
function countTags(text: string): number {
  let n = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
    const next = text.charCodeAt(i + 1);
    // A letter, ":" or "_" starts an element name.
    if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122) || next === 58 || next === 95) n++;
  }
  return n;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

interface Sanitizer {
  window: Window & typeof globalThis;
  purify: Purifier;
}
let sanitizer: Promise<Sanitizer> | null = null;

/**
 * jsdom and DOMPurify load with the first SVG (about 0.3 s and 30 MB), not at every start: most
 * instances never see an uploaded drawing.
 */
function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= (async () => {
    const [{ JSDOM }, { default: DOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    return {
      window: window as unknown as Sanitizer['window'],
      purify: DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]),
    };
  })();
  return sanitizer;
}

/** HTML that diagrams.net writes in rich-text labels inside <foreignObject>. */
const LABEL_HTML_TAGS = [
  'div',
  'span',
  'p',
  'br',
  'b',
  'i',
  'u',
  's',
  'strike',
  'strong',
  'em',
  'font',
  'sub',
  'sup',
  'small',
  'big',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'code',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'img',
];

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <switch>'s foreignObject branch, <use> of in-file symbols, and the labels' HTML.
  ADD_TAGS: ['foreignobject', 'use', ...LABEL_HTML_TAGS],
  // requiredFeatures picks the <switch> branch; content is diagrams.net's own copy of the diagram.
  ADD_ATTR: [
    'requiredfeatures',
    'content',
    'target',
    'xmlns',
    'src',
    'align',
    'color',
    'face',
    'size',
    'colspan',
    'rowspan',
  ],
  HTML_INTEGRATION_POINTS: { foreignobject: true },
  IN_PLACE: true,
};

/** CSS text with its escapes resolved: "\69" and "\000069 " are "i", "\r" is "r", "\<newline>" is nothing. */
export function unescapeCss(css: string): string {
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S]))/g,
    (_, hex, _nl, other) => {
      if (hex) {
        const code = Number.parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
          ? '\uFFFD'
          : String.fromCodePoint(code);
      }
      return other ?? '';
    },
  );
}

/**
 * True when CSS (a <style> sheet, a style attribute or a presentation attribute such as fill) loads
 * nothing: no @import, no url() other than an in-file "#id", no image-set()/image(), no script.
 */
export function isInertCss(css: string): boolean {
  const text = unescapeCss(css.replace(/\/\*[\s\S]*?\*\//g, '')).toLowerCase();
  if (
    /@import|expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|image-set\s*\(|(?:^|[^-\w])image\s*\(/.test(
      text,
    )
  )
    return false;
  for (const match of text.matchAll(/url\s*\(/g)) {
    const rest = text.slice((match.index ?? 0) + match[0].length);
    if (!/^\s*(['"]?)#[^'"()\s\\]*\1\s*\)/.test(rest)) return false;
  }
  return true;
}

const RASTER_DATA_URI = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]*$/i;
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);

/** Whether an href/src value may stay on this element. */
function isAllowedReference(element: string, value: string): boolean {
  const v = value.trim();
  if (/^#[^\s]*$/.test(v)) return true;
  if ((element === 'image' || element === 'img') && RASTER_DATA_URI.test(v)) return true;
  // A link a reader clicks (diagrams.net's "Text is not SVG" help link): web addresses only.
  if (element === 'a') return parseSafeLink(v)?.kind === 'web';
  return false;
}

/**
 * Every element under `root`, root first, in document order. Walked by hand: jsdom's live
 * HTMLCollection answers each index through a proxy that scans the collection, so copying one
 * costs O(n²) (a 1 MB drawing of 20,000 shapes took minutes).
 */
function allElements(root: Element): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const element = stack.pop()!;
    out.push(element);
    const children: Element[] = [];
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) children.push(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

/** What DOMPurify's profile does not know about SVG: where addresses and styles may load from. */
function removeRemoteReferences(root: Element, removed: string[]): void {
  const elements = allElements(root);
  for (const element of elements) {
    const name = element.localName.toLowerCase();
    if (!element.isConnected && element !== root) continue;
    if (name === 'style' && !isInertCss(element.textContent ?? '')) {
      removed.push('<style>');
      element.remove();
      continue;
    }
    if (ANIMATIONS.has(name)) {
      const target = (element.getAttribute('attributeName') ?? '').trim().toLowerCase();
      if (/(?:^|:)(?:href|src)$|^on|^style$/.test(target)) {
        removed.push(`<${element.localName}>`);
        element.remove();
        continue;
      }
    }
    for (const attr of Array.from(element.attributes)) {
      const local = attr.localName.toLowerCase();
      const keep =
        local === 'href' || local === 'src'
          ? isAllowedReference(name, attr.value)
          : !local.startsWith('on') && (local === 'content' || isInertCss(attr.value));
      if (!keep) {
        removed.push(`${attr.name} on <${element.localName}>`);
        element.removeAttributeNode(attr);
      }
    }
  }
}

function refuse(reason: string): SvgRefusal {
  return { ok: false, reason };
}

/** Sanitizes the bytes of an uploaded .svg; refuses only what is not an SVG drawing at all. */
export async function sanitizeSvg(data: Buffer): Promise<SvgSanitized> {
  const result = await inspectSvg(data);
  return result.ok ? { ok: true, data: result.data } : result;
}

/** sanitizeSvg, also saying what was removed (for checkSvg and the tests). */
export async function inspectSvg(data: Buffer): Promise<SvgInspection> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return refuse('it is not UTF-8 text');
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return refuse('it is not text');
  const doctype = /<!DOCTYPE\b/i.exec(text);
  if (doctype) {
    const end = text.indexOf('>', doctype.index);
    const declaration = text.slice(doctype.index, end === -1 ? text.length : end);
    if (declaration.includes('[') || /<!ENTITY/i.test(text)) {
      return refuse('it declares entities (a DOCTYPE with an internal subset)');
    }
  }
  if (countTags(text) > MAX_SVG_ELEMENTS) {
    return {
      ok: false,
      tooLarge: true,
      reason: `it has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-US')} elements, the most a drawing may have`,
    };
  }
  const { window, purify } = await loadSanitizer();
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.getElementsByTagName('parsererror').length > 0 || root.localName === 'parsererror') {
    return refuse('it is not well-formed XML');
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    return refuse(
      root.localName === 'svg'
        ? `its <svg> root is not in the SVG namespace (xmlns="${SVG_NS}")`
        : `its root element is <${root.localName}>, not <svg>`,
    );
  }
  // Stylesheets written as CDATA (Inkscape, Illustrator) would be dropped whole by DOMPurify: they
  // become plain text first, and are then judged like any other style.
  for (const style of allElements(root)) {
    if (style.localName !== 'style') continue;
    for (const node of Array.from(style.childNodes)) {
      if (node.nodeType === 4) style.replaceChild(doc.createTextNode(node.nodeValue ?? ''), node);
    }
  }
  const removed: string[] = [];
  // Only what sits outside the root goes unreported: comments and processing instructions.
  purify.sanitize(root, CONFIG);
  for (const entry of purify.removed as Array<{ element?: Node; attribute?: Attr | null; from?: Node }>) {
    if (entry.attribute) removed.push(`${entry.attribute.name} on <${(entry.from as Element).localName}>`);
    else if (entry.element?.nodeType === 1) removed.push(`<${(entry.element as Element).localName}>`);
    else if (entry.element?.nodeType === 7) removed.push('a processing instruction');
  }
  removeRemoteReferences(root, removed);
  // The serializer declares every namespace still in use (xlink: for a kept xlink:href).
  const out = `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}`;
  return { ok: true, data: Buffer.from(out, 'utf8'), removed };
}
