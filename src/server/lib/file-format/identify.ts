import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_TYPES } from '../../../core/rules/file-rules';
import {
  detectTextEncoding,
  type TextEncodingName,
  type TextSample,
} from '../../../core/rules/text-encoding';
import { type CompoundFile, isCompoundFile, openCompoundFile } from './cfb';
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
      /** pdf doc docx xls xlsx ppt pptx vsd vsdx jpeg png gif txt svg. */
      kind: string;
      /** The media type to store and serve (text: with the charset the bytes are in). */
      mediaType: string;
      /** Encrypted with a password: no preview; offered as a download. */
      passwordProtected: boolean;
      textEncoding?: TextEncodingName;
    }
  | { ok: false; status: 415; message: string };

type Family = 'pdf' | 'cfb' | 'ooxml' | 'png' | 'jpeg' | 'gif' | 'text' | 'svg';

interface Expected {
  kind: string;
  family: Family;
  /** What the extension promises, as a message says it: "a Word document". */
  noun: string;
}

const EXPECTED: Record<string, Expected> = {
  pdf: { kind: 'pdf', family: 'pdf', noun: 'a PDF document' },
  doc: { kind: 'doc', family: 'cfb', noun: 'a Word 97-2003 document' },
  docx: { kind: 'docx', family: 'ooxml', noun: 'a Word document' },
  xls: { kind: 'xls', family: 'cfb', noun: 'an Excel 97-2003 workbook' },
  xlsx: { kind: 'xlsx', family: 'ooxml', noun: 'an Excel workbook' },
  ppt: { kind: 'ppt', family: 'cfb', noun: 'a PowerPoint 97-2003 presentation' },
  pptx: { kind: 'pptx', family: 'ooxml', noun: 'a PowerPoint presentation' },
  vsd: { kind: 'vsd', family: 'cfb', noun: 'a Visio 2003-2010 drawing' },
  vsdx: { kind: 'vsdx', family: 'ooxml', noun: 'a Visio drawing' },
  jpg: { kind: 'jpeg', family: 'jpeg', noun: 'a JPEG image' },
  jpeg: { kind: 'jpeg', family: 'jpeg', noun: 'a JPEG image' },
  png: { kind: 'png', family: 'png', noun: 'a PNG image' },
  gif: { kind: 'gif', family: 'gif', noun: 'a GIF image' },
  txt: { kind: 'txt', family: 'text', noun: 'a text file' },
  svg: { kind: 'svg', family: 'svg', noun: 'an SVG image' },
};

/**
 * The content type [Content_Types].xml declares for a package's main part, and what that makes
 * the package. Only the plain document of each application is accepted for its extension: Office
 * itself refuses to open a template, a slide show or a macro-enabled file renamed to .docx/.xlsx/
 * .pptx/.vsdx, and a macro-enabled file is not one to hand round under a harmless name.
 */
const OOXML_MAIN: Record<string, { kind: string; noun: string }> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': {
    kind: 'docx',
    noun: 'a Word document',
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml': {
    kind: 'dotx',
    noun: 'a Word template (.dotx)',
  },
  'application/vnd.ms-word.document.macroenabled.main+xml': {
    kind: 'docm',
    noun: 'a macro-enabled Word document (.docm)',
  },
  'application/vnd.ms-word.template.macroenabledtemplate.main+xml': {
    kind: 'dotm',
    noun: 'a macro-enabled Word template (.dotm)',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': {
    kind: 'xlsx',
    noun: 'an Excel workbook',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml': {
    kind: 'xltx',
    noun: 'an Excel template (.xltx)',
  },
  'application/vnd.ms-excel.sheet.macroenabled.main+xml': {
    kind: 'xlsm',
    noun: 'a macro-enabled Excel workbook (.xlsm)',
  },
  'application/vnd.ms-excel.template.macroenabled.main+xml': {
    kind: 'xltm',
    noun: 'a macro-enabled Excel template (.xltm)',
  },
  'application/vnd.ms-excel.sheet.binary.macroenabled.main': {
    kind: 'xlsb',
    noun: 'an Excel binary workbook (.xlsb)',
  },
  'application/vnd.ms-excel.addin.macroenabled.main+xml': { kind: 'xlam', noun: 'an Excel add-in (.xlam)' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': {
    kind: 'pptx',
    noun: 'a PowerPoint presentation',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml': {
    kind: 'ppsx',
    noun: 'a PowerPoint slide show (.ppsx)',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.template.main+xml': {
    kind: 'potx',
    noun: 'a PowerPoint template (.potx)',
  },
  'application/vnd.ms-powerpoint.presentation.macroenabled.main+xml': {
    kind: 'pptm',
    noun: 'a macro-enabled PowerPoint presentation (.pptm)',
  },
  'application/vnd.ms-powerpoint.slideshow.macroenabled.main+xml': {
    kind: 'ppsm',
    noun: 'a macro-enabled PowerPoint slide show (.ppsm)',
  },
  'application/vnd.ms-powerpoint.template.macroenabled.main+xml': {
    kind: 'potm',
    noun: 'a macro-enabled PowerPoint template (.potm)',
  },
  'application/vnd.ms-powerpoint.addin.macroenabled.main+xml': {
    kind: 'ppam',
    noun: 'a PowerPoint add-in (.ppam)',
  },
  'application/vnd.ms-visio.drawing.main+xml': { kind: 'vsdx', noun: 'a Visio drawing' },
  'application/vnd.ms-visio.drawing.macroenabled.main+xml': {
    kind: 'vsdm',
    noun: 'a macro-enabled Visio drawing (.vsdm)',
  },
  'application/vnd.ms-visio.stencil.main+xml': { kind: 'vssx', noun: 'a Visio stencil (.vssx)' },
  'application/vnd.ms-visio.stencil.macroenabled.main+xml': {
    kind: 'vssm',
    noun: 'a macro-enabled Visio stencil (.vssm)',
  },
  'application/vnd.ms-visio.template.main+xml': { kind: 'vstx', noun: 'a Visio template (.vstx)' },
  'application/vnd.ms-visio.template.macroenabled.main+xml': {
    kind: 'vstm',
    noun: 'a macro-enabled Visio template (.vstm)',
  },
  'application/vnd.ms-package.xps-fixeddocumentsequence+xml': { kind: 'xps', noun: 'an XPS document' },
};

