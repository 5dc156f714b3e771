import { deriveDiagram } from '@core/bpmn/derive';
import { describe, expect, it } from 'vitest';
import { demoDiagrams } from '../../../server/demo/bpmn/diagrams';
import { diagramTextView } from './diagram-text.model';

async function summaryOf(xml: string) {
  const derived = await deriveDiagram(xml);
  if (!derived.ok) throw new Error(derived.reason);
  return derived.bpmnSummary;
}

describe('diagramTextView', () => {
  it('reads the diagram in step order with each element in its lane', async () => {
    const summary = await summaryOf(demoDiagrams['service-call-dispatch']!.asIs);
    const view = diagramTextView(summary);
    expect(view.lines.map((l) => l.text)).toEqual(summary.textAlternative);
    expect(view.lines[0]?.text).toMatch(/^Start/);
    expect(view.lines.some((l) => /^1\. .+ \(.+\)$/.test(l.text))).toBe(true);
    expect(view.lanes.length).toBe(summary.counts.roles);
    expect(view.overview).toBe(
      `${summary.counts.steps} steps, ${summary.counts.decisionPoints} decision${summary.counts.decisionPoints === 1 ? '' : 's'}, ${view.lanes.length} lanes`,
    );
  });

  it('builds the lines from the summary when the stored ones are missing', async () => {
    const summary = await summaryOf(demoDiagrams['service-call-dispatch']!.toBe);
    const view = diagramTextView({ ...summary, textAlternative: [] });
    expect(view.lines.map((l) => l.text)).toEqual(summary.textAlternative);
  });

  it('heads each pool of a collaboration', () => {
    const view = diagramTextView({
      participants: [],
      lanes: [],
      tasks: [],
      gateways: [],
      events: [],
      order: [],
      stepOrder: [],
      counts: { steps: 1, decisionPoints: 0, roles: 0 },
      textAlternative: ['Pool: Customer', 'Start: Need found', '1. Ask for a quote'],
    });
    expect(view.lines.map((l) => l.heading)).toEqual([true, false, false]);
    expect(view.overview).toBe('1 step, 0 decisions');
  });
});
