import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_SERVICE_PRODUCT } from '../../../core/rules/significance';
import { buildOutline, type DeckOutline, GENERATED_DOCUMENTS } from '../../../core/rules/training-outlines';
import { facts } from '../../../core/rules/training-outlines/source';
import { seedDemoData } from '../../demo/seed';
import { officeFilesToPdf, pageInk, pdfPages } from '../../testing/office';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { loadTrainingSource } from './generation.service';

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
        if (key === 'session-deck') {
          expect(pages.length, file.name).toBe((outline as DeckOutline).slides.length);
        }
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
        const shows = (page: string, mark: string) =>
          'slides' in outline
            ? flat(page.trim().split('\n')[0]!).trim() === mark
            : flat(page).includes(flat(mark));
        const mapPages = pages.flatMap((p, i) => (marks.some((m) => shows(p, m)) ? [i + 1] : []));
        expect(mapPages.length, `${file.name}: map pages`).toBe(marks.length);
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
