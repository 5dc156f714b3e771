import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bufferFile, type Identified, identifyUpload, type RandomAccessFile } from './identify';
import { type CfbNode, writeCfb } from './testing/cfb-writer';
import { fixture } from './testing/fixtures';
import {
  excelGlobals,
  gif,
  htmlPage,
  jpeg,
  ooxmlPackage,
  pdf,
  plainZip,
  png,
  powerPointCurrentUser,
  streamOf,
  windowsProgram,
  wordFib,
} from './testing/samples';

const identify = (ext: string, data: Buffer) => identifyUpload(ext, bufferFile(data));
const message = (r: Identified) => (r.ok ? `accepted as ${r.kind}` : r.message);

/** A file that counts what is read from it, as a file stored in database chunks would be read. */
function countingFile(data: Buffer): RandomAccessFile & { bytesRead: number } {
  const file = {
    size: data.length,
    bytesRead: 0,
    read: async (offset: number, length: number) => {
      const out = data.subarray(offset, Math.min(data.length, offset + length));
      file.bytesRead += out.length;
      return Buffer.from(out);
    },
  };
  return file;
}

const MSI_CLSID = '{000C1084-0000-0000-C000-000000000046}';
const encryptedOoxml = () =>
  writeCfb([
    { name: 'EncryptionInfo', data: Buffer.alloc(200, 4) },
    { name: 'EncryptedPackage', data: Buffer.alloc(8192, 7) },
    { name: '\u0006DataSpaces', children: [{ name: 'Version', data: Buffer.alloc(76) }] },
  ]);

describe('Office Open XML is identified by the main part its [Content_Types].xml declares', () => {
  it.each(['docx', 'xlsx', 'pptx', 'vsdx'] as const)('accepts a real %s package', async (ext) => {
    const result = await identify(ext, await ooxmlPackage(ext));
    expect(result).toMatchObject({ ok: true, kind: ext, passwordProtected: false });
  });

  it('accepts .docx and .xlsx written by LibreOffice', async () => {
    expect(await identify('docx', fixture('libreoffice-text.docx'))).toMatchObject({
      ok: true,
      kind: 'docx',
    });
    expect(await identify('xlsx', fixture('libreoffice-sheet.xlsx'))).toMatchObject({
      ok: true,
      kind: 'xlsx',
    });
  });

  it('refuses a plain zip, saying what it is', async () => {
    expect(message(await identify('docx', await plainZip()))).toBe(
      'This is a zip archive, not a Word document.',
    );
  });

  it('refuses one Office format named as another', async () => {
    expect(message(await identify('xlsx', await ooxmlPackage('docx')))).toBe(
      'This is a Word document, not an Excel workbook.',
    );
    expect(message(await identify('vsdx', await ooxmlPackage('pptx')))).toBe(
      'This is a PowerPoint presentation, not a Visio drawing.',
    );
    expect(message(await identify('docx', fixture('libreoffice-text.doc')))).toBe(
      'This is a Word 97-2003 document, not a Word document.',
    );
  });

  it('refuses a macro-enabled document named .docx, and says so', async () => {
    expect(message(await identify('docx', await ooxmlPackage('docm')))).toBe(
      'This is a macro-enabled Word document (.docm), not a Word document.',
    );
  });

  it('refuses a package whose declared main part is missing', async () => {
    expect(message(await identify('docx', await ooxmlPackage('docx', { omitMainPart: true })))).toBe(
      'This Word document is damaged: its main part is missing.',
    );
  });

  it.each(['docx', 'xlsx', 'pptx', 'vsdx'])(
    'accepts a password-protected %s (OOXML in an encrypted compound file)',
    async (ext) => {
      expect(await identify(ext, encryptedOoxml())).toMatchObject({
        ok: true,
        kind: ext,
        passwordProtected: true,
      });
    },
  );

  it('refuses an HTML page named .docx and a damaged zip', async () => {
    expect(message(await identify('docx', htmlPage()))).toBe(
      'This is a web page (HTML), not a Word document.',
    );
    const cut = (await ooxmlPackage('docx')).subarray(0, 200);
    expect(message(await identify('docx', cut))).toBe('This is a damaged zip archive, not a Word document.');
  });
});

