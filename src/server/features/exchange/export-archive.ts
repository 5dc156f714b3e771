import { Readable } from 'node:stream';
import {
  EXPORT_APP,
  EXPORT_FORMAT,
  EXPORT_TABLE_PATHS,
  EXPORT_TABLES,
  EXPORT_VERSION,
  type ExportManifest,
  type ExportTable,
} from '../../../core/schemas/export';
import type { Db } from '../../db/client';
import { loadZipArchive } from '../../lib/heavy-libraries';
import { openFileStream } from '../files/files.service';
import { type ExportedFile, exportFile, exportRows, fileMetas } from './export-rows';

/** Joins JSON values into one array text, a chunk at a time; `done` receives the number of values. */
async function* jsonArray(
  values: AsyncIterable<unknown> | Iterable<unknown>,
  done: (count: number) => void,
): AsyncGenerator<Buffer> {
  let count = 0;
  let chunk = '[';
  for await (const value of values) {
    chunk += `${count === 0 ? '\n' : ',\n'}${JSON.stringify(value)}`;
    count++;
    if (chunk.length >= 64 * 1024) {
      yield Buffer.from(chunk, 'utf8');
      chunk = '';
    }
  }
  chunk += count === 0 ? ']\n' : '\n]\n';
  done(count);
  yield Buffer.from(chunk, 'utf8');
}

/**
 * The whole repository as a zip (docs/export-format.md), produced while it is sent. Entries are
 * added one at a time, each after the previous one is written (archiver reads every queued stream
 * ahead otherwise): table rows are read in batches and one stored file's bytes are held at a time.
 * manifest.json comes last because it carries the row counts.
 */
export async function exportArchive(db: Db, exportedAt: Date = new Date()): Promise<Readable> {
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
      waiting = { resolve, reject };
      archive.append(source, { name, ...(date ? { date } : {}) });
    });
  const json = (values: AsyncIterable<unknown> | Iterable<unknown>, done: (count: number) => void) =>
    Readable.from(jsonArray(values, done), { objectMode: false });

  const build = async () => {
    for (const table of EXPORT_TABLES) {
      if (table === 'files') continue;
      await add(
        json(exportRows(db, table), (n) => {
          counts[table] = n;
        }),
        EXPORT_TABLE_PATHS[table],
      );
    }

    // A file deleted between listing and reading is left out of files.json.
    const written: ExportedFile[] = [];
    for await (const meta of fileMetas(db)) {
      // Streamed a few chunks at a time; an upload still in progress is not exported.
      const opened = await openFileStream(db, meta.id);
      if (!opened) continue;
      const entry = exportFile(meta);
      await add(opened.stream, entry.path, meta.createdAt);
      written.push(entry);
    }
    await add(
      json(written, (n) => {
        counts.files = n;
      }),
      EXPORT_TABLE_PATHS.files,
    );

    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: exportedAt.toISOString(),
      app: EXPORT_APP,
      counts: Object.fromEntries(EXPORT_TABLES.map((t) => [t, counts[t] ?? 0])),
      tables: { ...EXPORT_TABLE_PATHS },
    };
    await add(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'), 'manifest.json');
    await archive.finalize();
  };

  build().catch((error: unknown) => {
    if (!closed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
