import type { ImpactLevel } from '../../schemas/change-impact';
import type { Coverage, OutputsAssessment, TierCounts } from '../../schemas/readiness';
import { changeStep, inNameOrder, placeByName } from './contribution';
import { EMPTY_COVERAGE } from './coverage';
import type { ProcessFigures } from './facts';
import { EMPTY_OUTPUTS } from './outputs';
import type { SortedShown } from './process-rows';

const TIERS = ['tier_1', 'tier_2', 'tier_3'] as const;

/** A job role's sums over its shown processes: every one of them can be taken back by difference. */
export interface RoleTally {
  processes: number;
  coverage: Coverage;
  outputs: OutputsAssessment;
  tierDocuments: TierCounts;
  trainingArtifacts: number;
  /** Processes whose change asks Tier 3 (a systems or automation change). */
  tier3: number;
}

/** What the dashboard sums over the processes one filter shows, in name order (and other orders). */
export interface ReadinessWalk extends SortedShown {
  coverage: Coverage;
  outputs: OutputsAssessment;
  processesWithTier: TierCounts;
  roles: Map<string, RoleTally>;
  /** Processes per job role id, shown or not (for the roles mapped to no division title). */
  processesByRole: Map<string | null, number>;
}

/** A role's highest impact and the tiers it asks, from its sums (as each process's from its own). */
export function tallyImpact(t: RoleTally): {
  highestImpact: ImpactLevel | null;
  tiersNeeded: Record<keyof TierCounts, boolean>;
} {
  const { high, med, low } = t.outputs;
  return {
    highestImpact: high > 0 ? 'HIGH' : med > 0 ? 'MED' : low > 0 ? 'LOW' : null,
    tiersNeeded: { tier_1: t.processes > 0, tier_2: high + med > 0, tier_3: t.tier3 > 0 },
  };
}

function addScaled<T extends Record<keyof T, number>>(into: T, b: T, sign: number): void {
  for (const key in b) into[key] = (into[key] + sign * b[key]) as T[typeof key];
}

/** Adds (sign 1) or takes back (sign -1) one process's share of the sums. */
function count(walk: ReadinessWalk, p: ProcessFigures, shown: boolean, sign: 1 | -1): void {
  walk.processesByRole.set(p.jobRoleId, (walk.processesByRole.get(p.jobRoleId) ?? 0) + sign);
  if (!shown) return;
  addScaled(walk.coverage, p.coverage, sign);
  addScaled(walk.outputs, p.outputs, sign);
  for (const tier of TIERS) if (p.tierDocuments[tier] > 0) walk.processesWithTier[tier] += sign;
  if (!p.jobRoleId) return;
  let t = walk.roles.get(p.jobRoleId);
  if (!t) {
    t = {
      processes: 0,
      coverage: { ...EMPTY_COVERAGE },
      outputs: { ...EMPTY_OUTPUTS },
      tierDocuments: { tier_1: 0, tier_2: 0, tier_3: 0 },
      trainingArtifacts: 0,
      tier3: 0,
    };
    walk.roles.set(p.jobRoleId, t);
  }
  t.processes += sign;
  addScaled(t.coverage, p.coverage, sign);
  addScaled(t.outputs, p.outputs, sign);
  addScaled(t.tierDocuments, p.tierDocuments, sign);
  t.trainingArtifacts += sign * p.trainingArtifacts;
  if (p.tiersNeeded.tier_3) t.tier3 += sign;
  if (t.processes === 0) walk.roles.delete(p.jobRoleId);
}

function wholeWalk(
  ordered: readonly ProcessFigures[],
  isShown: (p: ProcessFigures) => boolean,
): ReadinessWalk {
  const walk: ReadinessWalk = {
    shown: ordered.filter(isShown),
    coverage: { ...EMPTY_COVERAGE },
    outputs: { ...EMPTY_OUTPUTS },
    processesWithTier: { tier_1: 0, tier_2: 0, tier_3: 0 },
    roles: new Map(),
    processesByRole: new Map(),
    orders: new Map(),
  };
  for (const p of ordered) count(walk, p, isShown(p), 1);
  return walk;
}

/** The previous version's walk changed by a write: its processes taken back, their new facts added. */
function walkAfter(
  previous: ReadinessWalk,
  step: { removed: readonly ProcessFigures[]; added: readonly ProcessFigures[] },
  isShown: (p: ProcessFigures) => boolean,
): ReadinessWalk {
  const walk: ReadinessWalk = {
    shown: previous.shown,
    coverage: { ...previous.coverage },
    outputs: { ...previous.outputs },
    processesWithTier: { ...previous.processesWithTier },
    roles: new Map([...previous.roles].map(([id, t]) => [id, structuredTally(t)])),
    processesByRole: new Map(previous.processesByRole),
    orders: new Map(),
  };
  for (const p of step.removed) count(walk, p, isShown(p), -1);
  for (const p of step.added) count(walk, p, isShown(p), 1);
  const removed = new Set(step.removed);
  const added = step.added.filter(isShown);
  walk.shown = placeByName(
    previous.shown.filter((p) => !removed.has(p)),
    added,
  );
  // The previous walk's own orders stay reachable for this one only (see SortedShown.from).
  previous.from = undefined;
  walk.from = { previous, removed, added };
  return walk;
}

const structuredTally = (t: RoleTally): RoleTally => ({
  ...t,
  coverage: { ...t.coverage },
  outputs: { ...t.outputs },
  tierDocuments: { ...t.tierDocuments },
});

/*
 * The walks of a version's facts, by filter (and the job roles and divisions they were made
 * with). A write's next version starts from the previous version's walk for the same filter and
 * takes back and adds only the written processes: no answer after a write walks every process.
 * A few filters are kept per version; older versions go with their facts (a WeakMap).
 */
const walks = new WeakMap<readonly ProcessFigures[], Map<string, ReadinessWalk>>();
const KEPT_PER_VERSION = 16;

/**
 * The sums of the processes `isShown` keeps, for facts in any order. `key` names everything
 * `isShown` depends on (the filters, job roles and divisions): walks are reused by it.
 */
export function readinessWalk(
  processes: readonly ProcessFigures[],
  key: string,
  isShown: (p: ProcessFigures) => boolean,
): ReadinessWalk {
  const ordered = inNameOrder(processes);
  let kept = walks.get(ordered);
  const found = kept?.get(key);
  if (found) return found;
  const step = changeStep(ordered);
  const previous = step && walks.get(step.previous)?.get(key);
  const walk = previous ? walkAfter(previous, step, isShown) : wholeWalk(ordered, isShown);
  if (!kept) {
    kept = new Map();
    walks.set(ordered, kept);
  }
  if (kept.size >= KEPT_PER_VERSION) kept.delete(kept.keys().next().value!);
  kept.set(key, walk);
  return walk;
}
