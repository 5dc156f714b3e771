import type { ImpactLevel } from '../../schemas/change-impact';
import type { OutputsAssessment, TierCounts } from '../../schemas/readiness';
import { IMPACT_RANK } from '../change-impact-labels';
import { outputKey as key } from '../impact-suggestions';
import { addCounts } from './counts';

export interface ImpactRowFacts {
  processOutput: string;
  changeType: string | null;
  changeDescription: readonly string[];
  impactAssessment: string | null;
}

export const EMPTY_OUTPUTS: OutputsAssessment = { total: 0, assessed: 0, high: 0, med: 0, low: 0 };

/** Descriptions that make a change transactional: Tier 3 (system navigation, hands-on ERP). */
export const TIER_3_DESCRIPTIONS: ReadonlySet<string> = new Set([
  'SYSTEMS',
  'AUTOMATION_ADDED',
  'AUTOMATION_REDUCED',
]);

const asLevel = (value: string | null): ImpactLevel | null =>
  value === 'HIGH' || value === 'MED' || value === 'LOW' ? value : null;

/** The higher of two impact levels (null is below LOW). */
export function higherImpact(a: ImpactLevel | null, b: ImpactLevel | null): ImpactLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return IMPACT_RANK[b] < IMPACT_RANK[a] ? b : a;
}

export interface OutputsFacts {
  outputs: OutputsAssessment;
  highestImpact: ImpactLevel | null;
  tiersNeeded: Record<keyof TierCounts, boolean>;
}

/**
 * The Change Impact matrix's outputs of one process — its SIPOC outputs and its saved rows, each
 * name once (trimmed, spaces collapsed, case ignored, as the matrix does) — and how many carry an
 * impact. The training-demand rule's tiers: Tier 1 always (every process asks it of its role), Tier
 * 2 when an output is MED or HIGH, Tier 3 when an output changes SYSTEMS or AUTOMATION.
 */
export function assessOutputs(
  sipocOutputs: readonly string[],
  rows: readonly ImpactRowFacts[],
): OutputsFacts {
  const names = new Set<string>();
  for (const name of sipocOutputs) if (key(name)) names.add(key(name));
  const counted = new Set<string>();
  const outputs = { ...EMPTY_OUTPUTS };
  let highestImpact: ImpactLevel | null = null;
  let tier3 = false;
  for (const row of rows) {
    const k = key(row.processOutput);
    if (!k || counted.has(k)) continue;
    counted.add(k);
    names.add(k);
    const level = asLevel(row.impactAssessment);
    if (level) {
      outputs.assessed++;
      outputs[level === 'HIGH' ? 'high' : level === 'MED' ? 'med' : 'low']++;
      highestImpact = higherImpact(highestImpact, level);
    }
    if (row.changeDescription.some((d) => TIER_3_DESCRIPTIONS.has(d))) tier3 = true;
  }
  outputs.total = names.size;
  return {
    outputs,
    highestImpact,
    tiersNeeded: { tier_1: true, tier_2: outputs.high + outputs.med > 0, tier_3: tier3 },
  };
}

export const addOutputs: (a: OutputsAssessment, b: OutputsAssessment) => OutputsAssessment = addCounts;
