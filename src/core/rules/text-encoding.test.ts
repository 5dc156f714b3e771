import { describe, expect, it } from 'vitest';
import { decodeTextForPreview, detectTextEncoding } from './text-encoding';

const text = 'Café – naïve “quotes” €5\r\nzweite Zeile\n';
const le = (s: string) => new Uint8Array(Buffer.from(s, 'utf16le'));
const be = (s: string) => new Uint8Array(Buffer.from(s, 'utf16le').swap16());
const withBom = (bom: number[], body: Uint8Array) => new Uint8Array([...bom, ...body]);

describe('text preview decodes what the upload check accepted', () => {
  it('shows UTF-8, with or without BOM', () => {
    expect(decodeTextForPreview(new TextEncoder().encode(text))).toBe(text);
    expect(decodeTextForPreview(withBom([0xef, 0xbb, 0xbf], new TextEncoder().encode(text)))).toBe(text);
  });

  it('shows UTF-16 in either byte order, with or without BOM', () => {
    expect(decodeTextForPreview(withBom([0xff, 0xfe], le(text)))).toBe(text);
    expect(decodeTextForPreview(le(text))).toBe(text);
    expect(decodeTextForPreview(withBom([0xfe, 0xff], be(text)))).toBe(text);
    expect(decodeTextForPreview(be(text))).toBe(text);
  });

  it('shows Windows-1252 with its own characters in 0x80-0x9F (€, dashes, curly quotes)', () => {
    // "Café – naïve “quotes” €5"
    const bytes = new Uint8Array([
      0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65, 0x20, 0x93, 0x71, 0x75, 0x6f,
      0x74, 0x65, 0x73, 0x94, 0x20, 0x80, 0x35,
    ]);
    expect(detectTextEncoding(bytes)).toBe('windows-1252');
    expect(decodeTextForPreview(bytes)).toBe('Café – naïve “quotes” €5');
  });

  it('finds no encoding for binary content', () => {
    expect(detectTextEncoding(new Uint8Array([0x00, 0x00, 0x01, 0x02]))).toBeNull();
    expect(detectTextEncoding(new Uint8Array([0x41, 0x07, 0x42]))).toBeNull(); // BEL
    expect(detectTextEncoding(withBom([0xff, 0xfe], new Uint8Array([0x00, 0xd8, 0x41, 0x00])))).toBeNull(); // lone surrogate
    expect(detectTextEncoding(new Uint8Array([0xff, 0xfe, 0x00, 0x00, 0x41, 0, 0, 0]))).toBeNull(); // UTF-32
  });

  it('allows tab, form feed and a DOS end-of-file mark, nothing else below space', () => {
    expect(detectTextEncoding(new TextEncoder().encode('a\tb\fc\r\n\u001a'))).toBe('utf-8');
    expect(detectTextEncoding(new TextEncoder().encode('a\u001ab'))).toBeNull();
  });

  it('agrees with every piece when given pieces, allowing characters cut at their ends', () => {
    const utf8 = new TextEncoder().encode('ééééé');
    expect(
      detectTextEncoding([
        { bytes: utf8.subarray(0, 3), atStart: true, atEnd: false },
        { bytes: utf8.subarray(5), atStart: false, atEnd: true },
      ]),
    ).toBe('utf-8');
    const pieces = le('😀 text 😀');
    expect(
      detectTextEncoding([
        { bytes: pieces.subarray(0, 6), atStart: true, atEnd: false },
        { bytes: pieces.subarray(2), atStart: false, atEnd: true },
      ]),
    ).toBe('utf-16le');
  });
});
