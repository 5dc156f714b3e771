import { mkdirSync, writeFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { validFixtures } from '../../../core/bpmn/fixtures';
import { parseBpmn } from '../../../core/bpmn/parse';
import { DIAGRAM_MARGIN, pngSize, renderBpmnSvg, renderBpmnXml, renderPng } from '.';

function parseSvg(svg: string) {
  const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

/** How many DI elements of the kind the file holds, whatever prefix it binds the DI namespace to. */
const count = (xml: string, tag: 'BPMNShape' | 'BPMNEdge') =>
  xml.match(new RegExp(`<\\w+:${tag}\\s`, 'g'))?.length ?? 0;

describe('renderBpmnSvg', () => {
  it.each(Object.keys(validFixtures))(
    'draws %s: well-formed SVG, one group per DI shape and edge',
    async (name) => {
      const xml = validFixtures[name]!;
      const parsed = await parseBpmn(xml);
      if (!parsed.ok) throw new Error(parsed.reason);
      const rendered = renderBpmnSvg(parsed.definitions, { title: name });
      const document = parseSvg(rendered.svg);
      const shapes = document.querySelectorAll(
        'g[data-element-id]:not([data-kind$="Flow"]):not([data-kind$="ssociation"])',
      );
      expect(count(xml, 'BPMNShape')).toBeGreaterThan(5);
      expect(shapes.length).toBe(count(xml, 'BPMNShape'));
      expect(rendered.shapeCount).toBe(count(xml, 'BPMNShape'));
      expect(rendered.edgeCount).toBe(count(xml, 'BPMNEdge'));
      expect(document.querySelectorAll('polyline').length).toBe(rendered.edgeCount);
      expect(document.documentElement.getAttribute('width')).toBe(String(rendered.width));
    },
  );

  it('draws each gateway kind with its marker and escapes label text', async () => {
    const gateways = await parseBpmn(validFixtures.gateways!);
    const collaboration = await parseBpmn(validFixtures.collaboration!);
    if (!gateways.ok || !collaboration.ok) throw new Error('fixture');
    const svg = renderBpmnSvg(gateways.definitions).svg;
    const document = parseSvg(svg);
    const marker = (id: string) => document.querySelector(`g[data-element-id="${id}"]`)!.innerHTML;
    expect(marker('GW_Par').match(/<line/g)).toHaveLength(2);
    expect(marker('GW_Cx').match(/<line/g)).toHaveLength(4);
    expect(marker('GW_Inc')).toContain('<circle');
    expect(marker('GW_Ev').match(/<polygon/g)).toHaveLength(2);
    expect(marker('GW_Ex').match(/<line/g)).toHaveLength(2);
    const text = renderBpmnSvg(collaboration.definitions).svg;
    expect(text).toContain('manager&#39;s approval &amp;');
    expect(
      parseSvg(text)
        .querySelector('g[data-element-id="MF_Request"] polyline')!
        .getAttribute('stroke-dasharray'),
    ).toBe('8 5');
  });

  it('escapes names that look like markup', async () => {
    const xml = validFixtures.gateways!.replace(
      'name="Check site access"',
      'name="&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"',
    );
    const parsed = await parseBpmn(xml);
    if (!parsed.ok) throw new Error(parsed.reason);
    const svg = renderBpmnSvg(parsed.definitions).svg;
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    parseSvg(svg);
  });
});

describe('renderPng', () => {
  it.each(Object.keys(validFixtures))('renders %s as a PNG of the diagram size plus margin', async (name) => {
    const result = await renderBpmnXml(validFixtures[name]!);
    if (!result.ok) throw new Error(result.reason);
    const size = pngSize(result.png);
    expect(size).toEqual({ width: result.width, height: result.height });
    expect(result.width).toBeGreaterThan(2 * DIAGRAM_MARGIN);
    if (process.env.BPMN_PNG_DIR) {
      mkdirSync(process.env.BPMN_PNG_DIR, { recursive: true });
      writeFileSync(`${process.env.BPMN_PNG_DIR}/${name}.png`, result.png);
      writeFileSync(`${process.env.BPMN_PNG_DIR}/${name}.svg`, result.svg);
    }
  });

  it('scales on request', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>';
    expect(pngSize(await renderPng(svg, { scale: 2 }))).toEqual({ width: 80, height: 60 });
    expect(pngSize(new Uint8Array([1, 2, 3]))).toBeUndefined();
  });

  it('answers the parser reason for a file that is not BPMN', async () => {
    expect(await renderBpmnXml('<html/>')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not BPMN 2.0'),
    });
  });
});
