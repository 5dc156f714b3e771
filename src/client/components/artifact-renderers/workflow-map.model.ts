import { readWorkflowMap, shownCount, WORKFLOW_MAP_LABELS, type WorkflowDiagram } from '@core/artifact-types';
import { resolveImageUrl } from '@core/rules/artifact-link';
import { splitVisible } from '@core/rules/artifact-shapes';

/** Supervisory role cards show this many key responsibilities, then "+N more..." (spec §9). */
export const SUBORDINATE_RESPONSIBILITIES_SHOWN = 2;

export interface SubordinateView {
  key: string;
  processId: string | null;
  roleName: string;
  description: string | null;
  responsibilities: string[];
  moreResponsibilities: number;
  /** The role's own map image, already resolved for an <img> (null when absent or unsafe). */
  imageUrl: string | null;
}

export interface WorkflowSummaryView {
  workflowType: string | null;
  isSupervisory: boolean;
  description: string | null;
  steps: number | null;
  decisionPoints: number | null;
  averageTime: string | null;
  automationLevel: string | null;
  subordinates: SubordinateView[];
  /** The BPMN diagram (issue 21), shown in the viewer instead of the picture. */
  diagram: WorkflowDiagram | null;
  hasContent: boolean;
}

/** A workflow map's summary fields, description and (supervisory maps) subordinate roles. */
export function workflowSummary(content: unknown): WorkflowSummaryView {
  const w = readWorkflowMap(content);
  const subordinates = w.subordinateProcesses.map((s, i): SubordinateView => {
    const { visible, more } = splitVisible(s.keyResponsibilities, SUBORDINATE_RESPONSIBILITIES_SHOWN);
    return {
      key: `${s.processId ?? 'role'}-${i}`,
      processId: s.processId,
      roleName: s.roleName ?? WORKFLOW_MAP_LABELS.unnamedRole,
      description: s.description,
      responsibilities: visible,
      moreResponsibilities: more,
      imageUrl: resolveImageUrl(s.imageUrl),
    };
  });
  const view = {
    workflowType: w.workflowType,
    isSupervisory: w.workflowType === 'supervisory_links',
    description: w.description,
    steps: shownCount(w.steps),
    decisionPoints: shownCount(w.decisionPoints),
    averageTime: w.averageTime,
    automationLevel: w.automationLevel,
    subordinates,
    // The XML exactly as stored (the reader trims it): a download gives back the same file.
    diagram: w.diagram ? { ...w.diagram, bpmn: rawXml(content) ?? w.diagram.bpmn } : null,
  };
  const hasContent = Boolean(
    view.diagram ||
      view.description ||
      view.steps !== null ||
      view.decisionPoints !== null ||
      view.averageTime ||
      view.automationLevel ||
      subordinates.length,
  );
  return { ...view, hasContent };
}

function rawXml(content: unknown): string | null {
  const xml = (content as { bpmn?: unknown } | null)?.bpmn;
  return typeof xml === 'string' ? xml : null;
}

/** "supervisory_links" → "Supervisory links". */
export function workflowTypeLabel(type: string | null): string | null {
  if (!type) return null;
  const words = type.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}
