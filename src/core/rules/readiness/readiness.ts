import type { ImpactLevel } from '../../schemas/change-impact';
import type { Division } from '../../schemas/division';
import type {
  Coverage,
  JobRoleReadinessRow,
  OutputsAssessment,
  ProcessReadinessRow,
  Readiness,
  ReadinessProcessSort,
  TierCounts,
} from '../../schemas/readiness';
import { type AudienceFilters, hasActiveFilters } from '../audience';
import { IMPACT_RANK } from '../change-impact-labels';
import type { PainPointRef, PainPointRowRef } from '../pain-points';
import { addCounts } from './counts';
import { addCoverage, coverageScore, EMPTY_COVERAGE, painPointCoverage } from './coverage';
import { countedTitles, headcountByDivision, reach, scopedDivisions } from './headcount';
import { addOutputs, assessOutputs, EMPTY_OUTPUTS, higherImpact, type ImpactRowFacts } from './outputs';

/** What the server loads per process: the inputs of every readiness figure. */
export interface ProcessFacts {
  id: string;
  name: string;
  status: string;
  jobRoleId: string | null;
  /** The tracked (first To-Be) pain points: id (issue 19; none in content from before ids) and title. */
  painPoints: readonly PainPointRef[];
  statuses: readonly (PainPointRowRef & { status: string })[];
  /** The first SIPOC's outputs (full names when present), as the matrix takes them. */
  sipocOutputs: readonly string[];
  impacts: readonly ImpactRowFacts[];
  tierDocuments: TierCounts;
  trainingArtifacts: number;
}

export interface JobRoleFacts {
  id: string;
  name: string;
  divisionRoles: readonly string[];
}

export interface ReadinessInput {
  processes: readonly ProcessFacts[];
  jobRoles: readonly JobRoleFacts[];
  divisions: readonly Division[];
  filters: AudienceFilters;
  sort: ReadinessProcessSort;
  limit: number;
  offset: number;
}

const TIERS = ['tier_1', 'tier_2', 'tier_3'] as const;
const NO_TIERS: TierCounts = { tier_1: 0, tier_2: 0, tier_3: 0 };

