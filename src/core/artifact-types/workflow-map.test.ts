import { describe, expect, it } from 'vitest';
import { validFixtures } from '../bpmn/fixtures';
import { collaborationToBe } from '../bpmn/fixtures/collaboration-to-be';
import { buildReportModel } from '../rules/report/report-model';
import { readWorkflowMap, workflowMapDiff } from './workflow-map';
import { withDiagramFields } from './workflow-map-diagram';

const stored = async (content: Record<string, unknown>) => {
  const result = await withDiagramFields(content);
  if (!result.ok) throw new Error(result.message);
  return result.content as Record<string, unknown>;
};

describe('workflow map with a BPMN diagram (issue 21)', () => {
  it('reads steps, decision points, roles and step order from the diagram, not the typed-in counts', async () => {
    const content = await stored({ bpmn: validFixtures.collaboration, steps: 99, decisionPoints: 42 });
    const map = readWorkflowMap(content);
    expect(map.diagram?.summary.counts).toBeDefined();
    const { counts } = map.diagram!.summary;
    expect(map.steps).toBe(counts.steps);
    expect(map.decisionPoints).toBe(counts.decisionPoints);
    expect(map.steps).not.toBe(99);
    expect(map.roles).toHaveLength(counts.roles);
    expect(map.roles).toEqual(expect.arrayContaining(['Dispatcher', 'Technician', 'Parts clerk']));
    // 'Field' holds nested lanes: not a role.
    expect(map.roles).not.toContain('Field');
    expect(map.stepOrder).toHaveLength(counts.steps);
    expect(map.stepOrder).toContainEqual({ name: 'Log call', lane: 'Dispatcher' });
  });

  it('keeps the typed-in values for a map without a diagram, or with derived fields that are not of their shape', () => {
    const plain = readWorkflowMap({ steps: 7, decisionPoints: '2' });
    expect(plain).toMatchObject({ steps: 7, decisionPoints: 2, roles: null, stepOrder: [], diagram: null });
    const forged = readWorkflowMap({ bpmn: '<x/>', bpmnSummary: { counts: { steps: 1000 } }, steps: 3 });
    expect(forged).toMatchObject({ steps: 3, diagram: null });
  });

  it('derives afresh and drops the derived fields without a diagram', async () => {
    expect(await stored({ bpmn: '', bpmnSummary: { x: 1 }, bpmnWarnings: ['y'], steps: 2 })).toEqual({
      bpmn: '',
      steps: 2,
    });
    expect(await withDiagramFields({ bpmn: '<definitions/>' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The workflow map's BPMN diagram could not be read: .*not BPMN 2\.0/),
    });
  });

  it('compares the diagrams steps and roles when both sides have one', async () => {
    const asIs = await stored({ bpmn: validFixtures.collaboration });
    const toBe = await stored({ bpmn: collaborationToBe(validFixtures.collaboration!) });
    const sections = workflowMapDiff(asIs, toBe);
    const steps = sections.find((s) => s.key === 'diagramSteps')!;
    expect(steps.counts.added).toBeGreaterThan(0);
    expect(steps.counts.removed).toBeGreaterThan(0);
    const status = (label: string) => steps.items.find((i) => (i.after ?? i.before)?.label === label)?.status;
    expect(status('Quote repair')).toBe('removed');
    expect(status('Take site photo')).toBe('added');
    const roles = sections.find((s) => s.key === 'diagramRoles')!;
    expect(roles.items.map((i) => [i.status, (i.after ?? i.before)?.label])).toEqual(
      expect.arrayContaining([
        ['removed', 'Dispatcher'],
        ['added', 'Dispatch desk'],
      ]),
    );
    // Without a diagram on one side there is nothing of the diagram to compare.
    expect(workflowMapDiff(asIs, { steps: 3 }).map((s) => s.key)).toEqual([
      'summary',
      'subordinateProcesses',
    ]);
  });
});

describe('the report reads the diagram through readWorkflowMap', () => {
  it('takes its step and decision metrics from the diagrams', async () => {
    const asIs = await stored({ bpmn: validFixtures.collaboration, steps: 99 });
    const toBe = await stored({ bpmn: collaborationToBe(validFixtures.collaboration!), steps: 1 });
    const map = (id: string, state: string, content: unknown) => ({
      id,
      type: 'workflow_map',
      state,
      name: 'Map',
      description: null,
      fileUrl: null,
      content,
    });
    const model = buildReportModel({
      process: {
        id: 'p',
        name: 'P',
        description: '',
        version: '1.0',
        status: 'draft',
        updatedAt: '2026-01-01',
      },
      jobRoleName: null,
      artifacts: [map('a', 'as_is', asIs), map('b', 'to_be', toBe)],
      painPointStatuses: [],
      changeImpacts: [],
      trainingArtifacts: [],
      tierDocuments: [],
      generatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(model.metrics).toMatchObject({
      asIsSteps: readWorkflowMap(asIs).diagram!.summary.counts.steps,
      toBeSteps: readWorkflowMap(toBe).diagram!.summary.counts.steps,
      asIsDecisionPoints: readWorkflowMap(asIs).diagram!.summary.counts.decisionPoints,
    });
    expect(model.metrics.asIsSteps).not.toBe(99);
  });
});
