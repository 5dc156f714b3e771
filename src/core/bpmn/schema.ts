import { z } from 'zod';

// What the rest of the app reads from a BPMN diagram: the summary (numbers, step order, text
// alternative) and the As-Is / To-Be difference. Zod so an API route can declare them as responses.

const flowNodeFields = {
  id: z.string(),
  name: z.string(),
  /** BPMN local type, e.g. 'UserTask', 'ExclusiveGateway', 'BoundaryEvent'. */
  type: z.string(),
  lane: z.string().optional(),
  laneId: z.string().optional(),
  processId: z.string(),
  /** The sub-process that holds this element, when nested. */
  parentId: z.string().optional(),
};

export const bpmnTaskSchema = z.object({
  ...flowNodeFields,
  /** True for sub-processes whose own activities are listed as tasks too. */
  container: z.boolean(),
});

export const bpmnBranchSchema = z.object({ label: z.string(), targetId: z.string(), targetName: z.string() });

export const bpmnGatewaySchema = z.object({
  ...flowNodeFields,
  gatewayKind: z.enum(['exclusive', 'inclusive', 'parallel', 'event-based', 'complex']),
  splits: z.boolean(),
  branches: z.array(bpmnBranchSchema),
});

export const bpmnEventSchema = z.object({
  ...flowNodeFields,
  position: z.enum(['start', 'end', 'intermediate', 'boundary']),
  /** 'message', 'timer', … from the event definition; absent for none events. */
  trigger: z.string().optional(),
  attachedToId: z.string().optional(),
});

export const bpmnLaneSchema = z.object({
  id: z.string(),
  name: z.string(),
  processId: z.string(),
  parentLaneId: z.string().optional(),
  elementIds: z.array(z.string()),
});

export const bpmnParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  processId: z.string().optional(),
});

export const bpmnSummarySchema = z.object({
  participants: z.array(bpmnParticipantSchema),
  lanes: z.array(bpmnLaneSchema),
  tasks: z.array(bpmnTaskSchema),
  gateways: z.array(bpmnGatewaySchema),
  events: z.array(bpmnEventSchema),
  /** Every task, gateway and event id in step order (sequence flows from the start events). */
  order: z.array(z.string()),
  /** Task ids in step order (the `steps` counted below). */
  stepOrder: z.array(z.string()),
  counts: z.object({ steps: z.number().int(), decisionPoints: z.number().int(), roles: z.number().int() }),
});

export const bpmnDifferenceSchema = z.object({
  change: z.enum(['added', 'removed', 'renamed', 'changed', 'moved']),
  elementId: z.string(),
  /** "Task", "Gateway", "Lane", … */
  kind: z.string(),
  name: z.string(),
  /** Old name (renamed) or old lane (moved). */
  from: z.string().optional(),
  /** New name (renamed) or new lane (moved). */
  to: z.string().optional(),
  /** Changed attributes, e.g. ['documentation', 'camunda:assignee']. */
  attributes: z.array(z.string()).optional(),
  text: z.string(),
});

export const bpmnDiffSchema = z.object({
  differences: z.array(bpmnDifferenceSchema),
  ids: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    changed: z.array(z.string()),
    layoutChanged: z.array(z.string()),
  }),
});

export type BpmnTask = z.infer<typeof bpmnTaskSchema>;
export type BpmnGateway = z.infer<typeof bpmnGatewaySchema>;
export type BpmnEvent = z.infer<typeof bpmnEventSchema>;
export type BpmnLane = z.infer<typeof bpmnLaneSchema>;
export type BpmnSummary = z.infer<typeof bpmnSummarySchema>;
export type BpmnDifference = z.infer<typeof bpmnDifferenceSchema>;
export type BpmnDiff = z.infer<typeof bpmnDiffSchema>;

/**
 * What the server stores beside a workflow map's diagram (`content.bpmnSummary`), recomputed from
 * the XML on every write: the summary plus the text alternative's lines.
 */
export const storedBpmnSummarySchema = bpmnSummarySchema.extend({ textAlternative: z.array(z.string()) });
export type StoredBpmnSummary = z.infer<typeof storedBpmnSummarySchema>;
