import type { Division } from '../../schemas/division';
import type {
  JobRoleReadinessRow,
  Readiness,
  ReadinessProcessSort,
  TierCounts,
} from '../../schemas/readiness';
import { type AudienceFilters, hasActiveFilters } from '../audience';
import type { JobRoleFacts, ProcessFigures } from './facts';
import { countedTitles, headcountByDivision, reach, scopedDivisions } from './headcount';
import { processRowsPage } from './process-rows';
import { readinessWalk, tallyImpact } from './walk';

export type { JobRoleFacts, ProcessFacts, ProcessFigures } from './facts';

export interface ReadinessInput {
  processes: readonly ProcessFigures[];
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

  const scopeOf = (p: ProcessFigures) => (p.jobRoleId ? scopes.get(p.jobRoleId) : undefined);
  const isShown = (p: ProcessFigures) => {
    if (!filtered) return true;
    const scope = scopeOf(p);
    return scope !== undefined && scope.people > 0;
  };
  // Everything isShown depends on names the walk, so a write's next version can start from it.
  const walk = readinessWalk(
    input.processes,
    JSON.stringify([filters, input.jobRoles, input.divisions]),
    isShown,
  );
  const { shown } = walk;
  const roleAgg = new Map(
    // A process's role unknown to this version's roles (deleted meanwhile) is shown without one.
    [...walk.roles]
      .filter(([id]) => scopes.has(id))
      .map(([id, tally]) => {
        const { tier3: _, ...sums } = tally;
        return [
          id,
          {
            ...sums,
            coverage: { ...sums.coverage },
            outputs: { ...sums.outputs },
            tierDocuments: { ...sums.tierDocuments },
            ...tallyImpact(tally),
          },
        ] as const;
      }),
  );

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

  const everyoneReach = reach(everyone);

  return {
    totals: {
      processes: shown.length,
      jobRoles: jobRoles.length,
      peopleAffected: everyoneReach.people,
      divisionsAffected: everyoneReach.divisions,
      coverage: { ...walk.coverage },
      outputs: { ...walk.outputs },
      processesWithTier: { ...walk.processesWithTier },
    },
    processes: {
      total: shown.length,
      offset: input.offset,
      limit: input.limit,
      sort: input.sort,
      items: processRowsPage(walk, scopeOf, input),
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
      .filter((r) => r.divisionRoles.length === 0 && (walk.processesByRole.get(r.id) ?? 0) > 0)
      .map((r) => ({ id: r.id, name: r.name }))
      .sort(byName),
  };
}
