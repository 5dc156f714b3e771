import { COVERAGE_CLASSES, percent } from '@core/rules/readiness/labels';
import type { Coverage, OutputsAssessment, ProcessImpact } from '@core/schemas/readiness';

/*
 * What the process header's impact strip says, from GET /api/processes/{id}/readiness: whether the
 * people figures can mean anything (a job role with a mapped audience), and the pain point and
 * output figures as segments and sentences (the bars are drawn from these and read as these).
 */

/** Why nobody is counted: the process has no job role, or the role has no audience mapped. */
export type AudienceGap = 'no-job-role' | 'no-mapping' | null;

export function audienceGap(impact: Pick<ProcessImpact, 'jobRoleName' | 'divisionRoles'>): AudienceGap {
  if (impact.jobRoleName === null) return 'no-job-role';
  return impact.divisionRoles.length === 0 ? 'no-mapping' : null;
}

export type CoverageKey = (typeof COVERAGE_CLASSES)[number]['key'];

export interface CoverageSegment {
  key: CoverageKey;
  label: string;
  count: number;
  /** Share of all pain points, whole percent. */
  percent: number;
}

/** The coverage classes that hold pain points, in display order (resolved first, not set last). */
export function coverageSegments(coverage: Coverage): CoverageSegment[] {
  return COVERAGE_CLASSES.filter(({ key }) => coverage[key] > 0).map(({ key, label }) => ({
    key,
    label,
    count: coverage[key],
    percent: percent(coverage[key], coverage.total),
  }));
}

/** "3 of 5 resolved", "No To-Be pain points". */
export function coverageHeadline(coverage: Coverage): string {
  if (coverage.total === 0) return 'No To-Be pain points';
  return `${coverage.resolved} of ${coverage.total} resolved`;
}

/** The rest of the pain points by class: "1 Partially Resolved · 1 Not Set" ("" when all are resolved). */
export function coverageDetail(coverage: Coverage): string {
  return coverageSegments(coverage)
    .filter((s) => s.key !== 'resolved')
    .map((s) => `${s.count} ${s.label}`)
    .join(' · ');
}

/** "4 of 6 outputs assessed", "No process outputs yet". */
export function outputsHeadline(outputs: OutputsAssessment): string {
  if (outputs.total === 0) return 'No process outputs yet';
  return `${outputs.assessed} of ${outputs.total} ${outputs.total === 1 ? 'output' : 'outputs'} assessed`;
}

/** "1 output", "3 outputs". */
export function outputCount(n: number): string {
  return `${n} ${n === 1 ? 'output' : 'outputs'}`;
}
