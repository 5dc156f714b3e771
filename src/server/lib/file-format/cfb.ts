import { type RandomAccessFile, readExactly } from './random-access';

/**
 * A reader of OLE compound files ([MS-CFB]: .doc, .xls, .ppt, .vsd, .msi, encrypted OOXML) over a
 * RandomAccessFile: the 512-byte header, the FAT sectors listed by the DIFAT, the directory chain,
 * and the start of a stream (regular sectors or the mini stream). It reads only what it is asked
 * for and follows every chain with a step limit, so a damaged or hostile file costs little.
 */

export const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const NOSTREAM = 0xffffffff;
const MAX_DIRECTORY_ENTRIES = 100_000;

export interface CfbEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  /** "{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}", upper case. */
  clsid: string;
  startSector: number;
  size: number;
  left: number;
  right: number;
  child: number;
}

export interface CompoundFile {
  root: CfbEntry;
  /** The streams and storages directly under the root, by name. */
  top: Map<string, CfbEntry>;
  /** Up to `length` bytes from the start of a stream (its declared size bounds it). */
  readStream(entry: CfbEntry, length: number): Promise<Buffer>;
}

export class CfbError extends Error {}

export function isCompoundFile(head: Buffer): boolean {
  return head.length >= 8 && head.subarray(0, 8).equals(CFB_SIGNATURE);
}

function clsidOf(b: Buffer): string {
  const hex = (buf: Buffer) => buf.toString('hex').toUpperCase();
  const d1 = b.readUInt32LE(0).toString(16).padStart(8, '0').toUpperCase();
  const d2 = b.readUInt16LE(4).toString(16).padStart(4, '0').toUpperCase();
  const d3 = b.readUInt16LE(6).toString(16).padStart(4, '0').toUpperCase();
  return `{${d1}-${d2}-${d3}-${hex(b.subarray(8, 10))}-${hex(b.subarray(10, 16))}}`;
}

