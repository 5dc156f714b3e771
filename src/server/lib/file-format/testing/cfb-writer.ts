/**
 * A small writer of OLE compound files ([MS-CFB] version 3: 512-byte sectors) for tests: a
 * header, the FAT (at most 109 FAT sectors, so no DIFAT sectors: files up to ~7 MB), the
 * directory as a balanced tree per storage, streams of 4096 bytes or more in regular sectors
 * and smaller ones in the mini stream (64-byte sectors, chained by the mini FAT), as real files do.
 */
export type CfbNode = { name: string; data: Buffer } | { name: string; children: CfbNode[] };

export interface CfbOptions {
  /** The root entry's CLSID, "{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}" (an .msi has 000C1084-…). */
  rootClsid?: string;
}

const SECTOR = 512;
const MINI = 64;
const CUTOFF = 4096;
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

function clsidBytes(clsid: string | undefined): Buffer {
  const out = Buffer.alloc(16);
  if (!clsid) return out;
  const hex = clsid.replace(/[{}-]/g, '');
  out.writeUInt32LE(Number.parseInt(hex.slice(0, 8), 16), 0);
  out.writeUInt16LE(Number.parseInt(hex.slice(8, 12), 16), 4);
  out.writeUInt16LE(Number.parseInt(hex.slice(12, 16), 16), 6);
  Buffer.from(hex.slice(16), 'hex').copy(out, 8);
  return out;
}

interface DirEntry {
  name: string;
  type: 1 | 2 | 5;
  data?: Buffer;
  left: number;
  right: number;
  child: number;
  clsid: Buffer;
  start: number;
  size: number;
}

/** CFB order: shorter names first, then by upper-cased name. */
const cfbCompare = (a: string, b: string) =>
  a.length - b.length || (a.toUpperCase() < b.toUpperCase() ? -1 : a.toUpperCase() > b.toUpperCase() ? 1 : 0);

