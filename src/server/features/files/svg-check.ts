/**
 * Whether an uploaded SVG is a plain drawing we may store and show: UTF-8 text that is well-formed
 * XML with an <svg> root, and nothing that runs or reaches out — no <script> (anywhere, even in a
 * comment or CDATA), no on…= event handler attributes, no javascript: addresses, no href/src
 * pointing outside the file, no embedded HTML (<foreignObject>), no entity declarations and no
 * processing instructions such as xml-stylesheet. Pure: no I/O.
 *
 * A small hand-written checker instead of an XML library: it only has to say yes or no, and
 * refusing anything unusual is the safe answer.
 */
export type SvgCheck = { ok: true } | { ok: false; reason: string };

const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\-\u00B7-\uFFFF]*/y;
const PREDEFINED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_][\w.-]*);/g;
const MAX_DEPTH = 256;

class Refused extends Error {}

function refuse(reason: string): never {
  throw new Refused(reason);
}

/** Local name, lower case: "svg:Script" → "script". */
function localName(name: string): string {
  const colon = name.lastIndexOf(':');
  return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
}

/** Text with its entity references resolved; refuses unknown or malformed references. */
function decodeEntities(text: string): string {
  const bare = text.replace(ENTITY, '');
  if (bare.includes('&')) refuse('it contains a malformed "&" reference');
  return text.replace(ENTITY, (_, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff)
        refuse('it contains an invalid character reference');
      return String.fromCodePoint(code);
    }
    const known = PREDEFINED_ENTITIES[ref];
    if (known === undefined) refuse(`it refers to the undeclared entity "&${ref};"`);
    return known;
  });
}

/** Scripting schemes, however they are spaced or cased ("java\tscript:"). */
function hasScriptScheme(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what hides a scheme
  const squashed = value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();
  return /(?:javascript|vbscript|livescript):/.test(squashed);
}

/** An in-file reference (#id) or an embedded raster image; anything else reaches outside the file. */
function isInternalReference(value: string): boolean {
  const v = value.trim();
  return v === '' || v.startsWith('#') || /^data:image\/(?:png|jpeg|gif|webp);base64,/i.test(v);
}

/** Stylesheets may not import or point outside the file either. */
function checkCss(css: string): void {
  const lower = css.toLowerCase();
  if (hasScriptScheme(css)) refuse('its style contains a javascript: address');
  if (lower.includes('@import')) refuse('its style imports another stylesheet');
  if (lower.includes('expression(')) refuse('its style contains a script expression');
  for (const match of lower.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)) {
    if (!isInternalReference(match[2] ?? ''))
      refuse('its style refers to a file or address outside the drawing');
  }
}

function checkAttribute(element: string, name: string, rawValue: string): void {
  const attr = localName(name);
  const value = decodeEntities(rawValue);
  if (attr.startsWith('on')) refuse(`it has an event handler attribute (${name})`);
  if (hasScriptScheme(value)) refuse('it contains a javascript: address');
  if ((attr === 'href' || attr === 'src') && !isInternalReference(value)) {
    refuse(`it links to a file or address outside the drawing (<${element} ${name}>)`);
  }
  if (attr === 'style') checkCss(value);
}

/** Checks a decoded SVG document; see the module comment for what is refused. */
export function checkSvgText(input: string): SvgCheck {
  try {
    check(input.replace(/^\uFEFF/, ''));
    return { ok: true };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Checks the bytes of an uploaded .svg: UTF-8 first, then the document. */
export function checkSvg(data: Uint8Array): SvgCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { ok: false, reason: 'it is not UTF-8 text' };
  }
  if (text.includes('\u0000')) return { ok: false, reason: 'it is not text' };
  return checkSvgText(text);
}

