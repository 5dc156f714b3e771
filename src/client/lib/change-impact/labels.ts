import {
  CHANGE_DESCRIPTIONS,
  CHANGE_TYPES,
  type ChangeDescription,
  type ChangeType,
  IMPACT_LEVELS,
  type ImpactLevel,
} from '@core/schemas/change-impact';
import { PAIN_POINT_STATUSES, type PainPointStatusValue } from '@core/schemas/pain-point-status';

/** Readable names of the stored values (spec §4). */
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  NEW: 'New',
  MODIFIED: 'Modified',
  REMOVED: 'Removed',
  REPLACED: 'Replaced',
};

export const CHANGE_DESCRIPTION_LABELS: Record<ChangeDescription, string> = {
  PEOPLE: 'People',
  SYSTEMS: 'Systems',
  AUTOMATION_ADDED: 'Automation Added',
  AUTOMATION_REDUCED: 'Automation Reduced',
  NEW_PROCESS: 'New Process',
  PROCESS_CHANGE: 'Process Change',
  PROCEDURE_CHANGE: 'Procedure Change',
  RULE_POLICY_CHANGE: 'Rule/Policy Change',
};

export const IMPACT_LABELS: Record<ImpactLevel, string> = { HIGH: 'High', MED: 'Medium', LOW: 'Low' };

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
