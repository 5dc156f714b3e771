import { randomBytes } from 'node:crypto';
import { writeCfb } from '../lib/file-format/testing/cfb-writer';
import { streamOf, wordFib } from '../lib/file-format/testing/samples';

export interface MultipartFile {
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject, built by hand so tests control every byte. */
export function multipart(
  fields: Record<string, string>,
  file?: MultipartFile,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pmr${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small real files of each kind the upload places accept. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  txt: Buffer.from('Job aid: open the work order, confirm the site, record the hours.\n'),
  // A compound file with Word's stream, as Word 97-2003 writes a .doc.
  doc: writeCfb([{ name: 'WordDocument', data: streamOf(wordFib(false)) }]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(512, 1)]),
};
