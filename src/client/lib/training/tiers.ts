import { TIER_DOCUMENT_TYPE_LABELS } from '@core/rules/export-labels';
// Relative path: pure data shared with the unit tests.
import type { TIER_DOCUMENT_TYPES, TRAINING_TIERS } from '@core/schemas/training';

export type TierKey = (typeof TRAINING_TIERS)[number];
export type TierDocumentType = (typeof TIER_DOCUMENT_TYPES)[number];

export interface TierDefinition {
  key: TierKey;
  number: 1 | 2 | 3;
  title: string;
  points: readonly string[];
  /** The level of the process map the tier is built from (the alignment panel). */
  processLevel: string;
}

/** The integrated training curriculum (spec §2), in the order the spec lists it: Tier 3 first. */
export const TIERS: readonly TierDefinition[] = [
  {
    key: 'tier_3',
    number: 3,
    title: 'Tier 3 - Transactional Training',
    points: ['System navigation', 'Hands-on training', 'Transaction ERP focus', 'Instructor-led'],
    processLevel: 'Level 4+ work instructions',
  },
  {
    key: 'tier_2',
    number: 2,
    title: 'Tier 2 - Process-Based Learning',
    points: [
      'End-to-end process reviews',
      'Sub-process introduction',
      'Role-specific assignments',
      'Virtual led training',
    ],
    processLevel: 'Level 3 business processes (workflows and SIPOCs)',
  },
  {
    key: 'tier_1',
    number: 1,
    title: 'Tier 1 - Leader & Foundational',
    points: ['Program overview', 'ERP project objectives', 'Assigned to all roles'],
    processLevel: 'Level 1-2 enterprise processes',
  },
];

/** The same labels the export writes, so a sheet and the page name a type alike. */
export { TIER_DOCUMENT_TYPE_LABELS };

export function tierTitle(tier: string): string {
  return TIERS.find((t) => t.key === tier)?.title ?? tier;
}

/** "Tier 3" from "tier_3". */
export function tierShortName(tier: string): string {
  const def = TIERS.find((t) => t.key === tier);
  return def ? `Tier ${def.number}` : tier;
}

export function documentTypeLabel(type: string): string {
  return TIER_DOCUMENT_TYPE_LABELS[type as TierDocumentType] ?? type;
}
