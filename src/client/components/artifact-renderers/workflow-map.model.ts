import { resolveImageUrl } from '@core/rules/artifact-link';
import { splitVisible } from '@core/rules/artifact-shapes';
import { countOf, isRecord, recordList, textList, textOf } from './content-utils';

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
  hasContent: boolean;
}

/** A workflow map's summary fields, description and (supervisory maps) subordinate roles. */
export function workflowSummary(content: unknown): WorkflowSummaryView {
  const c = isRecord(content) ? content : {};
  const workflowType = textOf(c.workflowType);
  const subordinates = recordList(c.subordinateProcesses).map((s, i): SubordinateView => {
    const { visible, more } = splitVisible(
      textList(s.keyResponsibilities),
      SUBORDINATE_RESPONSIBILITIES_SHOWN,
    );
    const processId = textOf(s.processId);
    return {
      key: `${processId ?? 'role'}-${i}`,
      processId,
      roleName: textOf(s.roleName) ?? 'Unnamed role',
      description: textOf(s.description),
      responsibilities: visible,
      moreResponsibilities: more,
      imageUrl: resolveImageUrl(textOf(s.imageUrl)),
    };
  });
  const view = {
    workflowType,
    isSupervisory: workflowType === 'supervisory_links',
    description: textOf(c.description),
    steps: countOf(c.steps),
    decisionPoints: countOf(c.decisionPoints),
    averageTime: textOf(c.averageTime),
    automationLevel: textOf(c.automationLevel),
    subordinates,
  };
  const hasContent = Boolean(
    view.description ||
      view.steps !== null ||
      view.decisionPoints !== null ||
      view.averageTime ||
      view.automationLevel ||
      subordinates.length,
  );
  return { ...view, hasContent };
}

/** "supervisory_links" → "Supervisory links". */
export function workflowTypeLabel(type: string | null): string | null {
  if (!type) return null;
  const words = type.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}
