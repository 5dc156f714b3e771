import { describe, expect, it } from 'vitest';
import { DEMO_PROCESSES } from '../../../server/demo/processes';
import {
  buildChangeSummaryOutline,
  buildJobAidOutline,
  buildSessionDeckOutline,
  buildWalkthroughOutline,
  type DocumentOutline,
} from '../training-outlines';
import { demoSource, withDiagrams } from '../training-outlines/demo-source.test-helper';
import { facts } from '../training-outlines/source';
import { strongestStatus, systemsInStep } from './index';

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

const section = (o: DocumentOutline, heading: string) => o.sections.find((s) => s.heading === heading);
const allText = (o: DocumentOutline) =>
  o.sections.flatMap((s) => [
    ...(s.paragraphs ?? []),
    ...(s.bullets ?? []).flatMap((b) => [b.text, b.description ?? '', b.detail ?? '']),
    ...(s.table?.rows.flat() ?? []),
  ]);

describe('process facts on every demo process', () => {
  for (const p of DEMO_PROCESSES) {
    it(`${p.key}: the drafts agree on steps, statuses and systems`, async () => {
      const source = await withDiagrams(demoSource(p));
      const read = facts(source);
      expect(read.steps.length, 'steps').toBeGreaterThan(0);
      const n = read.steps.length;

      // The job aid, the walkthrough and the deck list and count the same steps.
      const jobAid = buildJobAidOutline(source);
      expect(section(jobAid, 'Steps')!.bullets!.map((b) => b.text.replace(/\.$/, ''))).toEqual(
        read.steps.map((s) => s.name.replace(/\.$/, '')),
      );
      const walkthrough = buildWalkthroughOutline(source);
      expect(section(walkthrough, 'Workflow map')!.paragraphs![0]).toMatch(
        new RegExp(`^The To-Be flow: ${n} steps?[,.]`),
      );
      const deck = buildSessionDeckOutline(source);
      const deckSteps = deck.slides.filter((s) => s.title.startsWith('The new process, step by step'));
      expect(deckSteps.flatMap((s) => s.bullets!).length).toBe(n);
      const sizes = deckSteps.map((s) => s.bullets!.length);
      expect(Math.max(...sizes) - Math.min(...sizes), 'balanced slides').toBeLessThanOrEqual(1);

      // No draft states another step count in words ("Eight steps; …").
      for (const outline of [jobAid, walkthrough, buildChangeSummaryOutline(source)]) {
        for (const line of allText(outline)) {
          const stated = new RegExp(`\\b(${NUMBER_WORDS.join('|')}) steps\\b`, 'i').exec(line);
          if (stated) expect(NUMBER_WORDS.indexOf(stated[1]!.toLowerCase()) + 1, line).toBe(n);
        }
      }

      // One status per pain point, each listed once.
      const why = section(buildChangeSummaryOutline(source), 'Why: the pain points addressed')!.bullets ?? [];
      const titles = why.map((b) => b.text.replace(/ \([^)]*\)$/, ''));
      expect(new Set(titles).size).toBe(titles.length);
      for (const b of why) expect(b.text, b.text).toMatch(/ \((Resolved|Partially resolved)\)$/);

      // A step uses a system only when it names it, its lane is it, or it spells out its key function.
      for (const step of read.steps) {
        const text = `${step.line} ${step.lane ?? ''}`.toLowerCase();
        for (const used of step.systems) {
          const system = read.systems.find((s) => s.name === used.name);
          const family = used.name.split(/\s+[–—-]\s+/)[0]!.toLowerCase();
          expect(
            text.includes(family) || (system?.keyFunctions.length ?? 0) > 0,
            `${step.name}: ${used.name}`,
          ).toBe(true);
        }
      }
      // A significant step differs from the As-Is.
      for (const step of read.steps.filter((s) => s.significant)) {
        expect(['added', 'changed'], step.name).toContain(step.change);
      }
      expect(read.steps.filter((s) => s.significant).length, 'marked steps').toBeLessThan(n * 0.75);
    });
  }
});

describe('process facts readers', () => {
  it('keeps the strongest status, as the readiness report counts it', () => {
    expect(strongestStatus(['partially_resolved', 'resolved'])).toBe('resolved');
    expect(strongestStatus(['in_progress', 'parking_lot'])).toBe('parking_lot');
    expect(strongestStatus(['not_started'])).toBe('not_started');
    expect(strongestStatus([])).toBeNull();
  });

  it('names a system by its full name, its family and own word, its lane or a spelled-out key function', () => {
    const list = [
      { name: 'Cloud ERP – CRM & Quoting', purpose: null, keyFunctions: ['Rate-table pricing'] },
      { name: 'Cloud ERP – Contracts & Billing', purpose: null, keyFunctions: ['Recurring billing plans'] },
      { name: 'FieldPro Mobile', purpose: null, keyFunctions: ['Push to CRM opportunity'] },
    ];
    const names = (step: string, lane: string | null = null) =>
      systemsInStep(step, lane, list).map((s) => s.name);
    // The case: "Cloud ERP CRM" is CRM & Quoting only; most words of a key function is not enough.
    expect(names('Log the lead in Cloud ERP CRM with building details')).toEqual([
      'Cloud ERP – CRM & Quoting',
    ]);
    // The family alone, shared by two systems: the step says "Cloud ERP", so the draft says so.
    expect(names('Cloud ERP prices the agreement')).toEqual(['Cloud ERP']);
    expect(names('Set up recurring billing plans')).toEqual(['Cloud ERP – Contracts & Billing']);
    expect(names('Take photos', 'FieldPro Mobile')).toEqual(['FieldPro Mobile']);
    expect(names('Call the customer')).toEqual([]);
  });
});
