import { lanesOf } from './lanes';
import {
  isActivity,
  isGateway,
  isSubProcess,
  localType,
  type ModdleElement,
  many,
  nameOf,
  one,
} from './model';
import type { BpmnEvent, BpmnGateway, BpmnLane, BpmnSummary, BpmnTask } from './schema';
import { orderedFlowNodes, processesOf } from './walk';

const GATEWAY_KINDS = {
  ExclusiveGateway: 'exclusive',
  InclusiveGateway: 'inclusive',
  ParallelGateway: 'parallel',
  EventBasedGateway: 'event-based',
  ComplexGateway: 'complex',
} as const;

const EVENT_POSITIONS = {
  StartEvent: 'start',
  EndEvent: 'end',
  IntermediateCatchEvent: 'intermediate',
  IntermediateThrowEvent: 'intermediate',
  BoundaryEvent: 'boundary',
} as const;

/**
 * The model summary of parsed definitions. Counts, chosen so they match what a reader counts on the
 * picture: steps = activities, except a sub-process whose own activities are counted instead;
 * decisionPoints = gateways that split (two or more outgoing sequence flows), not the joins;
 * roles = distinct names of lanes that hold no nested lanes (inner lanes are the roles).
 */
export function summarizeBpmn(definitions: ModdleElement): BpmnSummary {
  const summary: BpmnSummary = {
    participants: [],
    lanes: [],
    tasks: [],
    gateways: [],
    events: [],
    order: [],
    stepOrder: [],
    counts: { steps: 0, decisionPoints: 0, roles: 0 },
  };
  for (const root of many(definitions, 'rootElements').filter((r) => r.$type === 'bpmn:Collaboration')) {
    for (const participant of many(root, 'participants')) {
      const processId = one(participant, 'processRef')?.id;
      summary.participants.push({
        id: participant.id ?? '',
        name: nameOf(participant),
        ...(processId ? { processId } : {}),
      });
    }
  }
  for (const { process } of processesOf(definitions)) {
    const { lanes, laneOf } = lanesOf(process);
    summary.lanes.push(...lanes);
    for (const { node, parent } of orderedFlowNodes(process)) {
      const lane = laneOf.get(node.id ?? '') ?? (parent ? laneOf.get(parent.id ?? '') : undefined);
      addNode(summary, node, process, parent, lane);
    }
  }
  const taskById = new Map(summary.tasks.map((task) => [task.id, task]));
  summary.stepOrder = summary.order.filter((id) => taskById.get(id) && !taskById.get(id)!.container);
  const parentLaneIds = new Set(summary.lanes.map((lane) => lane.parentLaneId).filter(Boolean));
  const roles = new Set(summary.lanes.filter((l) => !parentLaneIds.has(l.id) && l.name).map((l) => l.name));
  summary.counts = {
    steps: summary.stepOrder.length,
    decisionPoints: summary.gateways.filter((gateway) => gateway.splits).length,
    roles: roles.size,
  };
  return summary;
}

function addNode(
  summary: BpmnSummary,
  node: ModdleElement,
  process: ModdleElement,
  parent: ModdleElement | undefined,
  lane: BpmnLane | undefined,
) {
  const base = {
    id: node.id ?? '',
    name: nameOf(node),
    type: localType(node),
    ...(lane ? { lane: lane.name, laneId: lane.id } : {}),
    processId: process.id ?? '',
    ...(parent?.id ? { parentId: parent.id } : {}),
  };
  summary.order.push(base.id);
  if (isActivity(node)) {
    const task: BpmnTask = {
      ...base,
      container: isSubProcess(node) && many(node, 'flowElements').some(isActivity),
    };
    summary.tasks.push(task);
  } else if (isGateway(node)) {
    const outgoing = many(node, 'outgoing');
    const gateway: BpmnGateway = {
      ...base,
      gatewayKind: GATEWAY_KINDS[base.type as keyof typeof GATEWAY_KINDS],
      splits: outgoing.length > 1,
      branches: outgoing.map((flow) => {
        const target = one(flow, 'targetRef');
        return { label: nameOf(flow), targetId: target?.id ?? '', targetName: nameOf(target) };
      }),
    };
    summary.gateways.push(gateway);
  } else {
    const definition = many(node, 'eventDefinitions')[0];
    const attachedToId = one(node, 'attachedToRef')?.id;
    const event: BpmnEvent = {
      ...base,
      position: EVENT_POSITIONS[base.type as keyof typeof EVENT_POSITIONS],
      ...(definition
        ? {
            trigger: localType(definition)
              .replace(/EventDefinition$/, '')
              .toLowerCase(),
          }
        : {}),
      ...(attachedToId ? { attachedToId } : {}),
    };
    summary.events.push(event);
  }
}
