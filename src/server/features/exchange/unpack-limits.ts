import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { AppError } from '../../plugins/errors';

/**
 * How much a zip (an Export All archive or an .xlsx workbook) may unpack to. A small upload can
 * inflate a thousandfold, so every entry is read through a running count of the bytes actually
 * inflated (the sizes a zip's headers declare may lie) and refused with 413 as soon as a limit is
 * passed, before the bytes can pile up in memory.
 */
export interface UnpackLimits {
  /** All entries read together (MAX_IMPORT_MB). */
  totalBytes: number;
  /** One entry, and (an archive) its JSON tables together: they are held in memory whole. */
  entryBytes: number;
  entries: number;
  /** What the limits are called in messages: "the MAX_IMPORT_MB limit", "the limit for a workbook". */
  name: string;
}

/** Entries a zip may list: an Export All has 13 plus one per stored file. */
export const MAX_ZIP_ENTRIES = 100_000;
/** The share of MAX_IMPORT_MB one entry, and an archive's tables together, may unpack to. */
export const ENTRY_SHARE = 8;

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The limits of an Export All archive under MAX_IMPORT_MB. */
export function archiveLimits(maxImportBytes: number): UnpackLimits {
  return {
    totalBytes: maxImportBytes,
    entryBytes: Math.floor(maxImportBytes / ENTRY_SHARE),
    entries: MAX_ZIP_ENTRIES,
    name: 'the MAX_IMPORT_MB limit',
  };
}

/** The share of MAX_IMPORT_MB a workbook may unpack to. */
export const WORKBOOK_SHARE = 16;

/**
 * The limits of an .xlsx workbook: exceljs holds every cell as objects, about 8 times the bytes
 * the workbook unpacks to (measured: 50 MB unpacked, 100,000 rows, +380 MB), so a workbook gets a
 * sixteenth of MAX_IMPORT_MB (32 MB, some 60,000 processes) in all.
 */
export function workbookLimits(maxImportBytes: number): UnpackLimits {
  const bytes = Math.floor(maxImportBytes / WORKBOOK_SHARE);
  return {
    totalBytes: bytes,
    entryBytes: bytes,
    entries: MAX_ZIP_ENTRIES,
    name: 'a sixteenth of the MAX_IMPORT_MB limit',
  };
}

/** What is too large, as the 413 names it. */
export type UnpackSubject = 'archive' | 'workbook';

export const unpacksTooLargeMessage = (subject: UnpackSubject, limits: UnpackLimits) =>
  `The ${subject} unpacks to more than ${mb(limits.totalBytes)} (${limits.name}).`;

export const entryTooLargeMessage = (path: string, subject: UnpackSubject, limits: UnpackLimits) =>
  subject === 'archive'
    ? `${path} in the archive unpacks to more than ${mb(limits.entryBytes)}, the limit for one entry (an eighth of ${limits.name}).`
    : unpacksTooLargeMessage(subject, limits);

export const understatedMessage = (path: string, subject: UnpackSubject, declared: number) =>
  `${path} in the ${subject} unpacks to more than the ${declared.toLocaleString('en-US')} bytes its header declares: the file is damaged.`;

export const tablesTooLargeMessage = (limits: UnpackLimits) =>
  `The archive's data tables unpack to more than ${mb(limits.entryBytes)} together, the limit for the tables (an eighth of ${limits.name}).`;

export const tooManyEntriesMessage = (subject: UnpackSubject, limits: UnpackLimits) =>
  `The ${subject} has more than ${limits.entries.toLocaleString('en-US')} entries, the limit.`;

