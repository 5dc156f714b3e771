import { describe, expect, it } from 'vitest';
import {
  buildSessionDeckOutline,
  type DeckOutline,
  type DocumentOutline,
} from '../../../core/rules/training-outlines';
import { demoSource } from '../../../core/rules/training-outlines/demo-source.test-helper';
import { serviceCallDispatch } from '../../demo/processes/service-call-dispatch';
import { renderWorkflowSvg } from '../../demo/workflow-svg';
import { unzip } from '../../testing/zip';
import { drawSvgPicture } from './diagram-pictures';
import { writeDocx } from './docx-writer';
import { TABLE_FONT_SIZE, writePptx } from './pptx-writer';
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

  it('sets deck tables at 18 pt or more, keeps the closing title off its subtitle, and has notes everywhere', async () => {
    const outline = buildSessionDeckOutline(demoSource(serviceCallDispatch));
    const parts = await unzip(await writePptx(outline));
    const slides = outline.slides.map((_, i) => parts.get(`ppt/slides/slide${i + 1}.xml`)!.toString('utf8'));
    const tables = slides.flatMap((xml) => xml.match(/<a:tbl>[\s\S]*?<\/a:tbl>/g) ?? []);
    expect(tables.length).toBeGreaterThan(1);
    for (const tbl of tables) {
      const sizes = [...tbl.matchAll(/ sz="(\d+)"/g)].map((m) => Number(m[1]));
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(TABLE_FONT_SIZE * 100);
    }
    // Impact cells are coloured by level.
    expect(tables.join('')).toMatch(/<a:srgbClr val="FEE2E2"\/>/);

    const boxes = [...slides.at(-1)!.matchAll(/<a:off x="\d+" y="(\d+)"\/><a:ext cx="\d+" cy="(\d+)"\/>/g)]
      .map((m) => ({ top: Number(m[1]), bottom: Number(m[1]) + Number(m[2]) }))
      // The slide's own group frame is all zeros.
      .filter((b) => b.bottom > 0);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.bottom).toBeLessThan(boxes[1]!.top);

    for (const [i, slide] of outline.slides.entries()) {
      const rel = parts.get(`ppt/slides/_rels/slide${i + 1}.xml.rels`)!.toString('utf8');
      const notes = /notesSlide(\d+)\.xml/.exec(rel);
      expect(notes, slide.title).not.toBeNull();
      expect(
        parts.get(`ppt/notesSlides/notesSlide${notes![1]}.xml`)!.toString('utf8'),
        slide.title,
      ).toContain(slide.notes!.slice(0, 20).replace(/&/g, '&amp;'));
    }
  });

  it('puts a wide map on a landscape page of its own, boxes callouts and sets a total row in bold (docx)', async () => {
    const map = await drawSvgPicture(renderWorkflowSvg(serviceCallDispatch.toBe.workflow.diagram));
    const outline: DocumentOutline = {
      title: 'T',
      subtitle: 's',
      sections: [
        { heading: 'Before you start', callout: true, bullets: [{ text: 'Sign in.' }] },
        { heading: 'Map', image: { fileUrl: '/objects/map', caption: 'The map' } },
        {
          heading: 'Appendix',
          pageBreak: true,
          table: {
            columns: ['Division', 'Total'],
            rows: [
              ['A', '1'],
              ['Total', '1'],
            ],
            totalRow: true,
          },
        },
      ],
      builtFrom: [],
      missing: [],
    };
    const parts = await unzip(await writeDocx(outline, { images: new Map([['/objects/map', map!]]) }));
    const xml = parts.get('word/document.xml')!.toString('utf8');
    // Three page runs: portrait, the map's landscape Tabloid page, portrait again.
    const sizes = [...xml.matchAll(/<w:pgSz ([^>]*)\/>/g)].map((m) => m[1]!);
    expect(sizes).toHaveLength(3);
    expect(sizes[1]).toMatch(/w:w="24480" w:h="15840" w:orient="landscape"/);
    expect(sizes[0]).not.toContain('landscape');
    expect([...parts.keys()].filter((n) => n.startsWith('word/media/'))).toHaveLength(1);
    expect(xml).not.toContain('svgBlip');
    expect(xml).toContain('<w:pageBreakBefore/>');
    // The callout is a one-cell table with a shaded cell; the total row's text is bold.
    expect(xml).toMatch(/<w:shd [^>]*w:fill="F1F5F9"/);
    const lastRow = xml.split('<w:tr>').at(-1)!;
    expect(lastRow).toContain('Total');
    expect(lastRow).toContain('<w:b/>');
  });
});
