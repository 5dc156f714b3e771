import { asc, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sipocList } from '../../../core/artifact-types/sipoc';
import { painPointRefs } from '../../../core/rules/pain-points';
import {
  type JobRoleFacts,
  type ProcessFacts,
  type ProcessFigures,
  processFigures,
} from '../../../core/rules/readiness';
import type { Division } from '../../../core/schemas/division';
import type { Db, Executor } from '../../db/client';
import { toJobRole } from '../../db/presenters/job-role';
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
 * Queries whose rows come back as JSON arrays built by the database, all in one statement: one
 * value per query crosses the driver instead of one per row and column (on PGlite several times
 * faster for the tens of thousands of rows the dashboard reads), and one round trip instead of one
 * per query (after a write the dashboard reads a few rows of each: the trips were the cost).
 */
class JsonBatch {
  private readonly queries: SQL[] = [];
  private readonly waiting: ((rows: unknown[]) => void)[] = [];

  add<T>(query: SQL): Promise<T[]> {
    this.queries.push(query);
    return new Promise((resolve) => this.waiting.push(resolve as (rows: unknown[]) => void));
  }

  async run(db: Executor): Promise<void> {
    const columns = this.queries.map(
      (query, i) =>
        sql`(select coalesce(json_agg(x), '[]'::json)::text from (${query}) x) as ${sql.raw(`r${i}`)}`,
    );
    const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
      rows: Record<string, string>[];
    };
    const row = result.rows[0] ?? {};
    for (const [i, resolve] of this.waiting.entries()) resolve(JSON.parse(row[`r${i}`] ?? '[]') as unknown[]);
  }
}

/** A run of processes by id: after `after` (from the first when null) up to `last` (to the end when null). */
export interface ProcessIdRange {
  after: string | null;
  last: string | null;
}

/** The condition on a process id column that picks `which` (every process when undefined). */
function processCondition(
  which: string | readonly string[] | ProcessIdRange | undefined,
): ((column: AnyPgColumn) => SQL) | null {
  if (which === undefined) return null;
  if (typeof which === 'string') return (column) => sql`${column} = ${which}`;
  if ('last' in which) {
    const { after, last } = which;
    return (column) => {
      const bounds = [
        ...(after === null ? [] : [sql`${column} > ${after}::uuid`]),
        ...(last === null ? [] : [sql`${column} <= ${last}::uuid`]),
      ];
      return bounds.length > 0 ? sql.join(bounds, sql` and `) : sql`true`;
    };
  }
  return (column) => sql`${column} = any(${`{${which.join(',')}}`}::uuid[])`;
}

/**
 * The readiness inputs of every process (or of one, of some: ids the change log gave, or of a run
 * of ids: a slice of the whole load): seven narrow queries, each one pass over its table, joined in
 * memory by process id. Only the JSON the rules read (pain point ids and titles, and SIPOC outputs)
 * leaves the database, not whole artifact contents.
 */
