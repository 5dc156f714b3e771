import {
  CROSS_FUNCTIONAL_LABELS,
  JOB_DESCRIPTION_LABELS,
  PAIN_POINTS_LABELS,
  SIPOC_LABELS,
  SYSTEMS_LABELS,
  sipocList,
  WORKFLOW_MAP_LABELS,
} from '../artifact-types';
import { ARTIFACT_TYPE_ALIASES, type ArtifactType } from '../schemas/artifact-type';

export { type NormalisedStep, normaliseProcessSteps } from '../artifact-types/job-description';

/** The six comparison rows, in order (spec §2 "Side-by-side comparison"). */
export const COMPARISON_ROWS = [
  { key: 'job_description', label: JOB_DESCRIPTION_LABELS.type, types: ['job_description'] },
  { key: 'workflow_map', label: WORKFLOW_MAP_LABELS.type, types: ['workflow_map'] },
  { key: 'sipoc', label: SIPOC_LABELS.type, types: ['sipoc', 'role_sipoc'] },
  { key: 'cross_functional', label: CROSS_FUNCTIONAL_LABELS.type, types: ['cross_functional'] },
  { key: 'systems', label: SYSTEMS_LABELS.type, types: ['systems'] },
  { key: 'pain_points', label: PAIN_POINTS_LABELS.type, types: ['pain_points'] },
] as const satisfies readonly { key: string; label: string; types: readonly ArtifactType[] }[];

export type ComparisonRowKey = (typeof COMPARISON_ROWS)[number]['key'];

/** The stored type of a possibly aliased type name. */
export function canonicalType(type: string): string {
  return ARTIFACT_TYPE_ALIASES[type] ?? type;
}

/**
 * The artifact a comparison cell shows: the first (oldest) of the row's types in preference order,
 * e.g. a sipoc before a role_sipoc.
 */
export function pickRowArtifact<T extends { type: string; state: string }>(
  artifacts: readonly T[],
  row: (typeof COMPARISON_ROWS)[number],
  state: 'as_is' | 'to_be',
): T | null {
  for (const type of row.types) {
    const hit = artifacts.find((a) => a.state === state && canonicalType(a.type) === type);
    if (hit) return hit;
  }
  return null;
}

/** Text cut to `max` characters with an ellipsis; `truncated` says whether a tooltip is needed. */
export function truncateText(text: string, max = 35): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: `${text.slice(0, max).trimEnd()}…`, truncated: true };
}

/** The first `shown` items and how many more there are ("+N more functions", "+N more..."). */
export function splitVisible<T>(items: readonly T[], shown: number): { visible: T[]; more: number } {
  return { visible: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** "cross_functional" → "cross functional" (spec: underscores shown as spaces). */
export function typeLabel(type: string): string {
  return type.replaceAll('_', ' ');
}

/** The process outputs that feed the change impact matrix (spec §2): full names if present, else outputs, of the first sipoc. */
export function sipocOutputs<T extends { type: string; content: unknown }>(
  artifacts: readonly T[],
): string[] {
  const sipoc = artifacts.find((a) => canonicalType(a.type) === 'sipoc');
  return sipocList(sipoc?.content, 'outputs');
}
