import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonTextDepth, jsonTooDeepMessage, jsonValueDepth, MAX_JSON_DEPTH } from './json-depth';

/** `[[[…]]]` nested `depth` levels, as text. */
const nestedText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The same as a value, built without recursion. */
function nestedValue(depth: number, leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { k: value };
  return value;
}

describe('jsonTextDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('"text"')).toBe(0);
    expect(jsonTextDepth('null')).toBe(0);
    expect(jsonTextDepth('[]')).toBe(1);
    expect(jsonTextDepth('{}')).toBe(1);
    expect(jsonTextDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    // Siblings do not add up: the deepest branch counts.
    expect(jsonTextDepth('[[1],[2],[[3]]]')).toBe(3);
    expect(jsonTextDepth(' \n{ "a" : [ ] }\t')).toBe(2);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonTextDepth('"[[[{{{"')).toBe(0);
    expect(jsonTextDepth('{"a[":"]]]}}{{{"}')).toBe(1);
    // \" does not end the string, so the brackets after it are still text.
    expect(jsonTextDepth(String.raw`["he said \"[[[[\" and left"]`)).toBe(1);
    // \\ is one escaped backslash: the quote after it does end the string.
    expect(jsonTextDepth(String.raw`["\\", [[]]]`)).toBe(3);
    expect(jsonTextDepth(String.raw`{"k\\\"[":[{"x":"\\"}]}`)).toBe(3);
    expect(jsonTextDepth(String.raw`["\u005b\u007b", "\/"]`)).toBe(1);
    const value = { 'key [with] {brackets}': ['"[{', '\\', '\\"]]', { '': '}}}' }] };
    expect(jsonTextDepth(JSON.stringify(value))).toBe(3);
  });

  it('tells exactly the limit from one level more', () => {
    expect(jsonTextDepth(nestedText(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
    expect(jsonTextDepth(nestedText(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonTextDepth(nestedText(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH);
    expect(jsonTextDepth(nestedText(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBeGreaterThan(MAX_JSON_DEPTH);
    const objects = JSON.stringify(nestedValue(MAX_JSON_DEPTH));
    expect(jsonTextDepth(objects, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH);
    expect(jsonTextDepth(JSON.stringify(nestedValue(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(
      MAX_JSON_DEPTH + 1,
    );
  });

  it('reads megabytes of [ without trouble, and stops early when asked', () => {
    const hostile = '['.repeat(8 * 1024 * 1024);
    expect(jsonTextDepth(hostile)).toBe(hostile.length);
    expect(jsonTextDepth(hostile, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
    // Unbalanced closers do not make a shallow text look deep.
    expect(jsonTextDepth(']'.repeat(1_000_000) + nestedText(3))).toBe(0);
  });
});

describe('jsonValueDepth', () => {
  it('counts the deepest branch of objects and arrays', () => {
    expect(jsonValueDepth(null)).toBe(0);
    expect(jsonValueDepth('[[[')).toBe(0);
    expect(jsonValueDepth([])).toBe(1);
    expect(jsonValueDepth({ a: [1, { b: [] }], c: {} })).toBe(4);
    expect(jsonValueDepth(nestedValue(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
    expect(jsonValueDepth(nestedValue(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH + 1);
  });

  it('walks a value far deeper than the call stack allows, and stops early when asked', () => {
    const deep = nestedValue(200_000);
    expect(jsonValueDepth(deep)).toBe(200_000);
    expect(jsonValueDepth(deep, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });

  it('agrees with jsonTextDepth on the JSON text of any value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), (value) => {
        expect(jsonTextDepth(JSON.stringify(value))).toBe(jsonValueDepth(value));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees on both sides of any stopping point', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 10 }), fc.nat(12), (value, stop) => {
        const text = jsonTextDepth(JSON.stringify(value), stop);
        const parsed = jsonValueDepth(value, stop);
        expect(text > stop).toBe(parsed > stop);
        if (parsed <= stop) expect(text).toBe(parsed);
      }),
      { numRuns: 300 },
    );
  });
});

describe('jsonTooDeepMessage', () => {
  it('names the limit', () => {
    expect(jsonTooDeepMessage()).toContain(String(MAX_JSON_DEPTH));
    expect(jsonTooDeepMessage(32)).toContain('32 levels');
  });
});
