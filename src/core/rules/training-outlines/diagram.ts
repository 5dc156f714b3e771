import { readWorkflowMap } from '../../artifact-types';
import { branchesText } from '../../bpmn/text-alternative';
import { artifactFor, plural } from './source';
import type { OutlineBullet, OutlineImage, TrainingSource } from './types';

/*
 * Issue 21: where the To-Be workflow map holds a BPMN diagram, the job aid, the walkthrough and the
 * deck take the steps (tasks in sequence-flow order from the start event, each with its lane as the
 * role doing it) and the decision points (the gateways that split) from the diagram, and show its
 * picture, which the server draws.
 */

export interface DiagramDecision {
  name: string;
  lane: string | null;
  /** "Yes → Repair visit; No → Quote repair" */
  branches: string;
}

export interface DiagramFlow {
  steps: { name: string; lane: string | null }[];
  decisions: DiagramDecision[];
  /** The picture: the writers embed the server's PNG of `bpmn`. */
  image: OutlineImage;
  /** "To-Be workflow map diagram (7 steps, 2 decision points)" */
  builtFrom: string;
}

/** The image key of a state's diagram; the service draws it (a stored file's key is its /objects/ URL). */
export const diagramImageKey = (state: 'as_is' | 'to_be') => `bpmn:${state}`;

/** The diagram of the state's workflow map, or null when that map has none (or no map at all). */
export function diagramFlow(source: TrainingSource, state: 'as_is' | 'to_be'): DiagramFlow | null {
  const artifact = artifactFor(source, 'workflow_map', state);
  const map = readWorkflowMap(artifact?.content);
  if (!artifact || !map.diagram) return null;
  const { summary, bpmn } = map.diagram;
  const names = new Map(
    [...summary.tasks, ...summary.gateways, ...summary.events].map((item) => [item.id, item.name]),
  );
  const gateways = new Map(summary.gateways.map((gateway) => [gateway.id, gateway]));
  const decisions = summary.order.flatMap((id) => {
    const gateway = gateways.get(id);
    if (!gateway?.splits) return [];
    const branches = branchesText(gateway, (target) => names.get(target));
    const fallback = gateway.gatewayKind === 'parallel' ? 'Work splits in parallel' : 'Unnamed decision';
    return [{ name: gateway.name || fallback, lane: gateway.lane ?? null, branches }];
  });
  const caption = `${artifact.name.trim() || `${state === 'to_be' ? 'To-Be' : 'As-Is'} workflow map`} (BPMN diagram)`;
  return {
    steps: map.stepOrder,
    decisions,
    image: { fileUrl: diagramImageKey(state), caption, bpmn, alt: summary.textAlternative.join('\n') },
    builtFrom: `${state === 'to_be' ? 'To-Be' : 'As-Is'} workflow map diagram (${plural(map.stepOrder.length, 'step')}, ${plural(decisions.length, 'decision point')})`,
  };
}

/** A decision point as a line: "Covered? (Dispatcher): Yes → Repair visit; No → Quote repair". */
export function decisionBullet(decision: DiagramDecision): OutlineBullet {
  const lane = decision.lane ? ` (${decision.lane})` : '';
  return { text: `${decision.name}${lane}${decision.branches ? `: ${decision.branches}` : ''}` };
}
