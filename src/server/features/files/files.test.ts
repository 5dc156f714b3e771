import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, SAMPLE_FILES } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('file store', () => {
  let t: TestApp;
  let cookie: string;
  const upload = (purpose: string, filename: string, data: Buffer) => {
    const body = multipart({}, { filename, data });
    return t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ maxUploadBytes: 64 * 1024 });
    cookie = await t.login();
  });
  afterAll(async () => t.close());

  it('stores a file and serves the same bytes to signed-in users only, with safe headers', async () => {
    const res = await upload('process-file', '../../secret/Quote process.pdf', SAMPLE_FILES.pdf);
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({
      name: 'Quote process.pdf',
      mediaType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
    });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.url).toBe(`/objects/${stored.id}/Quote%20process.pdf`);

    const download = await t.app.inject({ method: 'GET', url: stored.url, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('inline; filename="Quote process.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(401);
  });

  it('refuses wrong extensions (415), renamed binaries (415), oversized files (413) and missing files (400)', async () => {
    const wrongExt = await upload('process-file', 'picture.png', SAMPLE_FILES.png);
    expect(wrongExt.statusCode).toBe(415);
    expect(wrongExt.json().message).toMatch(/\.png are not accepted here/);
    const renamed = await upload('process-file', 'invoice.pdf', SAMPLE_FILES.exe);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe("The file's content does not match its .pdf extension.");
    const fakeDoc = await upload('process-file', 'notes.docx', SAMPLE_FILES.txt);
    expect(fakeDoc.statusCode).toBe(415);
    const huge = await upload(
      'process-file',
      'big.pdf',
      Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(200 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/larger than the .* MB limit/);
    const body = multipart({ note: 'no file' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=process-file',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(none.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=process-file',
      headers: { cookie },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload('anywhere', 'a.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(400);
    expect((await upload('process-file', 'legacy.doc', SAMPLE_FILES.doc)).statusCode).toBe(201);
  });
});
