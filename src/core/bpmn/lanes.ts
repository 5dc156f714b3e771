import { type ModdleElement, many, nameOf, one } from './model';
import type { BpmnLane } from './schema';

/**
 * The lanes of a process, parents before their nested lanes, each with the ids of the flow nodes
 * it references; plus, per flow node, its innermost lane.
 */
export function lanesOf(process: ModdleElement): { lanes: BpmnLane[]; laneOf: Map<string, BpmnLane> } {
  const lanes: BpmnLane[] = [];
  const laneOf = new Map<string, BpmnLane>();
  const visit = (laneSet: ModdleElement | undefined, parentLaneId?: string) => {
    for (const lane of many(laneSet, 'lanes')) {
      const refs = lane.flowNodeRef;
      const elementIds = (Array.isArray(refs) ? refs : [])
        .map((ref: ModdleElement | undefined) => ref?.id)
        .filter((id): id is string => typeof id === 'string');
      const summary: BpmnLane = {
        id: lane.id ?? '',
        name: nameOf(lane),
        processId: process.id ?? '',
        ...(parentLaneId ? { parentLaneId } : {}),
        elementIds,
      };
      lanes.push(summary);
      // Nested lanes are visited after their parent, so the innermost lane wins.
      for (const id of elementIds) laneOf.set(id, summary);
      visit(one(lane, 'childLaneSet'), summary.id);
    }
  };
  for (const laneSet of many(process, 'laneSets')) visit(laneSet);
  return { lanes, laneOf };
}
