import { z } from 'zod';
import { type StoredBpmnSummary, storedBpmnSummarySchema } from '../bpmn/schema';
import {
  diffEntries,
  type Entry,
  type Field,
  fieldsSection,
  listSection,
  type SectionDiff,
} from '../rules/item-diff';
import { type ArtifactTypeModule, contentFieldsOf } from './descriptor';
import { count, record, records, text, texts } from './read';

/*
 * Workflow map (spec §3): a few facts about the workflow and its subordinate roles; the map image
 * itself is the artifact's file, not its content. Since issue 21 the content may also hold a BPMN
 * 2.0 diagram (`bpmn`, its XML) with what the server derives from it on every write
 * (`bpmnWarnings`, `bpmnSummary`, see workflow-map-diagram.ts); with a diagram, the steps, decision
 * points, roles and step order are the diagram's, and the typed-in counts only stand for maps
 * without one.
 */

export const SubordinateProcessSchema = z.looseObject({
  processId: z.string().optional(),
  roleName: z.string().optional(),
  description: z.string().optional(),
  keyResponsibilities: z.array(z.string()).optional(),
  /** Our addition: the subordinate role's own map image, shown in the full-view dialog. */
  imageUrl: z.string().optional(),
});

export const WorkflowMapContentSchema = z.looseObject({
  workflowType: z.string().optional(),
  description: z.string().optional(),
  subordinateProcesses: z.array(SubordinateProcessSchema).optional(),
  steps: z.number().optional(),
  decisionPoints: z.number().optional(),
  averageTime: z.string().optional(),
  automationLevel: z.string().optional(),
  /** BPMN 2.0 XML; null or blank for no diagram. */
  bpmn: z.string().nullable().optional(),
  // Derived by the server from `bpmn` on every write; what a request sends here is replaced, so
  // any value passes (storedBpmnSummarySchema is their stored shape).
  bpmnWarnings: z.unknown().optional(),
  bpmnSummary: z.unknown().optional(),
});
export type WorkflowMapContent = z.infer<typeof WorkflowMapContentSchema>;

/** The fields that carry a workflow map's content; what the server derives from the diagram is not. */
export const WORKFLOW_MAP_CONTENT_FIELDS = contentFieldsOf(WorkflowMapContentSchema, [
  'bpmnWarnings',
  'bpmnSummary',
]);

export const WORKFLOW_MAP_LABELS = {
  type: 'Workflow Map',
  empty: 'No workflow map available',
  workflowType: 'Workflow Type',
  steps: 'Steps',
  decisionPoints: 'Decision Points',
  averageTime: 'Average Time',
  automationLevel: 'Automation Level',
  subordinateProcesses: 'Subordinate Processes',
  unnamedRole: 'Unnamed role',
} as const;

export interface SubordinateRole {
  processId: string | null;
  roleName: string | null;
  description: string | null;
  keyResponsibilities: string[];
  /** The role's own map image as stored (not yet checked as a URL). */
  imageUrl: string | null;
}

/** A step of a diagram, in step order. */
export interface DiagramStep {
  name: string;
  lane: string | null;
}

/** A workflow map's BPMN diagram as stored: its XML and what the server derived from it. */
export interface WorkflowDiagram {
  bpmn: string;
  warnings: string[];
  summary: StoredBpmnSummary;
}

export interface WorkflowMap {
  workflowType: string | null;
  description: string | null;
  averageTime: string | null;
  automationLevel: string | null;
  /** The diagram's task count when it has one; else a number, or a text of digits; null when neither. */
  steps: number | null;
  /** The diagram's splitting gateways when it has one; else as typed in. */
  decisionPoints: number | null;
  /** The diagram's roles (innermost lane names, in order); null without a diagram. */
  roles: string[] | null;
  /** The diagram's tasks in step order (sequence flows from the start); empty without a diagram. */
  stepOrder: DiagramStep[];
  /** Null when the map has no diagram (or its derived fields are missing or not of their shape). */
  diagram: WorkflowDiagram | null;
  subordinateProcesses: SubordinateRole[];
}

function readDiagram(c: Record<string, unknown>): WorkflowDiagram | null {
  const bpmn = text(c.bpmn);
  const summary = storedBpmnSummarySchema.safeParse(c.bpmnSummary);
  if (!bpmn || !summary.success) return null;
  return { bpmn, warnings: texts(c.bpmnWarnings), summary: summary.data };
}

