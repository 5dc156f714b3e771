import { describe, expect, it } from 'vitest';
import { diffBpmn } from './diff';
import { validFixtures } from './fixtures';
import { collaborationToBe as toBe } from './fixtures/collaboration-to-be';
import { parseBpmn } from './parse';

async function definitions(xml: string) {
  const result = await parseBpmn(xml);
  if (!result.ok) throw new Error(result.reason);
  expect(result.warnings).toEqual([]);
  return result.definitions;
}

describe('diffBpmn', () => {
  it('finds nothing between a diagram and itself', async () => {
    const xml = validFixtures.collaboration!;
    const result = diffBpmn(await definitions(xml), await definitions(xml));
    expect(result.differences).toEqual([]);
    expect(result.ids).toEqual({ added: [], removed: [], changed: [], layoutChanged: [] });
  });

  it('says in words what the To-Be changed, removed first, then added, renamed, moved and changed', async () => {
    const asIs = validFixtures.collaboration!;
    const result = diffBpmn(await definitions(asIs), await definitions(toBe(asIs)));
    expect(result.differences.map((d) => d.text)).toEqual([
      "Task 'Quote repair' removed",
      "Task 'Take site photo' added",
      "Lane 'Dispatcher' renamed to 'Dispatch desk'",
      "Task 'Log call' renamed to 'Log call in CRM'",
      "Task 'Order parts' moved from lane 'Parts clerk' to lane 'Technician'",
      "Task 'Log call in CRM' changed",
      "Sequence flow 'No' from 'Covered?' to 'Quote sent' changed",
    ]);
    const rename = result.differences.find((d) => d.change === 'renamed' && d.kind === 'Lane');
    expect(rename).toMatchObject({ elementId: 'L_Dispatcher', from: 'Dispatcher', to: 'Dispatch desk' });
    expect(result.ids.removed).toEqual(expect.arrayContaining(['T_Quote', 'F4', 'A_Quote']));
    expect(result.ids.added).toEqual(['T_Photo']);
    expect(result.ids.changed).toEqual(expect.arrayContaining(['L_Dispatcher', 'T_Log', 'T_Order', 'F3']));
    expect(result.ids.layoutChanged).toContain('T_Call');
  });

  it('names unnamed elements by their kind', async () => {
    const asIs = validFixtures.gateways!;
    const withoutJoin = asIs.replace(
      '<exclusiveGateway id="GW_Ex" name="Merge">',
      '<exclusiveGateway id="GW_Ex">',
    );
    const withTask = asIs.replace('<endEvent id="EE_Won"', '<task id="T_New" /><endEvent id="EE_Won"');
    const a = diffBpmn(await definitions(asIs), await definitions(withTask));
    expect(a.differences.map((d) => d.text)).toEqual(['Unnamed task added']);
    const b = diffBpmn(await definitions(asIs), await definitions(withoutJoin));
    expect(b.differences.map((d) => d.text)).toEqual(["Gateway 'Merge' now unnamed"]);
  });

  it('reports a new flow between existing steps, and a gateway added in words', async () => {
    const asIs = validFixtures.gateways!;
    const changed = asIs
      .replace(
        '<sequenceFlow id="f22"',
        '<sequenceFlow id="f23" sourceRef="T_Receive" targetRef="EE_Reminded" /><sequenceFlow id="f22"',
      )
      .replace('<endEvent id="EE_Won"', '<exclusiveGateway id="GW_New" name="Paid?" /><endEvent id="EE_Won"');
    const result = diffBpmn(await definitions(asIs), await definitions(changed));
    expect(result.differences.map((d) => d.text)).toEqual([
      "Gateway 'Paid?' added",
      "Sequence flow from 'Receive order' to 'Reminder sent' added",
    ]);
  });
});
