import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { createArtifact, createRoleWithProcess } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { storedCounts } from './testing/lifecycle';

/** OOXML as Office stores it under a password: the package encrypted inside a compound file. */
const encryptedOoxml = () =>
  writeCfb([
    { name: 'EncryptionInfo', data: Buffer.alloc(200, 4) },
    { name: 'EncryptedPackage', data: Buffer.alloc(8192, 7) },
    { name: '\u0006DataSpaces', children: [{ name: 'Version', data: Buffer.alloc(76) }] },
  ]);

const TEXT = 'Café – naïve résumé\r\nLine two\n';
/** "Café – naïve" in Windows-1252: é E9, en dash 96, ï EF. */
const WINDOWS_1252 = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65]);

const MEDIA = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  vsd: 'application/vnd.visio',
  vsdx: 'application/vnd.ms-visio.drawing.main+xml',
};

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
  let processId: string;

  const upload = async (place: UploadPlace, name: string, data: Buffer) => {
    return t.postForm(t.cookie, `/api/files?purpose=${place}`, {}, { filename: name, data });
  };
  const uploadTraining = async (name: string, data: Buffer) => {
    return t.postForm(
      t.cookie,
      '/api/training-artifacts/upload',
      { processId, processOutput: 'Work order' },
      { filename: name, data },
    );
  };
  const counts = () => storedCounts(t.database.db);

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { role: 'Estimator', process: 'Quoting' })).process
      .id;
  });

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

  it('takes training artifacts in every text encoding and a password-protected document, and lists them so', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]);
    for (const [name, bytes, mediaType] of [
      ['Job aid 1252.txt', WINDOWS_1252, 'text/plain; charset=windows-1252'],
      ['Job aid UTF-16.txt', utf16, 'text/plain; charset=utf-16le'],
      ['Job aid UTF-16 no BOM.txt', Buffer.from(TEXT, 'utf16le'), 'text/plain; charset=utf-16le'],
    ] as const) {
      const res = await uploadTraining(name, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().file).toEqual({ mediaType, size: bytes.length, passwordProtected: false });
      const download = await t.app.inject({
        method: 'GET',
        url: res.json().fileUrl,
        headers: { cookie: t.cookie },
      });
      expect(download.headers['content-type']).toBe(mediaType);
      expect(download.rawPayload.equals(bytes), `${name} stored unchanged`).toBe(true);
    }
    const locked = await uploadTraining('Locked.docx', encryptedOoxml());
    expect(locked.statusCode, locked.body).toBe(201);
    expect(locked.json().file).toMatchObject({ mediaType: MEDIA.docx, passwordProtected: true });

    const listed = (await t.call('GET', `/api/training-artifacts?processId=${processId}`)).json();
    expect(
      Object.fromEntries(listed.map((a: { name: string; file: unknown }) => [a.name, a.file])),
    ).toMatchObject({
      'Job aid 1252': { mediaType: 'text/plain; charset=windows-1252', passwordProtected: false },
      Locked: { passwordProtected: true },
    });
  });

  it('refuses a renamed file on the training upload route, leaving no rows', async () => {
    const before = await counts();
    const zip = await uploadTraining('Guide.docx', await plainZip());
    expect(zip.statusCode).toBe(415);
    expect(zip.json().message).toBe('This is a zip archive, not a Word document.');
    const binary = await uploadTraining('Notes.txt', Buffer.from([0x01, 0x02, 0x00, 0x00, 0xff, 0x10, 0x00]));
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toBe('This is binary content, not a text file.');
    expect(await counts()).toEqual(before);
    const list = (await t.call('GET', `/api/training-artifacts?processId=${processId}`)).json();
    expect(list.map((a: { name: string }) => a.name)).not.toContain('Guide');
  });

  it('lists process files and tier documents with their stored file, and a link with none', async () => {
    const stored = (await upload('process-file', 'Locked.docx', encryptedOoxml())).json();
    const artifact = await createArtifact(t, t.cookie, {
      processId,
      type: 'docx',
      state: 'as_is',
      name: 'Locked.docx',
      fileUrl: stored.url,
    });
    expect(artifact.file).toEqual({ mediaType: MEDIA.docx, size: stored.size, passwordProtected: true });
    const listed = (await t.call('GET', `/api/artifacts?processId=${processId}`)).json();
    expect(listed.find((a: { id: string }) => a.id === artifact.id).file.passwordProtected).toBe(true);
    expect((await t.call('GET', `/api/artifacts/${artifact.id}`)).json().file).toMatchObject({
      passwordProtected: true,
    });

    const tierFile = (await upload('tier-document', 'Guide.txt', WINDOWS_1252)).json();
    for (const fileUrl of [tierFile.url, 'https://example.com/guide']) {
      const created = await t.call('POST', '/api/training-tier-documents', {
        processId,
        tier: 'tier_1',
        name: fileUrl.startsWith('/') ? 'Guide' : 'Web guide',
        fileType: 'guide',
        fileUrl,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const tiers = (await t.call('GET', `/api/training-tier-documents/${processId}`)).json();
    expect(Object.fromEntries(tiers.map((d: { name: string; file: unknown }) => [d.name, d.file]))).toEqual({
      Guide: {
        mediaType: 'text/plain; charset=windows-1252',
        size: WINDOWS_1252.length,
        passwordProtected: false,
      },
      'Web guide': null,
    });
  });
});
