import { WorkflowMapContentSchema } from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import { fromWorkflowMapForm, toWorkflowMapForm, WorkflowMapFormSchema } from './workflow-map.form';

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
