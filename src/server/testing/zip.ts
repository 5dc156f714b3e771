import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import yauzl from 'yauzl';

/** Every entry of a zip held in memory, by name. */
export async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const parts: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) parts.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(parts));
  }
  return out;
}

/** A zip of the given entries (name -> text or bytes), for building test archives. */
export async function zip(
  entries: Map<string, Buffer | string> | Record<string, Buffer | string>,
): Promise<Buffer> {
  const archive = new ZipArchive();
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    archive.on('error', reject);
  });
  archive.pipe(out);
  for (const [name, data] of entries instanceof Map ? entries : Object.entries(entries)) {
    archive.append(typeof data === 'string' ? Buffer.from(data) : data, { name });
  }
  await archive.finalize();
  await done;
  return Buffer.concat(parts);
}