const ODF_NOUNS: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'an OpenDocument text (.odt)',
  'application/vnd.oasis.opendocument.spreadsheet': 'an OpenDocument spreadsheet (.ods)',
  'application/vnd.oasis.opendocument.presentation': 'an OpenDocument presentation (.odp)',
  'application/vnd.oasis.opendocument.graphics': 'an OpenDocument drawing (.odg)',
  'application/epub+zip': 'an EPUB e-book',
};

/** file-type's names for what people rename most, as a message says them. */
const FILE_TYPE_NOUNS: Record<string, string> = {
  exe: 'a Windows program',
  elf: 'a Linux program',
  macho: 'a macOS program',
  class: 'a Java class file',
  wasm: 'a WebAssembly program',
  zip: 'a zip archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
  bz2: 'a bzip2 archive',
  xz: 'an xz archive',
  zst: 'a Zstandard archive',
  tar: 'a tar archive',
  cab: 'a Windows cabinet archive',
  deb: 'a Debian package',
  rpm: 'an RPM package',
  dmg: 'a disk image',
  iso: 'a disk image',
  lnk: 'a Windows shortcut',
  pdf: 'a PDF document',
  ps: 'a PostScript document',
  rtf: 'an RTF document',
  epub: 'an EPUB e-book',
  sqlite: 'a SQLite database',
  swf: 'a Flash file',
  psd: 'a Photoshop image',
  png: 'a PNG image',
  apng: 'a PNG image',
  jpg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  bmp: 'a BMP image',
  tif: 'a TIFF image',
  heic: 'a HEIC image',
  avif: 'an AVIF image',
  ico: 'an icon',
  xml: 'an XML file',
};

const MSI_CLSIDS: Record<string, string> = {
  '{000C1084-0000-0000-C000-000000000046}': 'a Windows installer',
  '{000C1086-0000-0000-C000-000000000046}': 'a Windows installer patch',
  '{000C1082-0000-0000-C000-000000000046}': 'a Windows installer transform',
};

/** Bytes examined for signatures and by file-type (which needs at most 4100). */
const HEAD_BYTES = 4100;
/** A text file is judged on its first 64 KiB and three 16 KiB pieces spread over the rest. */
const TEXT_HEAD_BYTES = 64 * 1024;
const TEXT_SAMPLE_BYTES = 16 * 1024;
/** %PDF- may follow some junk: Acrobat looks for it in the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;

const refuse = (message: string): Identified => ({ ok: false, status: 415, message });
const notA = (what: string, expected: Expected) => refuse(`This is ${what}, not ${expected.noun}.`);
const startsWith = (head: Buffer, sig: string | number[]) =>
  head
    .subarray(0, sig.length)
    .equals(typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig));

function looksLikeHtml(head: Buffer): boolean {
  let text = head.subarray(0, 1024).toString('latin1').toLowerCase();
  text = text.replace(/^(\u00ef\u00bb\u00bf)?\s*/, '');
  // Comments before the markup (as saved pages often have) are skipped.
  while (text.startsWith('<!--')) {
    const end = text.indexOf('-->');
    if (end < 0) return false;
    text = text.slice(end + 3).trimStart();
  }
  return /^<(!doctype html|html|head|body|script|iframe|meta|title)\b/.test(text);
}

function looksLikeSvg(head: Buffer): boolean {
  let text = head.subarray(0, 64 * 1024).toString('utf8');
  text = text.replace(/^\ufeff?\s*/, '');
  return text.startsWith('<') && /<svg[\s>]/i.test(text);
}

