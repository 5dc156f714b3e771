import {
  CHANGE_DESCRIPTIONS,
  CHANGE_TYPES,
  type ChangeDescription,
  type ChangeType,
  IMPACT_LEVELS,
  type ImpactLevel,
} from '@core/schemas/change-impact';
import { PAIN_POINT_STATUSES, type PainPointStatusValue } from '@core/schemas/pain-point-status';

// The words for these codes live in @core/rules/change-impact-labels.

/** The one change description highlighted in red (spec §4). */
export const HIGHLIGHTED_DESCRIPTION: ChangeDescription = 'RULE_POLICY_CHANGE';

export function isChangeType(value: unknown): value is ChangeType {
  return (CHANGE_TYPES as readonly unknown[]).includes(value);
}

export function isChangeDescription(value: unknown): value is ChangeDescription {
  return (CHANGE_DESCRIPTIONS as readonly unknown[]).includes(value);
}

export function isImpactLevel(value: unknown): value is ImpactLevel {
  return (IMPACT_LEVELS as readonly unknown[]).includes(value);
}

/** The known values of a saved list, each once, in the catalogue's order. */
export function knownDescriptions(values: readonly string[]): ChangeDescription[] {
  return CHANGE_DESCRIPTIONS.filter((d) => values.includes(d));
}

/** The statuses a user sets, in button order. */
export const STATUS_BUTTONS: readonly PainPointStatusValue[] = PAIN_POINT_STATUSES;
