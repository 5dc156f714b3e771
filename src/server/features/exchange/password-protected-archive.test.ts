import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { files } from '../../db/schema';
import { writeCfb } from '../../lib/file-format/testing/cfb-writer';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { unzip, zip } from '../../testing/zip';

const ENCRYPTED_DOCX = writeCfb([
  { name: 'EncryptionInfo', data: Buffer.alloc(200, 4) },
  { name: 'EncryptedPackage', data: Buffer.alloc(8192, 7) },
]);

describe('Export All and Bulk Import carry whether a file is password-protected', () => {
  const t = setUpTestApp();
  let fileId: string;
  const send = (step: 'preview' | 'apply', data: Buffer, mode: 'merge' | 'replace' = 'merge') => {
    return t.postForm(t.cookie, `/api/import/${step}`, { mode }, { filename: 'export.zip', data });
  };
  const flag = async () =>
    (await t.database.db.select().from(files).where(eq(files.id, fileId)))[0]?.passwordProtected;

  beforeAll(async () => {
    const res = await t.postForm(
      t.cookie,
      '/api/files?purpose=process-file',
      {},
      { filename: 'Locked.docx', data: ENCRYPTED_DOCX },
    );
    expect(res.json()).toMatchObject({ passwordProtected: true });
    fileId = res.json().id;
  });

  it('exports the flag, restores it, and keeps it when an older archive does not say', async () => {
    const exported = await unzip((await t.call('GET', '/api/export/all.zip')).rawPayload);
    const rows = JSON.parse(exported.get(EXPORT_TABLE_PATHS.files)!.toString('utf8')) as Record<
      string,
      unknown
    >[];
    expect(rows.find((r) => r.id === fileId)).toMatchObject({ passwordProtected: true });

    // An archive written before the flag existed: the file is unchanged and keeps its flag.
    const older = new Map<string, Buffer | string>(exported);
    older.set(EXPORT_TABLE_PATHS.files, JSON.stringify(rows.map(({ passwordProtected: _, ...r }) => r)));
    const preview = (await send('preview', await zip(older))).json();
    expect(preview.summary).toMatchObject({ update: 0, reject: 0 });
    expect((await send('apply', await zip(older))).statusCode).toBe(200);
    expect(await flag()).toBe(true);

    // Restored from the archive, the flag comes back with the bytes; from the older one, a new file is not protected.
    expect((await send('apply', await zip(exported), 'replace')).statusCode).toBe(200);
    expect(await flag()).toBe(true);
    expect((await send('apply', await zip(older), 'replace')).statusCode).toBe(200);
    expect(await flag()).toBe(false);
  });
});