/** What a signature at the start of the bytes says, for the formats whose headers cannot be mistaken. */
function sniffSignature(head: Buffer): string | null {
  if (startsWith(head, 'MZ')) return 'a Windows program';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'a Linux program';
  for (const sig of [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
  ]) {
    if (startsWith(head, sig)) return 'a macOS program';
  }
  if (startsWith(head, '%PDF-')) return 'a PDF document';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'a PNG image';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'a JPEG image';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'a GIF image';
  if (startsWith(head, 'Rar!\x1a\x07')) return 'a RAR archive';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'a 7-Zip archive';
  if (startsWith(head, [0x1f, 0x8b])) return 'a gzip archive';
  if (looksLikeHtml(head)) return 'a web page (HTML)';
  return null;
}

const isZip = (head: Buffer) =>
  startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ||
  startsWith(head, [0x50, 0x4b, 0x05, 0x06]) ||
  startsWith(head, [0x50, 0x4b, 0x07, 0x08]);

/** The main part's kind, when [Content_Types].xml declares one that the zip holds. */
function ooxmlMain(zip: ZipSummary): { kind: string; noun: string; present: boolean } | null {
  let declared: { kind: string; noun: string; present: boolean } | null = null;
  for (const [part, type] of zip.overrides ?? []) {
    const main = OOXML_MAIN[type.toLowerCase()];
    if (!main) continue;
    if (zip.names.has(part)) return { ...main, present: true };
    declared ??= { ...main, present: false };
  }
  return declared;
}

function describeZip(zip: ZipSummary): string {
  const main = ooxmlMain(zip);
  if (main)
    return main.present
      ? main.noun
      : `a damaged Office file (${main.noun.replace(/^an? /, '')} without its main part)`;
  if (zip.mimetype && ODF_NOUNS[zip.mimetype]) return ODF_NOUNS[zip.mimetype]!;
  if (zip.names.has('androidmanifest.xml')) return 'an Android app';
  if (zip.names.has('meta-inf/manifest.mf')) return 'a Java archive';
  return 'a zip archive';
}

const isStream = (cfb: CompoundFile, name: string) => cfb.top.get(name)?.type === 2;
const isEncryptedOoxml = (cfb: CompoundFile) =>
  isStream(cfb, 'EncryptionInfo') && isStream(cfb, 'EncryptedPackage');

/** Which of the old Office formats the compound file's streams make it, if any. */
function cfbKind(cfb: CompoundFile): 'doc' | 'xls' | 'ppt' | 'vsd' | null {
  if (isStream(cfb, 'WordDocument')) return 'doc';
  if (isStream(cfb, 'Workbook') || isStream(cfb, 'Book')) return 'xls';
  if (isStream(cfb, 'PowerPoint Document')) return 'ppt';
  if (isStream(cfb, 'VisioDocument')) return 'vsd';
  return null;
}

function describeCfb(cfb: CompoundFile): string {
  if (isEncryptedOoxml(cfb))
    return 'a password-protected Office document (2007 or later: .docx, .xlsx, .pptx)';
  const kind = cfbKind(cfb);
  if (kind) return EXPECTED[kind]!.noun;
  const msi = MSI_CLSIDS[cfb.root.clsid];
  if (msi) return msi;
  if (isStream(cfb, '__properties_version1.0')) return 'an Outlook message';
  return 'an OLE compound file';
}

/** What the bytes are, for a refusal: a noun phrase ("a zip archive"), or null when nothing is recognised. */
async function describe(file: RandomAccessFile, head: Buffer): Promise<string | null> {
  if (isZip(head)) {
    try {
      return describeZip(await summarizeZip(file));
    } catch {
      return 'a damaged zip archive';
    }
  }
  if (isCompoundFile(head)) {
    try {
      return describeCfb(await openCompoundFile(file));
    } catch {
      return 'a damaged OLE compound file';
    }
  }
  const signature = sniffSignature(head);
  if (signature) return signature;
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  if (detected) {
    const noun = FILE_TYPE_NOUNS[detected.ext];
    if (noun) return noun;
    if (detected.mime.startsWith('image/')) return `an image (.${detected.ext})`;
    if (detected.mime.startsWith('audio/')) return `an audio file (.${detected.ext})`;
    if (detected.mime.startsWith('video/')) return `a video (.${detected.ext})`;
    if (detected.mime.startsWith('font/')) return `a font (.${detected.ext})`;
    return `a file of type .${detected.ext}`;
  }
  if (startsWith(head, '#!')) return 'a script';
  if (looksLikeSvg(head)) return 'an SVG image';
  if (detectTextEncoding([{ bytes: head, atStart: true, atEnd: head.length === file.size }]))
    return 'a text file';
  return null;
}

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
 *   sanitizer, which reads it whole, remains the check that decides.
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
