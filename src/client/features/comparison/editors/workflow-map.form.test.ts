import { deriveDiagram } from '@core/bpmn/derive';
import { validFixtures } from '@core/bpmn/fixtures';
import { WorkflowMapContentSchema } from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import {
  diagramFactsOf,
  fromWorkflowMapForm,
  toWorkflowMapForm,
  WorkflowMapFormSchema,
} from './workflow-map.form';

/** A workflow map as the server stores it with a diagram: the XML and what it derived. */
async function storedWithDiagram(xml: string, rest: Record<string, unknown> = {}) {
  const derived = await deriveDiagram(xml);
  if (!derived.ok) throw new Error(derived.reason);
  return { ...rest, bpmn: xml, bpmnWarnings: derived.bpmnWarnings, bpmnSummary: derived.bpmnSummary };
}

const stored = {
  workflowType: 'supervisory_links',
  description: 'How the manager oversees the team.',
  steps: 7,
  decisionPoints: 0,
  averageTime: '45 minutes',
  automationLevel: 'High',
  subordinateProcesses: [
    {
      processId: 'p-1',
      roleName: 'Service Coordinator',
      description: 'Dispatch',
      keyResponsibilities: ['Board', 'Calls', 'Follow-up'],
      imageUrl: '/objects/x/map.svg',
    },
  ],
  diagramVersion: 3,
};

describe('workflow map form mapping', () => {
  it('reads the summary fields as text and keeps a subordinate’s image aside', () => {
    const form = toWorkflowMapForm(stored);
    expect(form).toMatchObject({ steps: '7', decisionPoints: '0', averageTime: '45 minutes' });
    expect(form.subordinateProcesses[0]).toEqual({
      processId: 'p-1',
      roleName: 'Service Coordinator',
      description: 'Dispatch',
      keyResponsibilities: [{ value: 'Board' }, { value: 'Calls' }, { value: 'Follow-up' }],
      extra: { imageUrl: '/objects/x/map.svg' },
    });
  });

  it('round-trips stored content, unknown fields included', () => {
    const back = fromWorkflowMapForm(toWorkflowMapForm(stored), stored);
    expect(back).toEqual(stored);
    expect(WorkflowMapContentSchema.safeParse(back).success).toBe(true);
  });

  it('writes counts as numbers, leaves blanks out and drops empty subordinates and responsibilities', () => {
    const form = toWorkflowMapForm(stored);
    form.steps = ' 12 ';
    form.decisionPoints = '';
    form.automationLevel = '';
    form.subordinateProcesses.push({
      processId: '',
      roleName: ' ',
      description: '',
      keyResponsibilities: [{ value: ' ' }],
      extra: {},
    });
    form.subordinateProcesses[0]!.keyResponsibilities = [
      { value: 'Calls' },
      { value: '' },
      { value: 'Board' },
    ];
    const out = fromWorkflowMapForm(form, stored);
    expect(out.steps).toBe(12);
    expect('decisionPoints' in out).toBe(false);
    expect('automationLevel' in out).toBe(false);
    expect(out.subordinateProcesses).toEqual([
      {
        processId: 'p-1',
        roleName: 'Service Coordinator',
        description: 'Dispatch',
        keyResponsibilities: ['Calls', 'Board'],
        imageUrl: '/objects/x/map.svg',
      },
    ]);
  });

  it('refuses counts that are not whole numbers and subordinates without a role name', () => {
    const form = toWorkflowMapForm({});
    form.steps = 'seven';
    form.decisionPoints = '2.5';
    form.subordinateProcesses = [
      { processId: 'p-2', roleName: '', description: '', keyResponsibilities: [], extra: {} },
    ];
    const result = WorkflowMapFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      steps: 'Enter the number of steps as a whole number',
      decisionPoints: 'Enter the number of decision points as a whole number',
      'subordinateProcesses.0.roleName': 'Enter the role name, or remove this process',
    });
  });

  it('reads odd content as an empty form and an empty form as empty content', () => {
    const form = toWorkflowMapForm({ steps: 'many', subordinateProcesses: 'x' });
    expect(form.steps).toBe('many');
    expect(form.subordinateProcesses).toEqual([]);
    expect(fromWorkflowMapForm(toWorkflowMapForm(null))).toEqual({});
  });
});

describe('workflow map form with a BPMN diagram', () => {
  it('reads the diagram’s XML and its derived counts, and sends the XML back as it was', async () => {
    const xml = validFixtures.signavio!;
    const stored = await storedWithDiagram(xml, { steps: 4, averageTime: '20 minutes' });
    const form = toWorkflowMapForm(stored);
    expect(form.bpmn).toBe(xml);
    expect(form.diagramFacts).toEqual({ ...stored.bpmnSummary.counts, warnings: [] });
    expect(form.diagramFacts!.steps).toBeGreaterThan(0);
    // The typed count stays beside the diagram, for when the diagram is removed.
    expect(form.steps).toBe('4');
    const out = fromWorkflowMapForm(form, stored);
    expect(out).toEqual({ steps: 4, averageTime: '20 minutes', bpmn: xml });
    expect(out.bpmn).toBe(xml);
    expect(WorkflowMapFormSchema.safeParse(form).success).toBe(true);
  });

  it('sends a diagram imported or drawn in the editor, and drops what the server derived from the old one', async () => {
    const stored = await storedWithDiagram(validFixtures.collaboration!);
    const form = toWorkflowMapForm(stored);
    form.bpmn = validFixtures.camunda!;
    const out = fromWorkflowMapForm(form, stored);
    expect(out).toEqual({ bpmn: validFixtures.camunda });
  });

  it('removes the diagram and what was derived from it, keeping the typed counts', async () => {
    const stored = await storedWithDiagram(validFixtures.gateways!, { steps: 9, decisionPoints: 2 });
    const form = toWorkflowMapForm(stored);
    form.bpmn = '';
    form.diagramFacts = null;
    expect(fromWorkflowMapForm(form, stored)).toEqual({ steps: 9, decisionPoints: 2 });
  });

  it('has no diagram facts without a diagram, or when the summary is not of its stored shape', () => {
    expect(toWorkflowMapForm({ steps: 3 })).toMatchObject({ bpmn: '', diagramFacts: null });
    expect(toWorkflowMapForm({ bpmn: '  ', bpmnSummary: {} })).toMatchObject({
      bpmn: '',
      diagramFacts: null,
    });
    expect(toWorkflowMapForm({ bpmn: '<x/>', bpmnSummary: { counts: 3 } }).diagramFacts).toBeNull();
    expect(diagramFactsOf(undefined, ['w'])).toBeNull();
  });

  it('keeps import warnings with the counts', async () => {
    const stored = await storedWithDiagram(validFixtures.aris!);
    const facts = diagramFactsOf(stored.bpmnSummary, [
      'Skipped <foo> at line 3, column 1: not understood.',
      7,
    ]);
    expect(facts?.warnings).toEqual(['Skipped <foo> at line 3, column 1: not understood.']);
  });
});
