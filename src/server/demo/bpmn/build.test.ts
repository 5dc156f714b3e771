import { describe, expect, it } from 'vitest';
import { parseBpmn } from '../../../core/bpmn/parse';
import { summarizeBpmn } from '../../../core/bpmn/summary';
import { buildBpmn } from './build';
import type { BuildBpmnInput } from './types';

const dispatch: BuildBpmnInput = {
  processName: 'Dispatch <test> & "quotes"',
  lanes: [
    {
      name: 'Dispatcher',
      steps: [
        { id: 'start', name: 'Call received', kind: 'start' },
        { id: 'log', name: 'Log call', kind: 'user' },
        { id: 'covered', name: 'Covered?', kind: 'decision' },
        { id: 'quote', name: 'Quote T&M rate', kind: 'send' },
      ],
    },
    {
      name: 'Technician',
      steps: [
        { id: 'repair', name: 'Repair', kind: 'manual' },
        { id: 'end', name: 'Job closed', kind: 'end' },
      ],
    },
  ],
  flow: [
    { from: 'start', to: 'log' },
    { from: 'log', to: 'covered' },
    { from: 'covered', to: 'repair', label: 'Yes' },
    { from: 'covered', to: 'quote', label: 'No' },
    { from: 'quote', to: 'repair' },
    { from: 'repair', to: 'end' },
  ],
};

async function parsed(xml: string) {
  const result = await parseBpmn(xml);
  if (!result.ok) throw new Error(result.reason);
  expect(result.warnings).toEqual([]);
  return result.definitions;
}

describe('buildBpmn', () => {
  it('writes valid BPMN 2.0 whose model is the input: lanes, steps in flow order, decisions', async () => {
    const xml = buildBpmn(dispatch);
    const summary = summarizeBpmn(await parsed(xml));
    expect(summary.lanes.map((l) => [l.name, l.elementIds])).toEqual([
      ['Dispatcher', ['Node_start', 'Node_log', 'Node_covered', 'Node_quote']],
      ['Technician', ['Node_repair', 'Node_end']],
    ]);
    // Breadth first, branches in flow order: 'Yes' reaches Repair before 'No' reaches the quote.
    expect(summary.stepOrder).toEqual(['Node_log', 'Node_repair', 'Node_quote']);
    expect(summary.tasks.map((t) => t.type)).toEqual(['UserTask', 'ManualTask', 'SendTask']);
    expect(summary.gateways[0]).toMatchObject({ name: 'Covered?', splits: true });
    expect(summary.gateways[0]!.branches.map((b) => b.label)).toEqual(['Yes', 'No']);
    expect(summary.participants[0]!.name).toBe('Dispatch <test> & "quotes"');
  });

  it('lays steps out left to right in their lane bands, with DI for every element and flow', async () => {
    const xml = buildBpmn(dispatch);
    expect(xml.split('<bpmndi:BPMNShape').length - 1).toBe(1 + 2 + 6);
    expect(xml.split('<bpmndi:BPMNEdge').length - 1).toBe(6);
    const x = (id: string) =>
      Number(new RegExp(`bpmnElement="Node_${id}"[^>]*><dc:Bounds x="(\\d+)"`).exec(xml)![1]);
    expect(x('start')).toBeLessThan(x('log'));
    expect(x('log')).toBeLessThan(x('covered'));
    expect(x('covered')).toBeLessThan(x('repair'));
    expect(x('quote')).toBeLessThan(x('repair'));
  });

  it('keeps ids stable across builds, so the same step is the same element', () => {
    const again = buildBpmn({ ...dispatch, processName: 'Renamed', processId: 'Dispatch <test> & "quotes"' });
    expect(again).toContain('id="Node_log"');
    expect(again).toContain('id="Flow_log_to_covered"');
    expect(again).toContain(`<bpmn:process id="Process_Dispatch_test_quotes_"`);
  });

  it('refuses a flow that names a step no lane holds', () => {
    expect(() => buildBpmn({ ...dispatch, flow: [{ from: 'log', to: 'nowhere' }] })).toThrow(/unknown step/);
  });
});