describe('old Office formats are identified by the streams of their compound file', () => {
  const cases: [string, CfbNode[], string][] = [
    [
      'doc',
      [
        { name: 'WordDocument', data: streamOf(wordFib(false)) },
        { name: '1Table', data: Buffer.alloc(600) },
      ],
      'doc',
    ],
    ['xls', [{ name: 'Workbook', data: streamOf(excelGlobals(false)) }], 'xls'],
    ['xls', [{ name: 'Book', data: streamOf(excelGlobals(false), 900) }], 'xls'],
    [
      'ppt',
      [
        { name: 'PowerPoint Document', data: streamOf(Buffer.alloc(8), 5000) },
        { name: 'Current User', data: powerPointCurrentUser(false) },
      ],
      'ppt',
    ],
    ['vsd', [{ name: 'VisioDocument', data: streamOf(Buffer.from('Visio (TM) Drawing\r\n')) }], 'vsd'],
  ];
  it.each(cases)('accepts a .%s with its stream', async (ext, nodes, kind) => {
    expect(await identify(ext, writeCfb(nodes))).toMatchObject({ ok: true, kind, passwordProtected: false });
  });

  it('accepts real .doc, .xls and .ppt files written by LibreOffice', async () => {
    expect(await identify('doc', fixture('libreoffice-text.doc'))).toMatchObject({
      ok: true,
      kind: 'doc',
      passwordProtected: false,
    });
    expect(await identify('xls', fixture('libreoffice-sheet.xls'))).toMatchObject({
      ok: true,
      kind: 'xls',
      passwordProtected: false,
    });
    expect(await identify('ppt', gunzipSync(fixture('libreoffice-deck.ppt.gz')))).toMatchObject({
      ok: true,
      kind: 'ppt',
      passwordProtected: false,
    });
  });

  it('marks password-protected old formats (Word fEncrypted, Excel FilePass, PowerPoint token)', async () => {
    expect(await identify('doc', fixture('libreoffice-encrypted.doc'))).toMatchObject({
      ok: true,
      passwordProtected: true,
    });
    expect(await identify('xls', fixture('libreoffice-encrypted.xls'))).toMatchObject({
      ok: true,
      passwordProtected: true,
    });
    const doc = writeCfb([{ name: 'WordDocument', data: streamOf(wordFib(true)) }]);
    expect(await identify('doc', doc)).toMatchObject({ ok: true, passwordProtected: true });
    // A small Workbook lives in the mini stream: the FilePass is read from there.
    const xls = writeCfb([{ name: 'Workbook', data: streamOf(excelGlobals(true), 1000) }]);
    expect(await identify('xls', xls)).toMatchObject({ ok: true, passwordProtected: true });
    const ppt = writeCfb([
      { name: 'PowerPoint Document', data: streamOf(Buffer.alloc(8), 5000) },
      { name: 'Current User', data: powerPointCurrentUser(true) },
    ]);
    expect(await identify('ppt', ppt)).toMatchObject({ ok: true, passwordProtected: true });
  });

  it('refuses a Windows installer, naming it', async () => {
    const msi = writeCfb([{ name: '\u4840\u3f3f\u4577', data: Buffer.alloc(5000, 1) }], {
      rootClsid: MSI_CLSID,
    });
    expect(message(await identify('doc', msi))).toBe(
      'This is a Windows installer, not a Word 97-2003 document.',
    );
    expect(message(await identify('docx', msi))).toBe('This is a Windows installer, not a Word document.');
  });

  it('refuses other compound files and old formats under each other’s names', async () => {
    const other = writeCfb([{ name: 'Contents', data: Buffer.alloc(100) }]);
    expect(message(await identify('xls', other))).toBe(
      'This is an OLE compound file, not an Excel 97-2003 workbook.',
    );
    expect(message(await identify('doc', fixture('libreoffice-sheet.xls')))).toBe(
      'This is an Excel 97-2003 workbook, not a Word 97-2003 document.',
    );
    expect(message(await identify('doc', await ooxmlPackage('docx')))).toBe(
      'This is a Word document, not a Word 97-2003 document.',
    );
    expect(message(await identify('doc', encryptedOoxml()))).toMatch(
      /^This is a password-protected Office document/,
    );
  });

  it('looks only at the streams at the root (an embedded Word object does not make a .doc)', async () => {
    const xlsWithEmbeddedDoc = writeCfb([
      { name: 'Workbook', data: streamOf(excelGlobals(false)) },
      { name: 'MBD0001', children: [{ name: 'WordDocument', data: streamOf(wordFib(false)) }] },
    ]);
    expect(message(await identify('doc', xlsWithEmbeddedDoc))).toBe(
      'This is an Excel 97-2003 workbook, not a Word 97-2003 document.',
    );
  });

  it('refuses a damaged compound file', async () => {
    const doc = writeCfb([{ name: 'WordDocument', data: streamOf(wordFib(false)) }]);
    expect(message(await identify('doc', doc.subarray(0, 600)))).toBe(
      'This is a damaged OLE compound file, not a Word 97-2003 document.',
    );
  });

  it('reads the header and directory, not the whole file', async () => {
    const big = writeCfb([
      { name: 'WordDocument', data: streamOf(wordFib(true), 3_000_000) },
      { name: 'Data', data: Buffer.alloc(2_000_000, 9) },
    ]);
    const file = countingFile(big);
    expect(await identifyUpload('doc', file)).toMatchObject({ ok: true, passwordProtected: true });
    expect(file.bytesRead).toBeLessThan(300_000);

    // A workbook with a large image: the central directory and [Content_Types].xml are read, not the image.
    const bigZip = countingFile(
      await ooxmlPackage('xlsx', { extra: { 'xl/media/image1.png': randomBytes(3_000_000) } }),
    );
    expect(await identifyUpload('xlsx', bigZip)).toMatchObject({ ok: true });
    expect(bigZip.bytesRead).toBeLessThan(300_000);
  });
});

