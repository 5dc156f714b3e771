import { describe, expect, it } from 'vitest';
import { MAX_SVG_ELEMENTS } from '../../plugins/files/svg-sanitize';
import { SAMPLE_FILES } from '../../testing/multipart';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('file store', () => {
  const t = setUpTestApp({ maxUploadBytes: 64 * 1024 });
  const upload = (purpose: string, filename: string, data: Buffer) => {
    return t.postForm(t.cookie, `/api/files?purpose=${purpose}`, {}, { filename, data });
  };

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

    const download = await t.app.inject({ method: 'GET', url: stored.url, headers: { cookie: t.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('inline; filename="Quote process.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(401);
  });

  it('lets the in-app preview frame a PDF (no sandbox), and keeps every other file sandboxed', async () => {
    const pdf = (await upload('process-file', 'Preview.pdf', SAMPLE_FILES.pdf)).json();
    const png = (await upload('training-artifact', 'Screen.png', SAMPLE_FILES.png)).json();
    const txt = (await upload('tier-document', 'Job aid.txt', SAMPLE_FILES.txt)).json();

    const pdfRes = await t.app.inject({ method: 'GET', url: pdf.url, headers: { cookie: t.cookie } });
    const pdfCsp = String(pdfRes.headers['content-security-policy']);
    expect(pdfCsp).toContain("default-src 'none'");
    expect(pdfCsp).not.toContain('sandbox');
    // Same-origin framing stays allowed (the app's own `frame-ancestors 'none'` is not sent here).
    expect(pdfCsp).not.toContain('frame-ancestors');
    expect(pdfRes.headers['x-frame-options']).not.toBe('DENY');

    for (const stored of [png, txt]) {
      const res = await t.app.inject({ method: 'GET', url: stored.url, headers: { cookie: t.cookie } });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/; sandbox$/);
    }
  });

  it('refuses wrong extensions (415), renamed binaries (415), oversized files (413) and missing files (400)', async () => {
    const wrongExt = await upload('process-file', 'picture.png', SAMPLE_FILES.png);
    expect(wrongExt.statusCode).toBe(415);
    expect(wrongExt.json().message).toMatch(/\.png are not accepted here/);
    const renamed = await upload('process-file', 'invoice.pdf', SAMPLE_FILES.exe);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('This is a Windows program, not a PDF document.');
    const fakeDoc = await upload('process-file', 'notes.docx', SAMPLE_FILES.txt);
    expect(fakeDoc.statusCode).toBe(415);
    const huge = await upload(
      'process-file',
      'big.pdf',
      Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(200 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/larger than the .* MB limit/);
    const none = await t.postForm(t.cookie, '/api/files?purpose=process-file', { note: 'no file' });
    expect(none.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=process-file',
      headers: { cookie: t.cookie },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload('anywhere', 'a.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(400);
    expect((await upload('process-file', 'legacy.doc', SAMPLE_FILES.doc)).statusCode).toBe(201);
  });

  it('answers 400, not 500, for a multipart body without a boundary or cut short', async () => {
    for (const url of ['/api/files?purpose=process-file', '/api/training-artifacts/upload']) {
      for (const [type, payload] of [
        ['multipart/form-data', ' ,C:'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
        ],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: t.cookie, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url} ${type}`).toBe(400);
        expect(res.json().message).toBe('The upload is malformed.');
      }
    }
  });

  it('takes workflow map images (png, jpg, gif, svg) and serves an SVG sandboxed', async () => {
    const png = await upload('workflow-image', 'As-Is map.png', SAMPLE_FILES.png);
    expect(png.statusCode).toBe(201);
    expect(png.json().mediaType).toBe('image/png');
    expect((await upload('workflow-image', 'map.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(415);
    expect((await upload('workflow-image', 'map.jpg', SAMPLE_FILES.png)).statusCode).toBe(415);

    const drawing = Buffer.from(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
        '<!-- drawn by hand -->',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40">',
        '  <defs><style><![CDATA[ .box { fill: #eef; stroke: url(#g); } ]]></style>',
        '    <linearGradient id="g"><stop offset="0" stop-color="#333"/></linearGradient></defs>',
        '  <rect class="box" x="1" y="1" width="50" height="30" rx="4"/>',
        '  <use xlink:href="#g"/>',
        '  <a href="#step-2"><text x="60" y="20" style="font: 10px sans-serif">Quote &amp; approve &#8594;</text></a>',
        '</svg>',
      ].join('\n'),
    );
    const svg = await upload('workflow-image', 'To-Be map.svg', drawing);
    expect(svg.statusCode, svg.body).toBe(201);
    expect(svg.json()).toMatchObject({ mediaType: 'image/svg+xml' });
    const served = await t.app.inject({ method: 'GET', url: svg.json().url, headers: { cookie: t.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    // Stored as the sanitizer wrote it: the drawing whole, the DOCTYPE and comment dropped.
    expect(served.rawPayload.length).toBe(svg.json().size);
    const text = served.body;
    for (const kept of [
      '<rect class="box"',
      'stroke: url(#g)',
      '<linearGradient id="g"',
      'href="#g"',
      'Quote &amp; approve →',
    ]) {
      expect(text).toContain(kept);
    }
    expect(text).not.toContain('DOCTYPE');
    expect(String(served.headers['content-security-policy'])).toMatch(/default-src 'none'.*; sandbox$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores SVGs made safe: nothing that scripts or reaches out survives, the drawing does', async () => {
    const ns = 'xmlns="http://www.w3.org/2000/svg"';
    const hostile = [
      `<svg ${ns}><script>alert(1)</script><rect id="k"/></svg>`,
      `<svg ${ns}><svg:SCRIPT xmlns:svg="http://www.w3.org/2000/svg"/><rect id="k"/></svg>`,
      `<svg ${ns} onload="alert(1)"><rect id="k"/></svg>`,
      `<svg ${ns}><rect id="k" ONCLICK='x()'/></svg>`,
      `<svg ${ns}><a href="javascript:alert(1)"><text id="k">x</text></a></svg>`,
      `<svg ${ns}><a href="java&#x09;script:alert(1)"><text id="k">x</text></a></svg>`,
      `<svg ${ns} xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="//evil.example/p.png"/><rect id="k"/></svg>`,
      `<svg ${ns}><use href="https://evil.example/other.svg#icon"/><rect id="k"/></svg>`,
      `<svg ${ns}><a href="#x"><set attributeName="href" to="javascript:alert(1)"/><rect id="k"/></a></svg>`,
      `<svg ${ns}><style>@import url(https://evil.example/a.css);</style><rect id="k"/></svg>`,
      `<svg ${ns}><style>@\\69mport 'https://evil.example/a.css';</style><rect id="k"/></svg>`,
      `<svg ${ns}><rect id="k" style="fill: u\\72l(https://evil.example/p.png)"/></svg>`,
      `<svg ${ns}><foreignObject><iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)"/></foreignObject><rect id="k"/></svg>`,
      `<?xml-stylesheet href="https://evil.example/a.css"?><svg ${ns}><rect id="k"/></svg>`,
    ];
    for (const text of hostile) {
      const res = await upload('workflow-image', 'map.svg', Buffer.from(text));
      expect(res.statusCode, text).toBe(201);
      const stored = (
        await t.app.inject({ method: 'GET', url: res.json().url, headers: { cookie: t.cookie } })
      ).body;
      expect(stored, text).toContain('id="k"');
      expect(stored, text).not.toMatch(/script|evil\.example|\bon[a-z]+=|<iframe|@import|\\69|\\72/i);
    }
  });

  it('refuses what is not an SVG drawing at all, or declares entities (415)', async () => {
    const ns = 'xmlns="http://www.w3.org/2000/svg"';
    const refused: [string, RegExp][] = [
      [`<!DOCTYPE svg [<!ENTITY lol "lol">]><svg ${ns}>&lol;</svg>`, /declares entities/],
      [`<svg ${ns}><text>&lol;</text></svg>`, /not well-formed/],
      [`<html><body>not a drawing</body></html>`, /root element is <html>, not <svg>/],
      [`<svg ${ns}><rect></svg>`, /not well-formed/],
      [`<svg ${ns}><rect x=1/></svg>`, /not well-formed/],
      [`<svg ${ns}/><svg ${ns}/>`, /not well-formed/],
      [`just some text`, /not well-formed/],
      ['<svg><rect/></svg>', /not in the SVG namespace/],
    ];
    for (const [text, reason] of refused) {
      const res = await upload('workflow-image', 'map.svg', Buffer.from(text));
      expect(res.statusCode, text).toBe(415);
      expect(res.json().message, text).toMatch(/^This SVG is not accepted: /);
      expect(res.json().message, text).toMatch(reason);
    }
    const binary = await upload('workflow-image', 'map.svg', SAMPLE_FILES.png);
    expect(binary.statusCode).toBe(415);
    // The other places still refuse SVG altogether.
    const elsewhere = await upload('training-artifact', 'map.svg', Buffer.from(`<svg ${ns}/>`));
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json().message).toMatch(/\.svg are not accepted here/);
  });
});

describe('large SVG drawings', () => {
  const t = setUpTestApp();
  const uploadSvg = (filename: string, data: Buffer) => t.upload(t.cookie, 'workflow-image', filename, data);

  it('sanitizes a drawing up to the element limit in its worker, and refuses a larger one with 413', async () => {
    const drawing = (n: number) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(n - 1)}</svg>`);
    const largest = await uploadSvg('large.svg', drawing(MAX_SVG_ELEMENTS));
    expect(largest.statusCode, largest.body).toBe(201);
    const tooLarge = await uploadSvg('larger.svg', drawing(MAX_SVG_ELEMENTS + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(
      'This SVG is not accepted: it has more than 20,000 elements, the most a drawing may have.',
    );
  });
});
