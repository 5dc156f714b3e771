import { MEDIA_TYPES } from '../../../core/rules/file-rules';
import {
  detectTextEncoding,
  type TextEncodingName,
  type TextSample,
} from '../../../core/rules/text-encoding';
import { type CompoundFile, isCompoundFile, openCompoundFile } from './cfb';
import {
  cfbKind,
  describe,
  describeCfb,
  describeZip,
  HEAD_BYTES,
  isEncryptedOoxml,
  isStream,
  isZip,
  looksLikeSvg,
  ooxmlMain,
  PDF_HEADER_WINDOW,
  sniffSignature,
  startsWith,
  TEXT_HEAD_BYTES,
  TEXT_SAMPLE_BYTES,
} from './describe';
import { EXPECTED, type Expected } from './file-types';
import { summarizeZip, type ZipSummary } from './ooxml';
import { bufferFile, cachedFile, type RandomAccessFile } from './random-access';

export { bufferFile, type RandomAccessFile };

/**
 * What an upload really is, decided by the structure of its format, not its container or its
 * name: an accepted file says what it is (and whether a password protects it), a refused one why,
 * in words for the user ("This is a zip archive, not a Word document").
 */
export type Identified =
  | {
      ok: true;
      /** pdf doc docx xls xlsx ppt pptx vsd vsdx jpeg png gif txt svg bpmn xml. */
      kind: string;
      /** The media type to store and serve (text: with the charset the bytes are in). */
      mediaType: string;
      /** Encrypted with a password: no preview; offered as a download. */
      passwordProtected: boolean;
      textEncoding?: TextEncodingName;
    }
  | { ok: false; status: 415; message: string };

const refuse = (message: string): Identified => ({ ok: false, status: 415, message });
const notA = (what: string, expected: Expected) => refuse(`This is ${what}, not ${expected.noun}.`);

async function refuseAs(file: RandomAccessFile, head: Buffer, expected: Expected): Promise<Identified> {
  const what = await describe(file, head);
  if (what) return notA(what, expected);
  if (expected.family === 'text') return refuse('This is binary content, not a text file.');
  return refuse(`This is not ${expected.noun}: its content is of an unknown kind.`);
}

function accepted(expected: Expected, passwordProtected = false): Identified {
  return { ok: true, kind: expected.kind, mediaType: MEDIA_TYPES[expected.kind]!, passwordProtected };
}

/** Whether an old-format Office file is encrypted, where its structure says so cheaply (see identifyUpload). */
async function oldFormatEncrypted(cfb: CompoundFile, kind: 'doc' | 'xls' | 'ppt' | 'vsd'): Promise<boolean> {
  if (kind === 'doc') {
    // [MS-DOC] FibBase: wIdent 0xA5EC (0xA5DC for Word 6/95), then the flags word at 0x0A; bit 8 is fEncrypted.
    const fib = await cfb.readStream(cfb.top.get('WordDocument')!, 12);
    if (fib.length < 12) return false;
    const ident = fib.readUInt16LE(0);
    return (ident === 0xa5ec || ident === 0xa5dc) && (fib.readUInt16LE(0x0a) & 0x0100) !== 0;
  }
  if (kind === 'xls') {
    // [MS-XLS]: a FilePass record (0x002F) follows the BOF of the workbook globals, before any sheet.
    const stream = cfb.top.get('Workbook') ?? cfb.top.get('Book')!;
    const data = await cfb.readStream(stream, 8192);
    for (let at = 0, n = 0; at + 4 <= data.length && n < 200; n++) {
      const type = data.readUInt16LE(at);
      const length = data.readUInt16LE(at + 2);
      if (n === 0 && (type & 0xff) !== 0x09) return false; // not a BOF: not a stream we can read
      if (type === 0x002f) return true;
      // A sheet's BoundSheet8, or the next substream's BOF: the globals' start is behind us.
      if (type === 0x0085 || (n > 0 && type === 0x0809)) return false;
      at += 4 + length;
    }
    return false;
  }
  if (kind === 'ppt') {
    // [MS-PPT] CurrentUserAtom.headerToken (offset 12 of "Current User"): 0xF3D1C4DF when encrypted.
    if (isStream(cfb, 'EncryptedSummary')) return true;
    const current = cfb.top.get('Current User');
    if (current?.type !== 2) return false;
    const atom = await cfb.readStream(current, 16);
    return atom.length >= 16 && atom.readUInt32LE(12) === 0xf3d1c4df;
  }
  // Visio 2003-2010 files have no password encryption.
  return false;
}

async function identifyText(file: RandomAccessFile, head: Buffer, expected: Expected): Promise<Identified> {
  const signature = sniffSignature(head);
  // A script or an SVG is text; a PDF, a web page or any binary format is not what .txt promises.
  if (signature) return notA(signature, expected);
  const start = await file.read(0, TEXT_HEAD_BYTES);
  const samples: TextSample[] = [{ bytes: start, atStart: true, atEnd: start.length === file.size }];
  if (file.size > TEXT_HEAD_BYTES) {
    // Pieces at even offsets, so that UTF-16 code units are not split; the last one ends the file.
    const even = (n: number) => n - (n % 2);
    const spots = [file.size / 3, (2 * file.size) / 3, file.size - TEXT_SAMPLE_BYTES].map((n) =>
      even(Math.max(TEXT_HEAD_BYTES, Math.floor(n))),
    );
    for (const [i, at] of spots.entries()) {
      const bytes = await file.read(at, TEXT_SAMPLE_BYTES);
      samples.push({
        bytes,
        atStart: false,
        atEnd: i === spots.length - 1 || at + bytes.length >= file.size,
      });
    }
  }
  const encoding = detectTextEncoding(samples);
  if (!encoding) return refuseAs(file, head, expected);
  return {
    ok: true,
    kind: 'txt',
    mediaType: `text/plain; charset=${encoding}`,
    passwordProtected: false,
    textEncoding: encoding,
  };
}

