import type { ChangeDescription, ChangeType, ImpactLevel } from '../schemas/change-impact';

/*
 * The one set of words for the change-impact codes of spec §4. Screens, the report, exports and
 * training outlines all take them from here, so a label changes in one place. Change type and
 * impact read as the spec writes them (NEW, MODIFIED, REMOVED, REPLACED; HIGH, MED, LOW), as the
 * process header strip does too.
 */

export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  NEW: 'NEW',
  MODIFIED: 'MODIFIED',
  REMOVED: 'REMOVED',
  REPLACED: 'REPLACED',
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

export const IMPACT_LABELS: Record<ImpactLevel, string> = { HIGH: 'HIGH', MED: 'MED', LOW: 'LOW' };

/** Sort rank of an impact level: HIGH first; an unknown level after LOW. */
export const IMPACT_RANK: Record<ImpactLevel, number> = { HIGH: 0, MED: 1, LOW: 2 };
