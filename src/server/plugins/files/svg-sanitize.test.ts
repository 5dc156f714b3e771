import { describe, expect, it } from 'vitest';
import { inspectSvg, isInertCss, sanitizeSvg, unescapeCss } from './svg-sanitize';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** A diagrams.net (draw.io) export as the app receives it: DOCTYPE, XHTML labels, <switch> fallback. */
const DRAWIO = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} version="1.1" width="241px" height="121px" viewBox="-0.5 -0.5 241 121" content="&lt;mxfile host=&quot;app.diagrams.net&quot;&gt;&lt;diagram id=&quot;d&quot;&gt;x&lt;/diagram&gt;&lt;/mxfile&gt;"><defs><linearGradient x1="0%" y1="0%" x2="0%" y2="100%" id="mx-gradient-dae8fc-1-7ea6e0-1-s-0"><stop offset="0%" style="stop-color: rgb(218, 232, 252); stop-opacity: 1;"/><stop offset="100%" style="stop-color: rgb(126, 166, 224); stop-opacity: 1;"/></linearGradient></defs><g><rect x="0" y="0" width="240" height="60" rx="9" ry="9" fill="url(#mx-gradient-dae8fc-1-7ea6e0-1-s-0)" stroke="#6c8ebf" pointer-events="all"/><g transform="translate(-0.5 -0.5)"><switch><foreignObject pointer-events="none" width="100%" height="100%" requiredFeatures="http://www.w3.org/TR/SVG11/feature#Extensibility" style="overflow: visible; text-align: left;"><div xmlns="http://www.w3.org/1999/xhtml" style="display: flex; align-items: unsafe center; justify-content: unsafe center; width: 238px; height: 1px; padding-top: 30px; margin-left: 1px;"><div data-drawio-colors="color: rgb(0, 0, 0); " style="box-sizing: border-box; font-size: 0px; text-align: center;"><div style="display: inline-block; font-size: 12px; font-family: Helvetica; color: rgb(0, 0, 0); line-height: 1.2; pointer-events: all; white-space: normal; overflow-wrap: normal;">Approve PO<br/><b>within 2 days</b></div></div></div></foreignObject><text x="120" y="34" fill="rgb(0, 0, 0)" font-family="Helvetica" font-size="12px" text-anchor="middle">Approve PO</text></switch></g><path d="M 120 60 L 120 93.63" fill="none" stroke="rgb(0, 0, 0)" stroke-miterlimit="10" pointer-events="stroke"/><path d="M 120 98.88 L 116.5 91.88 L 120 93.63 L 123.5 91.88 Z" fill="rgb(0, 0, 0)" stroke="rgb(0, 0, 0)" stroke-miterlimit="10" pointer-events="all"/><image x="200" y="100" width="16" height="16" xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="/></g><switch><g requiredFeatures="http://www.w3.org/TR/SVG11/feature#Extensibility"/><a transform="translate(0,-5)" xlink:href="https://www.drawio.com/doc/faq/svg-export-text-problems" target="_blank"><text text-anchor="middle" font-size="10px" x="50%" y="100%">Text is not SVG - cannot display</text></a></switch></svg>`;

async function clean(svg: string): Promise<string> {
  const result = await sanitizeSvg(Buffer.from(svg));
  if (!result.ok) throw new Error(result.reason);
  return result.data.toString('utf8');
}

