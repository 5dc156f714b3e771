import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { UploadPlace } from '../../../core/rules/file-rules';
import { writeCfb } from '../../lib/file-format/testing/cfb-writer';
import { fixture } from '../../lib/file-format/testing/fixtures';
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
} from '../../lib/file-format/testing/samples';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { encryptedOoxml, MEDIA, TEXT, uploadsTo, WINDOWS_1252 } from './testing/upload-formats';

interface Accepted {
  place: UploadPlace;
  name: string;
  data: () => Buffer | Promise<Buffer>;
  mediaType: string;
  passwordProtected?: boolean;
}

const ACCEPTED: Accepted[] = [
  { place: 'process-file', name: 'Quote.pdf', data: pdf, mediaType: MEDIA.pdf },
  {
    place: 'process-file',
    name: 'Old.doc',
    data: () => writeCfb([{ name: 'WordDocument', data: streamOf(wordFib(false)) }]),
    mediaType: MEDIA.doc,
  },
  {
    place: 'process-file',
    name: 'LibreOffice.doc',
    data: () => fixture('libreoffice-text.doc'),
    mediaType: MEDIA.doc,
  },
  { place: 'process-file', name: 'Plan.docx', data: () => ooxmlPackage('docx'), mediaType: MEDIA.docx },
  {
    place: 'process-file',
    name: 'LibreOffice.docx',
    data: () => fixture('libreoffice-text.docx'),
    mediaType: MEDIA.docx,
  },
  {
    place: 'process-file',
    name: 'Old.xls',
    data: () => writeCfb([{ name: 'Workbook', data: streamOf(excelGlobals(false)) }]),
    mediaType: MEDIA.xls,
  },
  {
    place: 'process-file',
    name: 'LibreOffice.xls',
    data: () => fixture('libreoffice-sheet.xls'),
    mediaType: MEDIA.xls,
  },
  { place: 'process-file', name: 'Sheet.xlsx', data: () => ooxmlPackage('xlsx'), mediaType: MEDIA.xlsx },
  {
    place: 'process-file',
    name: 'LibreOffice.xlsx',
    data: () => fixture('libreoffice-sheet.xlsx'),
    mediaType: MEDIA.xlsx,
  },
  {
    place: 'process-file',
    name: 'Map.vsd',
    data: () => writeCfb([{ name: 'VisioDocument', data: streamOf(Buffer.from('Visio (TM) Drawing\r\n')) }]),
    mediaType: MEDIA.vsd,
  },
  { place: 'process-file', name: 'Map.vsdx', data: () => ooxmlPackage('vsdx'), mediaType: MEDIA.vsdx },
  {
    place: 'tier-document',
    name: 'Deck.ppt',
    data: () =>
      writeCfb([
        { name: 'PowerPoint Document', data: streamOf(Buffer.alloc(8), 5000) },
        { name: 'Current User', data: powerPointCurrentUser(false) },
      ]),
    mediaType: MEDIA.ppt,
  },
  {
    place: 'tier-document',
    name: 'LibreOffice.ppt',
    data: () => gunzipSync(fixture('libreoffice-deck.ppt.gz')),
    mediaType: MEDIA.ppt,
  },
  { place: 'tier-document', name: 'Deck.pptx', data: () => ooxmlPackage('pptx'), mediaType: MEDIA.pptx },
  { place: 'training-artifact', name: 'Screen.png', data: () => png(), mediaType: 'image/png' },
  { place: 'training-artifact', name: 'Animated.png', data: () => png(true), mediaType: 'image/png' },
  { place: 'training-artifact', name: 'Photo.jpg', data: jpeg, mediaType: 'image/jpeg' },
  { place: 'workflow-image', name: 'Photo.jpeg', data: jpeg, mediaType: 'image/jpeg' },
  { place: 'training-artifact', name: 'Spinner.gif', data: gif, mediaType: 'image/gif' },
  {
    place: 'training-artifact',
    name: 'UTF-8.txt',
    data: () => Buffer.from(TEXT),
    mediaType: 'text/plain; charset=utf-8',
  },
  {
    place: 'training-artifact',
    name: 'UTF-16 BOM.txt',
    data: () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]),
    mediaType: 'text/plain; charset=utf-16le',
  },
  {
    place: 'training-artifact',
    name: 'UTF-16 no BOM.txt',
    data: () => Buffer.from(TEXT, 'utf16le'),
    mediaType: 'text/plain; charset=utf-16le',
  },
  {
    place: 'tier-document',
    name: 'Windows.txt',
    data: () => WINDOWS_1252,
    mediaType: 'text/plain; charset=windows-1252',
  },
  // Password-protected: accepted as what the extension says, marked, served for download.
  ...(['docx', 'xlsx'] as const).map(
    (ext): Accepted => ({
      place: 'process-file',
      name: `Locked.${ext}`,
      data: encryptedOoxml,
      mediaType: MEDIA[ext],
      passwordProtected: true,
    }),
  ),
  {
    place: 'tier-document',
    name: 'Locked.pptx',
    data: encryptedOoxml,
    mediaType: MEDIA.pptx,
    passwordProtected: true,
  },
  {
    place: 'process-file',
    name: 'Locked.vsdx',
    data: encryptedOoxml,
    mediaType: MEDIA.vsdx,
    passwordProtected: true,
  },
  {
    place: 'process-file',
    name: 'Locked.doc',
    data: () => fixture('libreoffice-encrypted.doc'),
    mediaType: MEDIA.doc,
    passwordProtected: true,
  },
  {
    place: 'process-file',
    name: 'Locked.xls',
    data: () => fixture('libreoffice-encrypted.xls'),
    mediaType: MEDIA.xls,
    passwordProtected: true,
  },
  {
    place: 'tier-document',
    name: 'Locked.ppt',
    data: () =>
      writeCfb([
        { name: 'PowerPoint Document', data: streamOf(Buffer.alloc(8), 5000) },
        { name: 'Current User', data: powerPointCurrentUser(true) },
      ]),
    mediaType: MEDIA.ppt,
    passwordProtected: true,
  },
];

