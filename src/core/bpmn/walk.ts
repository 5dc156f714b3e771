import { isActivity, isEvent, isGateway, isSubProcess, type ModdleElement, many, one } from './model';

/** A process to read, with the pool that shows it (if any). */
export interface ProcessEntry {
  process: ModdleElement;
  participant?: ModdleElement;
}

/**
 * The processes of the definitions: those shown by a collaboration's pools first, in pool order,
 * then the others in document order; each once.
 */
export function processesOf(definitions: ModdleElement): ProcessEntry[] {
  const roots = many(definitions, 'rootElements');
  const entries: ProcessEntry[] = [];
  const seen = new Set<ModdleElement>();
  for (const collaboration of roots.filter((root) => root.$type === 'bpmn:Collaboration')) {
    for (const participant of many(collaboration, 'participants')) {
      const process = one(participant, 'processRef');
      if (process && !seen.has(process)) {
        seen.add(process);
        entries.push({ process, participant });
      }
    }
  }
  for (const process of roots.filter((root) => root.$type === 'bpmn:Process')) {
    if (!seen.has(process)) entries.push({ process });
  }
  return entries;
}

/** True for the elements a reader follows: activities, gateways and events. */
export const isFlowNode = (element: ModdleElement) =>
  isActivity(element) || isGateway(element) || isEvent(element);

/**
 * The flow nodes of a process or sub-process in step order: breadth-first along sequence flows from
 * its start events (or, without any, from nodes nothing flows into), outgoing flows in document
 * order, a boundary event right after its activity's successors; a sub-process's own nodes follow
 * it directly. Nodes no start reaches come after, in document order. Each node appears once.
 */
export function orderedFlowNodes(
  container: ModdleElement,
): Array<{ node: ModdleElement; parent?: ModdleElement }> {
  const out: Array<{ node: ModdleElement; parent?: ModdleElement }> = [];
  const visited = new Set<ModdleElement>();
  walkContainer(container, undefined, out, visited);
  return out;
}

function walkContainer(
  container: ModdleElement,
  parent: ModdleElement | undefined,
  out: Array<{ node: ModdleElement; parent?: ModdleElement }>,
  visited: Set<ModdleElement>,
) {
  const elements = many(container, 'flowElements');
  const nodes = elements.filter(isFlowNode);
  const successors = new Map<ModdleElement, ModdleElement[]>();
  const hasIncoming = new Set<ModdleElement>();
  for (const flow of elements.filter((element) => element.$type === 'bpmn:SequenceFlow')) {
    const source = one(flow, 'sourceRef');
    const target = one(flow, 'targetRef');
    if (!source || !target) continue;
    successors.set(source, [...(successors.get(source) ?? []), target]);
    hasIncoming.add(target);
  }
  const boundaries = new Map<ModdleElement, ModdleElement[]>();
  for (const node of nodes.filter((n) => n.$type === 'bpmn:BoundaryEvent')) {
    const host = one(node, 'attachedToRef');
    if (host) boundaries.set(host, [...(boundaries.get(host) ?? []), node]);
  }
  const starts = nodes.filter((node) => node.$type === 'bpmn:StartEvent');
  const roots = starts.length
    ? starts
    : nodes.filter((node) => !hasIncoming.has(node) && node.$type !== 'bpmn:BoundaryEvent');
  const visitFrom = (first: ModdleElement) => {
    const queue = [first];
    while (queue.length) {
      const node = queue.shift()!;
      if (visited.has(node)) continue;
      visited.add(node);
      out.push(parent ? { node, parent } : { node });
      if (isSubProcess(node)) walkContainer(node, node, out, visited);
      queue.push(...(successors.get(node) ?? []), ...(boundaries.get(node) ?? []));
    }
  };
  for (const root of roots) visitFrom(root);
  for (const node of nodes) if (!visited.has(node)) visitFrom(node);
}
