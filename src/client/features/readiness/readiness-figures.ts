import { COVERAGE_CLASSES, percent, TIER_SHORT_LABELS } from '@core/rules/readiness/labels';
import type { Coverage, OutputsAssessment, TierCounts } from '@core/schemas/readiness';
import { formatCount } from '../../lib/format';

/*
 * The texts and shapes the readiness tables draw from the API figures: the coverage bar, the
 * outputs line, the tier ticks. Pure, so each accessible label is tested once.
 */

const fmt = formatCount;

export type CoverageClassKey = (typeof COVERAGE_CLASSES)[number]['key'];

export type CoverageSegment = { key: CoverageClassKey; label: string; count: number; share: number };

/** The non-empty classes in display order, each with its share of the bar in percent (summing to 100). */
export function coverageSegments(coverage: Coverage): CoverageSegment[] {
  const total = COVERAGE_CLASSES.reduce((sum, c) => sum + Math.max(0, coverage[c.key]), 0);
  if (total === 0) return [];
  return COVERAGE_CLASSES.filter((c) => coverage[c.key] > 0).map((c) => ({
    key: c.key,
    label: c.label,
    count: coverage[c.key],
    share: (coverage[c.key] / total) * 100,
  }));
}

/** "3 of 8 pain points resolved (38%): Resolved 3, Partially Resolved 2, … Not Set 1". */
export function coverageText(coverage: Coverage): string {
  if (coverage.total === 0) return 'No To-Be pain points';
  const counts = COVERAGE_CLASSES.map((c) => `${c.label} ${fmt(coverage[c.key])}`).join(', ');
  return `${fmt(coverage.resolved)} of ${fmt(coverage.total)} pain points resolved (${percent(coverage.resolved, coverage.total)}%): ${counts}`;
}

/** "5 of 8 outputs assessed: 2 high, 1 medium, 2 low". */
export function outputsText(outputs: OutputsAssessment): string {
  if (outputs.total === 0) return 'No process outputs';
  return `${fmt(outputs.assessed)} of ${fmt(outputs.total)} outputs assessed: ${fmt(outputs.high)} high, ${fmt(outputs.med)} medium, ${fmt(outputs.low)} low`;
}

export const TIERS = ['tier_1', 'tier_2', 'tier_3'] as const satisfies readonly (keyof TierCounts)[];
export type Tier = (typeof TIERS)[number];

export type TierState = 'present' | 'missing' | 'not-needed';

export type TierMark = { tier: Tier; short: string; state: TierState; count: number; text: string };

/**
 * Per tier: documents present (a tick), missing although the training-demand rule asks for the
 * tier (a warning), or absent and not asked for (a dash).
 */
export function tierMarks(documents: TierCounts, needed: Record<Tier, boolean>): TierMark[] {
  return TIERS.map((tier) => {
    const count = documents[tier];
    const label = TIER_SHORT_LABELS[tier];
    if (count > 0) {
      return {
        tier,
        short: `T${tier.slice(-1)}`,
        state: 'present',
        count,
        text: `${label}: ${count === 1 ? '1 document' : `${fmt(count)} documents`}`,
      };
    }
    return needed[tier]
      ? { tier, short: `T${tier.slice(-1)}`, state: 'missing', count, text: `${label}: no documents, needed` }
      : {
          tier,
          short: `T${tier.slice(-1)}`,
          state: 'not-needed',
          count,
          text: `${label}: no documents, not needed`,
        };
  });
}
