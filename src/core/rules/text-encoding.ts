/**
 * Which encoding a text file is in, decided from its bytes alone, the same way on the server (an
 * upload named .txt is accepted only when this finds an encoding) and in the client (the preview
 * decodes the stored bytes with it). Pure: no Node, no DOM beyond the standard TextDecoder.
 *
 * The rule, in order:
 * 1. A byte order mark decides: EF BB BF is UTF-8, FF FE UTF-16LE, FE FF UTF-16BE (FF FE 00 00,
 *    UTF-32, is not supported and ends up as binary).
 * 2. Without a BOM, content with NUL bytes can only be UTF-16: little-endian, then big-endian, is
 *    taken when the bytes decode without error.
 * 3. Without NUL bytes: valid UTF-8 is UTF-8; anything else is Windows-1252 (every byte decodes).
 * In every case the decoded text must hold no control character but tab, line feed, form feed and
 * carriage return (and a DOS end-of-file Ctrl-Z as the very last character): otherwise the bytes
 * are binary content, not text, and the answer is null.
 *
 * UTF-16 without a BOM and without a single ASCII character (no space, no line break) has no NUL
 * byte and cannot be told from Windows-1252; it is then read as Windows-1252 (or refused).
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** A piece of a file: where it sits tells whether a character may be cut at its ends. */
export interface TextSample {
  bytes: Uint8Array;
  /** The piece begins the file (a BOM counts only here; nothing is cut at its start). */
  atStart: boolean;
  /** The piece ends the file (nothing is cut at its end). */
  atEnd: boolean;
}

// Windows-1252 0x80-0x9F (the rest is ISO-8859-1). Written out because Node's TextDecoder decodes
// the "windows-1252" label as Latin-1 (0x80 -> U+0080), unlike browsers.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const step = 8192;
  for (let i = 0; i < bytes.length; i += step) {
    const codes = Array.from(bytes.subarray(i, i + step), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

/** The BOM's encoding and length, if the bytes begin with one. */
export function byteOrderMark(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    // FF FE 00 00 is UTF-32LE: not a text encoding we accept.
    if (bytes.length >= 4 && bytes[2] === 0 && bytes[3] === 0) return null;
    return { encoding: 'utf-16le', length: 2 };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** True when the text holds a control character a text file has no business holding. */
function hasForbiddenControl(text: string, endsFile: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c !== 0x7f) continue;
    if (c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) continue;
    if (c === 0x1a && endsFile && i === text.length - 1) continue;
    return true;
  }
  return false;
}

/** The piece decoded strictly, or null when it is not valid in the encoding (cut characters at cut ends allowed). */
function decodeStrict(sample: TextSample, encoding: TextEncodingName): string | null {
  let bytes = sample.bytes;
  const bom = sample.atStart ? byteOrderMark(bytes) : null;
  if (bom) {
    if (bom.encoding !== encoding) return null;
    bytes = bytes.subarray(bom.length);
  }
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  if (encoding === 'utf-8') {
    if (!sample.atStart) {
      // Skip the tail of a character cut at the start (at most three continuation bytes).
      let skip = 0;
      while (skip < 3 && skip < bytes.length && (bytes[skip]! & 0xc0) === 0x80) skip++;
      bytes = bytes.subarray(skip);
    }
  } else {
    // UTF-16 pieces are read at even offsets; a cut at the end may leave an odd byte.
    if (sample.atEnd && bytes.length % 2 !== 0) return null;
    if (!sample.atEnd && bytes.length % 2 !== 0) bytes = bytes.subarray(0, bytes.length - 1);
    if (!sample.atStart && bytes.length >= 2) {
      const unit = encoding === 'utf-16le' ? bytes[0]! | (bytes[1]! << 8) : (bytes[0]! << 8) | bytes[1]!;
      // The second half of a surrogate pair cut at the start.
      if (unit >= 0xdc00 && unit <= 0xdfff) bytes = bytes.subarray(2);
    }
  }
  try {
    // ignoreBOM: the BOM was handled above; a U+FEFF later on is kept as text.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes, {
      stream: !sample.atEnd,
    });
  } catch {
    return null;
  }
}

function accepts(samples: readonly TextSample[], encoding: TextEncodingName): boolean {
  return samples.every((s) => {
    const text = decodeStrict(s, encoding);
    return text !== null && !hasForbiddenControl(text, s.atEnd);
  });
}

/**
 * The encoding of a text file (rule above), or null when the bytes are not text. Give the whole
 * file, or pieces of it (its start first) when reading it whole costs too much: every piece must
 * then agree with the encoding chosen.
 */
export function detectTextEncoding(input: Uint8Array | readonly TextSample[]): TextEncodingName | null {
  const samples: readonly TextSample[] =
    input instanceof Uint8Array ? [{ bytes: input, atStart: true, atEnd: true }] : input;
  const first = samples[0];
  if (!first) return 'utf-8';
  const bom = first.atStart ? byteOrderMark(first.bytes) : null;
  let candidates: TextEncodingName[];
  if (bom) candidates = [bom.encoding];
  else if (samples.some((s) => s.bytes.includes(0))) candidates = ['utf-16le', 'utf-16be'];
  else candidates = ['utf-8', 'windows-1252'];
  if (!bom && candidates[0] === 'utf-16le') {
    // Text that is mostly ASCII has its zero bytes at odd offsets in little-endian, even in big-endian.
    let even = 0;
    let odd = 0;
    const b = first.bytes;
    for (let i = 0; i < b.length; i++) if (b[i] === 0) i % 2 === 0 ? even++ : odd++;
    if (even > odd) candidates = ['utf-16be', 'utf-16le'];
  }
  return candidates.find((encoding) => accepts(samples, encoding)) ?? null;
}

/** The bytes as text in `encoding`, without a BOM; invalid sequences become U+FFFD. */
export function decodeText(bytes: Uint8Array, encoding: TextEncodingName): string {
  const bom = byteOrderMark(bytes);
  const body = bom && bom.encoding === encoding ? bytes.subarray(bom.length) : bytes;
  if (encoding === 'windows-1252') return decodeWindows1252(body);
  return new TextDecoder(encoding, { ignoreBOM: true }).decode(body);
}

/**
 * A stored text file as the preview shows it: decoded in the encoding its bytes are in (UTF-8,
 * UTF-16 with or without BOM, or Windows-1252). Bytes that are no text at all (only files stored
 * before uploads were checked) are shown as UTF-8 with replacement characters.
 */
export function decodeTextForPreview(bytes: Uint8Array): string {
  return decodeText(bytes, detectTextEncoding(bytes) ?? 'utf-8');
}