function check(text: string): void {
  if (/<\s*\/?\s*([\w-]+:)?script\b/i.test(text)) refuse('it contains a <script>');
  const stack: string[] = [];
  let rootSeen = false;
  let pos = 0;

  const readName = (at: number): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) refuse('it is not well-formed XML (a tag has no name)');
    return match[0];
  };
  const skipSpace = (at: number): number => {
    let i = at;
    while (i < text.length && /\s/.test(text[i]!)) i++;
    return i;
  };
  const find = (token: string, from: number, what: string): number => {
    const end = text.indexOf(token, from);
    if (end === -1) refuse(`it is not well-formed XML (an unclosed ${what})`);
    return end;
  };

  while (pos < text.length) {
    if (text.startsWith('<?', pos)) {
      const end = find('?>', pos + 2, 'processing instruction');
      const target = readName(pos + 2);
      if (target.toLowerCase() !== 'xml' || pos !== 0) {
        refuse(`it contains a processing instruction (<?${target}>)`);
      }
      pos = end + 2;
    } else if (text.startsWith('<!--', pos)) {
      pos = find('-->', pos + 4, 'comment') + 3;
    } else if (text.startsWith('<![CDATA[', pos)) {
      if (stack.length === 0) refuse('it is not well-formed XML (CDATA outside the root element)');
      const end = find(']]>', pos + 9, 'CDATA section');
      if (localName(stack.at(-1)!) === 'style') checkCss(text.slice(pos + 9, end));
      pos = end + 3;
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      if (rootSeen) refuse('it is not well-formed XML (a DOCTYPE after the root element)');
      const end = find('>', pos, 'DOCTYPE');
      if (text.slice(pos, end).includes('['))
        refuse('it declares entities (a DOCTYPE with an internal subset)');
      pos = end + 1;
    } else if (text.startsWith('<!', pos)) {
      refuse('it is not well-formed XML (an unknown <! declaration)');
    } else if (text.startsWith('</', pos)) {
      const name = readName(pos + 2);
      const close = skipSpace(pos + 2 + name.length);
      if (text[close] !== '>') refuse(`it is not well-formed XML (a broken </${name}> tag)`);
      const open = stack.pop();
      if (open !== name) refuse(`it is not well-formed XML (</${name}> closes <${open ?? 'nothing'}>)`);
      pos = close + 1;
    } else if (text[pos] === '<') {
      const name = readName(pos + 1);
      if (!rootSeen) {
        if (localName(name) !== 'svg') refuse(`its root element is <${name}>, not <svg>`);
        rootSeen = true;
      } else if (stack.length === 0) {
        refuse('it is not well-formed XML (more than one root element)');
      }
      const element = localName(name);
      if (element === 'script') refuse('it contains a <script>');
      if (element === 'foreignobject') refuse('it embeds HTML (<foreignObject>)');
      let i = pos + 1 + name.length;
      const seen = new Set<string>();
      const values = new Map<string, string>();
      let selfClosing = false;
      for (;;) {
        const afterSpace = skipSpace(i);
        if (text.startsWith('/>', afterSpace)) {
          selfClosing = true;
          i = afterSpace + 2;
          break;
        }
        if (text[afterSpace] === '>') {
          i = afterSpace + 1;
          break;
        }
        if (afterSpace >= text.length) refuse(`it is not well-formed XML (an unclosed <${name}> tag)`);
        if (afterSpace === i) refuse(`it is not well-formed XML (attributes of <${name}> run together)`);
        const attr = readName(afterSpace);
        if (seen.has(attr)) refuse(`it is not well-formed XML (<${name}> repeats ${attr})`);
        seen.add(attr);
        let at = skipSpace(afterSpace + attr.length);
        if (text[at] !== '=') refuse(`it is not well-formed XML (${attr} of <${name}> has no value)`);
        at = skipSpace(at + 1);
        const quote = text[at];
        if (quote !== '"' && quote !== "'")
          refuse(`it is not well-formed XML (${attr} of <${name}> is not quoted)`);
        const end = text.indexOf(quote, at + 1);
        if (end === -1) refuse(`it is not well-formed XML (${attr} of <${name}> is not closed)`);
        const value = text.slice(at + 1, end);
        if (value.includes('<')) refuse(`it is not well-formed XML (${attr} of <${name}> contains "<")`);
        checkAttribute(name, attr, value);
        values.set(localName(attr), value);
        i = end + 1;
      }
      // An animation may not swap a link in either (<set attributeName="href" to="https://…">).
      const animated = values.get('attributename') ?? '';
      if (/^(?:set|animate)$/.test(element) && /^(?:[\w-]+:)?(?:href|src)$/i.test(animated.trim())) {
        refuse(`it animates a link (<${name} attributeName="${animated}">)`);
      }
      if (!selfClosing) {
        stack.push(name);
        if (stack.length > MAX_DEPTH) refuse('its elements are nested too deeply');
      }
      pos = i;
    } else {
      const next = text.indexOf('<', pos);
      const end = next === -1 ? text.length : next;
      const chunk = text.slice(pos, end);
      if (stack.length === 0) {
        if (chunk.trim()) refuse('it is not well-formed XML (text outside the root element)');
      } else {
        const decoded = decodeEntities(chunk);
        if (localName(stack.at(-1)!) === 'style') checkCss(decoded);
      }
      pos = end;
    }
  }
  if (stack.length > 0) refuse(`it is not well-formed XML (<${stack.at(-1)}> is never closed)`);
  if (!rootSeen) refuse('it has no <svg> root element');
}