interface RoleScope {
  role: JobRoleFacts;
  titles: string[];
  perDivision: number[];
  people: number;
  divisions: number;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

function sortProcessRows(rows: ProcessReadinessRow[], sort: ReadinessProcessSort): ProcessReadinessRow[] {
  const name = (a: ProcessReadinessRow, b: ProcessReadinessRow) =>
    a.processName.localeCompare(b.processName, 'en') || a.processId.localeCompare(b.processId);
  // Higher impact first (IMPACT_RANK counts from High = 0); none after Low.
  const rank = (level: ImpactLevel | null) => (level ? 3 - IMPACT_RANK[level] : 0);
  const compare: Record<ReadinessProcessSort, (a: ProcessReadinessRow, b: ProcessReadinessRow) => number> = {
    people: (a, b) => b.peopleAffected - a.peopleAffected || name(a, b),
    coverage: (a, b) =>
      coverageScore(a.coverage) - coverageScore(b.coverage) ||
      b.peopleAffected - a.peopleAffected ||
      name(a, b),
    impact: (a, b) =>
      rank(b.highestImpact) - rank(a.highestImpact) || b.peopleAffected - a.peopleAffected || name(a, b),
    name,
  };
  return rows.sort(compare[sort]);
}

/**
 * The Change Readiness dashboard (issue 9), from the loaded facts:
 * - a job role's people are the headcounts of its division role titles in the filtered divisions
 *   (states, divisions), counting only the filtered titles when a role filter is set;
 * - with any filter set, roles (and their processes) that reach nobody drop out;
 * - seats per tier per division count each (division, title) once, for the titles of the roles
 *   whose processes ask for the tier (see assessOutputs and TRAINING_DEMAND_RULE).
 */
export function computeReadiness(input: ReadinessInput): Readiness {
  const { filters } = input;
  const filtered = hasActiveFilters(filters);
  const divisions = scopedDivisions(input.divisions, filters);

  const scopes = new Map<string, RoleScope>();
  for (const role of input.jobRoles) {
    const titles = countedTitles(role.divisionRoles, filters);
    const perDivision = headcountByDivision(divisions, titles);
    scopes.set(role.id, { role, titles, perDivision, ...reach(perDivision) });
  }

  const processRows: ProcessReadinessRow[] = [];
  const roleAgg = new Map<
    string,
    {
      processes: number;
      coverage: Coverage;
      outputs: OutputsAssessment;
      highestImpact: ImpactLevel | null;
      tierDocuments: TierCounts;
      trainingArtifacts: number;
      tiersNeeded: Record<keyof TierCounts, boolean>;
    }
  >();

  for (const p of input.processes) {
    const scope = p.jobRoleId ? scopes.get(p.jobRoleId) : undefined;
    if (filtered && (!scope || scope.people === 0)) continue;
    const coverage = painPointCoverage(p.painPoints, p.statuses);
    const assessed = assessOutputs(p.sipocOutputs, p.impacts);
    processRows.push({
      processId: p.id,
      processName: p.name,
      status: p.status,
      jobRoleId: scope ? scope.role.id : null,
      jobRoleName: scope ? scope.role.name : null,
      coverage,
      outputs: assessed.outputs,
      highestImpact: assessed.highestImpact,
      tierDocuments: { ...p.tierDocuments },
      trainingArtifacts: p.trainingArtifacts,
      tiersNeeded: assessed.tiersNeeded,
      peopleAffected: scope?.people ?? 0,
      divisionsAffected: scope?.divisions ?? 0,
    });
    if (!scope) continue;
    const agg = roleAgg.get(scope.role.id) ?? {
      processes: 0,
      coverage: EMPTY_COVERAGE,
      outputs: EMPTY_OUTPUTS,
      highestImpact: null,
      tierDocuments: NO_TIERS,
      trainingArtifacts: 0,
      tiersNeeded: { tier_1: false, tier_2: false, tier_3: false },
    };
    roleAgg.set(scope.role.id, {
      processes: agg.processes + 1,
      coverage: addCoverage(agg.coverage, coverage),
      outputs: addOutputs(agg.outputs, assessed.outputs),
      highestImpact: higherImpact(agg.highestImpact, assessed.highestImpact),
      tierDocuments: addCounts(agg.tierDocuments, p.tierDocuments),
      trainingArtifacts: agg.trainingArtifacts + p.trainingArtifacts,
      tiersNeeded: {
        tier_1: agg.tiersNeeded.tier_1 || assessed.tiersNeeded.tier_1,
        tier_2: agg.tiersNeeded.tier_2 || assessed.tiersNeeded.tier_2,
        tier_3: agg.tiersNeeded.tier_3 || assessed.tiersNeeded.tier_3,
      },
    });
  }

  const roleScopes = [...roleAgg.keys()].map((id) => scopes.get(id)!).sort((a, b) => byName(a.role, b.role));
  const jobRoles: JobRoleReadinessRow[] = roleScopes.map((scope) => {
    const agg = roleAgg.get(scope.role.id)!;
    return {
      jobRoleId: scope.role.id,
      jobRoleName: scope.role.name,
      divisionRoles: [...scope.role.divisionRoles],
      ...agg,
      peopleAffected: scope.people,
      divisionsAffected: scope.divisions,
    };
  });

  // People are counted once per (division, title), however many job roles map the title.
  const titlesFor = (tier: keyof TierCounts | null) => {
    const titles = new Set<string>();
    for (const scope of roleScopes) {
      if (tier === null || roleAgg.get(scope.role.id)!.tiersNeeded[tier])
        for (const t of scope.titles) titles.add(t);
    }
    return [...titles];
  };
  const everyone = headcountByDivision(divisions, titlesFor(null));
  const seatsPerTier = Object.fromEntries(
    TIERS.map((tier) => [tier, headcountByDivision(divisions, titlesFor(tier))]),
  ) as Record<keyof TierCounts, number[]>;
  const demandRows = divisions.map((d, i) => ({
    code: d.code,
    name: d.name,
    location: d.location,
    employees: d.employees,
    seats: {
      tier_1: seatsPerTier.tier_1[i]!,
      tier_2: seatsPerTier.tier_2[i]!,
      tier_3: seatsPerTier.tier_3[i]!,
    },
  }));
  const demandTotals = { ...NO_TIERS };
  for (const row of demandRows) for (const tier of TIERS) demandTotals[tier] += row.seats[tier];

  const heatRows = roleScopes
    .filter((scope) => scope.titles.length > 0)
    .map((scope) => ({
      jobRoleId: scope.role.id,
      jobRoleName: scope.role.name,
      impact: roleAgg.get(scope.role.id)!.highestImpact,
      cells: scope.perDivision,
      total: scope.people,
    }))
    .sort((a, b) => b.total - a.total || a.jobRoleName.localeCompare(b.jobRoleName, 'en'));

  let coverage = EMPTY_COVERAGE;
  let outputs = EMPTY_OUTPUTS;
  const processesWithTier = { ...NO_TIERS };
  for (const row of processRows) {
    coverage = addCoverage(coverage, row.coverage);
    outputs = addOutputs(outputs, row.outputs);
    for (const tier of TIERS) if (row.tierDocuments[tier] > 0) processesWithTier[tier]++;
  }
  const everyoneReach = reach(everyone);

  const sorted = sortProcessRows(processRows, input.sort);
  const withProcesses = new Set(input.processes.map((p) => p.jobRoleId));
  return {
    totals: {
      processes: processRows.length,
      jobRoles: jobRoles.length,
      peopleAffected: everyoneReach.people,
      divisionsAffected: everyoneReach.divisions,
      coverage,
      outputs,
      processesWithTier,
    },
    processes: {
      total: sorted.length,
      offset: input.offset,
      limit: input.limit,
      sort: input.sort,
      items: sorted.slice(input.offset, input.offset + input.limit),
    },
    jobRoles,
    heatMap: {
      divisions: divisions.map((d) => ({
        code: d.code,
        name: d.name,
        location: d.location,
        employees: d.employees,
      })),
      rows: heatRows,
      maxCell: Math.max(0, ...heatRows.flatMap((r) => r.cells)),
    },
    trainingDemand: { rows: demandRows, totals: demandTotals },
    unmappedJobRoles: input.jobRoles
      .filter((r) => r.divisionRoles.length === 0 && withProcesses.has(r.id))
      .map((r) => ({ id: r.id, name: r.name }))
      .sort(byName),
  };
}
