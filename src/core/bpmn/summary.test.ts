import { describe, expect, it } from 'vitest';
import { validFixtures } from './fixtures';
import { parseBpmn } from './parse';
import { summarizeBpmn } from './summary';
import { textAlternative } from './text-alternative';

async function summaryOf(name: string) {
  const result = await parseBpmn(validFixtures[name]!);
  if (!result.ok) throw new Error(result.reason);
  return summarizeBpmn(result.definitions);
}

describe('summarizeBpmn', () => {
  it('reads pools, nested lanes and the innermost lane of each step', async () => {
    const summary = await summaryOf('collaboration');
    expect(summary.participants.map((p) => p.name)).toEqual(['Customer', 'Service company']);
    expect(summary.lanes.map((l) => [l.name, l.parentLaneId ?? null])).toEqual([
      ['Dispatcher', null],
      ['Field', null],
      ['Technician', 'L_Field'],
      ['Parts clerk', 'L_Field'],
    ]);
    expect(summary.lanes.find((l) => l.name === 'Parts clerk')!.elementIds).toEqual([
      'T_Order',
      'EE_Ordered',
    ]);
    const order = summary.tasks.find((t) => t.id === 'T_Order')!;
    expect(order).toMatchObject({ lane: 'Parts clerk', type: 'ServiceTask' });
    // Inside a sub-process a task takes the sub-process's lane.
    expect(summary.tasks.find((t) => t.id === 'T_Diagnose')).toMatchObject({
      lane: 'Technician',
      parentId: 'SP_Repair',
    });
  });

  it('orders steps along sequence flows from the start events, breadth first, pool by pool', async () => {
    const summary = await summaryOf('collaboration');
    expect(summary.stepOrder).toEqual(['T_Call', 'T_Log', 'T_Quote', 'T_Diagnose', 'T_Fix', 'T_Order']);
    expect(summary.order.slice(4, 9)).toEqual(['SE_Call', 'T_Log', 'GW_Covered', 'T_Quote', 'SP_Repair']);
    expect(new Set(summary.order).size).toBe(summary.order.length);
  });

  it('counts steps (the sub-process counts by its own tasks), splitting gateways and leaf lanes', async () => {
    expect((await summaryOf('collaboration')).counts).toEqual({ steps: 6, decisionPoints: 1, roles: 3 });
    expect((await summaryOf('gateways')).counts).toEqual({ steps: 8, decisionPoints: 4, roles: 0 });
    expect((await summaryOf('signavio')).counts).toEqual({ steps: 2, decisionPoints: 1, roles: 2 });
  });

  it('knows every task, gateway and event kind', async () => {
    const summary = await summaryOf('gateways');
    expect(summary.tasks.map((t) => t.type)).toEqual([
      'UserTask',
      'ServiceTask',
      'ManualTask',
      'ScriptTask',
      'BusinessRuleTask',
      'CallActivity',
      'ReceiveTask',
      'SendTask',
    ]);
    expect(summary.gateways.map((g) => [g.gatewayKind, g.splits])).toEqual([
      ['parallel', true],
      ['parallel', false],
      ['inclusive', true],
      ['inclusive', false],
      ['complex', true],
      ['exclusive', false],
      ['event-based', true],
    ]);
    expect(summary.events.map((e) => [e.position, e.trigger ?? null])).toEqual([
      ['start', null],
      ['intermediate', 'message'],
      ['intermediate', 'timer'],
      ['end', null],
      ['end', 'terminate'],
    ]);
    const collaboration = await summaryOf('collaboration');
    expect(collaboration.events.find((e) => e.position === 'boundary')).toMatchObject({
      name: '4 hours passed',
      trigger: 'timer',
      attachedToId: 'SP_Repair',
    });
  });

  it('puts steps no start event reaches after the others, in document order', async () => {
    const xml = validFixtures.gateways!.replace(
      '<sequenceFlow id="f1"',
      '<task id="T_Orphan" name="Orphan step" /><sequenceFlow id="f1"',
    );
    const result = await parseBpmn(xml);
    if (!result.ok) throw new Error(result.reason);
    expect(summarizeBpmn(result.definitions).stepOrder.at(-1)).toBe('T_Orphan');
  });
});

describe('textAlternative', () => {
  it('reads the diagram in step order with lanes, decisions and their branches', async () => {
    const lines = textAlternative(await summaryOf('collaboration'));
    expect(lines.slice(0, 7)).toEqual([
      'Pool: Customer',
      'Start: Need service',
      '1. Call service company',
      'Event: Technician arrives',
      'End: Service received',
      'Pool: Service company',
      'Start: Call received (Dispatcher)',
    ]);
    expect(lines).toContain('2. Log call (Dispatcher)');
    expect(lines).toContain('Decision: Covered? (Dispatcher): No → Quote repair; Yes → Repair visit');
    expect(lines).toContain('Sub-process: Repair visit (Technician)');
    expect(lines).toContain('4. Diagnose fault (Technician, in Repair visit)');
    expect(lines.at(-2)).toBe('6. Order parts (Parts clerk)');
    expect(lines).toContain('If: 4 hours passed, during Repair visit (Technician)');
  });

  it('names parallel splits and named joins, and leaves unnamed joins out', async () => {
    const lines = textAlternative(await summaryOf('gateways'));
    expect(lines[1]).toBe('In parallel: Split work: → Check site access; → Reserve van');
    expect(lines).toContain('Paths join: Merge');
    expect(lines.filter((line) => line.startsWith('Paths join'))).toHaveLength(1);
  });
});