export function writeCfb(nodes: CfbNode[], options: CfbOptions = {}): Buffer {
  const entries: DirEntry[] = [
    {
      name: 'Root Entry',
      type: 5,
      left: NOSTREAM,
      right: NOSTREAM,
      child: NOSTREAM,
      clsid: clsidBytes(options.rootClsid),
      start: ENDOFCHAIN,
      size: 0,
    },
  ];
  // Each storage's children as a balanced binary tree (left/right siblings), as a reader must walk it.
  const addChildren = (children: CfbNode[]): number => {
    const sorted = [...children].sort((a, b) => cfbCompare(a.name, b.name));
    const build = (list: CfbNode[]): number => {
      if (list.length === 0) return NOSTREAM;
      const mid = Math.floor(list.length / 2);
      const node = list[mid]!;
      const id = entries.length;
      const entry: DirEntry = {
        name: node.name,
        type: 'data' in node ? 2 : 1,
        data: 'data' in node ? node.data : undefined,
        left: NOSTREAM,
        right: NOSTREAM,
        child: NOSTREAM,
        clsid: Buffer.alloc(16),
        start: ENDOFCHAIN,
        size: 'data' in node ? node.data.length : 0,
      };
      entries.push(entry);
      entry.left = build(list.slice(0, mid));
      entry.right = build(list.slice(mid + 1));
      if ('children' in node) entry.child = addChildren(node.children);
      return id;
    };
    return build(sorted);
  };
  entries[0]!.child = addChildren(nodes);

  // The mini stream: small streams one after another in 64-byte sectors.
  const miniFat: number[] = [];
  const miniParts: Buffer[] = [];
  for (const e of entries) {
    if (e.type !== 2 || !e.data || e.data.length === 0 || e.data.length >= CUTOFF) continue;
    const count = Math.ceil(e.data.length / MINI);
    e.start = miniFat.length;
    for (let i = 0; i < count; i++) miniFat.push(i === count - 1 ? ENDOFCHAIN : miniFat.length + 1);
    const padded = Buffer.alloc(count * MINI);
    e.data.copy(padded);
    miniParts.push(padded);
  }
  const miniStream = Buffer.concat(miniParts);

  const sectorsFor = (bytes: number) => Math.ceil(bytes / SECTOR);
  const dirSectors = sectorsFor(entries.length * 128);
  const miniFatSectors = sectorsFor(miniFat.length * 4);
  const miniStreamSectors = sectorsFor(miniStream.length);
  const big = entries.filter((e) => e.type === 2 && e.data && e.data.length >= CUTOFF);
  const bigSectors = big.reduce((n, e) => n + sectorsFor(e.data!.length), 0);
  const others = dirSectors + miniFatSectors + miniStreamSectors + bigSectors;
  let fatSectors = 1;
  while (fatSectors + others > fatSectors * (SECTOR / 4)) fatSectors++;
  if (fatSectors > 109) throw new Error('cfb-writer: too large for a header-only DIFAT');

  const total = fatSectors + others;
  const fat = new Array<number>(fatSectors * (SECTOR / 4)).fill(FREESECT);
  let next = 0;
  const allocate = (count: number): number => {
    if (count === 0) return ENDOFCHAIN;
    const first = next;
    for (let i = 0; i < count; i++) fat[first + i] = i === count - 1 ? ENDOFCHAIN : first + i + 1;
    next += count;
    return first;
  };
  for (let i = 0; i < fatSectors; i++) fat[next++] = FATSECT;
  const dirStart = allocate(dirSectors);
  const miniFatStart = allocate(miniFatSectors);
  const miniStreamStart = allocate(miniStreamSectors);
  for (const e of big) e.start = allocate(sectorsFor(e.data!.length));
  entries[0]!.start = miniStream.length > 0 ? miniStreamStart : ENDOFCHAIN;
  entries[0]!.size = miniStream.length;

  const out = Buffer.alloc(SECTOR + total * SECTOR);
  const sectorAt = (n: number) => SECTOR + n * SECTOR;

  // Header.
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out, 0);
  out.writeUInt16LE(0x003e, 0x18);
  out.writeUInt16LE(3, 0x1a);
  out.writeUInt16LE(0xfffe, 0x1c);
  out.writeUInt16LE(9, 0x1e);
  out.writeUInt16LE(6, 0x20);
  out.writeUInt32LE(fatSectors, 0x2c);
  out.writeUInt32LE(dirStart, 0x30);
  out.writeUInt32LE(CUTOFF, 0x38);
  out.writeUInt32LE(miniFatSectors > 0 ? miniFatStart : ENDOFCHAIN, 0x3c);
  out.writeUInt32LE(miniFatSectors, 0x40);
  out.writeUInt32LE(ENDOFCHAIN, 0x44);
  out.writeUInt32LE(0, 0x48);
  for (let i = 0; i < 109; i++) out.writeUInt32LE(i < fatSectors ? i : FREESECT, 0x4c + i * 4);

  fat.forEach((v, i) => {
    out.writeUInt32LE(v, SECTOR + i * 4);
  });

  for (let i = 0; i < dirSectors * (SECTOR / 128); i++) {
    const at = sectorAt(dirStart) + i * 128;
    const e = entries[i];
    if (!e) {
      out.writeUInt32LE(NOSTREAM, at + 0x44);
      out.writeUInt32LE(NOSTREAM, at + 0x48);
      out.writeUInt32LE(NOSTREAM, at + 0x4c);
      continue;
    }
    const name = Buffer.from(`${e.name}\u0000`, 'utf16le');
    if (name.length > 64) throw new Error(`cfb-writer: name too long: ${e.name}`);
    name.copy(out, at);
    out.writeUInt16LE(name.length, at + 0x40);
    out[at + 0x42] = e.type;
    out[at + 0x43] = 1;
    out.writeUInt32LE(e.left, at + 0x44);
    out.writeUInt32LE(e.right, at + 0x48);
    out.writeUInt32LE(e.child, at + 0x4c);
    e.clsid.copy(out, at + 0x50);
    out.writeUInt32LE(e.type === 1 ? 0 : e.start, at + 0x74);
    out.writeUInt32LE(e.size, at + 0x78);
  }

  miniFat.forEach((v, i) => {
    out.writeUInt32LE(v, sectorAt(miniFatStart) + i * 4);
  });
  if (miniFatSectors > 0) {
    for (let i = miniFat.length; i < miniFatSectors * (SECTOR / 4); i++) {
      out.writeUInt32LE(FREESECT, sectorAt(miniFatStart) + i * 4);
    }
  }
  miniStream.copy(out, sectorAt(miniStreamStart));
  for (const e of big) e.data!.copy(out, sectorAt(e.start));
  return out;
}
