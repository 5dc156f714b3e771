import type { WorkflowDiagram } from '../workflow-svg';
import type { BuildBpmnInput, BuildStepKind } from './types';

/**
 * The builder input for a demo workflow map: the same lanes in the same order, the same steps in
 * their lanes and the same arrows. Highlighted steps are the map's point: manual or paper work in
 * an As-Is (manual tasks), automated work in a To-Be (service tasks).
 */
export function fromWorkflowDiagram(
  diagram: WorkflowDiagram,
  names: { processId: string; processName: string; poolName: string },
): BuildBpmnInput {
  const kindOf = (node: WorkflowDiagram['nodes'][number]): BuildStepKind => {
    if (node.kind === 'start' || node.kind === 'end' || node.kind === 'decision') return node.kind;
    if (!node.highlight) return 'task';
    return diagram.tone === 'as_is' ? 'manual' : 'service';
  };
  return {
    ...names,
    lanes: diagram.lanes.map((name, laneIndex) => ({
      name,
      steps: diagram.nodes
        .filter((node) => node.lane === laneIndex)
        .map((node) => ({ id: node.id, name: node.label, kind: kindOf(node) })),
    })),
    flow: diagram.edges.map((edge) => ({
      from: edge.from,
      to: edge.to,
      ...(edge.label ? { label: edge.label } : {}),
    })),
  };
}
