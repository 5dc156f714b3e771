import type { Coverage, TierCounts } from '../../schemas/readiness';

/**
 * The training-demand rule (issue 9), as the dashboard and the exports state it. A job role's
 * people take a tier's seat once per division, however many of its processes ask for the tier.
 */
export const TRAINING_DEMAND_RULE: Record<keyof TierCounts, string> = {
  tier_1: 'Tier 1 - Leader & Foundational: every employee in a role affected by a process in scope.',
  tier_2: 'Tier 2 - Process-Based Learning: employees in roles with a process output assessed MED or HIGH.',
  tier_3:
    'Tier 3 - Transactional Training: employees in roles with a process output changing SYSTEMS or adding or reducing AUTOMATION.',
};

export const TIER_SHORT_LABELS: Record<keyof TierCounts, string> = {
  tier_1: 'Tier 1',
  tier_2: 'Tier 2',
  tier_3: 'Tier 3',
};

/** The five coverage classes in display order, with their labels. */
export const COVERAGE_CLASSES = [
  { key: 'resolved', label: 'Resolved' },
  { key: 'partiallyResolved', label: 'Partially Resolved' },
  { key: 'parkingLot', label: 'Added to Parking Lot' },
  { key: 'notAddressed', label: 'Not Addressed' },
  { key: 'notSet', label: 'Not Set' },
] as const satisfies readonly { key: Exclude<keyof Coverage, 'total'>; label: string }[];

/** Whole percent of `part` in `total`; 0 when there is nothing to count. */
export function percent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