export async function loadProcessFacts(
  db: Executor,
  processIds?: string | readonly string[] | ProcessIdRange,
): Promise<ProcessFacts[]> {
  const only = processCondition(processIds);
  const where = (column: AnyPgColumn, ...more: SQL[]) => {
    const conditions = [...(only ? [only(column)] : []), ...more];
    return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  };
  const batch = new JsonBatch();
  const procRowsQuery = batch.add<{
    id: string;
    name: string;
    status: string;
    jobRoleId: string | null;
  }>(sql`select ${processes.id} as "id", ${processes.name} as "name", ${processes.status} as "status",
      ${processes.jobRoleId} as "jobRoleId" from ${processes} ${where(processes.id)}`);
  // The tracked pain points: the first To-Be pain points artifact (as the tracker takes it).
  const painRowsQuery = batch.add<{
    processId: string;
    painPoints: unknown;
  }>(sql`select distinct on (${artifacts.processId}) ${artifacts.processId} as "processId",
      ${artifacts.content} -> 'painPoints' as "painPoints" from ${artifacts}
      ${where(artifacts.processId, sql`${artifacts.type} = 'pain_points'`, sql`${artifacts.state} = 'to_be'`)}
      order by ${artifacts.processId}, ${artifacts.createdAt}, ${artifacts.id}`);
  // The matrix's outputs: the first SIPOC of either state, full names when present.
  const sipocRowsQuery = batch.add<{
    processId: string;
    full: unknown;
    outputs: unknown;
  }>(sql`select distinct on (${artifacts.processId}) ${artifacts.processId} as "processId",
      ${artifacts.content} -> 'outputsFullNames' as "full", ${artifacts.content} -> 'outputs' as "outputs"
      from ${artifacts} ${where(artifacts.processId, sql`${artifacts.type} = 'sipoc'`)}
      order by ${artifacts.processId}, ${artifacts.createdAt}, ${artifacts.id}`);
  const statusRowsQuery = batch.add<{
    processId: string;
    painPointId: string | null;
    painPointTitle: string;
    status: string;
  }>(sql`select ${painPointStatuses.processId} as "processId", ${painPointStatuses.painPointId} as "painPointId",
      ${painPointStatuses.painPointTitle} as "painPointTitle", ${painPointStatuses.status} as "status"
      from ${painPointStatuses} ${where(painPointStatuses.processId)}`);
  const impactRowsQuery = batch.add<{
    processId: string;
    processOutput: string;
    changeType: string | null;
    changeDescription: string[] | null;
    impactAssessment: string | null;
  }>(sql`select ${changeImpactAssessments.processId} as "processId", ${changeImpactAssessments.processOutput} as "processOutput",
      ${changeImpactAssessments.changeType} as "changeType", ${changeImpactAssessments.changeDescription} as "changeDescription",
      ${changeImpactAssessments.impactAssessment} as "impactAssessment"
      from ${changeImpactAssessments} ${where(changeImpactAssessments.processId)}`);
  const tierRowsQuery = batch.add<{
    processId: string;
    tier: string;
    n: number;
  }>(sql`select ${trainingTierDocuments.processId} as "processId", ${trainingTierDocuments.tier} as "tier", count(*) as "n"
      from ${trainingTierDocuments} ${where(trainingTierDocuments.processId)} group by 1, 2`);
  const trainingRowsQuery = batch.add<{
    processId: string;
    n: number;
  }>(sql`select ${trainingArtifacts.processId} as "processId", count(*) as "n"
      from ${trainingArtifacts} ${where(trainingArtifacts.processId)} group by 1`);

  await batch.run(db);
  const [procRows, painRows, sipocRows, statusRows, impactRows, tierRows, trainingRows] = await Promise.all([
    procRowsQuery,
    painRowsQuery,
    sipocRowsQuery,
    statusRowsQuery,
    impactRowsQuery,
    tierRowsQuery,
    trainingRowsQuery,
  ]);

  const pain = new Map(painRows.map((r) => [r.processId, painPointRefs({ painPoints: r.painPoints })]));
  const sipoc = new Map(
    sipocRows.map((r) => [
      r.processId,
      sipocList({ outputsFullNames: r.full, outputs: r.outputs }, 'outputs'),
    ]),
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
      painPoints: pain.get(p.id) ?? [],
      statuses: statuses.get(p.id) ?? [],
      sipocOutputs: sipoc.get(p.id) ?? [],
      impacts: (impacts.get(p.id) ?? []).map((r) => ({ ...r, changeDescription: r.changeDescription ?? [] })),
      tierDocuments,
      trainingArtifacts: training.get(p.id) ?? 0,
    };
  });
}

/** The figures of some processes (ids the change log gave, or a run of ids): their facts, worked out. */
export async function loadProcessFigures(
  db: Executor,
  processIds: readonly string[] | ProcessIdRange,
): Promise<ProcessFigures[]> {
  return (await loadProcessFacts(db, processIds)).map(processFigures);
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

export interface ReadinessFacts {
  processes: readonly ProcessFigures[];
  jobRoles: JobRoleFacts[];
  divisions: Division[];
}

/** Processes per statement of a whole load. */
const WHOLE_LOAD_SLICE = 2000;

/**
 * Every process's figures, a slice of processes (a run of ids) per statement, each slice's facts
 * worked out into figures before the next is read (only the figures are kept). One statement for
 * all of them made one result of tens of MB at 10,000 processes, and on PGlite every result passes
 * through the database's WebAssembly memory, which never gives back what it grew by: the first
 * dashboard after a start kept about 50 MB more of the server's memory resident. All slices are
 * read in one repeatable-read transaction, so they show one moment, as the single statement did.
 */
async function loadAllProcessFigures(db: Db): Promise<ProcessFigures[]> {
  return db.transaction(
    async (tx) => {
      const all: ProcessFigures[] = [];
      let after: string | null = null;
      for (;;) {
        // Where the slice ends: its last id, or none (to the end) for the last slice. Each table's
        // index is then read along the run of ids, rather than looked up 2,000 times.
        const [end]: { id: string }[] = await tx
          .select({ id: processes.id })
          .from(processes)
          .where(after === null ? undefined : gt(processes.id, after))
          .orderBy(asc(processes.id))
          .offset(WHOLE_LOAD_SLICE - 1)
          .limit(1);
        const last: string | null = end?.id ?? null;
        all.push(...(await loadProcessFigures(tx, { after, last })));
        if (last === null) return all;
        after = last;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function loadReadinessFacts(db: Db): Promise<ReadinessFacts> {
  const [processFacts, roles, divisionList] = await Promise.all([
    loadAllProcessFigures(db),
    loadJobRoleFacts(db),
    loadDivisions(db),
  ]);
  return { processes: processFacts, jobRoles: roles, divisions: divisionList };
}
