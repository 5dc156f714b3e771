import { describe, expect, it } from 'vitest';
import { PROCESS_ROWS, setUpImportRefusals, workbook } from './testing/import-refusals';

/*
 * The workbooks here are made with exceljs, and the OLE compound file like Excel's password-protected
 * workbook is written by the test itself.
 */

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

describe('Bulk Import says what is wrong with a hostile or odd file', () => {
  const { send, expectRefused } = setUpImportRefusals();

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
