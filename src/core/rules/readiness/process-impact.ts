import { CHANGE_DESCRIPTIONS, IMPACT_LEVELS, type ImpactLevel } from '../../schemas/change-impact';
import type { Division } from '../../schemas/division';
import type { ProcessImpact } from '../../schemas/readiness';
import { audienceHeadcountText } from '../audience-headcount';
import { painPointCoverage } from './coverage';
import { countedTitles, headcountByDivision, reach } from './headcount';
import { assessOutputs } from './outputs';
import type { ProcessFacts } from './readiness';

/** How a change description reads in a sentence ("HIGH: systems change"). */
export const CHANGE_DESCRIPTION_PHRASES: Record<string, string> = {
  PEOPLE: 'people change',
  SYSTEMS: 'systems change',
  AUTOMATION_ADDED: 'automation added',
  AUTOMATION_REDUCED: 'automation reduced',
  NEW_PROCESS: 'new process',
  PROCESS_CHANGE: 'process change',
  PROCEDURE_CHANGE: 'procedure change',
  RULE_POLICY_CHANGE: 'rule or policy change',
};

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The process page's headcount-weighted impact: the people holding the job role's division role
 * titles (in all divisions), split by the impact levels of the process's outputs, highest first.
 */
export function processImpact(
  facts: ProcessFacts,
  jobRole: { name: string; divisionRoles: readonly string[] } | null,
  divisions: readonly Division[],
): ProcessImpact {
  const titles = jobRole
    ? countedTitles(jobRole.divisionRoles, { states: [], roles: [], divisions: [] })
    : [];
  const { people, divisions: divisionCount } = reach(headcountByDivision(divisions, titles));
  const assessed = assessOutputs(facts.sipocOutputs, facts.impacts);

  const levels: ProcessImpact['levels'] = [];
  for (const level of IMPACT_LEVELS) {
    const rows = facts.impacts.filter((r) => r.impactAssessment === level);
    if (rows.length === 0) continue;
    const used = new Set(rows.flatMap((r) => r.changeDescription));
    levels.push({
      level,
      outputs: [...new Set(rows.map((r) => r.processOutput))],
      changeDescriptions: CHANGE_DESCRIPTIONS.filter((d) => used.has(d)),
    });
  }

  return {
    processId: facts.id,
    jobRoleName: jobRole?.name ?? null,
    divisionRoles: [...titles],
    peopleAffected: people,
    divisionsAffected: divisionCount,
    highestImpact: (levels[0]?.level as ImpactLevel | undefined) ?? null,
    levels,
    headline: impactHeadline(jobRole, people, divisionCount, levels[0] ?? null),
    coverage: painPointCoverage(facts.painPoints, facts.statuses),
    outputs: assessed.outputs,
  };
}

/** e.g. "142 employees in 9 divisions, HIGH: systems change, automation added". */
export function impactHeadline(
  jobRole: { name: string; divisionRoles: readonly string[] } | null,
  people: number,
  divisionCount: number,
  top: ProcessImpact['levels'][number] | null,
): string {
  if (!jobRole) return 'No job role: nobody is counted as affected.';
  if (jobRole.divisionRoles.length === 0) return `No training audience mapped for ${jobRole.name}.`;
  const who = audienceHeadcountText({ employees: people, divisions: divisionCount });
  if (!top) return `${who}, no output impact assessed yet`;
  const what =
    top.changeDescriptions.length > 0
      ? top.changeDescriptions.map((d) => CHANGE_DESCRIPTION_PHRASES[d] ?? d).join(', ')
      : plural(top.outputs.length, 'output', 'outputs');
  return `${who}, ${top.level}: ${what}`;
}
