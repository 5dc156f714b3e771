import { jsonTextDepth, jsonTooDeepMessage, MAX_JSON_DEPTH } from '../../../core/rules/json-depth';
import {
  EXPORT_FORMAT,
  EXPORT_TABLE_PATHS,
  EXPORT_TABLES,
  EXPORT_TABLES_ADDED_LATER,
  EXPORT_VERSION,
  type ExportTable,
} from '../../../core/schemas/export';
import { badRequest } from '../../plugins/errors';
import { checkTable, type TableText } from './archive-table';
import { entryLabel, LimitedZip, tablesTooLargeMessage, type UnpackLimits } from './unpack-limits';

export const NOT_A_ZIP = 'The file is not a readable zip archive.';
const notAZip = () => badRequest(NOT_A_ZIP);

export interface ArchiveManifest {
  exportedAt: string | null;
  tables: Record<ExportTable, string>;
}

/** An Export All archive opened for reading: its manifest, and its tables and entries on demand. */
export interface OpenArchive {
  manifest: ArchiveManifest;
  /**
   * A table's rows, read one at a time from its bytes, inflated again on each call (only one table is
   * held at once, never parsed whole). Every table was checked when the archive was opened.
   */
  table(table: ExportTable): Promise<TableText>;
  /** The bytes of an entry, or null when the archive has no such entry. */
  read(path: string): Promise<Buffer | null>;
  close(): void;
}

/** JSON text of the archive parsed, after its nesting is checked: 400 naming `path` otherwise. */
function parseJson(bytes: Buffer, path: string): unknown {
  const text = bytes.toString('utf8');
  if (jsonTextDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw badRequest(`The archive's ${path}: ${jsonTooDeepMessage()}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The archive's ${path} is not valid JSON.`);
  }
}

const MANIFEST = 'manifest.json';

/**
 * Where the export lies in the zip: '' at the top, as the exporter writes it, or the one folder
 * holding manifest.json when the export was unpacked and zipped again as a folder (Windows' "Send
 * to compressed folder", macOS' "Compress"). Other entries (__MACOSX/, .DS_Store, directories) are
 * never read, so they do no harm. 400 when several folders each hold a manifest.
 */
function exportRoot(names: Iterable<string>): string {
  const found: string[] = [];
  for (const name of names) {
    if (name === MANIFEST) return '';
    const slash = name.indexOf('/');
    if (slash > 0 && name.slice(slash + 1) === MANIFEST && !name.startsWith('__MACOSX/')) {
      found.push(name.slice(0, slash + 1));
    }
  }
  if (found.length > 1) {
    throw badRequest(
      `The zip file holds more than one export (${found.sort().map(entryLabel).join(', ')}): import them one at a time.`,
    );
  }
  return found[0] ?? '';
}

/**
 * Opens an Export All zip held in memory: 400 when it is not a readable zip, has no manifest, or a
 * data file is missing, not a JSON array or nested deeper than MAX_JSON_DEPTH; 400 naming the
 * version when another exporter made it; 413 naming the limit when it unpacks beyond `limits`
 * (counted as it inflates, whatever its headers say).
 */
export async function openArchive(data: Buffer, limits: UnpackLimits): Promise<OpenArchive> {
  const zip = await LimitedZip.open(data, 'archive', limits, notAZip);
  try {
    const root = exportRoot(zip.entries.keys());
    const read = (path: string, max?: number, tooLargeMessage?: string) =>
      zip.read(root + path, notAZip, max, tooLargeMessage);

    const manifestBytes = await read(MANIFEST, 1024 * 1024);
    if (!manifestBytes) {
      throw badRequest('The zip file has no manifest.json: it is not a Process Map Repository export.');
    }
    const manifest = parseJson(manifestBytes, 'manifest.json') as Record<string, unknown>;
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
    const absent = new Set<ExportTable>();
    // Each table is inflated and checked (JSON nesting, a list of rows) here, then let go: planning
    // and writing read one table at a time again. Together they get the limit of one entry, as they
    // once were all held parsed at once.
    let tableBytes = 0;
    for (const table of EXPORT_TABLES) {
      const listed = typeof given[table] === 'string';
      const path = listed ? (given[table] as string) : EXPORT_TABLE_PATHS[table];
      paths[table] = path;
      const bytes = await read(path, limits.entryBytes - tableBytes, tablesTooLargeMessage(limits));
      // An older version-1 archive has no file for a table added since; one its manifest lists must be there.
      if (!bytes && !listed && EXPORT_TABLES_ADDED_LATER.includes(table)) {
        absent.add(table);
        continue;
      }
      if (!bytes) throw badRequest(`The archive is incomplete: ${path} is missing.`);
      tableBytes += bytes.length;
      checkTable(bytes, path);
    }
    const empty: TableText = { rowCount: 0, *rows() {} };
    return {
      manifest: {
        exportedAt: typeof manifest.exportedAt === 'string' ? manifest.exportedAt : null,
        tables: paths,
      },
      table: async (table) => {
        if (absent.has(table)) return empty;
        const bytes = await read(paths[table]);
        if (!bytes) throw badRequest(`The archive is incomplete: ${paths[table]} is missing.`);
        return checkTable(bytes, paths[table]);
      },
      read: (path) => read(path),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
