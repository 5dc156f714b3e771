import { describe, expect, it } from 'vitest';
import type { DeckOutline, DocumentOutline } from '../../../core/rules/training-outlines';
import { unzip } from '../../testing/zip';
import { writeDocx } from './docx-writer';
import { writePptx } from './pptx-writer';
import { svgSize, xmlSafe } from './text-safety';

const NASTY = 'Tom & Jerry <script>alert("x")</script> \u0001bell\u0008 \uD800 ok';

describe('writers', () => {
  it('escapes repository text and drops characters XML cannot hold (docx)', async () => {
    const outline: DocumentOutline = {
      title: NASTY,
      subtitle: 's',
      sections: [
        {
          heading: NASTY,
          paragraphs: [NASTY],
          bullets: [{ text: NASTY, marked: true, detail: NASTY }],
          table: { columns: ['A', 'B'], rows: [[NASTY, '']] },
          image: { fileUrl: 'https://example.com/map.png', caption: NASTY },
        },
      ],
      builtFrom: [],
      missing: [NASTY],
    };
    const parts = await unzip(await writeDocx(outline));
    const xml = parts.get('word/document.xml')!.toString('utf8');
    expect(xml).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('Significant\u00a0change');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking they are gone
    expect(xml).not.toMatch(/[\u0001\u0008]/);
    expect(xml).toContain('the map is not embedded; open it at https://example.com/map.png');
  });

  it('escapes repository text (pptx)', async () => {
    const deck: DeckOutline = {
      title: NASTY,
      subtitle: NASTY,
      slides: [
        { kind: 'title', title: NASTY, subtitle: NASTY },
        {
          kind: 'content',
          title: NASTY,
          bullets: [{ text: NASTY, marked: true, detail: NASTY }],
          notes: NASTY,
        },
        { kind: 'content', title: 't', table: { columns: ['A'], rows: [[NASTY]] } },
      ],
      builtFrom: [],
      missing: [],
    };
    const parts = await unzip(await writePptx(deck));
    const slide = parts.get('ppt/slides/slide2.xml')!.toString('utf8');
    expect(slide).toContain('Tom &amp; Jerry &lt;script&gt;');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking they are gone
    expect(slide).not.toMatch(/[\u0001\u0008]/);
    expect(parts.get('ppt/slides/slide3.xml')!.toString('utf8')).toContain('&lt;script&gt;');
    expect(slide).toContain('Significant change: differs most');
    // Every paragraph has at most one pPr (a second one makes PowerPoint repair the file).
    for (const [name, data] of parts) {
      if (!name.startsWith('ppt/slides/slide')) continue;
      for (const p of data.toString('utf8').split('<a:p>').slice(1)) {
        expect(p.split('</a:p>')[0]!.match(/<a:pPr[ >]/g)?.length ?? 0, name).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads SVG sizes and drops characters XML cannot hold', () => {
    expect(xmlSafe('a\u0000b\tc')).toBe('ab c');
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600">')).toEqual({
      width: 1200,
      height: 600,
    });
    expect(svgSize('<svg width="300" height="100px">')).toEqual({ width: 300, height: 100 });
  });
});