describe('PDF and images are identified by their signatures', () => {
  it('accepts PDF, PNG, APNG, JPEG and GIF', async () => {
    expect(await identify('pdf', pdf())).toMatchObject({
      ok: true,
      kind: 'pdf',
      mediaType: 'application/pdf',
    });
    expect(await identify('png', png())).toMatchObject({ ok: true, kind: 'png' });
    expect(await identify('png', png(true))).toMatchObject({ ok: true, kind: 'png', mediaType: 'image/png' });
    expect(await identify('jpg', jpeg())).toMatchObject({ ok: true, kind: 'jpeg', mediaType: 'image/jpeg' });
    expect(await identify('jpeg', jpeg())).toMatchObject({ ok: true, kind: 'jpeg' });
    expect(await identify('gif', gif())).toMatchObject({ ok: true, kind: 'gif' });
  });

  it('accepts a PDF whose header follows some junk within 1024 bytes', async () => {
    expect(await identify('pdf', Buffer.concat([Buffer.from('garbage\r\n'), pdf()]))).toMatchObject({
      ok: true,
    });
  });

  it('refuses a program, an image of another kind, a zip and HTML under the wrong name', async () => {
    expect(message(await identify('pdf', windowsProgram()))).toBe(
      'This is a Windows program, not a PDF document.',
    );
    expect(message(await identify('png', jpeg()))).toBe('This is a JPEG image, not a PNG image.');
    expect(message(await identify('gif', png(true)))).toBe('This is a PNG image, not a GIF image.');
    expect(message(await identify('pdf', await plainZip()))).toBe(
      'This is a zip archive, not a PDF document.',
    );
    expect(message(await identify('jpg', htmlPage()))).toBe('This is a web page (HTML), not a JPEG image.');
    expect(message(await identify('docx', pdf()))).toBe('This is a PDF document, not a Word document.');
    const mzThenPdf = Buffer.concat([Buffer.from('MZ'), pdf()]);
    expect(message(await identify('pdf', mzThenPdf))).toBe('This is a Windows program, not a PDF document.');
  });

  it('refuses content of no known kind and unknown extensions', async () => {
    expect(message(await identify('pdf', Buffer.from([1, 2, 3, 4, 0, 0, 9])))).toBe(
      'This is not a PDF document: its content is of an unknown kind.',
    );
    expect(message(await identify('exe', windowsProgram()))).toBe('Files of type .exe are not accepted.');
    expect(message(await identify('pdf', Buffer.alloc(0)))).toBe('This file is empty, not a PDF document.');
  });
});