/**
 * Whether the bytes of `file` are what the extension `ext` promises, judged by the structure of the
 * format and reading only what that needs (never the whole of a binary file):
 * - .docx .xlsx .pptx .vsdx: a zip whose [Content_Types].xml declares the application's main part
 *   (the plain document: templates, slide shows and macro-enabled variants are refused by name),
 *   or an encrypted OOXML package (EncryptionInfo + EncryptedPackage in a compound file), accepted
 *   as password-protected (which application made it cannot be read without the password);
 * - .doc .xls .ppt .vsd: a compound file with a WordDocument, Workbook/Book, "PowerPoint Document"
 *   or VisioDocument stream at its root; password-protected when Word's FIB fEncrypted bit, an
 *   Excel FilePass record or PowerPoint's encrypted CurrentUserAtom token says so (Visio has none);
 * - .pdf: "%PDF-" in the first 1024 bytes, not after an executable, archive or web page header;
 * - .png (APNG included), .jpg/.jpeg, .gif: their signatures (PNG with its IHDR chunk);
 * - .txt: UTF-8, UTF-16 (with or without BOM) or Windows-1252 text, judged on the first 64 KiB and
 *   three 16 KiB pieces spread over the rest (src/core/rules/text-encoding.ts); no PDF or HTML;
 * - .svg: only that it is text starting with markup and holding an <svg element; the SVG
 *   sanitizer, which reads it whole, remains the check that decides;
 * - .bpmn, .xml: text as for .txt (no binary, archive or web page); the BPMN parser decides the rest.
 * Anything else is refused with 415 and says what the file really is. An empty file is refused
 * here too (callers answer 400 for it before).
 */
export async function identifyUpload(ext: string, input: RandomAccessFile): Promise<Identified> {
  const expected = EXPECTED[ext.toLowerCase()];
  if (!expected) return refuse(`Files of type .${ext} are not accepted.`);
  if (input.size === 0) return refuse(`This file is empty, not ${expected.noun}.`);
  const file = cachedFile(input);
  const head = await file.read(0, HEAD_BYTES);

  switch (expected.family) {
    case 'text':
      return identifyText(file, head, expected);
    case 'xml': {
      // Text in an encoding we can read; whether it is BPMN 2.0 the parser says (400 with its reason).
      const text = await identifyText(file, head, expected);
      return text.ok ? { ...text, kind: expected.kind, mediaType: MEDIA_TYPES[expected.kind]! } : text;
    }
    case 'svg':
      return looksLikeSvg(head) ? accepted(expected) : refuseAs(file, head, expected);
    case 'pdf': {
      if (startsWith(head, '%PDF-')) return accepted(expected);
      const at = head.subarray(0, PDF_HEADER_WINDOW).indexOf('%PDF-');
      if (at > 0 && !sniffSignature(head) && !isZip(head) && !isCompoundFile(head)) return accepted(expected);
      return refuseAs(file, head, expected);
    }
    case 'png':
      return startsWith(
        head,
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
      )
        ? accepted(expected)
        : refuseAs(file, head, expected);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]) ? accepted(expected) : refuseAs(file, head, expected);
    case 'gif':
      return startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')
        ? accepted(expected)
        : refuseAs(file, head, expected);
    case 'ooxml': {
      if (isCompoundFile(head)) {
        let cfb: CompoundFile;
        try {
          cfb = await openCompoundFile(file);
        } catch {
          return notA('a damaged OLE compound file', expected);
        }
        return isEncryptedOoxml(cfb) ? accepted(expected, true) : notA(describeCfb(cfb), expected);
      }
      if (!isZip(head)) return refuseAs(file, head, expected);
      let zip: ZipSummary;
      try {
        zip = await summarizeZip(file);
      } catch {
        return notA('a damaged zip archive', expected);
      }
      const main = ooxmlMain(zip);
      if (main?.present && main.kind === expected.kind) return accepted(expected);
      if (main && !main.present && main.kind === expected.kind) {
        return refuse(`This ${expected.noun.replace(/^an? /, '')} is damaged: its main part is missing.`);
      }
      return notA(describeZip(zip), expected);
    }
    case 'cfb': {
      if (!isCompoundFile(head)) return refuseAs(file, head, expected);
      let cfb: CompoundFile;
      try {
        cfb = await openCompoundFile(file);
      } catch {
        return notA('a damaged OLE compound file', expected);
      }
      const kind = cfbKind(cfb);
      if (kind !== expected.kind) return notA(describeCfb(cfb), expected);
      let encrypted = false;
      try {
        encrypted = await oldFormatEncrypted(cfb, kind);
      } catch {
        return refuse(`This ${expected.noun.replace(/^an? /, '')} is damaged: its streams cannot be read.`);
      }
      return accepted(expected, encrypted);
    }
  }
}