const REFUSED: { place: UploadPlace; name: string; data: () => Buffer | Promise<Buffer>; message: string }[] =
  [
    {
      place: 'process-file',
      name: 'Renamed.docx',
      data: plainZip,
      message: 'This is a zip archive, not a Word document.',
    },
    {
      place: 'process-file',
      name: 'Macros.docx',
      data: () => ooxmlPackage('docm'),
      message: 'This is a macro-enabled Word document (.docm), not a Word document.',
    },
    {
      place: 'process-file',
      name: 'Sheet.docx',
      data: () => ooxmlPackage('xlsx'),
      message: 'This is an Excel workbook, not a Word document.',
    },
    {
      place: 'process-file',
      name: 'Setup.doc',
      data: () =>
        writeCfb([{ name: 'Contents', data: Buffer.alloc(100) }], {
          rootClsid: '{000C1084-0000-0000-C000-000000000046}',
        }),
      message: 'This is a Windows installer, not a Word 97-2003 document.',
    },
    {
      place: 'process-file',
      name: 'Workbook.doc',
      data: () => writeCfb([{ name: 'Workbook', data: streamOf(excelGlobals(false)) }]),
      message: 'This is an Excel 97-2003 workbook, not a Word 97-2003 document.',
    },
    {
      place: 'process-file',
      name: 'Invoice.pdf',
      data: windowsProgram,
      message: 'This is a Windows program, not a PDF document.',
    },
    {
      place: 'process-file',
      name: 'Page.pdf',
      data: htmlPage,
      message: 'This is a web page (HTML), not a PDF document.',
    },
    {
      place: 'training-artifact',
      name: 'Photo.png',
      data: jpeg,
      message: 'This is a JPEG image, not a PNG image.',
    },
    {
      place: 'training-artifact',
      name: 'Photo.gif',
      data: () => png(true),
      message: 'This is a PNG image, not a GIF image.',
    },
    {
      place: 'training-artifact',
      name: 'Page.jpg',
      data: htmlPage,
      message: 'This is a web page (HTML), not a JPEG image.',
    },
    {
      place: 'training-artifact',
      name: 'Binary.txt',
      data: () => Buffer.from([0x01, 0x02, 0x00, 0x00, 0xff, 0x10, 0x00]),
      message: 'This is binary content, not a text file.',
    },
    {
      place: 'training-artifact',
      name: 'Page.txt',
      data: htmlPage,
      message: 'This is a web page (HTML), not a text file.',
    },
    {
      place: 'training-artifact',
      name: 'Tool.txt',
      data: windowsProgram,
      message: 'This is a Windows program, not a text file.',
    },
  ];

describe('uploads are checked by the structure of their format', () => {
  const t = setUpTestApp();
  const { upload, counts } = uploadsTo(t);

  it.each(ACCEPTED)(
    'accepts $name as $mediaType',
    async ({ place, name, data, mediaType, passwordProtected }) => {
      const bytes = await data();
      const res = await upload(place, name, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ name, mediaType, passwordProtected: passwordProtected ?? false });
      const download = await t.app.inject({
        method: 'GET',
        url: res.json().url,
        headers: { cookie: t.cookie },
      });
      expect(download.headers['content-type']).toBe(mediaType);
      expect(download.rawPayload.equals(bytes), 'stored unchanged').toBe(true);
    },
  );

  it.each(REFUSED)('refuses $name: "$message"', async ({ place, name, data, message }) => {
    const before = await counts();
    const res = await upload(place, name, await data());
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });
});
