import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { JobRoleFacts, ProcessFacts } from '../../../core/rules/readiness';
import type { Division } from '../../../core/schemas/division';
import type { Executor } from '../../db/client';
import {
  artifacts,
  changeImpactAssessments,
  divisions,
  jobRoles,
  painPointStatuses,
  processes,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { toJobRole } from '../job-roles/job-roles.service';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];

/** Pain point titles from either stored shape (a string, or an object with a title). */
function painPointTitles(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const titles: string[] = [];
  for (const entry of value) {
    const title = typeof entry === 'string' ? entry : (entry as { title?: unknown } | null)?.title;
    if (typeof title === 'string' && title.trim()) titles.push(title.trim());
  }
  return titles;
}

function group<T extends { processId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byProcess = new Map<string, T[]>();
  for (const row of rows) {
    const list = byProcess.get(row.processId);
    if (list) list.push(row);
    else byProcess.set(row.processId, [row]);
  }
  return byProcess;
}

/**
 * The readiness inputs of every process (or of one): seven narrow queries, each one pass over its
 * table, joined in memory by process id. Only the JSON the rules read (pain point titles and SIPOC
 * outputs) leaves the database, not whole artifact contents.
 */
export async function loadProcessFacts(db: Executor, processId?: string): Promise<ProcessFacts[]> {
  const only = (column: AnyPgColumn): SQL | undefined => (processId ? eq(column, processId) : undefined);

  const [procRows, painRows, sipocRows, statusRows, impactRows, tierRows, trainingRows] = await Promise.all([
    db
      .select({
        id: processes.id,
        name: processes.name,
        status: processes.status,
        jobRoleId: processes.jobRoleId,
      })
      .from(processes)
      .where(only(processes.id)),
    // The tracked pain points: the first To-Be pain points artifact (as the tracker takes it).
    db
      .selectDistinctOn([artifacts.processId], {
        processId: artifacts.processId,
        painPoints: sql<unknown>`${artifacts.content} -> 'painPoints'`,
      })
      .from(artifacts)
      .where(and(eq(artifacts.type, 'pain_points'), eq(artifacts.state, 'to_be'), only(artifacts.processId)))
      .orderBy(asc(artifacts.processId), asc(artifacts.createdAt), asc(artifacts.id)),
    // The matrix's outputs: the first SIPOC of either state, full names when present.
    db
      .selectDistinctOn([artifacts.processId], {
        processId: artifacts.processId,
        full: sql<unknown>`${artifacts.content} -> 'outputsFullNames'`,
        outputs: sql<unknown>`${artifacts.content} -> 'outputs'`,
      })
      .from(artifacts)
      .where(and(eq(artifacts.type, 'sipoc'), only(artifacts.processId)))
      .orderBy(asc(artifacts.processId), asc(artifacts.createdAt), asc(artifacts.id)),
    db
      .select({
        processId: painPointStatuses.processId,
        painPointTitle: painPointStatuses.painPointTitle,
        status: painPointStatuses.status,
      })
      .from(painPointStatuses)
      .where(only(painPointStatuses.processId)),
    db
      .select({
        processId: changeImpactAssessments.processId,
        processOutput: changeImpactAssessments.processOutput,
        changeType: changeImpactAssessments.changeType,
        changeDescription: changeImpactAssessments.changeDescription,
        impactAssessment: changeImpactAssessments.impactAssessment,
      })
      .from(changeImpactAssessments)
      .where(only(changeImpactAssessments.processId))
      .orderBy(asc(changeImpactAssessments.createdAt), asc(changeImpactAssessments.id)),
    db
      .select({ processId: trainingTierDocuments.processId, tier: trainingTierDocuments.tier, n: count() })
      .from(trainingTierDocuments)
      .where(only(trainingTierDocuments.processId))
      .groupBy(trainingTierDocuments.processId, trainingTierDocuments.tier),
    db
      .select({ processId: trainingArtifacts.processId, n: count() })
      .from(trainingArtifacts)
      .where(only(trainingArtifacts.processId))
      .groupBy(trainingArtifacts.processId),
  ]);

  const pain = new Map(painRows.map((r) => [r.processId, painPointTitles(r.painPoints)]));
  const sipoc = new Map(
    sipocRows.map((r) => {
      const full = strings(r.full);
      return [r.processId, full.length > 0 ? full : strings(r.outputs)];
    }),
  );
  const statuses = group(statusRows);
  const impacts = group(impactRows);
  const tiers = group(tierRows);
  const training = new Map(trainingRows.map((r) => [r.processId, Number(r.n)]));

  return procRows.map((p) => {
    const tierDocuments = { tier_1: 0, tier_2: 0, tier_3: 0 };
    for (const t of tiers.get(p.id) ?? []) {
      if (t.tier === 'tier_1' || t.tier === 'tier_2' || t.tier === 'tier_3')
        tierDocuments[t.tier] = Number(t.n);
    }
    return {
      id: p.id,
      name: p.name,
      status: p.status,
      jobRoleId: p.jobRoleId,
      painPointTitles: pain.get(p.id) ?? [],
      statuses: statuses.get(p.id) ?? [],
      sipocOutputs: sipoc.get(p.id) ?? [],
      impacts: (impacts.get(p.id) ?? []).map((r) => ({ ...r, changeDescription: r.changeDescription ?? [] })),
      tierDocuments,
      trainingArtifacts: training.get(p.id) ?? 0,
    };
  });
}

/** Every job role with its audience mapping (the §6 preset for roles never edited). */
export async function loadJobRoleFacts(db: Executor): Promise<JobRoleFacts[]> {
  const rows = await db.select().from(jobRoles).orderBy(asc(jobRoles.name));
  return rows.map((row) => {
    const role = toJobRole(row);
    return { id: role.id, name: role.name, divisionRoles: role.divisionRoles };
  });
}

export async function loadDivisions(db: Executor): Promise<Division[]> {
  return db.select().from(divisions).orderBy(asc(divisions.code));
}