describe('text files are accepted in UTF-8, UTF-16 and Windows-1252, and stored unchanged', () => {
  const text = 'Café – naïve résumé\r\nLine two\n';
  const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();
  const cases: [string, Buffer, string][] = [
    ['UTF-8', Buffer.from(text, 'utf8'), 'utf-8'],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'utf-8'],
    [
      'UTF-16LE with BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      'utf-16le',
    ],
    ['UTF-16LE without BOM', Buffer.from(text, 'utf16le'), 'utf-16le'],
    ['UTF-16BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]), 'utf-16be'],
    ['UTF-16BE without BOM', utf16be(text), 'utf-16be'],
    // "Café – naïve" in Windows-1252: é E9, en dash 96, ï EF.
    [
      'Windows-1252',
      Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65]),
      'windows-1252',
    ],
  ];
  it.each(cases)('accepts %s', async (_, bytes, encoding) => {
    expect(await identify('txt', bytes)).toEqual({
      ok: true,
      kind: 'txt',
      mediaType: `text/plain; charset=${encoding}`,
      passwordProtected: false,
      textEncoding: encoding,
    });
  });

  it('refuses binary content named .txt, naming it when it can', async () => {
    expect(message(await identify('txt', Buffer.from([0x01, 0x02, 0x00, 0x00, 0xff, 0x10, 0x00])))).toBe(
      'This is binary content, not a text file.',
    );
    expect(message(await identify('txt', png()))).toBe('This is a PNG image, not a text file.');
    expect(message(await identify('txt', windowsProgram()))).toBe(
      'This is a Windows program, not a text file.',
    );
    expect(message(await identify('txt', htmlPage()))).toBe('This is a web page (HTML), not a text file.');
    expect(message(await identify('txt', pdf()))).toBe('This is a PDF document, not a text file.');
  });

  it('judges a large file on pieces beyond its start too', async () => {
    const clean = Buffer.from('plain line of text\n'.repeat(20_000));
    expect(await identify('txt', clean)).toMatchObject({ ok: true, textEncoding: 'utf-8' });
    const binaryTail = Buffer.concat([clean, Buffer.alloc(40_000, 0)]);
    expect(await identify('txt', binaryTail)).toMatchObject({ ok: false, status: 415 });
    // Windows-1252 characters only at the end, far beyond the first 64 KiB.
    const lateAccent = Buffer.concat([clean, Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a])]);
    expect(await identify('txt', lateAccent)).toMatchObject({ ok: true, textEncoding: 'windows-1252' });
  });
});

describe('SVG is only checked to be markup with an <svg> element (the sanitizer decides)', () => {
  it('accepts SVG text and refuses anything else', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await identify('svg', svg)).toMatchObject({ ok: true, kind: 'svg', mediaType: 'image/svg+xml' });
    expect(message(await identify('svg', png()))).toBe('This is a PNG image, not an SVG image.');
  });
});

describe('.bpmn and .xml are text; the BPMN parser decides on the markup', () => {
  it('accepts BPMN text in UTF-8 or UTF-16 and refuses archives, programs and binaries', async () => {
    const xml = '<?xml version="1.0"?>\n<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"/>';
    expect(await identify('bpmn', Buffer.from(xml))).toMatchObject({
      ok: true,
      kind: 'bpmn',
      mediaType: 'application/bpmn+xml',
      textEncoding: 'utf-8',
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    expect(await identify('xml', utf16)).toMatchObject({ ok: true, kind: 'xml', textEncoding: 'utf-16le' });
    expect(message(await identify('bpmn', await plainZip()))).toBe(
      'This is a zip archive, not a BPMN 2.0 diagram.',
    );
    expect(message(await identify('bpmn', windowsProgram()))).toBe(
      'This is a Windows program, not a BPMN 2.0 diagram.',
    );
    expect(message(await identify('xml', htmlPage()))).toBe(
      'This is a web page (HTML), not a BPMN 2.0 diagram.',
    );
    expect(await identify('bpmn', randomBytes(4096))).toMatchObject({ ok: false, status: 415 });
  });
});
