import { describe, expect, it } from 'vitest';
import { demoDiagrams } from '../../demo/bpmn/diagrams';
import { DEMO_PROCESSES } from '../../demo/processes';
import { renderWorkflowSvg } from '../../demo/workflow-svg';
import { pngSize } from '../../lib/bpmn-render';
import { drawBpmnPicture, drawSvgPicture, PICTURE_SCALE, smallestLabelPx } from './diagram-pictures';
import { MIN_LABEL_PT, placeMap } from './map-layout';

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
      }
    });
  }
});