/** Opens the compound file's header and directory; CfbError when they are damaged. */
export async function openCompoundFile(file: RandomAccessFile): Promise<CompoundFile> {
  if (file.size < 512) throw new CfbError('too small');
  const header = await readExactly(file, 0, 512);
  if (!isCompoundFile(header)) throw new CfbError('no signature');
  if (header.readUInt16LE(0x1c) !== 0xfffe) throw new CfbError('byte order');
  const sectorShift = header.readUInt16LE(0x1e);
  const miniShift = header.readUInt16LE(0x20);
  if (sectorShift !== 9 && sectorShift !== 12) throw new CfbError('sector size');
  if (miniShift !== 6) throw new CfbError('mini sector size');
  const sectorSize = 1 << sectorShift;
  const perSector = sectorSize / 4;
  const sectorCount = Math.ceil((file.size - sectorSize) / sectorSize);
  const fatSectorCount = header.readUInt32LE(0x2c);
  const firstDirSector = header.readUInt32LE(0x30);
  const miniCutoff = header.readUInt32LE(0x38);
  const firstMiniFatSector = header.readUInt32LE(0x3c);
  let difatSector = header.readUInt32LE(0x44);
  const difatCount = header.readUInt32LE(0x48);
  if (fatSectorCount > sectorCount || difatCount > sectorCount) throw new CfbError('FAT size');

  const offsetOf = (sector: number) => {
    if (sector >= sectorCount) throw new CfbError(`sector ${sector} outside the file`);
    return (sector + 1) * sectorSize;
  };

  // Where the FAT sectors are: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++)
    fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  for (let n = 0; n < difatCount && fatSectors.length < fatSectorCount; n++) {
    if (difatSector === ENDOFCHAIN || difatSector === FREESECT) break;
    const data = await readExactly(file, offsetOf(difatSector), sectorSize);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(data.readUInt32LE(i * 4));
    }
    difatSector = data.readUInt32LE(sectorSize - 4);
  }

  const fatNext = async (sector: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined) throw new CfbError(`sector ${sector} not in the FAT`);
    const data = await readExactly(file, offsetOf(fatSector) + (sector % perSector) * 4, 4);
    return data.readUInt32LE(0);
  };

  /** The sectors of a chain, at most `limit` of them (a loop or an overlong chain stops there). */
  const chain = async (start: number, limit: number, next: (s: number) => Promise<number>) => {
    const sectors: number[] = [];
    let s = start;
    while (s !== ENDOFCHAIN && sectors.length < limit) {
      if (s > 0xfffffffa) throw new CfbError('broken chain');
      sectors.push(s);
      s = await next(s);
    }
    return sectors;
  };

  // The directory: 128-byte entries in the directory chain.
  const entriesPerSector = sectorSize / 128;
  const dirSectors = await chain(
    firstDirSector,
    Math.min(sectorCount, Math.ceil(MAX_DIRECTORY_ENTRIES / entriesPerSector)),
    fatNext,
  );
  const entries: CfbEntry[] = [];
  for (const sector of dirSectors) {
    const data = await readExactly(file, offsetOf(sector), sectorSize);
    for (let i = 0; i < entriesPerSector; i++) {
      const e = data.subarray(i * 128, (i + 1) * 128);
      const nameBytes = Math.min(64, e.readUInt16LE(0x40));
      entries.push({
        name: e.toString('utf16le', 0, Math.max(0, nameBytes - 2)),
        type: e[0x42]!,
        left: e.readUInt32LE(0x44),
        right: e.readUInt32LE(0x48),
        child: e.readUInt32LE(0x4c),
        clsid: clsidOf(e.subarray(0x50, 0x60)),
        startSector: e.readUInt32LE(0x74),
        // Version 3 files may leave garbage in the high half of the size.
        size:
          sectorShift === 9 ? e.readUInt32LE(0x78) : e.readUInt32LE(0x78) + e.readUInt32LE(0x7c) * 2 ** 32,
      });
    }
  }
  const root = entries[0];
  if (root?.type !== 5) throw new CfbError('no root entry');

  // The root's children: a red-black tree walked through its left and right siblings.
  const top = new Map<string, CfbEntry>();
  const seen = new Set<number>();
  const stack = [root.child];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === NOSTREAM || seen.has(id)) continue;
    seen.add(id);
    const entry = entries[id];
    if (!entry) throw new CfbError('directory link outside the directory');
    if (entry.type === 1 || entry.type === 2) top.set(entry.name, entry);
    stack.push(entry.left, entry.right);
  }

  // The mini stream (small streams, in 64-byte sectors) is the root's stream; the mini FAT chains it.
  const miniNext = async (mini: number): Promise<number> => {
    const perMiniFatSector = perSector;
    const fatChain = await chain(firstMiniFatSector, Math.floor(mini / perMiniFatSector) + 1, fatNext);
    const at = fatChain[Math.floor(mini / perMiniFatSector)];
    if (at === undefined) throw new CfbError('mini sector not in the mini FAT');
    const data = await readExactly(file, offsetOf(at) + (mini % perMiniFatSector) * 4, 4);
    return data.readUInt32LE(0);
  };

  const readStream = async (entry: CfbEntry, length: number): Promise<Buffer> => {
    const want = Math.min(length, entry.size);
    if (want <= 0) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    if (entry.size < miniCutoff) {
      const minis = await chain(entry.startSector, Math.ceil(want / 64), miniNext);
      const rootSectors = await chain(
        root.startSector,
        Math.floor((Math.max(...minis) * 64) / sectorSize) + 1,
        fatNext,
      );
      for (const mini of minis) {
        const sector = rootSectors[Math.floor((mini * 64) / sectorSize)];
        if (sector === undefined) throw new CfbError('mini sector outside the mini stream');
        parts.push(await readExactly(file, offsetOf(sector) + ((mini * 64) % sectorSize), 64));
      }
    } else {
      for (const sector of await chain(entry.startSector, Math.ceil(want / sectorSize), fatNext)) {
        parts.push(await readExactly(file, offsetOf(sector), sectorSize));
      }
    }
    const data = Buffer.concat(parts);
    if (data.length < want) throw new CfbError('stream shorter than its size');
    return data.subarray(0, want);
  };

  return { root, top, readStream };
}
