import { describe, expect, it } from 'vitest';
import { readWorkflowMap } from '../../../core/artifact-types/workflow-map';
import { seedDemoData } from '../../demo/seed';
import { pngSize } from '../../lib/bpmn-render';
import { officeFilesToPdf, pdfImageCount } from '../../testing/office';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { unzip } from '../../testing/zip';

// Issue 21: a To-Be workflow map with a BPMN diagram gives the job aid and walkthrough their steps
// (in flow order, with the lane as the role) and decisions, and every Office draft its picture.
describe('generated drafts from a To-Be BPMN diagram', () => {
  const t = setUpTestApp();
  const { call } = t;

  const generate = async () => {
    const list = (await call('GET', '/api/processes?search=Service%20Call%20Dispatch')).json();
    const rows = Array.isArray(list) ? list : list.items;
    const processId = rows.find(
      (p: { name: string }) => p.name === 'Service Call Dispatch and Scheduling',
    ).id;
    const maps = (await call('GET', `/api/artifacts?processId=${processId}`))
      .json()
      .filter((a: { type: string; state: string }) => a.type === 'workflow_map' && a.state === 'to_be');
    const res = await call('POST', `/api/processes/${processId}/training-generation`, {
      documents: ['job-aid', 'walkthrough', 'session-deck'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [jobAid, walkthrough, deck] = await Promise.all(
      res.json().documents.map(async (d: { fileUrl: string }) => (await call('GET', d.fileUrl)).rawPayload),
    );
    return { map: readWorkflowMap(maps[0].content), jobAid, walkthrough, deck };
  };

  const pngs = (parts: Map<string, Buffer>, folder: string) =>
    [...parts].filter(([name]) => name.startsWith(folder) && name.endsWith('.png')).map(([, data]) => data);

  it('lists the diagram steps with their roles and its decisions, and embeds its picture', async () => {
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    const { map, jobAid, walkthrough, deck } = await generate();
    expect(map.diagram).not.toBeNull();
    const steps = map.stepOrder;
    expect(steps.length).toBeGreaterThan(3);
    const decisions = map.diagram!.summary.gateways.filter((g) => g.splits && g.name);
    expect(decisions.length).toBeGreaterThan(0);

    for (const [name, file] of [
      ['job aid', jobAid],
      ['walkthrough', walkthrough],
    ] as const) {
      const parts = await unzip(file);
      const xml = parts.get('word/document.xml')!.toString('utf8');
      // Every step in flow order, each with the lane doing it.
      let at = 0;
      for (const step of steps) {
        const found = xml.indexOf(step.name.replace(/&/g, '&amp;'), at);
        expect(found, `${name}: ${step.name}`).toBeGreaterThan(at - 1);
        at = found;
        if (step.lane) expect(xml, name).toContain(`Role: ${step.lane}`);
      }
      expect(xml, name).toContain(name === 'job aid' ? 'If something goes wrong' : 'Decision points');
      for (const decision of decisions) expect(xml, name).toContain(decision.name.replace(/&/g, '&amp;'));
      // The picture: a real PNG of a sane size, described by the diagram's text alternative.
      const [png] = pngs(parts, 'word/media/');
      const size = pngSize(png!)!;
      expect(size.width, name).toBeGreaterThan(800);
      expect(size.width * size.height, name).toBeLessThanOrEqual(16_000_000);
      expect(xml, name).toContain(`descr="${map.diagram!.summary.textAlternative[0]}`);
    }

    const slides = await unzip(deck);
    const [slidePng] = pngs(slides, 'ppt/media/');
    expect(pngSize(slidePng!)!.width).toBeGreaterThan(800);
    const slideXml = [...slides]
      .filter(([n]) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
      .map(([, d]) => d.toString('utf8'))
      .join('');
    expect(slideXml).toContain('The new process at a glance');
    expect(slideXml).toContain(`Role: ${steps[0]!.lane}`);

    // LibreOffice opens all three (one start) and draws the picture.
    const pdfs = await officeFilesToPdf([
      { name: 'job-aid.docx', data: jobAid! },
      { name: 'walkthrough.docx', data: walkthrough! },
      { name: 'deck.pptx', data: deck! },
    ]);
    for (const [file, pdf] of pdfs) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfImageCount(pdf), file).toBeGreaterThan(0);
    }
  }, 240_000);
});
