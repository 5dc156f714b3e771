/**
 * A file read by offset: a Buffer in memory or a file stored in database chunks alike, so that the
 * format checks read only the few parts of a file they need (a header, a zip's central directory,
 * a compound file's directory), never the whole file.
 */
export interface RandomAccessFile {
  size: number;
  /** `length` bytes from `offset` (fewer only at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
}

/** A Buffer as a RandomAccessFile (no copy). */
export function bufferFile(buf: Buffer): RandomAccessFile {
  return {
    size: buf.length,
    read: async (offset, length) => {
      const start = Math.max(0, Math.min(offset, buf.length));
      return buf.subarray(start, Math.min(buf.length, start + Math.max(0, length)));
    },
  };
}

/** Reads outside the file or past this many bytes in one call are refused: no parser asks for more. */
const MAX_READ = 16 * 1024 * 1024;

/**
 * `file` with its reads served from a few aligned blocks kept in memory (least recently used
 * dropped), so that the many small reads of a zip or compound-file directory cost a few reads of
 * the underlying file (a few database queries) and memory stays at blockSize × maxBlocks.
 */
export function cachedFile(file: RandomAccessFile, blockSize = 64 * 1024, maxBlocks = 16): RandomAccessFile {
  const blocks = new Map<number, Promise<Buffer>>();
  const block = (index: number): Promise<Buffer> => {
    let found = blocks.get(index);
    if (found) {
      blocks.delete(index);
    } else {
      found = file.read(index * blockSize, Math.min(blockSize, file.size - index * blockSize));
      // A failed read is not kept: the next call tries again.
      found.catch(() => blocks.delete(index));
    }
    blocks.set(index, found);
    while (blocks.size > maxBlocks) blocks.delete(blocks.keys().next().value!);
    return found;
  };
  return {
    size: file.size,
    read: async (offset, length) => {
      if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0) {
        throw new RangeError(`Bad read at ${offset} (${length} bytes)`);
      }
      if (length > MAX_READ) throw new RangeError(`Read of ${length} bytes refused`);
      const end = Math.min(file.size, offset + length);
      if (end <= offset) return Buffer.alloc(0);
      const parts: Buffer[] = [];
      for (let i = Math.floor(offset / blockSize); i * blockSize < end; i++) {
        const data = await block(i);
        const from = Math.max(0, offset - i * blockSize);
        const to = Math.min(data.length, end - i * blockSize);
        if (to > from) parts.push(data.subarray(from, to));
        if (data.length < blockSize) break;
      }
      return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    },
  };
}

/** Exactly `length` bytes at `offset`, or an error (a structure that points past the end of the file is damaged). */
export async function readExactly(file: RandomAccessFile, offset: number, length: number): Promise<Buffer> {
  const data = await file.read(offset, length);
  if (data.length !== length) throw new RangeError(`The file ends before byte ${offset + length}`);
  return data;
}
