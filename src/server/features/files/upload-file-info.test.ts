import { beforeAll, describe, expect, it } from 'vitest';
import { plainZip } from '../../lib/file-format/testing/samples';
import { createArtifact, createRoleWithProcess } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { encryptedOoxml, MEDIA, TEXT, uploadsTo, WINDOWS_1252 } from './testing/upload-formats';

describe('uploads are checked by the structure of their format: the file facts the lists carry', () => {
  const t = setUpTestApp();
  let processId: string;

  const { upload, counts } = uploadsTo(t);
  const uploadTraining = async (name: string, data: Buffer) => {
    return t.postForm(
      t.cookie,
      '/api/training-artifacts/upload',
      { processId, processOutput: 'Work order' },
      { filename: name, data },
    );
  };

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { role: 'Estimator', process: 'Quoting' })).process
      .id;
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
