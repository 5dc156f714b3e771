import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  EXPORT_APP,
  EXPORT_FORMAT,
  EXPORT_TABLE_PATHS,
  EXPORT_TABLES,
  EXPORT_VERSION,
  type ExportDiagram,
  type ExportManifest,
  type ExportTable,
} from '../../../core/schemas/export';
import type { Db, Executor } from '../../db/client';
import { loadZipArchive } from '../../lib/heavy-libraries';
import { fileChunkStream, getStoredFile } from '../../plugins/files';
import { type FilePins, pinFiles } from '../../plugins/files/file-pins';
import { type DiagramNote, diagramFiles, noteDiagram } from './export-diagrams';
import { type ExportedFile, exportFile, exportRows, type FileMeta, fileMetas } from './export-rows';
import { DEFAULT_EXPORT_TIMEOUT_MS, startSnapshotExport } from './snapshot-export';

/**
 * What an export reads from its snapshot, in archive order: each table's start then its rows (the
 * JSON text of each), then the stored files to include (their bytes are read as they are written).
 */
type ArchivePart = { table: Exclude<ExportTable, 'files'> } | string | { file: FileMeta };

/**
 * Every table's rows and every complete stored file, read from `ex`. With `pins` (the snapshot is
 * spilled, its files' bytes are read after it), each file is pinned as it is listed: inside the
 * snapshot's transaction, so a delete either went first (the file is not listed) or sees the pin.
 * Workflow maps with a diagram are noted in `diagrams` as their rows go by.
 */
async function* archiveParts(
  ex: Executor,
  pins: FilePins | null,
  diagrams: DiagramNote[],
): AsyncGenerator<ArchivePart> {
  for (const table of EXPORT_TABLES) {
    if (table === 'files') continue;
    yield { table };
    for await (const row of exportRows(ex, table)) {
      if (table === 'artifacts') {
        const note = noteDiagram(row as Parameters<typeof noteDiagram>[0]);
        if (note) diagrams.push(note);
      }
      yield JSON.stringify(row);
    }
  }
  for await (const meta of fileMetas(ex)) {
    // An upload still in progress is not exported.
    if (!(await getStoredFile(ex, meta.id))) continue;
    pins?.add(meta.id);
    yield { file: meta };
  }
}

/** Joins JSON texts into one array text, a chunk at a time. */
async function* jsonArray(texts: AsyncIterable<string> | Iterable<string>): AsyncGenerator<Buffer> {
  let first = true;
  let chunk = '[';
  for await (const text of texts) {
    chunk += `${first ? '\n' : ',\n'}${text}`;
    first = false;
    if (chunk.length >= 64 * 1024) {
      yield Buffer.from(chunk, 'utf8');
      chunk = '';
    }
  }
  chunk += first ? ']\n' : '\n]\n';
  yield Buffer.from(chunk, 'utf8');
}

/** Reads values one at a time, with a look at the next one first. */
function peekable<T>(values: AsyncIterable<T>) {
  const it = values[Symbol.asyncIterator]();
  let head: Promise<IteratorResult<T>> | null = null;
  return {
    peek: () => {
      head ??= it.next();
      return head;
    },
    take: async () => {
      const next = await (head ?? it.next());
      head = null;
      return next;
    },
  };
}

/**
 * The bytes as they are, failing at their end unless they hash to `sha256`: a file read after its
 * snapshot (PGlite) must still be the file the snapshot listed. Pins keep it from being deleted;
 * this catches what a pin cannot (an import that restores over the repository meanwhile).
 */
function checkedBytes(bytes: Readable, file: FileMeta): Readable {
  const hash = createHash('sha256');
  const check = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      const changed = hash.digest('hex') !== file.sha256;
      callback(changed ? new Error(`stored file ${file.id} changed while it was exported`) : null);
    },
  });
  pipeline(bytes, check, () => {});
  return check;
}

export interface ExportArchiveOptions {
  exportedAt?: Date;
  /** How long the download may take at most (EXPORT_TIMEOUT_SECONDS). */
  timeoutMs?: number;
}

