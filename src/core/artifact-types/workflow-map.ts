import { z } from 'zod';
import {
  diffEntries,
  type Entry,
  type Field,
  fieldsSection,
  listSection,
  type SectionDiff,
} from '../rules/item-diff';
import { count, record, records, text, texts } from './read';

/*
 * Workflow map (spec §3): a few facts about the workflow and its subordinate roles; the map image
 * itself is the artifact's file, not its content.
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
});
export type WorkflowMapContent = z.infer<typeof WorkflowMapContentSchema>;

/** The fields that carry a workflow map's content. */
export const WORKFLOW_MAP_CONTENT_FIELDS = [
  'workflowType',
  'description',
  'subordinateProcesses',
  'steps',
  'decisionPoints',
  'averageTime',
  'automationLevel',
] as const;

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

export interface WorkflowMap {
  workflowType: string | null;
  description: string | null;
  averageTime: string | null;
  automationLevel: string | null;
  /** A number, or a text of digits; null when neither. */
  steps: number | null;
  decisionPoints: number | null;
  subordinateProcesses: SubordinateRole[];
}

export function readWorkflowMap(content: unknown): WorkflowMap {
  const c = record(content);
  return {
    workflowType: text(c.workflowType),
    description: text(c.description),
    averageTime: text(c.averageTime),
    automationLevel: text(c.automationLevel),
    steps: count(c.steps),
    decisionPoints: count(c.decisionPoints),
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

/** What the difference compares: the facts by field, then the subordinate roles (by name). */
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
  ];
}
