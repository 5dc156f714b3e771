import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { auditEvents, divisions, files, jobRoles, processes } from '../../db/schema';
import { SAMPLE_FILES } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/zip';
import { type CraftedEntry, craftZip } from './testing/crafted-zip';

/*
 * Every hostile or odd file here is made by the test itself: zips written byte by byte (so their
 * headers can say anything), an OLE compound file like Excel's password-protected workbook, and
 * workbooks made with exceljs.
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

/**
 * An OLE compound file (version 3, 512-byte sectors) holding empty streams of the given names:
 * sector 0 is the FAT, sector 1 the directory. Excel stores a password-protected .xlsx so, with
 * the streams EncryptionInfo and EncryptedPackage; an .xls has the stream Workbook.
 */
function compoundFile(streams: string[]): Buffer {
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const NONE = 0xffffffff;
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(END, 4);
  const directory = Buffer.alloc(512);
  const names = ['Root Entry', ...streams].slice(0, 4);
  names.forEach((name, i) => {
    const at = i * 128;
    const utf16 = Buffer.from(name, 'utf16le');
    utf16.copy(directory, at);
    directory.writeUInt16LE(utf16.length + 2, at + 64);
    directory[at + 66] = i === 0 ? 5 : 2;
    directory[at + 67] = 1; // black
    directory.writeUInt32LE(NONE, at + 68); // left sibling
    directory.writeUInt32LE(i > 0 && i + 1 < names.length ? i + 1 : NONE, at + 72); // right sibling
    directory.writeUInt32LE(i === 0 && names.length > 1 ? 1 : NONE, at + 76); // child
    directory.writeUInt32LE(END, at + 116); // start sector
  });
  return Buffer.concat([header, fat, directory]);
}

