import yauzl from 'yauzl';
import {
  EXPORT_FORMAT,
  EXPORT_TABLE_PATHS,
  EXPORT_TABLES,
  EXPORT_TABLES_ADDED_LATER,
  EXPORT_VERSION,
  type ExportTable,
} from '../../../core/schemas/export';
import { AppError, badRequest } from '../../plugins/errors';

export const NOT_A_ZIP = 'The file is not a readable zip archive.';
/** A data file larger than this (uncompressed) is refused rather than parsed. */
const MAX_JSON_BYTES = 512 * 1024 * 1024;

export interface ArchiveManifest {
  exportedAt: string | null;
  tables: Record<ExportTable, string>;
}

/** An Export All archive opened for reading: its manifest, its tables, and its entries on demand. */
export interface OpenArchive {
  manifest: ArchiveManifest;
  tables: Record<ExportTable, unknown[]>;
  /** The bytes of an entry, or null when the archive has no such entry. */
  read(path: string): Promise<Buffer | null>;
  close(): void;
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(parts);
}

/**
 * Opens an Export All zip held in memory: 400 when it is not a readable zip, has no manifest, or a
 * data file is missing or not a JSON array; 400 naming the version when another exporter made it.
 */
export async function openArchive(data: Buffer): Promise<OpenArchive> {
  let zip: yauzl.ZipFile;
  const entries = new Map<string, yauzl.Entry>();
  try {
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, autoClose: false });
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch {
    throw badRequest(NOT_A_ZIP);
  }

  const read = async (path: string, max = Number.POSITIVE_INFINITY): Promise<Buffer | null> => {
    const entry = entries.get(path);
    if (!entry) return null;
    if (entry.uncompressedSize > max)
      throw new AppError(413, `${path} in the archive is too large to import.`);
    try {
      return await collect(await zip.openReadStreamPromise(entry));
    } catch {
      throw badRequest(NOT_A_ZIP);
    }
  };

  try {
    const manifestBytes = await read('manifest.json', 1024 * 1024);
    if (!manifestBytes) {
      throw badRequest('The zip file has no manifest.json: it is not a Process Map Repository export.');
    }
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8'));
    } catch {
      throw badRequest("The archive's manifest.json is not valid JSON.");
    }
    if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
      throw badRequest("The archive's manifest.json is not valid JSON.");
    }
    if (manifest.format !== EXPORT_FORMAT || manifest.version !== EXPORT_VERSION) {
      const version =
        manifest.format !== EXPORT_FORMAT
          ? String(manifest.format ?? 'none')
          : String(manifest.version ?? 'none');
      throw badRequest(
        `This archive was made by an unknown exporter version (${version}); this app reads version ${EXPORT_VERSION}.`,
      );
    }
    const given = (manifest.tables ?? {}) as Record<string, unknown>;
    const paths = {} as Record<ExportTable, string>;
    const tables = {} as Record<ExportTable, unknown[]>;
    for (const table of EXPORT_TABLES) {
      const listed = typeof given[table] === 'string';
      const path = listed ? (given[table] as string) : EXPORT_TABLE_PATHS[table];
      paths[table] = path;
      const bytes = await read(path, MAX_JSON_BYTES);
      // An older version-1 archive has no file for a table added since; one its manifest lists must be there.
      if (!bytes && !listed && EXPORT_TABLES_ADDED_LATER.includes(table)) {
        tables[table] = [];
        continue;
      }
      if (!bytes) throw badRequest(`The archive is incomplete: ${path} is missing.`);
      let rows: unknown;
      try {
        rows = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw badRequest(`The archive's ${path} is not valid JSON.`);
      }
      if (!Array.isArray(rows)) throw badRequest(`The archive's ${path} is not a list of rows.`);
      tables[table] = rows;
    }
    return {
      manifest: {
        exportedAt: typeof manifest.exportedAt === 'string' ? manifest.exportedAt : null,
        tables: paths,
      },
      tables,
      read: (path) => read(path),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
