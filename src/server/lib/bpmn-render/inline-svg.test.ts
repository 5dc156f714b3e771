import { describe, expect, it } from 'vitest';
import { validFixtures } from '../../../core/bpmn/fixtures';
import { inlineDiagramSvg } from '../../../core/bpmn/inline-svg';
import { parseBpmn } from '../../../core/bpmn/parse';
import { renderBpmnSvg } from '.';

// The HTML report inlines the server's drawing only when it is nothing but a drawing.
describe('inlineDiagramSvg', () => {
  it('accepts every drawing the renderer makes, names with markup in them included', async () => {
    const hostile = validFixtures.gateways!.replace(
      'name="Check site access"',
      'name="&lt;script&gt;alert(1)&lt;/script&gt; &amp; url(http://x) onload=&quot;y()&quot;"',
    );
    for (const xml of [...Object.values(validFixtures), hostile]) {
      const parsed = await parseBpmn(xml);
      if (!parsed.ok) throw new Error(parsed.reason);
      const { svg } = renderBpmnSvg(parsed.definitions, { title: 'Map <"1"> & co' });
      expect(inlineDiagramSvg(svg)).toBe(svg);
    }
  });

  it('refuses a drawing with anything that runs, loads or hides', () => {
    const base = (inner: string, attributes = '') =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"${attributes}><g>${inner}</g></svg>`;
    expect(inlineDiagramSvg(base('<rect x="1" y="1" width="2" height="2" fill="url(#m)"/>'))).not.toBeNull();
    const refused = [
      base('<script>alert(1)</script>'),
      base('<rect onload="x()"/>'),
      base('<rect ONCLICK="x()"/>'),
      base('<a href="https://evil.example"><text>x</text></a>'),
      base('<image href="https://evil.example/x.png"/>'),
      base('<use href="#a"/>'),
      base('<foreignObject><div>x</div></foreignObject>'),
      base('<style>@import url(https://evil.example)</style>'),
      base('<rect style="fill:red"/>'),
      base('<rect fill="url(https://evil.example/x)"/>'),
      base('<rect fill="url( #m)"/>'),
      base('<text>&xxe;</text>'),
      base('<!-- a comment -->'),
      base('<rect/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
      base('<rect/>', ' onload="x()"'),
      base('<text>a</tspan>'),
      base('<rect>'),
      `<!DOCTYPE svg [<!ENTITY a "b">]>${base('')}`,
      `${base('')}<script>x()</script>`,
      `${base('')}<svg xmlns="http://www.w3.org/2000/svg"/>`,
      base('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      '<svg xmlns="http://example.com/not-svg"></svg>',
      '<svg></svg>',
      '<html><svg xmlns="http://www.w3.org/2000/svg"/></html>',
      '',
    ];
    for (const svg of refused) expect(inlineDiagramSvg(svg), svg).toBeNull();
  });
});