async function workbook(sheets: [string, string[][]][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of sheets) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const PROCESS_ROWS = [
  ['Job Role', 'Process Name', 'Description'],
  ['Estimator', 'Deficiency Quoting', 'Quoting deficiencies'],
];

describe('Bulk Import says what is wrong with a hostile or odd file', () => {
  let t: TestApp;
  let cookie: string;
  /** The repository's own export, entry by entry. */
  let exported: Map<string, Buffer>;

  const send = (step: 'preview' | 'apply', data: Buffer, filename: string) => {
    return t.postForm(cookie, `/api/import/${step}`, {}, { filename, data });
  };
  const counts = async () => {
    const db = t.database.db;
    const n = async (
      table: typeof jobRoles | typeof processes | typeof auditEvents | typeof files | typeof divisions,
    ) => Number((await db.select({ n: count() }).from(table))[0]!.n);
    return {
      roles: await n(jobRoles),
      processes: await n(processes),
      events: await n(auditEvents),
      files: await n(files),
      divisions: await n(divisions),
    };
  };

  /** Preview and apply both answer `status` with exactly `{ message }`, and nothing stored changes. */
  async function expectRefused(data: Buffer, filename: string, status: number, message: string) {
    const before = await counts();
    for (const step of ['preview', 'apply'] as const) {
      const res = await send(step, data, filename);
      expect({ step, status: res.statusCode, body: res.json() }).toEqual({ step, status, body: { message } });
    }
    expect(await counts()).toEqual(before);
  }

  /** The export as crafted entries (stored as the exporter wrote them), each changed by `change`. */
  const exportEntries = (change: (e: CraftedEntry) => CraftedEntry = (e) => e): CraftedEntry[] =>
    [...exported].map(([name, data]) => change({ name, data }));

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    const role = await t.request(cookie, 'POST', '/api/job-roles', { name: 'Service Coordinator' });
    expect(role.statusCode).toBe(201);
    const created = await t.request(cookie, 'POST', '/api/processes', {
      name: 'Service Call Dispatch',
      description: 'Dispatching technicians',
      jobRoleId: role.json().id,
    });
    expect(created.statusCode).toBe(201);
    // A stored file, so that an archive also carries files/{id}/{name}.
    const uploaded = await t.postForm(
      cookie,
      '/api/files?purpose=process-file',
      {},
      { filename: 'Dispatch board.pdf', data: SAMPLE_FILES.pdf },
    );
    expect(uploaded.statusCode).toBe(201);
    exported = await unzip((await t.request(cookie, 'GET', '/api/export/all.zip')).rawPayload);
    expect(exported.has('manifest.json')).toBe(true);
    expect([...exported.keys()].some((name) => name.startsWith('files/'))).toBe(true);
  });
  afterAll(async () => t?.close());

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
      const made = await zipWithSymlink(exported, 'files/passwd', '/etc/passwd');
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
        craftZip([...exportEntries(), { name: 'manifest.json', data: exported.get('manifest.json')! }]),
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

  describe('workbooks and CSV files', () => {
    it('refuses a password-protected workbook and tells an .xls apart', async () => {
      await expectRefused(
        compoundFile(['EncryptionInfo', 'EncryptedPackage', '\u0006DataSpaces']),
        'processes.xlsx',
        400,
        'This workbook is password-protected; save it without a password and import again.',
      );
      await expectRefused(
        compoundFile(['Workbook', '\u0005SummaryInformation']),
        'processes.xlsx',
        415,
        'The file is an Excel 97-2003 workbook (.xls); save it as an Excel Workbook (.xlsx) and import again.',
      );
      // A compound file that is neither, and the stream name only inside data, not a directory entry.
      const other = Buffer.concat([compoundFile(['Contents']), Buffer.from('xEncryptedPackage', 'utf16le')]);
      await expectRefused(other, 'processes.xlsx', 400, 'The file is not a readable .xlsx workbook.');
    });

    it('names exactly the missing columns and the expected ones', async () => {
      const expected =
        'Expected: Job Role, Process Name, Description (and optionally Job Role Description, Status, Version).';
      await expectRefused(
        Buffer.from('Job Role,Process\nEstimator,Quoting\n'),
        'processes.csv',
        400,
        `The sheet has no Process Name and Description columns. ${expected}`,
      );
      await expectRefused(
        Buffer.from('Job Role,Process Name,Notes\nEstimator,Quoting,x\n'),
        'processes.csv',
        400,
        `The sheet has no Description column. ${expected}`,
      );
      await expectRefused(
        await workbook([
          [
            'Sheet1',
            [
              ['Name', 'Notes'],
              ['a', 'b'],
            ],
          ],
        ]),
        'processes.xlsx',
        400,
        `The sheet has no Job Role, Process Name and Description columns. ${expected}`,
      );
      // Division, Role and Count make it the Training Audiences CSV, which has its own columns.
      await expectRefused(
        Buffer.from('Division,Role,Count\nATL,Dispatcher,1\n'),
        'divisions.csv',
        400,
        'The sheet has no Location and Specialization columns. Expected: Division, Location, Specialization, Role, Count (and optionally Name, Employees).',
      );
    });

    it('points at the sheet that has the columns when it is not the one read', async () => {
      // A first sheet with other rows or none at all: either way the second one is named.
      const firstSheets: [string, string[][]][] = [
        ['Notes', [['Read me'], ['These are our processes']]],
        ['Sheet1', []],
      ];
      for (const first of firstSheets) {
        await expectRefused(
          await workbook([first, ['Sheet2', PROCESS_ROWS]]),
          'processes.xlsx',
          400,
          'The processes are read from the first sheet; ‘Sheet2’ has the expected columns: move it first.',
        );
      }
      await expectRefused(
        await workbook([
          ['Data', PROCESS_ROWS],
          ['Processes', [['Summary'], ['12 processes']]],
        ]),
        'processes.xlsx',
        400,
        'The processes are read from the sheet named ‘Processes’; ‘Data’ has the expected columns: give that name to ‘Data’ instead.',
      );
      await expectRefused(await workbook([['Sheet1', []]]), 'processes.xlsx', 400, 'The file has no rows.');
    });

    it('still reads the processes from the first sheet when it has the columns', async () => {
      const res = await send(
        'preview',
        await workbook([
          ['Sheet1', PROCESS_ROWS],
          ['Sheet2', [['Anything']]],
        ]),
        'processes.xlsx',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind: 'processes-sheet', summary: { create: 2, reject: 0 } });
    });
  });
});
