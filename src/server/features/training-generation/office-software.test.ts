import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_SERVICE_PRODUCT } from '../../../core/rules/significance';
import { buildOutline, type DeckOutline, GENERATED_DOCUMENTS } from '../../../core/rules/training-outlines';
import { facts } from '../../../core/rules/training-outlines/source';
import { seedDemoData } from '../../demo/seed';
import { pngSize } from '../../lib/bpmn-render';
import { officeFilesToPdf, pageInk, pdfPages } from '../../testing/office';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { drawBpmnPicture, drawSvgPicture } from './diagram-pictures';
import { loadTrainingSource } from './generation.service';
import { MIN_LABEL_PT } from './map-layout';

/*
 * Issue 22: the drafts of two demo processes (one with a BPMN diagram, one with a stored SVG map)
 * opened in LibreOffice: every document converts, says what the process is and lists every To-Be
 * step, shows no leaked code values, and every map page holds a drawn picture, not a blank panel.
 */

const KEYS = GENERATED_DOCUMENTS.map((d) => d.key);
const LEAKS = /\b(undefined|null|NaN)\b|\[object Object\]|[{}]/;
/**
 * Share of a map page's pixels that are not white. A drawn BPMN map (thin lines on white) covers
 * about 4 %; the heading, caption and footer alone under 0.2 %, a blank grey panel with its border
 * about 0.4 %.
 */
const MAP_INK = 0.015;

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The resolution (pixels per inch) LibreOffice printed each picture of a PDF page at (pdfimages). */
async function pictureResolutions(pdf: Buffer, page: number): Promise<number[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pmr-ppi-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdfimages', [
      '-list',
      '-f',
      String(page),
      '-l',
      String(page),
      path.join(dir, 'in.pdf'),
    ]);
    // Columns: page num type width height color comp bpc enc interp object ID x-ppi …
    return stdout
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[2] === 'image')
      .map((cols) => Number(cols[12]));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('generated drafts in LibreOffice', () => {
  const t = setUpTestApp();
  const { call } = t;

  beforeAll(async () => {
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
  });

  for (const name of ['Service Call Dispatch and Scheduling', 'Quote to Contract for Service Agreements']) {
    it(`${name}: every draft opens, reads right and shows its map`, async () => {
      const list = (await call('GET', `/api/processes?search=${encodeURIComponent(name)}`)).json();
      const rows = Array.isArray(list) ? list : list.items;
      const processId = rows.find((p: { name: string }) => p.name === name).id;
      const res = await call('POST', `/api/processes/${processId}/training-generation`, { documents: KEYS });
      expect(res.statusCode, res.body).toBe(201);
      const files = await Promise.all(
        res.json().documents.map(async (d: { fileUrl: string }, i: number) => ({
          name: `${KEYS[i]}.${GENERATED_DOCUMENTS[i]!.format}`,
          data: (await call('GET', d.fileUrl)).rawPayload,
        })),
      );
      const pdfs = await officeFilesToPdf(files);

      const source = await loadTrainingSource(t.database.db, processId, {
        fieldServiceProduct: DEFAULT_FIELD_SERVICE_PRODUCT,
        now: new Date(),
      });
      const steps = facts(source).steps.map((s) => flat(s.name).replace(/\.$/, ''));
      expect(steps.length).toBeGreaterThan(3);

      for (const file of files) {
        const pages = await pdfPages(pdfs.get(file.name)!);
        const text = flat(pages.join(' '));
        expect(text, file.name).toContain(name);
        for (const line of pages.join('\n').split('\n'))
          expect(line, `${file.name}: ${line}`).not.toMatch(LEAKS);
        // The badge never breaks over two lines.
        expect(pages.join('\n'), file.name).not.toMatch(/Significant\s*\n\s*change/);
        if (file.name.startsWith('job-aid') || file.name.startsWith('session-deck')) {
          for (const step of steps) expect(text, `${file.name}: ${step}`).toContain(step);
        }

        const key = file.name.replace(/\.\w+$/, '') as (typeof KEYS)[number];
        const outline = buildOutline(key, source);
        if (key === 'change-summary') {
          // One page for leaders, the division table in the appendix after it.
          expect(pages[0], file.name).toContain('When');
          expect(pages[0], file.name).not.toContain('Appendix');
          expect(pages.at(-1), file.name).toMatch(/Appendix: training audience by division[\s\S]*Total/);
        }
        // Every page that shows a map (found by its caption, or the slide's title): a drawn picture,
        // on a landscape page of its own in a Word document.
        const marks =
          'slides' in outline
            ? outline.slides.filter((s) => s.image).map((s) => s.title)
            : outline.sections.flatMap((s) => (s.image ? [s.image.caption] : []));
        // A deck shows a wide map on consecutive slides in parts: "… (1 of 2)", "… (2 of 2)".
        const shows = (page: string, mark: string) =>
          'slides' in outline
            ? new RegExp(`^${mark}( \\(\\d+ of \\d+\\))?$`).test(flat(page.trim().split('\n')[0]!).trim())
            : flat(page).includes(flat(mark));
        const mapPages = pages.flatMap((p, i) => (marks.some((m) => shows(p, m)) ? [i + 1] : []));
        if (key === 'session-deck') {
          const extraParts = mapPages.length - marks.length;
          expect(pages.length, file.name).toBe((outline as DeckOutline).slides.length + extraParts);
          const titles = mapPages.map((page) => flat(pages[page - 1]!.trim().split('\n')[0]!).trim());
          if (extraParts > 0)
            expect(titles).toEqual(titles.map((_, i) => `${marks[0]} (${i + 1} of ${titles.length})`));
          // Each map slide's labels print at 8 pt or more: the picture keeps the drawing's pixels per
          // unit, so its printed resolution says how large the smallest label is.
          const map = (outline as DeckOutline).slides.find((s) => s.image)!.image!;
          const picture = map.bpmn
            ? await drawBpmnPicture(map.bpmn)
            : await drawSvgPicture((await call('GET', map.fileUrl)).body);
          const drawing = picture!.drawing!;
          const labelPx = drawing.smallestLabelPx * (pngSize(picture!.data)!.width / drawing.width);
          for (const page of mapPages) {
            const ppi = await pictureResolutions(pdfs.get(file.name)!, page);
            expect(ppi, `${file.name} page ${page}`).toHaveLength(1);
            // pdfimages rounds the resolution to a whole number.
            expect((labelPx * 72) / (ppi[0]! - 0.5), `${file.name} page ${page}`).toBeGreaterThanOrEqual(
              MIN_LABEL_PT,
            );
          }
        } else {
          expect(mapPages.length, `${file.name}: map pages`).toBe(marks.length);
        }
        for (const page of mapPages) {
          const drawn = await pageInk(pdfs.get(file.name)!, page);
          expect(drawn.ink, `${file.name} page ${page}`).toBeGreaterThan(MAP_INK);
          if (file.name.endsWith('.docx'))
            expect(drawn.width, `${file.name} page ${page}`).toBeGreaterThan(drawn.height);
        }
      }
    }, 240_000);
  }
});
