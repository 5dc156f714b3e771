import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import { describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { unzip } from '../../testing/zip';
import { craftZip } from './testing/crafted-zip';
import { PROCESS_ROWS, setUpImportRefusals, workbook } from './testing/import-refusals';

/*
 * Every hostile or odd file here is made by the test itself: zips written byte by byte (so their
 * headers can say anything), or by archiver, and workbooks made with exceljs. The workbook and CSV
 * refusals are in import-refusals-workbooks.test.ts.
 */

/** A zip made by archiver (as real tools make them) with a symbolic link among the entries. */
async function zipWithSymlink(entries: Map<string, Buffer>, link: string, target: string): Promise<Buffer> {
  const archive = new ZipArchive();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    archive.on('error', reject);
  });
  archive.pipe(out);
  for (const [name, data] of entries) archive.append(data, { name });
  archive.symlink(link, target);
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

describe('Bulk Import says what is wrong with a hostile or odd file', () => {
  const { send, counts, expectRefused, exportEntries, exported } = setUpImportRefusals();

  describe('zip archives', () => {
    it('refuses an entry that points outside the archive (zip slip), naming it', async () => {
      for (const [name, shown] of [
        ['../../etc/passwd', '../../etc/passwd'],
        ['files/../../../tmp/evil.sh', 'files/../../../tmp/evil.sh'],
        ['/etc/passwd', '/etc/passwd'],
        ['C:/Windows/System32/evil.dll', 'C:/Windows/System32/evil.dll'],
        // Backslashes are read as separators (Windows tools write them), so this climbs out too.
        ['..\\..\\evil.txt', '../../evil.txt'],
      ]) {
        const data = craftZip([...exportEntries(), { name: name!, data: 'root:x:0:0' }]);
        await expectRefused(
          data,
          'export.zip',
          400,
          `The archive has an entry that points outside it (${shown}): it is refused.`,
        );
      }
    });

    it('refuses a zip slip in a workbook too, calling it a workbook', async () => {
      const book = await unzip(await workbook([['Processes', PROCESS_ROWS]]));
      const data = craftZip([
        ...[...book].map(([name, bytes]) => ({ name, data: bytes })),
        { name: '../x.xml', data: '<x/>' },
      ]);
      await expectRefused(
        data,
        'processes.xlsx',
        400,
        'The workbook has an entry that points outside it (../x.xml): it is refused.',
      );
    });

    it('refuses a symbolic link entry, naming it', async () => {
      const made = await zipWithSymlink(exported(), 'files/passwd', '/etc/passwd');
      await expectRefused(
        made,
        'export.zip',
        400,
        'The archive has an entry that is a symbolic link (files/passwd): it is refused.',
      );
      // The same by hand: a Unix-made entry whose mode is lrwxrwxrwx.
      const crafted = craftZip([
        ...exportEntries(),
        {
          name: 'data/link',
          data: '../manifest.json',
          method: 0,
          madeBy: (3 << 8) | 20,
          external: 0o120777 << 16,
        },
      ]);
      await expectRefused(
        crafted,
        'export.zip',
        400,
        'The archive has an entry that is a symbolic link (data/link): it is refused.',
      );
    });

    it('refuses a password-protected archive, deflated, stored or strongly encrypted', async () => {
      const message = 'The archive is password-protected; export it again without a password.';
      const processesPath = EXPORT_TABLE_PATHS.processes;
      const encrypted = (method: 0 | 8, flags: number) =>
        craftZip(exportEntries((e) => (e.name === processesPath ? { ...e, method, flags } : e)));
      await expectRefused(encrypted(8, 0x01), 'export.zip', 400, message);
      await expectRefused(encrypted(0, 0x01), 'export.zip', 400, message);
      await expectRefused(encrypted(8, 0x41), 'export.zip', 400, message);
      // Every entry encrypted, as "zip -e" writes it.
      await expectRefused(craftZip(exportEntries((e) => ({ ...e, flags: 1 }))), 'export.zip', 400, message);
    });

    it('refuses an archive with two manifests or two entries of one name', async () => {
      await expectRefused(
        craftZip([...exportEntries(), { name: 'manifest.json', data: exported().get('manifest.json')! }]),
        'export.zip',
        400,
        'The archive has more than one entry named manifest.json: it is refused.',
      );
      const twoExports = craftZip([
        ...exportEntries((e) => ({ ...e, name: `a/${e.name}` })),
        ...exportEntries((e) => ({ ...e, name: `b/${e.name}` })),
      ]);
      await expectRefused(
        twoExports,
        'export.zip',
        400,
        'The zip file holds more than one export (a/, b/): import them one at a time.',
      );
    });

    it('imports an export zipped again by Windows, macOS or a streaming zipper', async () => {
      const own = (await send('preview', craftZip(exportEntries()), 'export.zip')).json();
      expect(own.summary.reject).toBe(0);
      const dirs = (prefix: string) =>
        ['', 'data/', 'files/'].map((d) => ({ name: `${prefix}${d}`, madeBy: 20, external: 0x10 }));
      const variants: Record<string, Buffer> = {
        // Directory entries, a comment, data descriptors (sizes after the data).
        streamed: craftZip(
          [...dirs('').slice(1), ...exportEntries((e) => ({ ...e, descriptor: true }))],
          'exported by a zipper that writes comments',
        ),
        // Windows' "Send to compressed folder" of the unpacked folder: MS-DOS attributes, a top folder.
        windows: craftZip([
          ...dirs('process-map-repository-2026-11-21/'),
          ...exportEntries((e) => ({
            ...e,
            name: `process-map-repository-2026-11-21/${e.name}`,
            madeBy: 20,
            external: 0x20,
          })),
        ]),
        // Some Windows tools write backslashes.
        backslashes: craftZip(exportEntries((e) => ({ ...e, name: e.name.replaceAll('/', '\\') }))),
        // macOS' "Compress": Unix modes, data descriptors, .DS_Store and AppleDouble files in __MACOSX/.
        macos: craftZip([
          ...exportEntries((e) => ({
            ...e,
            descriptor: true,
            madeBy: (3 << 8) | 21,
            external: 0o100644 << 16,
          })),
          { name: '.DS_Store', data: Buffer.alloc(64, 1), madeBy: (3 << 8) | 21, external: 0o100644 << 16 },
          { name: 'data/.DS_Store', data: Buffer.alloc(64, 1) },
          { name: '__MACOSX/', madeBy: (3 << 8) | 21, external: (0o040755 << 16) | 0x10 },
          { name: '__MACOSX/._manifest.json', data: Buffer.alloc(82, 2) },
          { name: '__MACOSX/data/._job-roles.json', data: Buffer.alloc(82, 2) },
        ]),
        // macOS' "Compress" of the unpacked folder: the export in a folder, its AppleDouble files beside.
        macosFolder: craftZip([
          ...exportEntries((e) => ({ ...e, name: `export/${e.name}`, descriptor: true })),
          { name: 'export/.DS_Store', data: Buffer.alloc(64, 1) },
          { name: '__MACOSX/export/._manifest.json', data: Buffer.alloc(82, 2) },
        ]),
      };
      for (const [variant, data] of Object.entries(variants)) {
        const res = await send('preview', data, 'export.zip');
        expect({ variant, status: res.statusCode }).toEqual({ variant, status: 200 });
        expect({ variant, summary: res.json().summary }).toEqual({ variant, summary: own.summary });
      }
      const before = await counts();
      const applied = await send('apply', variants.macos!, 'export.zip');
      expect(applied.statusCode).toBe(200);
      expect(applied.json().summary).toEqual(own.summary);
      // Everything was unchanged: only the import's own audit event is added.
      expect(await counts()).toEqual({ ...before, events: before.events + 1 });
    });
  });
});
