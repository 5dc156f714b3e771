import { storedBpmnSummarySchema } from '@core/bpmn/schema';
import type { WorkflowMapContent } from '@core/schemas/artifact-content';
import { z } from 'zod';
import {
  allBlank,
  baseOf,
  type Extra,
  extraOf,
  formText,
  fromTextItems,
  isRecord,
  parseCount,
  putList,
  putText,
  type TextItem,
  toTextItems,
} from './form-utils';

/** The workflow types the editor offers; a stored value outside these is kept and offered too. */
export const WORKFLOW_TYPES = [
  { value: 'swimlane', label: 'Swimlane' },
  { value: 'flowchart', label: 'Flowchart' },
  { value: 'supervisory_links', label: 'Supervisory (links to subordinate processes)' },
] as const;

export const SUPERVISORY = 'supervisory_links';

/** Suggestions for the free-text automation level. */
export const AUTOMATION_LEVELS = ['Low', 'Medium', 'Medium-High', 'High'] as const;

/** A subordinate process of a supervisory map; `extra` keeps e.g. the role's own map image. */
export interface SubordinateItem {
  processId: string;
  roleName: string;
  description: string;
  keyResponsibilities: TextItem[];
  extra: Extra;
}

/** What a diagram gives the editor to show (read-only): its counts and its import warnings. */
export interface DiagramFacts {
  steps: number;
  decisionPoints: number;
  roles: number;
  warnings: string[];
}

export interface WorkflowMapForm {
  /** The BPMN 2.0 XML; '' for a map without a diagram. */
  bpmn: string;
  /** Read from the stored summary, or from a diagram imported or drawn in this editor; never sent. */
  diagramFacts: DiagramFacts | null;
  workflowType: string;
  description: string;
  /** Counts are typed as text and checked as whole numbers. */
  steps: string;
  decisionPoints: string;
  averageTime: string;
  automationLevel: string;
  subordinateProcesses: SubordinateItem[];
}

const SUBORDINATE_KNOWN = ['processId', 'roleName', 'description', 'keyResponsibilities'] as const;

function countText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : formText(value);
}

/**
 * The facts of a diagram from what the server derived from it (a summary's counts and the
 * warnings); null when there is no summary of the stored shape.
 */
export function diagramFactsOf(summary: unknown, warnings: unknown): DiagramFacts | null {
  const parsed = storedBpmnSummarySchema.safeParse(summary);
  if (!parsed.success) return null;
  const texts = Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === 'string') : [];
  return { ...parsed.data.counts, warnings: texts };
}

export function toWorkflowMapForm(content: unknown): WorkflowMapForm {
  const c = isRecord(content) ? content : {};
  const subordinates = Array.isArray(c.subordinateProcesses) ? c.subordinateProcesses.filter(isRecord) : [];
  const bpmn = typeof c.bpmn === 'string' && c.bpmn.trim() !== '' ? c.bpmn : '';
  return {
    bpmn,
    diagramFacts: bpmn ? diagramFactsOf(c.bpmnSummary, c.bpmnWarnings) : null,
    workflowType: formText(c.workflowType),
    description: formText(c.description),
    steps: countText(c.steps),
    decisionPoints: countText(c.decisionPoints),
    averageTime: formText(c.averageTime),
    automationLevel: formText(c.automationLevel),
    subordinateProcesses: subordinates.map((s) => ({
      processId: formText(s.processId),
      roleName: formText(s.roleName),
      description: formText(s.description),
      keyResponsibilities: toTextItems(s.keyResponsibilities),
      extra: extraOf(s, SUBORDINATE_KNOWN),
    })),
  };
}

function putCount(target: Record<string, unknown>, key: string, text: string): void {
  const n = parseCount(text);
  if (n === null || Number.isNaN(n)) delete target[key];
  else target[key] = n;
}

/**
 * The workflow map content to store. The image is the artifact's fileUrl, not content. Subordinate
 * processes are kept whatever the type, so switching the type away and back loses nothing. The
 * diagram's XML goes as it is (never trimmed or re-written: a vendor file stays byte for byte);
 * what the server derives from it is left out, since it derives it afresh. Typed counts stay
 * beside a diagram, so removing the diagram brings them back.
 */
export function fromWorkflowMapForm(values: WorkflowMapForm, base?: unknown): WorkflowMapContent {
  const out = baseOf(base);
  delete out.bpmnSummary;
  delete out.bpmnWarnings;
  if (values.bpmn && values.bpmn.trim() !== '') out.bpmn = values.bpmn;
  else delete out.bpmn;
  putText(out, 'workflowType', values.workflowType);
  putText(out, 'description', values.description);
  putCount(out, 'steps', values.steps);
  putCount(out, 'decisionPoints', values.decisionPoints);
  putText(out, 'averageTime', values.averageTime);
  putText(out, 'automationLevel', values.automationLevel);
  const subordinates = (values.subordinateProcesses ?? [])
    .map((s) => ({ ...s, responsibilities: fromTextItems(s.keyResponsibilities) }))
    .filter((s) => !allBlank(s.processId, s.roleName, s.description) || s.responsibilities.length > 0)
    .map((s) => {
      const item: Record<string, unknown> = { ...s.extra };
      putText(item, 'processId', s.processId);
      putText(item, 'roleName', s.roleName);
      putText(item, 'description', s.description);
      putList(item, 'keyResponsibilities', s.responsibilities);
      return item;
    });
  putList(out, 'subordinateProcesses', subordinates);
  return out as WorkflowMapContent;
}

export const EMPTY_SUBORDINATE: SubordinateItem = {
  processId: '',
  roleName: '',
  description: '',
  keyResponsibilities: [],
  extra: {},
};

const count = (label: string) =>
  z.string().refine((t) => !Number.isNaN(parseCount(t)), `Enter the number of ${label} as a whole number`);

export const WorkflowMapFormSchema = z.object({
  bpmn: z.string(),
  diagramFacts: z.unknown(),
  workflowType: z.string(),
  description: z.string().max(5000, 'Keep the description under 5,000 characters'),
  steps: count('steps'),
  decisionPoints: count('decision points'),
  averageTime: z.string().max(100, 'Keep the average time short, e.g. 45 minutes'),
  automationLevel: z.string().max(100, 'Keep the automation level short, e.g. High'),
  subordinateProcesses: z.array(
    z
      .looseObject({
        processId: z.string(),
        roleName: z.string().max(200, 'Keep the role name under 200 characters'),
        description: z.string(),
        keyResponsibilities: z.array(z.object({ value: z.string() })),
      })
      .refine(
        (s) =>
          s.roleName.trim() !== '' ||
          (allBlank(s.processId, s.description) && fromTextItems(s.keyResponsibilities).length === 0),
        { message: 'Enter the role name, or remove this process', path: ['roleName'] },
      ),
  ),
});
