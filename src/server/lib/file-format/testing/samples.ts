import { crc32, deflateSync } from 'node:zlib';
import { zip } from '../../../testing/zip';

/** Test files built from their specifications, byte by byte: no fixture needs a tool to make it. */

const OOXML: Record<string, { part: string; type: string }> = {
  docx: {
    part: 'word/document.xml',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  },
  docm: { part: 'word/document.xml', type: 'application/vnd.ms-word.document.macroEnabled.main+xml' },
  xlsx: {
    part: 'xl/workbook.xml',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  },
  pptx: {
    part: 'ppt/presentation.xml',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  },
  vsdx: { part: 'visio/document.xml', type: 'application/vnd.ms-visio.drawing.main+xml' },
};

/** An Office Open XML package as Office writes one: content types, package relationships, main part. */
export function ooxmlPackage(
  kind: keyof typeof OOXML,
  options: { omitMainPart?: boolean; extra?: Record<string, Buffer> } = {},
): Promise<Buffer> {
  const { part, type } = OOXML[kind]!;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/${part}" ContentType="${type}"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/>
</Relationships>`;
  const entries: Record<string, string | Buffer> = {
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': rels,
    'docProps/core.xml':
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>',
  };
  if (!options.omitMainPart) entries[part] = '<root/>';
  Object.assign(entries, options.extra);
  return zip(entries);
}

/** A plain zip: no [Content_Types].xml. */
export const plainZip = () => zip({ 'notes.txt': 'hello', 'folder/data.csv': 'a,b\n1,2\n' });

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1×1 RGBA PNG; `animated` adds the acTL and fcTL chunks of an APNG (one frame, played once). */
export function png(animated = false): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const pixels = deflateSync(Buffer.from([0, 0x33, 0x66, 0x99, 0xff]));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (animated) {
    const actl = Buffer.alloc(8);
    actl.writeUInt32BE(1, 0); // frames
    actl.writeUInt32BE(1, 4); // plays
    const fctl = Buffer.alloc(26);
    fctl.writeUInt32BE(1, 4); // width
    fctl.writeUInt32BE(1, 8); // height
    fctl.writeUInt16BE(1, 22); // delay denominator
    parts.push(chunk('acTL', actl), chunk('fcTL', fctl));
  }
  parts.push(chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A 1×1 GIF89a. */
export const gif = () =>
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** The start of a JFIF JPEG (SOI, APP0) and its end: what a signature check reads. */
export const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\u0000', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);

/** A one-page PDF. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

/** The start of a Windows PE program: the MZ header pointing to a PE signature. */
export function windowsProgram(): Buffer {
  const out = Buffer.alloc(1024);
  out.write('MZ', 0, 'latin1');
  out.writeUInt32LE(0x80, 0x3c);
  out.write('PE\u0000\u0000', 0x80, 'latin1');
  out.writeUInt16LE(0x14c, 0x84); // i386
  return out;
}

export const htmlPage = () =>
  Buffer.from(
    '<!DOCTYPE html>\n<html><head><title>Hi</title><script>alert(1)</script></head><body></body></html>\n',
  );

/** A stream of `size` bytes beginning with `start` (old Office streams are mostly much longer than their headers). */
export function streamOf(start: Buffer, size = 4096): Buffer {
  const out = Buffer.alloc(Math.max(size, start.length));
  start.copy(out);
  return out;
}

/** A Word FIB start: wIdent 0xA5EC, nFib 0x00C1, flags with fEncrypted (bit 8) when asked. */
export function wordFib(encrypted: boolean): Buffer {
  const fib = Buffer.alloc(32);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  fib.writeUInt16LE(encrypted ? 0x0100 : 0x0000, 0x0a);
  return fib;
}

/** An Excel BIFF8 globals start: BOF, then FilePass when encrypted, then a BoundSheet8. */
export function excelGlobals(encrypted: boolean): Buffer {
  const record = (type: number, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16LE(type, 0);
    head.writeUInt16LE(data.length, 2);
    return Buffer.concat([head, data]);
  };
  const bof = Buffer.alloc(16);
  bof.writeUInt16LE(0x0600, 0);
  bof.writeUInt16LE(0x0005, 2);
  const parts = [record(0x0809, bof)];
  if (encrypted) parts.push(record(0x002f, Buffer.from([1, 0, 1, 0, 1, 0])));
  parts.push(record(0x00e1, Buffer.from([0xb0, 0x04])), record(0x0085, Buffer.alloc(10)));
  return Buffer.concat(parts);
}

/** PowerPoint's "Current User" stream: a CurrentUserAtom with the plain or the encrypted header token. */
export function powerPointCurrentUser(encrypted: boolean): Buffer {
  const atom = Buffer.alloc(28);
  atom.writeUInt16LE(0x0000, 0);
  atom.writeUInt16LE(0x0ff6, 2);
  atom.writeUInt32LE(20, 4);
  atom.writeUInt32LE(0x14, 8);
  atom.writeUInt32LE(encrypted ? 0xf3d1c4df : 0xe391c05f, 12);
  return atom;
}
