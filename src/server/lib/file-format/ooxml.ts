import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { RandomAccessFile } from './random-access';

/**
 * What a zip holds, as far as telling an Office Open XML package (.docx, .xlsx, .pptx, .vsdx) from
 * any other zip needs: the entry names (from the central directory) and the content types that
 * [Content_Types].xml declares. Reads the central directory and that one entry, nothing else.
 */
export interface ZipSummary {
  /** Entry names, lower-cased (OPC part names compare without case). */
  names: Set<string>;
  /** [Content_Types].xml's Override elements: part name (lower-cased, no leading "/") -> content type. */
  overrides: Map<string, string> | null;
  /** Text of the entry "mimetype" (OpenDocument, EPUB), when small. */
  mimetype: string | null;
}

export class ZipError extends Error {}

/** Content types are read from at most this many inflated bytes. */
export const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
/** A zip listing more entries than this is not an Office document we take. */
export const MAX_ENTRIES = 50_000;
const READ_PIECE = 64 * 1024;

class FileReader extends yauzl.RandomAccessReader {
  constructor(private readonly file: RandomAccessFile) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const file = this.file;
    let at = start;
    return new Readable({
      async read() {
        try {
          if (at >= end) {
            this.push(null);
            return;
          }
          const data = await file.read(at, Math.min(READ_PIECE, end - at));
          if (data.length === 0) throw new ZipError('unexpected end of file');
          at += data.length;
          this.push(data);
        } catch (err) {
          this.destroy(err as Error);
        }
      },
    });
  }

  // Direct reads for yauzl's header parsing (skips building a stream per read).
  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null) => void,
  ): void {
    this.file.read(position, length).then(
      (data) => {
        if (data.length !== length) return callback(new ZipError('unexpected end of file'));
        data.copy(buffer, offset);
        callback(null);
      },
      (err: Error) => callback(err),
    );
  }
}

async function readBounded(stream: Readable, max: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > max) {
      stream.destroy();
      return null;
    }
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

const decodeXmlAttr = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The Override elements of a [Content_Types].xml (a regular-expression read: the file is flat and small). */
export function parseContentTypes(xml: string): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const [element] of xml.matchAll(/<(?:\w+:)?Override\b[^>]*>/g)) {
    const partName = /\bPartName\s*=\s*(["'])(.*?)\1/.exec(element)?.[2];
    const contentType = /\bContentType\s*=\s*(["'])(.*?)\1/.exec(element)?.[2];
    if (partName && contentType) {
      overrides.set(
        decodeXmlAttr(partName).replace(/^\//, '').toLowerCase(),
        decodeXmlAttr(contentType).trim(),
      );
    }
  }
  return overrides;
}

/** XML text in UTF-8 or, with its BOM, UTF-16 (both allowed for [Content_Types].xml). */
function xmlText(xml: Buffer): string {
  if (xml[0] === 0xff && xml[1] === 0xfe) return new TextDecoder('utf-16le').decode(xml);
  if (xml[0] === 0xfe && xml[1] === 0xff) return new TextDecoder('utf-16be').decode(xml);
  return new TextDecoder('utf-8').decode(xml);
}

/** Reads a zip's central directory and its [Content_Types].xml; ZipError (or yauzl's error) when it is damaged. */
export async function summarizeZip(file: RandomAccessFile): Promise<ZipSummary> {
  const zip = await yauzl.fromRandomAccessReaderPromise(new FileReader(file), file.size, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: true,
    validateEntrySizes: true,
    strictFileNames: false,
  });
  try {
    if (zip.entryCount > MAX_ENTRIES) throw new ZipError('too many entries');
    const names = new Set<string>();
    let contentTypes: yauzl.Entry | null = null;
    let mimetype: yauzl.Entry | null = null;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName.toLowerCase();
      names.add(name);
      if (name === '[content_types].xml') contentTypes = entry;
      if (name === 'mimetype') mimetype = entry;
    }
    const readEntry = async (entry: yauzl.Entry, max: number) => {
      if (entry.isEncrypted() || !entry.canDecodeFileData() || entry.uncompressedSize > max) return null;
      return readBounded(await zip.openReadStreamPromise(entry), max);
    };
    let overrides: Map<string, string> | null = null;
    if (contentTypes) {
      const xml = await readEntry(contentTypes, MAX_CONTENT_TYPES_BYTES);
      overrides = xml ? parseContentTypes(xmlText(xml)) : new Map();
    }
    const mime = mimetype ? await readEntry(mimetype, 200) : null;
    return { names, overrides, mimetype: mime ? mime.toString('latin1').trim() : null };
  } finally {
    zip.close();
  }
}