/** Lane names that hold no nested lanes, each once, in document order: the roles the summary counts. */
function diagramRoles(summary: StoredBpmnSummary): string[] {
  const parents = new Set(summary.lanes.map((lane) => lane.parentLaneId).filter(Boolean));
  const names = summary.lanes.filter((lane) => !parents.has(lane.id) && lane.name).map((lane) => lane.name);
  return [...new Set(names)];
}

function diagramSteps(summary: StoredBpmnSummary): DiagramStep[] {
  const tasks = new Map(summary.tasks.map((task) => [task.id, task]));
  return summary.stepOrder.flatMap((id) => {
    const task = tasks.get(id);
    return task ? [{ name: task.name || 'Unnamed task', lane: task.lane ?? null }] : [];
  });
}

export function readWorkflowMap(content: unknown): WorkflowMap {
  const c = record(content);
  const diagram = readDiagram(c);
  return {
    workflowType: text(c.workflowType),
    description: text(c.description),
    averageTime: text(c.averageTime),
    automationLevel: text(c.automationLevel),
    steps: diagram ? diagram.summary.counts.steps : count(c.steps),
    decisionPoints: diagram ? diagram.summary.counts.decisionPoints : count(c.decisionPoints),
    roles: diagram ? diagramRoles(diagram.summary) : null,
    stepOrder: diagram ? diagramSteps(diagram.summary) : [],
    diagram,
    subordinateProcesses: records(c.subordinateProcesses).map((s) => ({
      processId: text(s.processId),
      roleName: text(s.roleName),
      description: text(s.description),
      keyResponsibilities: texts(s.keyResponsibilities),
      imageUrl: text(s.imageUrl),
    })),
  };
}

/** A count worth showing (the report, the cards, the metrics): none below zero. */
export const shownCount = (n: number | null) => (n !== null && n >= 0 ? n : null);

const countText = (n: number | null) => (n === null ? null : String(n));

/**
 * What the difference compares: the facts by field, then the subordinate roles (by name); when both
 * sides have a diagram, also its steps (by name, the lane as detail) and its roles.
 */
export function workflowMapDiff(asIs: unknown, toBe: unknown): SectionDiff[] {
  const b = readWorkflowMap(asIs);
  const a = readWorkflowMap(toBe);
  const field = (label: string, read: (w: WorkflowMap) => string | null): Field => ({
    label,
    before: read(b),
    after: read(a),
  });
  const subordinates = (w: WorkflowMap): Entry[] =>
    w.subordinateProcesses.map((s) => ({
      label: s.roleName ?? WORKFLOW_MAP_LABELS.unnamedRole,
      detail: s.description,
      parts: s.keyResponsibilities,
    }));
  const diagrams: SectionDiff[] =
    b.diagram && a.diagram
      ? [
          listSection('diagramSteps', 'Diagram steps', diffEntries(steps(b), steps(a))),
          listSection('diagramRoles', 'Diagram roles', diffEntries(roles(b), roles(a))),
        ]
      : [];
  return [
    fieldsSection('summary', 'Summary', [
      field('Workflow type', (w) => w.workflowType),
      field('Description', (w) => w.description),
      field('Steps', (w) => countText(w.steps)),
      field('Decision points', (w) => countText(w.decisionPoints)),
      field('Average time', (w) => w.averageTime),
      field('Automation level', (w) => w.automationLevel),
    ]),
    listSection(
      'subordinateProcesses',
      'Subordinate processes',
      diffEntries(subordinates(b), subordinates(a)),
    ),
    ...diagrams,
  ];
}

const steps = (w: WorkflowMap): Entry[] =>
  w.stepOrder.map((step) => ({ label: step.name, detail: step.lane, parts: [] }));
const roles = (w: WorkflowMap): Entry[] =>
  (w.roles ?? []).map((role) => ({ label: role, detail: null, parts: [] }));

/** The workflow map descriptor (registry.ts lists it). */
export const WORKFLOW_MAP_TYPE = {
  key: 'workflow_map',
  types: ['workflow_map'],
  label: WORKFLOW_MAP_LABELS.type,
  emptyText: WORKFLOW_MAP_LABELS.empty,
  contentFields: WORKFLOW_MAP_CONTENT_FIELDS,
  schema: WorkflowMapContentSchema,
  read: readWorkflowMap,
  diff: workflowMapDiff,
} as const satisfies ArtifactTypeModule<WorkflowMap>;