describe('sanitizeSvg (uploaded SVG drawings)', () => {
  it('keeps a diagrams.net export whole: labels, shapes, gradient, markers, fallback text and its help link', async () => {
    const inspected = await inspectSvg(Buffer.from(DRAWIO));
    expect(inspected.ok && inspected.removed).toEqual([]);
    const out = await clean(DRAWIO);
    for (const kept of [
      '<foreignObject',
      'requiredFeatures="http://www.w3.org/TR/SVG11/feature#Extensibility"',
      '<div xmlns="http://www.w3.org/1999/xhtml" style="display: flex;',
      'Approve PO<br />',
      '<b>within 2 days</b>',
      '<text x="120" y="34"',
      'fill="url(#mx-gradient-dae8fc-1-7ea6e0-1-s-0)"',
      '<linearGradient',
      '<stop offset="0%" style="stop-color: rgb(218, 232, 252); stop-opacity: 1;"/>',
      '<path d="M 120 98.88 L 116.5 91.88',
      'xlink:href="data:image/png;base64,iVBOR',
      'xlink:href="https://www.drawio.com/doc/faq/svg-export-text-problems"',
      'content="&lt;mxfile',
    ]) {
      expect(out).toContain(kept);
    }
    // The DOCTYPE is dropped (never fetched); the output is a well-formed SVG the sanitizer takes again unchanged.
    expect(out).not.toContain('DOCTYPE');
    expect(await clean(out)).toBe(out);
  });

  it('removes every active or outward-reaching part of a hostile SVG and keeps the drawing', async () => {
    const hostile: [string, RegExp][] = [
      [`<svg ${NS}><script>alert(1)</script><rect id="k"/></svg>`, /<script|alert/],
      [`<svg ${NS} onload="alert(1)"><rect id="k"/></svg>`, /onload|alert/],
      [`<svg ${NS}><rect id="k" ONCLICK="x()"/></svg>`, /onclick/i],
      [`<svg ${NS}><a href="javascript:alert(1)"><text id="k">x</text></a></svg>`, /javascript|href/],
      [`<svg ${NS}><a xlink:href="java&#9;script:alert(1)"><text id="k">x</text></a></svg>`, /script|href/],
      [`<svg ${NS}><use href="https://evil.example/x.svg#a"/><rect id="k"/></svg>`, /evil|href/],
      [`<svg ${NS}><image href="https://evil.example/track.png"/><rect id="k"/></svg>`, /evil|href/],
      [`<svg ${NS}><image href="data:image/svg+xml;base64,PHN2Zy8+"/><rect id="k"/></svg>`, /data:|href/],
      [
        `<svg ${NS}><style>@\\69mport url(https://evil.example/a.css);</style><rect id="k"/></svg>`,
        /evil|mport|<style/,
      ],
      [
        `<svg ${NS}><style>rect{fill:u\\72l(https://evil.example/p.png)}</style><rect id="k"/></svg>`,
        /evil|<style/,
      ],
      [`<svg ${NS}><rect id="k" style="background:u\\72l(https://evil.example)"/></svg>`, /evil|style=/],
      [`<svg ${NS}><rect id="k" fill="url('https://evil.example/p.png')"/></svg>`, /evil|fill=/],
      [
        `<svg ${NS}><rect id="k" style="background-image:image-set('https://evil.example/p.png' 1x)"/></svg>`,
        /evil/,
      ],
      [
        `<svg ${NS}><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject><rect id="k"/></svg>`,
        /iframe|evil/,
      ],
      [
        `<svg ${NS}><foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></foreignObject><rect id="k"/></svg>`,
        /onerror|alert|src=/,
      ],
      [
        `<svg ${NS}><a href="#k"><animate attributeName="href" to="javascript:alert(1)"/></a><rect id="k"/></svg>`,
        /animate|javascript/,
      ],
      [
        `<svg ${NS}><a href="#k"><set attributeName="href" to="https://evil.example"/></a><rect id="k"/></svg>`,
        /<set|evil/,
      ],
      [
        `<svg ${NS}><animateColor attributeName="xlink:href" to="javascript:alert(1)"/><rect id="k"/></svg>`,
        /attributeName|javascript/,
      ],
      [
        `<svg ${NS}><rect id="k"/><?xml-stylesheet href="https://evil.example/a.css"?></svg>`,
        /stylesheet|evil/,
      ],
    ];
    for (const [svg, gone] of hostile) {
      const out = await clean(svg);
      expect(out, svg).not.toMatch(gone);
      expect(out, svg).not.toMatch(/javascript|evil\.example|\bon[a-z]+=/i);
      expect(out, svg).toContain('id="k"');
      const inspected = await inspectSvg(Buffer.from(svg));
      expect(inspected.ok && inspected.removed.length > 0, svg).toBe(true);
    }
  });

  it('refuses only what is not an SVG drawing at all, or declares entities', async () => {
    const refused: [string | Buffer, RegExp][] = [
      [`<!DOCTYPE svg [<!ENTITY lol "lol">]><svg ${NS}>&lol;</svg>`, /declares entities/],
      [
        `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`,
        /declares entities/,
      ],
      [`<svg ${NS}><text>&lol;</text></svg>`, /not well-formed XML/],
      ['<html><body>not a drawing</body></html>', /root element is <html>, not <svg>/],
      [`<svg ${NS}><rect></svg>`, /not well-formed XML/],
      ['just some text', /not well-formed XML/],
      ['<svg><rect/></svg>', /not in the SVG namespace/],
      [Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]), /not UTF-8/],
    ];
    for (const [input, reason] of refused) {
      const result = await sanitizeSvg(Buffer.isBuffer(input) ? input : Buffer.from(input));
      expect(result.ok, String(input)).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    }
  });

  it('reads CSS escapes as the browser does before deciding a style loads nothing', async () => {
    expect(unescapeCss('@\\69mport')).toBe('@import');
    expect(unescapeCss('u\\72l(')).toBe('url(');
    expect(unescapeCss('u\\000072 l(')).toBe('url(');
    expect(unescapeCss('\\u\\r\\l(')).toBe('url(');
    for (const css of [
      '@\\69mport "x.css";',
      'fill:u\\72l(https://e)',
      'fill:URL(//e/x)',
      'x:url( "data:image/png;base64,AA" )',
      'b:image-set("a.png" 1x)',
      'u\\\nrl(x)',
    ]) {
      expect(isInertCss(css), css).toBe(false);
    }
    for (const css of [
      'fill:url(#g1)',
      "marker-end: url('#m')",
      'display:flex;color:rgb(0,0,0)',
      'stop-color:#dae8fc',
    ]) {
      expect(isInertCss(css), css).toBe(true);
    }
  });
});
