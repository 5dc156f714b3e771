import { describe, expect, it } from 'vitest';
import { demoDiagrams } from '../../demo/bpmn/diagrams';
import { DEMO_PROCESSES } from '../../demo/processes';
import { renderWorkflowSvg } from '../../demo/workflow-svg';
import { pngSize } from '../../lib/bpmn-render';
import { unzip } from '../../testing/zip';
import {
  drawBpmnPicture,
  drawSvgPicture,
  type EmbeddableImage,
  PICTURE_SCALE,
  smallestLabelPx,
} from './diagram-pictures';
import { MIN_LABEL_PT, placeMap } from './map-layout';
import { writePptx } from './pptx-writer';

const EMU_PER_PT = 12_700;

/**
 * The map slides of a deck holding one map slide, as written: each slide's title, speaker notes,
 * and the smallest label's printed size (the picture's printed points per pixel, times the
 * picture's pixels per drawing unit, times the smallest label in drawing units).
 */
async function deckMapSlides(picture: EmbeddableImage) {
  const deck = await writePptx(
    {
      title: 'Deck',
      subtitle: 's',
      slides: [
        { kind: 'content', title: 'Map', image: { fileUrl: 'map', caption: 'The map' }, notes: 'Walk it.' },
      ],
      builtFrom: [],
      missing: [],
    },
    { images: new Map([['map', picture]]) },
  );
  const parts = await unzip(deck);
  const drawing = picture.drawing!;
  const pxPerUnit = pngSize(picture.data)!.width / drawing.width;
  const slides = [...parts.keys()].filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort();
  return slides.map((name) => {
    const xml = parts.get(name)!.toString('utf8');
    const rels = parts.get(name.replace('slides/', 'slides/_rels/').concat('.rels'))!.toString('utf8');
    const embed = /<a:blip r:embed="([^"]+)"/.exec(xml)![1]!;
    const media = new RegExp(`Id="${embed}"[^>]*Target="\\.\\./([^"]+)"`).exec(rels)![1]!;
    const png = pngSize(parts.get(`ppt/${media}`)!)!;
    const cx = Number(/<p:pic>[\s\S]*?<a:ext cx="(\d+)"/.exec(xml)![1]);
    const notes = /notesSlide(\d+)\.xml/.exec(rels)!;
    return {
      title: /<a:t>([^<]*)<\/a:t>/.exec(xml)![1]!,
      notes: parts.get(`ppt/notesSlides/notesSlide${notes[1]}.xml`)!.toString('utf8'),
      labelPt: (cx / EMU_PER_PT / png.width) * pxPerUnit * drawing.smallestLabelPx,
      drawnUnits: png.width / pxPerUnit,
    };
  });
}

// Issue 22: every demo map, drawn as the drafts embed it, prints with labels of 8 pt or more.
describe('map pictures in the drafts', () => {
  it('reads the smallest label an SVG sets', () => {
    expect(smallestLabelPx('<svg><text font-size="18">a</text><text font-size="11">b</text></svg>')).toBe(11);
    expect(smallestLabelPx('<svg><text style="font-size: 9.5px">a</text></svg>')).toBe(9.5);
    expect(smallestLabelPx('<svg><text>a</text></svg>')).toBe(12);
  });

  it('keeps a small map in the portrait column and gives a wide one a landscape page', () => {
    expect(placeMap({ width: 400, height: 300, smallestLabelPx: 12 }).page.name).toBe('letter-portrait');
    expect(placeMap({ width: 800, height: 400, smallestLabelPx: 11 }).page.name).toBe('letter-landscape');
    expect(placeMap({ width: 1443, height: 600, smallestLabelPx: 11 }).page.name).toBe('tabloid-landscape');
  });

  for (const p of DEMO_PROCESSES) {
    it(`${p.key}: the To-Be map's labels print at ${MIN_LABEL_PT} pt or more, at 150 dpi or more`, async () => {
      const pictures = [await drawSvgPicture(renderWorkflowSvg(p.toBe.workflow.diagram))];
      const bpmn = demoDiagrams[p.key]?.toBe;
      if (bpmn) pictures.push(await drawBpmnPicture(bpmn));
      for (const picture of pictures) {
        expect(picture?.mediaType).toBe('image/png');
        const drawing = picture!.drawing!;
        const placed = placeMap(drawing);
        // The smallest label (in drawing units) times the printed points per drawing unit.
        expect(drawing.smallestLabelPx * (placed.width / drawing.width)).toBeGreaterThanOrEqual(MIN_LABEL_PT);
        expect(placed.labelPt).toBeGreaterThanOrEqual(MIN_LABEL_PT);
        const png = pngSize(picture!.data)!;
        expect(png.width).toBe(Math.round(drawing.width * PICTURE_SCALE));
        expect(png.width / (placed.width / 72)).toBeGreaterThanOrEqual(150);

        // The deck: one slide when the labels reach 8 pt there, else parts ("Map (1 of 2)", …)
        // each at 8 pt, together at least as wide as the drawing, every one with speaker notes.
        const slides = await deckMapSlides(picture!);
        for (const [i, slide] of slides.entries()) {
          expect(slide.labelPt, slide.title).toBeGreaterThanOrEqual(MIN_LABEL_PT);
          expect(slide.title).toBe(slides.length > 1 ? `Map (${i + 1} of ${slides.length})` : 'Map');
          expect(slide.notes, slide.title).toContain('Walk it.');
        }
        const shown = slides.reduce((sum, slide) => sum + slide.drawnUnits, 0);
        expect(shown).toBeGreaterThan(drawing.width * 0.9);
      }
    });
  }
});
