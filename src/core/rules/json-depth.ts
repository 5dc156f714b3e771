/**
 * How deep JSON may nest, everywhere the app reads it (request bodies, archive tables, stored
 * content). Deeper input is refused before it is parsed: JSON.parse itself copes, but recursive
 * validators, serializers and PostgreSQL's jsonb do not, and no real content comes near it.
 */
export const MAX_JSON_DEPTH = 64;

export const jsonTooDeepMessage = (max = MAX_JSON_DEPTH) =>
  `The JSON is nested deeper than ${max} levels, the limit.`;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing it (one pass,
 * no recursion, no allocation): brackets inside strings are skipped. It stops counting as soon as
 * `stopAbove` is passed, so a hostile megabyte of `[` costs one short scan.
 */
export function jsonTextDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/** The deepest nesting of objects and arrays in a parsed value (iterative: no stack to overflow). */
export function jsonValueDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, above] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const depth = above + 1;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > stopAbove) return deepest;
    }
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth]);
    }
  }
  return deepest;
}
