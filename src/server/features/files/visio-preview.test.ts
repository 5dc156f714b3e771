import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ooxmlPackage, pdf } from '../../lib/file-format/testing/samples';
import { visioDrawing } from '../../lib/file-format/testing/visio';
import { insertFile } from '../../plugins/files';
import { setUpTestApp } from '../../testing/set-up-test-app';

// Issue 21: uploaded Visio drawings preview as their pages drawn as SVG (vsd2xhtml, libvisio-tools).
describe('GET /api/files/{id}/preview', () => {
  const t = setUpTestApp();
  const preview = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/files/${id}/preview`,
      headers: { cookie: t.cookie, ...headers },
    });
  const upload = async (name: string, data: Buffer) => {
    const res = await t.upload(t.cookie, 'process-file', name, data);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const stored = async (name: string, data: Buffer) =>
    (
      await t.writeDirectly((db) =>
        insertFile(db, { name, mediaType: 'application/vnd.ms-visio.drawing.main+xml', data }),
      )
    ).id;
  const shape = (text: string, y: number) => ({ text, x: 3, y, width: 2.5, height: 1 });
  let onePage: Buffer;

  beforeAll(async () => {
    onePage = await visioDrawing([
      { name: 'Dispatch', shapes: [shape('Receive call', 9), shape('Log call', 7)] },
    ]);
  });

  it('draws the pages of an uploaded drawing as one safe SVG', async () => {
    const id = await upload('dispatch.vsdx', onePage);
    const res = await preview(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-page-count']).toBe('1');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toMatch(/^(<\?xml[^>]*>\s*)?<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('Receive call');
    expect(res.body).toContain('Log call');
    expect(res.body).toMatch(/<path d="\s*M/);

    const again = await preview(id, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('draws a burst of previews in turn (two converters at a time), each one whole', async () => {
    const id = await upload('burst.vsdx', onePage);
    const responses = await Promise.all(Array.from({ length: 5 }, () => preview(id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses[0]!.body).toContain('Receive call');
  });

  it('stacks several pages and keeps text that looks like markup as text', async () => {
    const drawing = await visioDrawing([
      { name: 'First', shapes: [shape('Page one <script>alert(1)</script>', 9)] },
      { name: 'Second', shapes: [shape('Page two', 9)] },
    ]);
    const res = await preview(await upload('two pages.vsdx', drawing));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-page-count']).toBe('2');
    expect(res.body).toContain('Page two');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(res.body.match(/data-page="/g)).toHaveLength(2);
  });

  it('answers 422 with the reason for a drawing it cannot draw', async () => {
    const cases: [string, Buffer, RegExp][] = [
      // A package that says it is Visio but holds no Visio document.
      ['not-visio-inside.vsdx', await ooxmlPackage('vsdx'), /could not be read as a Visio drawing/],
      // Damaged on the way: cut in the middle.
      [
        'cut.vsdx',
        onePage.subarray(0, Math.floor(onePage.length / 2)),
        /could not be read as a Visio drawing|no pages/,
      ],
      ['empty-pages.vsdx', await visioDrawing([{ name: 'Blank', shapes: [] }]), /pages are empty/],
      ['zero.vsd', Buffer.alloc(0), /The file is empty/],
      ['random.vsd', Buffer.from('this is no compound file at all'), /could not be read as a Visio drawing/],
    ];
    for (const [name, data, reason] of cases) {
      const res = await preview(await stored(name, data));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().message, name).toMatch(reason);
      expect(res.json().message, name).toMatch(/Download|to show/);
    }
  });

  it('says so when the converter is not installed', async () => {
    const id = await stored('dispatch.vsdx', onePage);
    // A PATH with prlimit but without vsd2xhtml: the server as it runs where libvisio-tools is missing.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-path-'));
    fs.symlinkSync('/usr/bin/prlimit', path.join(bin, 'prlimit'));
    const saved = process.env.PATH;
    process.env.PATH = bin;
    try {
      const res = await preview(id);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(
        /converter \(vsd2xhtml, from the Debian package libvisio-tools\) is not installed/,
      );
    } finally {
      process.env.PATH = saved;
      fs.rmSync(bin, { recursive: true, force: true });
    }
  });

  it('answers 415 for a file that is not a Visio drawing and 404 for an unknown one', async () => {
    const res = await preview(await upload('notes.pdf', pdf()));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Only Visio drawings/);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await preview(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'File not found.' });
    }
  });

  it('needs a session', async () => {
    const id = await stored('dispatch.vsdx', onePage);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}/preview` })).statusCode).toBe(401);
  });
});
