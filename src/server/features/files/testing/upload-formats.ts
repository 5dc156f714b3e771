import type { UploadPlace } from '../../../../core/rules/file-rules';
import { writeCfb } from '../../../lib/file-format/testing/cfb-writer';
import type { SignedInTestApp } from '../../../testing/set-up-test-app';
import { storedCounts } from './lifecycle';

/* Samples and requests shared by the format checks of uploads (upload-formats.test.ts) and the
   file facts the lists carry (upload-file-info.test.ts). */

/** OOXML as Office stores it under a password: the package encrypted inside a compound file. */
export const encryptedOoxml = () =>
  writeCfb([
    { name: 'EncryptionInfo', data: Buffer.alloc(200, 4) },
    { name: 'EncryptedPackage', data: Buffer.alloc(8192, 7) },
    { name: '\u0006DataSpaces', children: [{ name: 'Version', data: Buffer.alloc(76) }] },
  ]);

export const TEXT = 'Café – naïve résumé\r\nLine two\n';
/** "Café – naïve" in Windows-1252: é E9, en dash 96, ï EF. */
export const WINDOWS_1252 = Buffer.from([
  0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65,
]);

export const MEDIA = {
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

/** Uploads through the generic file route, and counts what is stored, on a `setUpTestApp` app. */
export function uploadsTo(t: SignedInTestApp) {
  const upload = async (place: UploadPlace, name: string, data: Buffer) => {
    return t.postForm(t.cookie, `/api/files?purpose=${place}`, {}, { filename: name, data });
  };
  const counts = () => storedCounts(t.database.db);
  return { upload, counts };
}
