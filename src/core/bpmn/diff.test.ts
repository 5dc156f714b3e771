import { describe, expect, it } from 'vitest';
import { diffBpmn } from './diff';
import { validFixtures } from './fixtures';
import { parseBpmn } from './parse';

async function definitions(xml: string) {
  const result = await parseBpmn(xml);
  if (!result.ok) throw new Error(result.reason);
  expect(result.warnings).toEqual([]);
  return result.definitions;
}

// The collaboration fixture changed the way a To-Be changes an As-Is.
function toBe(asIs: string): string {
  return asIs
    .replace(
      '<bpmn:lane id="L_Dispatcher" name="Dispatcher">',
      '<bpmn:lane id="L_Dispatcher" name="Dispatch desk">',
    )
    .replace('name="Log call"', 'name="Log call in CRM"')
    .replace('Record the caller, the site and the equipment.', 'Record the caller and the site.')
    .replace(/<bpmn:sendTask id="T_Quote"[\s\S]*?<\/bpmn:sendTask>/, '')
    .replace(/<bpmn:sequenceFlow id="F4"[^>]*\/>/, '')
    .replace(
      '<bpmn:sequenceFlow id="F3" name="No" sourceRef="GW_Covered" targetRef="T_Quote" />',
      '<bpmn:sequenceFlow id="F3" name="No" sourceRef="GW_Covered" targetRef="EE_Quoted" />',
    )
    .replace(/<bpmn:association id="A_Quote"[^>]*\/>/, '')
    .replace('<bpmn:flowNodeRef>T_Quote</bpmn:flowNodeRef>', '<bpmn:flowNodeRef>T_Photo</bpmn:flowNodeRef>')
    .replace(
      '<bpmn:endEvent id="EE_Quoted" name="Quote sent">\n      <bpmn:incoming>F4</bpmn:incoming>',
      '<bpmn:task id="T_Photo" name="Take site photo" />\n    <bpmn:endEvent id="EE_Quoted" name="Quote sent">\n      <bpmn:incoming>F3</bpmn:incoming>',
    )
    .replace(
      /<bpmndi:BPMNShape id="T_Quote_di" bpmnElement="T_Quote">/,
      '<bpmndi:BPMNShape id="T_Photo_di" bpmnElement="T_Photo">',
    )
    .replace(/<bpmndi:BPMNEdge id="(F4|A_Quote)_di"[\s\S]*?<\/bpmndi:BPMNEdge>/g, '')
    .replace(
      /<bpmn:flowNodeRef>T_Order<\/bpmn:flowNodeRef>\s*<bpmn:flowNodeRef>EE_Ordered<\/bpmn:flowNodeRef>\s*<\/bpmn:lane>/,
      '<bpmn:flowNodeRef>EE_Ordered</bpmn:flowNodeRef></bpmn:lane>',
    )
    .replace(
      '<bpmn:flowNodeRef>EE_Closed</bpmn:flowNodeRef>\n          </bpmn:lane>',
      '<bpmn:flowNodeRef>EE_Closed</bpmn:flowNodeRef><bpmn:flowNodeRef>T_Order</bpmn:flowNodeRef></bpmn:lane>',
    )
    .replace(
      '<dc:Bounds x="250" y="60" width="100" height="80" />',
      '<dc:Bounds x="240" y="60" width="100" height="80" />',
    );
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
