import { ARTIFACT_TYPE_MODULES, artifactTypeModule, isRecord } from '@core/artifact-types';
import type { ComparisonRowKey } from '@core/rules/artifact-shapes';
import { timeReductionPercent, toBeAutomationLevel } from '@core/rules/time-reduction';
import { crossFunctionalBlocks } from '../../components/artifact-renderers/cross-functional.model';
import { describeJobDescription } from '../../components/artifact-renderers/job-description.model';
import { painPointsView } from '../../components/artifact-renderers/pain-points.model';
import { sipocColumns, sipocHasContent } from '../../components/artifact-renderers/sipoc.model';
import { systemsView } from '../../components/artifact-renderers/systems.model';
import { workflowSummary } from '../../components/artifact-renderers/workflow-map.model';

/** Spec §8 empty states, one per comparison row. */
export const EMPTY_TEXT = Object.fromEntries(
  Object.values(ARTIFACT_TYPE_MODULES).map((m) => [m.key, m.emptyText]),
) as Record<ComparisonRowKey, string>;

export const UNRECOGNISED_TEXT = 'Content structure not recognized.';

/** The comparison row an artifact type belongs to (aliases included), or null. */
export function rowKeyOfType(type: string): ComparisonRowKey | null {
  return artifactTypeModule(type)?.key ?? null;
}

function hasUsableContent(row: ComparisonRowKey, content: unknown): boolean {
  switch (row) {
    case 'job_description':
      return describeJobDescription(content).hasContent;
    case 'workflow_map':
      return workflowSummary(content).hasContent;
    case 'sipoc':
      return sipocHasContent(sipocColumns(content));
    case 'cross_functional':
      return crossFunctionalBlocks(content).hasContent;
    case 'systems':
      return systemsView(content, 'to_be').length > 0;
    case 'pain_points':
      return painPointsView(content).length > 0;
  }
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Whether a card can render an artifact's content: `ok`; `empty` (nothing to show: the row's §8
 * empty text); or `unrecognised` (content of some other shape: "Content structure not recognized.").
 * A workflow map with an image is always shown, whatever its content.
 */
export type ShapeStatus = 'ok' | 'empty' | 'unrecognised';

export function recogniseShape(
  type: string,
  content: unknown,
  options: { hasImage?: boolean } = {},
): ShapeStatus {
  const row = rowKeyOfType(type);
  if (!row) return 'unrecognised';
  if (row === 'workflow_map' && options.hasImage) return 'ok';
  if (content === null || content === undefined) return 'empty';
  if (!isRecord(content)) return 'unrecognised';
  // A row's shape (spec §3) is recognised by its type's content fields.
  const present = ARTIFACT_TYPE_MODULES[row].contentFields.filter((k) => k in content);
  if (present.length === 0) return Object.keys(content).length === 0 ? 'empty' : 'unrecognised';
  if (hasUsableContent(row, content)) return 'ok';
  return present.every((k) => isBlank(content[k])) ? 'empty' : 'unrecognised';
}

export interface ComparisonMetrics {
  /** Rounded percent the To-Be average time is below the As-Is one (negative: slower), or null. */
  timeReduction: number | null;
  asIsTime: string | null;
  toBeTime: string | null;
  asIsAutomation: string | null;
  toBeAutomation: string | null;
  asIsSteps: number | null;
  toBeSteps: number | null;
  asIsDecisions: number | null;
  toBeDecisions: number | null;
}

/** The metrics summary above the rows, from the two workflow maps' content (either may be absent). */
export function comparisonMetrics(asIsContent: unknown, toBeContent: unknown): ComparisonMetrics {
  const asIs = workflowSummary(asIsContent);
  const toBe = workflowSummary(toBeContent);
  return {
    timeReduction: timeReductionPercent(asIs.averageTime, toBe.averageTime),
    asIsTime: asIs.averageTime,
    toBeTime: toBe.averageTime,
    asIsAutomation: asIs.automationLevel,
    toBeAutomation: toBeAutomationLevel({ automationLevel: toBe.automationLevel }),
    asIsSteps: asIs.steps,
    toBeSteps: toBe.steps,
    asIsDecisions: asIs.decisionPoints,
    toBeDecisions: toBe.decisionPoints,
  };
}

/** "−83% time" for a reduction, "+20% time" for a slower To-Be, "—" when unknown. */
export function formatTimeChange(percent: number | null): {
  text: string;
  tone: 'positive' | 'negative' | 'neutral';
} {
  if (percent === null) return { text: '—', tone: 'neutral' };
  if (percent > 0) return { text: `\u2212${percent}% time`, tone: 'positive' };
  if (percent < 0) return { text: `+${-percent}% time`, tone: 'negative' };
  return { text: '0% time', tone: 'neutral' };
}

/** "12 → 7", with a dash for an unknown side; a single dash when neither is known. */
export function formatTransition(from: number | null, to: number | null): string {
  if (from === null && to === null) return '—';
  return `${from ?? '—'} \u2192 ${to ?? '—'}`;
}
