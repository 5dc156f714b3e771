import { jsonTooDeepMessage, MAX_JSON_DEPTH } from '../../../core/rules/json-depth';
import { badRequest } from '../../plugins/errors';

/*
 * An archive table (a JSON array of rows) read one row at a time from its inflated bytes: the text
 * is never decoded whole and the rows are never all parsed at once, so a table costs its bytes plus
 * the rows in hand, not a parsed copy of the whole table (a 10,000-process export has 43.5 MB of
 * tables; parsed whole they take several times that).
 *
 * The scan works on the UTF-8 bytes: every character JSON's structure uses is ASCII, and no byte of
 * a multi-byte UTF-8 character is below 0x80, so brackets, commas and quotes are found exactly.
 */

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** The index of the quote that closes the string opened at `open`, or the length when it never closes. */
function stringEnd(bytes: Buffer, open: number): number {
  for (let i = open + 1; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return bytes.length;
}

/** The deepest nesting in JSON bytes, as jsonTextDepth counts it; stops once past `stopAbove`. */
function bytesDepth(bytes: Buffer, stopAbove: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === QUOTE) i = stringEnd(bytes, i);
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

/**
 * The byte ranges of the elements of a top-level JSON array, or null when the text does not start
 * with `[` (after white space). Throws `invalid` when the array's own structure is broken (an
 * unclosed string or bracket, a missing or extra comma, text after the closing `]`); each element's
 * own JSON is checked when it is parsed.
 */
function* elementRanges(bytes: Buffer, invalid: () => Error): Generator<[number, number]> {
  let i = 0;
  while (i < bytes.length && isSpace(bytes[i]!)) i++;
  if (bytes[i] !== OPEN_BRACKET) throw invalid();
  i++;
  let expectElement = false;
  for (;;) {
    while (i < bytes.length && isSpace(bytes[i]!)) i++;
    if (i >= bytes.length) throw invalid();
    if (bytes[i] === CLOSE_BRACKET) {
      if (expectElement) throw invalid();
      i++;
      break;
    }
    const start = i;
    let depth = 0;
    for (; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (c === QUOTE) i = stringEnd(bytes, i);
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (depth === 0) break;
        depth--;
      } else if (c === COMMA && depth === 0) break;
    }
    if (i >= bytes.length) throw invalid();
    yield [start, i];
    if (bytes[i] === COMMA) {
      i++;
      expectElement = true;
    } else if (bytes[i] === CLOSE_BRACKET) {
      i++;
      break;
    } else throw invalid();
  }
  while (i < bytes.length && isSpace(bytes[i]!)) i++;
  if (i < bytes.length) throw invalid();
}

/** A table's bytes, checked and ready to be read row by row. */
export interface TableText {
  readonly rowCount: number;
  /** Each row parsed in turn (400 "not valid JSON" naming the table when one is not). */
  rows(): Generator<unknown>;
}

/**
 * Checks an archive table's bytes without parsing its rows: 400 naming `path` when it nests deeper
 * than MAX_JSON_DEPTH, is not valid JSON, or is valid JSON but not a list of rows (the same answers,
 * in the same order, as parsing the text whole).
 */
export function checkTable(bytes: Buffer, path: string): TableText {
  if (bytesDepth(bytes, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw badRequest(`The archive's ${path}: ${jsonTooDeepMessage()}`);
  }
  const invalid = () => badRequest(`The archive's ${path} is not valid JSON.`);
  let first = 0;
  while (first < bytes.length && isSpace(bytes[first]!)) first++;
  if (bytes[first] !== OPEN_BRACKET) {
    // Not an array: whole-text parsing tells "not JSON" from "JSON, but not rows" (a small case).
    try {
      JSON.parse(bytes.toString('utf8'));
    } catch {
      throw invalid();
    }
    throw badRequest(`The archive's ${path} is not a list of rows.`);
  }
  let rowCount = 0;
  for (const _ of elementRanges(bytes, invalid)) rowCount++;
  return {
    rowCount,
    *rows() {
      for (const [start, end] of elementRanges(bytes, invalid)) {
        let value: unknown;
        try {
          value = JSON.parse(bytes.toString('utf8', start, end));
        } catch {
          throw invalid();
        }
        yield value;
      }
    },
  };
}
