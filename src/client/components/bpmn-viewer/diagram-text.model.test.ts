import { deriveDiagram } from '@core/bpmn/derive';
import { validFixtures } from '@core/bpmn/fixtures';
import { describe, expect, it } from 'vitest';
import { diagramTextView } from './diagram-text.model';

async function summaryOf(xml: string) {
  const derived = await deriveDiagram(xml);
  if (!derived.ok) throw new Error(derived.reason);
  return derived.bpmnSummary;
}

describe('diagramTextView', () => {
  it('reads the diagram in step order with each element in its lane', async () => {
    const summary = await summaryOf(validFixtures.collaboration!);
    const view = diagramTextView(summary);
    expect(view.lines.map((l) => l.text)).toEqual(summary.textAlternative);
    // Two pools: each one's steps follow a heading line.
    expect(view.lines.filter((l) => l.heading).map((l) => l.text)).toEqual(
      summary.textAlternative.filter((line) => line.startsWith('Pool: ')),
    );
    expect(view.lines.filter((l) => l.heading).length).toBeGreaterThan(0);
    expect(view.lines.some((l) => l.text.startsWith('Start'))).toBe(true);
    expect(view.lines.some((l) => /^\d+\. .+ \(.+\)$/.test(l.text))).toBe(true);
    expect(view.lanes.length).toBe(summary.counts.roles);
    expect(view.overview).toBe(
      `${summary.counts.steps} steps, ${summary.counts.decisionPoints} decision${summary.counts.decisionPoints === 1 ? '' : 's'}, ${view.lanes.length} lanes`,
    );
  });

  it('builds the lines from the summary when the stored ones are missing', async () => {
    const summary = await summaryOf(validFixtures.gateways!);
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
