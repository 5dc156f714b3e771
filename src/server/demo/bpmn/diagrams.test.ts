import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffBpmn } from '../../../core/bpmn/diff';
import { parseBpmn } from '../../../core/bpmn/parse';
import { summarizeBpmn } from '../../../core/bpmn/summary';
import { textAlternative } from '../../../core/bpmn/text-alternative';
import { renderBpmnXml } from '../../lib/bpmn-render';
import { BPMN_DEMO_PROCESSES, demoDiagrams } from './diagrams';

async function definitions(xml: string) {
  const result = await parseBpmn(xml);
  if (!result.ok) throw new Error(result.reason);
  expect(result.warnings).toEqual([]);
  return result.definitions;
}

describe('demo BPMN diagrams', () => {
  it('covers four demo processes', () => {
    expect(Object.keys(demoDiagrams)).toEqual([
      'service-call-dispatch',
      'work-order-completion',
      'inspection-scheduling',
      'deficiency-quoting',
    ]);
  });

  for (const process of BPMN_DEMO_PROCESSES) {
    for (const state of ['asIs', 'toBe'] as const) {
      it(`${process.key} ${state}: parses cleanly, lanes and steps match the workflow map`, async () => {
        const diagram = process[state].workflow.diagram;
        const summary = summarizeBpmn(await definitions(demoDiagrams[process.key]![state]));
        expect(summary.lanes.map((lane) => lane.name)).toEqual(diagram.lanes);
        const steps = diagram.nodes.filter((n) => !n.kind || n.kind === 'task' || n.kind === 'document');
        expect(summary.tasks.map((t) => t.name).sort()).toEqual(steps.map((s) => s.label).sort());
        for (const task of summary.tasks) {
          const node = diagram.nodes.find((n) => n.label === task.name)!;
          expect(task.lane).toBe(diagram.lanes[node.lane]);
        }
        expect(summary.counts.decisionPoints).toBe(diagram.nodes.filter((n) => n.kind === 'decision').length);
        expect(textAlternative(summary)[0]).toMatch(/^Start: /);
      });
    }

    it(`${process.key}: the To-Be differs from the As-Is in readable words`, async () => {
      const pair = demoDiagrams[process.key]!;
      const result = diffBpmn(await definitions(pair.asIs), await definitions(pair.toBe));
      const texts = result.differences.map((d) => d.text);
      expect(texts.some((t) => / removed$/.test(t))).toBe(true);
      expect(texts.some((t) => / added$/.test(t))).toBe(true);
      for (const text of texts)
        expect(text).toMatch(
          /^(Task|Gateway|Lane|Start event|End event|Sequence flow|Unnamed \w+)\b.* (added|removed|changed|renamed to '.+'|moved from lane '.+' to lane '.+')$/,
        );
      expect(result.ids.added.length + result.ids.removed.length).toBeGreaterThan(0);
    });
  }

  it('render to PNG (written under BPMN_PNG_DIR when set, for a look)', async () => {
    for (const [key, pair] of Object.entries(demoDiagrams)) {
      for (const [state, xml] of Object.entries(pair)) {
        const result = await renderBpmnXml(xml);
        if (!result.ok) throw new Error(result.reason);
        if (process.env.BPMN_PNG_DIR) {
          mkdirSync(process.env.BPMN_PNG_DIR, { recursive: true });
          writeFileSync(`${process.env.BPMN_PNG_DIR}/${key}-${state}.png`, result.png);
        }
      }
    }
  });
});