/**
 * The whole repository as a zip (docs/export-format.md), produced while it is sent, every row and
 * file of it from one snapshot of the database (startSnapshotExport): a write made meanwhile is
 * wholly in it or wholly absent. Entries are added one at a time, each after the previous one is
 * written (archiver reads every queued stream ahead otherwise): one stored file's bytes are held at
 * a time. manifest.json comes last because it carries the row counts.
 */
export async function exportArchive(db: Db, options: ExportArchiveOptions = {}): Promise<Readable> {
  const exportedAt = options.exportedAt ?? new Date();
  const ZipArchive = await loadZipArchive();
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const counts: Partial<Record<ExportTable, number>> = {};
  // A client that goes away destroys the stream: stop adding entries.
  let closed = false;
  let waiting: { resolve: () => void; reject: (error: Error) => void } | null = null;
  archive.on('entry', () => {
    waiting?.resolve();
    waiting = null;
  });
  archive.on('close', () => {
    closed = true;
    waiting?.reject(new Error('export stream closed'));
    waiting = null;
  });

  const add = (source: Readable | Buffer, name: string, date?: Date) =>
    new Promise<void>((resolve, reject) => {
      if (closed) return reject(new Error('export stream closed'));
      // A source fails when its reads do, among them those cut off by the end of the snapshot once
      // the client has gone: that failure ends the archive, or nothing when it is gone already.
      if (source instanceof Readable) {
        source.on('error', (error) => {
          if (!closed) archive.destroy(error);
        });
      }
      waiting = { resolve, reject };
      archive.append(source, { name, ...(date ? { date } : {}) });
    });
  const json = (texts: AsyncIterable<string> | Iterable<string>) =>
    Readable.from(jsonArray(texts), { objectMode: false });

  const pins = pinFiles();
  const diagrams: DiagramNote[] = [];
  await startSnapshotExport<ArchivePart>({
    db,
    out: archive,
    timeoutMs: options.timeoutMs ?? DEFAULT_EXPORT_TIMEOUT_MS,
    read: (ex, { spilled }) => archiveParts(ex, spilled ? pins : null, diagrams),
    onEnd: () => pins.releaseAll(),
    write: async (snapshot) => {
      const parts = peekable(snapshot.values);
      const written: ExportedFile[] = [];
      for (let next = await parts.take(); !next.done; next = await parts.take()) {
        const part = next.value;
        if (typeof part === 'string') throw new Error('export rows outside any table');
        if ('table' in part) {
          let rows = 0;
          const texts = async function* () {
            for (
              let row = await parts.peek();
              !row.done && typeof row.value === 'string';
              row = await parts.peek()
            ) {
              await parts.take();
              rows++;
              yield row.value;
            }
          };
          await add(json(texts()), EXPORT_TABLE_PATHS[part.table]);
          counts[part.table] = rows;
          continue;
        }
        // Streamed a few chunks at a time: from the snapshot, or after it once pinned.
        const file = part.file;
        const bytes = snapshot.executor
          ? fileChunkStream(snapshot.executor, file.id, file.size)
          : checkedBytes(fileChunkStream(db, file.id, file.size), file);
        const entry = exportFile(file);
        await add(bytes, entry.path, file.createdAt);
        pins.release(file.id);
        written.push(entry);
      }
      await add(json(written.map((entry) => JSON.stringify(entry))), EXPORT_TABLE_PATHS.files);
      counts.files = written.length;

      // The next diagram is drawn (in the pool's other worker) while this one's files are written.
      const diagramList: ExportDiagram[] = [];
      const draw = (i: number) => {
        const note = diagrams[i];
        if (!note) return null;
        const drawing = diagramFiles(snapshot.executor ?? db, note);
        drawing.catch(() => {});
        return drawing;
      };
      let next = draw(0);
      for (let i = 0; next; i++) {
        const { entries, manifest } = await next;
        next = draw(i + 1);
        for (const entry of entries) await add(entry.data, entry.path, exportedAt);
        diagramList.push(manifest);
      }

      const manifest: ExportManifest = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: exportedAt.toISOString(),
        app: EXPORT_APP,
        counts: Object.fromEntries(EXPORT_TABLES.map((t) => [t, counts[t] ?? 0])),
        tables: { ...EXPORT_TABLE_PATHS },
        diagrams: diagramList,
      };
      await add(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'), 'manifest.json');
      await archive.finalize();
    },
  });
  return archive;
}