/** An entry's name as a message shows it: control characters dropped, at most 200 characters. */
export function entryLabel(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

export const outsideEntryMessage = (name: string, subject: UnpackSubject) =>
  `The ${subject} has an entry that points outside it (${entryLabel(name)}): it is refused.`;

export const linkEntryMessage = (name: string, subject: UnpackSubject) =>
  `The ${subject} has an entry that is a symbolic link (${entryLabel(name)}): it is refused.`;

export const duplicateEntryMessage = (name: string, subject: UnpackSubject) =>
  `The ${subject} has more than one entry named ${entryLabel(name)}: it is refused.`;

export const PROTECTED_WORKBOOK_MESSAGE =
  'This workbook is password-protected; save it without a password and import again.';

export const passwordMessage = (subject: UnpackSubject) =>
  subject === 'archive'
    ? 'The archive is password-protected; export it again without a password.'
    : PROTECTED_WORKBOOK_MESSAGE;

/** The file type bits of a Unix mode, and a symbolic link's. */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Whether an entry is a symbolic link: its external attributes carry a Unix mode (high 16 bits)
 * whose type is S_IFLNK. Zips made on Windows leave those bits 0, so this never misreads them.
 */
export const isLinkEntry = (entry: yauzl.Entry) =>
  ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/**
 * yauzl refuses an entry whose name is absolute or climbs out with `..` (a "zip slip") while
 * listing the entries; its error names the entry. The name it gives, or null for other errors.
 */
function outsideEntryName(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^(?:invalid relative path|absolute path): ([\s\S]*)$/.exec(error.message);
  return match ? match[1]! : null;
}

/**
 * A zip opened under limits: the entry count and the sizes the central directory declares are
 * checked at once, and every read counts the bytes it inflates. Each entry counts once towards the
 * total, however often it is read. close() must be called on every path.
 */
export class LimitedZip {
  private inflated = 0;
  private readonly counted = new Set<string>();
  private closed = false;

  private constructor(
    private readonly zip: yauzl.ZipFile,
    readonly entries: ReadonlyMap<string, yauzl.Entry>,
    readonly limits: UnpackLimits,
    readonly subject: UnpackSubject,
  ) {}

  /**
   * Opens a zip held in memory: `notReadable` (400) when it is not one; 413 when it lists more
   * entries than the limit or declares sizes beyond it.
   */
  static async open(
    data: Buffer,
    subject: UnpackSubject,
    limits: UnpackLimits,
    notReadable: () => Error,
  ): Promise<LimitedZip> {
    let zip: yauzl.ZipFile;
    try {
      // validateEntrySizes (yauzl's default) stays on: a stream that inflates to more or fewer
      // bytes than its header says ends in an error.
      zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, autoClose: false });
    } catch {
      throw notReadable();
    }
    try {
      // The end record says how many entries follow: a zip of a million tiny files is refused
      // before one of them is looked at.
      if (zip.entryCount > limits.entries) throw new AppError(413, tooManyEntriesMessage(subject, limits));
      const entries = new Map<string, yauzl.Entry>();
      let declared = 0;
      try {
        for await (const entry of zip.eachEntry()) {
          // Refused whatever the entry is: nothing in an export or a workbook is encrypted or a
          // link, and two entries of one name leave open which one is meant.
          if (entry.isEncrypted()) throw new AppError(400, passwordMessage(subject));
          if (isLinkEntry(entry)) throw new AppError(400, linkEntryMessage(entry.fileName, subject));
          if (entries.has(entry.fileName)) {
            throw new AppError(400, duplicateEntryMessage(entry.fileName, subject));
          }
          declared += entry.uncompressedSize;
          if (declared > limits.totalBytes) throw new AppError(413, unpacksTooLargeMessage(subject, limits));
          entries.set(entry.fileName, entry);
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const outside = outsideEntryName(error);
        if (outside !== null) throw new AppError(400, outsideEntryMessage(outside, subject));
        // Strong (PKWARE) encryption: general purpose bit 6, refused by yauzl as it lists entries.
        if (error instanceof Error && error.message === 'strong encryption is not supported') {
          throw new AppError(400, passwordMessage(subject));
        }
        throw notReadable();
      }
      return new LimitedZip(zip, entries, limits, subject);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /**
   * The bytes of an entry (null when there is none), inflated with the running count: 413 the
   * moment the entry passes `maxBytes` (the entry limit unless lower; `tooLargeMessage` then says
   * why) or all reads pass the total. `notReadable` when its data is damaged.
   */
  async read(
    path: string,
    notReadable: () => Error,
    maxBytes = this.limits.entryBytes,
    tooLargeMessage = `${path} in the ${this.subject} is too large to import.`,
  ): Promise<Buffer | null> {
    const entry = this.entries.get(path);
    if (!entry) return null;
    const max = Math.min(maxBytes, this.limits.entryBytes);
    const tooLarge = () =>
      new AppError(
        413,
        max < this.limits.entryBytes
          ? tooLargeMessage
          : entryTooLargeMessage(path, this.subject, this.limits),
      );
    if (entry.uncompressedSize > max) throw tooLarge();
    // The declared size, checked against the limit above, is the most validateEntrySizes lets
    // through: one buffer of it holds the entry without the copies of joining chunks.
    const out = Buffer.allocUnsafe(entry.uncompressedSize);
    let length = 0;
    await this.inflate(entry, max, tooLarge, notReadable, (chunk) => {
      if (length + chunk.length > out.length) throw notReadable();
      chunk.copy(out, length);
      length += chunk.length;
    });
    if (length !== out.length) throw notReadable();
    return out;
  }

  /** Inflates every entry, discarding the bytes: proves the whole zip unpacks within the limits. */
  async check(notReadable: () => Error): Promise<void> {
    const tooLarge = (path: string) => () =>
      new AppError(413, entryTooLargeMessage(path, this.subject, this.limits));
    for (const entry of this.entries.values()) {
      if (entry.fileName.endsWith('/')) continue;
      await this.inflate(entry, this.limits.entryBytes, tooLarge(entry.fileName), notReadable, () => {});
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.zip.close();
  }

  /** Streams one entry through the running count; the stream is destroyed on every early end. */
  private async inflate(
    entry: yauzl.Entry,
    maxBytes: number,
    tooLarge: () => Error,
    notReadable: () => Error,
    sink: (chunk: Buffer) => void,
  ): Promise<void> {
    const first = !this.counted.has(entry.fileName);
    this.counted.add(entry.fileName);
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch {
      throw notReadable();
    }
    let bytes = 0;
    try {
      for await (const chunk of stream) {
        const buffer = chunk as Buffer;
        bytes += buffer.length;
        if (bytes > maxBytes) throw tooLarge();
        if (first) {
          this.inflated += buffer.length;
          if (this.inflated > this.limits.totalBytes)
            throw new AppError(413, unpacksTooLargeMessage(this.subject, this.limits));
        }
        sink(buffer);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      // yauzl's validateEntrySizes: the entry inflates beyond what its header declares.
      if (error instanceof Error && error.message.startsWith('too many bytes in the stream')) {
        throw new AppError(400, understatedMessage(entry.fileName, this.subject, entry.uncompressedSize));
      }
      throw notReadable();
    } finally {
      stream.destroy();
    }
  }
}
