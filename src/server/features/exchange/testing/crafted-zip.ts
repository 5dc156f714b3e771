import zlib from 'node:zlib';

/*
 * Zips written byte by byte, so their headers can say anything: the import's refusal and limit
 * tests make their hostile archives with this one writer.
 */

export interface CraftedEntry {
  name: string;
  /** The entry's bytes before compression ('' for a directory). */
  data?: Buffer | string;
  /**
   * The bytes as stored (deflated when `method` is 8), when the test compresses them itself: `data`
   * is then unused and the CRC is left 0.
   */
  stored?: Buffer;
  /** The uncompressed size the headers declare, true or not (default: the true size). */
  declared?: number;
  /** 8: deflated (default), 0: stored. */
  method?: 0 | 8;
  /** General purpose bits besides 0x08 (set by `descriptor`): 0x01 encrypted, 0x40 strong encryption, 0x800 UTF-8. */
  flags?: number;
  /** "Version made by": its high byte is the system (0 MS-DOS/Windows, 3 Unix, 19 macOS). */
  madeBy?: number;
  /** External attributes: a Unix mode in the high 16 bits, MS-DOS attributes in the low byte. */
  external?: number;
  /** Sizes and CRC after the data in a data descriptor (as streaming zippers write), not in the local header. */
  descriptor?: boolean;
}

/** The entry's bytes as stored, its CRC and its uncompressed size as the headers give them. */
function entryBytes(e: CraftedEntry): { stored: Buffer; crc: number; size: number } {
  if (e.stored) return { stored: e.stored, crc: 0, size: e.declared ?? e.stored.length };
  const content = typeof e.data === 'string' ? Buffer.from(e.data) : (e.data ?? Buffer.alloc(0));
  let stored = (e.method ?? 8) === 8 ? zlib.deflateRawSync(content) : content;
  // Traditional encryption puts a 12-byte header before the data (the bytes do not matter here:
  // the entry must be refused before anything tries to decrypt it).
  if ((e.flags ?? 0) & 1) stored = Buffer.concat([Buffer.alloc(12, 0x5a), stored]);
  return { stored, crc: zlib.crc32(content), size: e.declared ?? content.length };
}

/** The ZIP64 end record and its locator, for more entries than the classic end record counts. */
function zip64End(entries: number, cdSize: number, offset: number): Buffer[] {
  const z64 = Buffer.alloc(56);
  z64.writeUInt32LE(0x06064b50, 0);
  z64.writeBigUInt64LE(44n, 4);
  z64.writeUInt16LE(45, 12);
  z64.writeUInt16LE(45, 14);
  z64.writeBigUInt64LE(BigInt(entries), 24);
  z64.writeBigUInt64LE(BigInt(entries), 32);
  z64.writeBigUInt64LE(BigInt(cdSize), 40);
  z64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + cdSize), 8);
  locator.writeUInt32LE(1, 16);
  return [z64, locator];
}

/** A zip of these entries with an optional archive comment (ZIP64 end records when needed). */
export function craftZip(entries: CraftedEntry[], comment = ''): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const { stored, crc, size } = entryBytes(e);
    const method = e.method ?? 8;
    const flags = (e.flags ?? 0) | (e.descriptor ? 0x08 : 0);
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    if (!e.descriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(stored.length, 18);
      local.writeUInt32LE(size, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(e.descriptor ? 16 : 0);
    if (e.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(stored.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.madeBy ?? 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((e.external ?? 0) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, stored, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length + descriptor.length;
  }
  const cdSize = centrals.reduce((n, b) => n + b.length, 0);
  const many = entries.length > 0xfffe;
  const commentBytes = Buffer.from(comment);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(many ? 0xffff : entries.length, 8);
  end.writeUInt16LE(many ? 0xffff : entries.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  const tail = many ? zip64End(entries.length, cdSize, offset) : [];
  return Buffer.concat([...parts, ...centrals, ...tail, end, commentBytes]);
}
