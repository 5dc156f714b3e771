import { fileTypeFromBuffer } from 'file-type';
import { detectTextEncoding } from '../../../core/rules/text-encoding';
import { type CompoundFile, isCompoundFile, openCompoundFile } from './cfb';
import { EXPECTED, FILE_TYPE_NOUNS, MSI_CLSIDS, ODF_NOUNS, OOXML_MAIN } from './file-types';
import { summarizeZip, type ZipSummary } from './ooxml';
import type { RandomAccessFile } from './random-access';

/*
 * What a file is, told from its signature and structure ("a zip archive", "an Excel workbook"):
 * the words a refusal uses when an upload is not what its extension promises.
 */

export const HEAD_BYTES = 4100;
/** A text file is judged on its first 64 KiB and three 16 KiB pieces spread over the rest. */
export const TEXT_HEAD_BYTES = 64 * 1024;
export const TEXT_SAMPLE_BYTES = 16 * 1024;
/** %PDF- may follow some junk: Acrobat looks for it in the first 1024 bytes. */
export const PDF_HEADER_WINDOW = 1024;

export const startsWith = (head: Buffer, sig: string | number[]) =>
  head
    .subarray(0, sig.length)
    .equals(typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig));

export function looksLikeHtml(head: Buffer): boolean {
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

export function looksLikeSvg(head: Buffer): boolean {
  let text = head.subarray(0, 64 * 1024).toString('utf8');
  text = text.replace(/^\ufeff?\s*/, '');
  return text.startsWith('<') && /<svg[\s>]/i.test(text);
}

/** What a signature at the start of the bytes says, for the formats whose headers cannot be mistaken. */
export function sniffSignature(head: Buffer): string | null {
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

export const isZip = (head: Buffer) =>
  startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ||
  startsWith(head, [0x50, 0x4b, 0x05, 0x06]) ||
  startsWith(head, [0x50, 0x4b, 0x07, 0x08]);

/** The main part's kind, when [Content_Types].xml declares one that the zip holds. */
export function ooxmlMain(zip: ZipSummary): { kind: string; noun: string; present: boolean } | null {
  let declared: { kind: string; noun: string; present: boolean } | null = null;
  for (const [part, type] of zip.overrides ?? []) {
    const main = OOXML_MAIN[type.toLowerCase()];
    if (!main) continue;
    if (zip.names.has(part)) return { ...main, present: true };
    declared ??= { ...main, present: false };
  }
  return declared;
}

export function describeZip(zip: ZipSummary): string {
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

export const isStream = (cfb: CompoundFile, name: string) => cfb.top.get(name)?.type === 2;
export const isEncryptedOoxml = (cfb: CompoundFile) =>
  isStream(cfb, 'EncryptionInfo') && isStream(cfb, 'EncryptedPackage');

/** Which of the old Office formats the compound file's streams make it, if any. */
export function cfbKind(cfb: CompoundFile): 'doc' | 'xls' | 'ppt' | 'vsd' | null {
  if (isStream(cfb, 'WordDocument')) return 'doc';
  if (isStream(cfb, 'Workbook') || isStream(cfb, 'Book')) return 'xls';
  if (isStream(cfb, 'PowerPoint Document')) return 'ppt';
  if (isStream(cfb, 'VisioDocument')) return 'vsd';
  return null;
}

export function describeCfb(cfb: CompoundFile): string {
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
export async function describe(file: RandomAccessFile, head: Buffer): Promise<string | null> {
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
