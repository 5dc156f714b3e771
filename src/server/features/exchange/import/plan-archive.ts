import { EXPORT_TABLES, type ExportTable } from '../../../../core/schemas/export';
import type { ImportMode, ImportRow } from '../../../../core/schemas/import';
import type { Executor } from '../../../db/client';
import type { OpenArchive } from '../archive-reader';
import { planArtifacts } from './plan-artifacts';
import { planAuditEvents } from './plan-audit-events';
import { planChangeImpacts } from './plan-change-impacts';
import { planComments } from './plan-comments';
import { planDismissals } from './plan-dismissals';
import { planDivisions } from './plan-divisions';
import { planFiles } from './plan-files';
import { planJobRoles } from './plan-job-roles';
import type { ArchiveProcesses } from './plan-merge';
import { planPainPointLinks } from './plan-pain-point-links';
import { planPainPointStatuses } from './plan-pain-point-statuses';
import { planProcesses } from './plan-processes';
import { planPublishedVersions, planReviewRequests } from './plan-reviews';
import type { ArchivePlan, PlanContext, Planned } from './plan-rows';
import { type LinkItem, planTierDocuments, planTrainingArtifacts } from './plan-training';

/*
 * Restoring or merging an Export All archive. planArchive decides, row by row, what would happen
 * (reading only); applyArchive writes that plan in the caller's transaction.
 *
 * merge: every table is upserted by id (job roles are also matched by their unique name, pain point
 *        statuses, pain point links, dismissed suggestions and change impact rows by their unique
 *        keys); identical rows are "unchanged".
 * replace: the content tables are emptied, then every row is inserted as it is (a restore).
 *
 * Each table has its planner (plan-<table>.ts), run in the order of the foreign keys: a later
 * table is checked against the few facts an earlier one left (see plan-rows.ts on memory).
 */

export type { ArchivePlan } from './plan-rows';

/** What restoring (replace) or merging the archive would do, row by row; reads only. */
export async function planArchive(
  ex: Executor,
  archive: OpenArchive,
  mode: ImportMode,
): Promise<ArchivePlan> {
  const targets = Object.fromEntries(EXPORT_TABLES.map((t) => [t, new Map<number, string>()])) as Record<
    ExportTable,
    Map<number, string>
  >;
  const ctx: PlanContext = { ex, archive, merge: mode === 'merge', targets };

  const roleTarget = new Map<string, string>();
  const roles = await planJobRoles(ctx, roleTarget);
  const known: ArchiveProcesses = { inArchive: new Set<string>(), rejected: new Set<string>() };
  const procs = await planProcesses(ctx, roleTarget, roles.rejected, known.inArchive);
  known.rejected = procs.rejected;

  const arts = await planArtifacts(ctx, known);
  const statuses = await planPainPointStatuses(ctx, known);
  const impacts = await planChangeImpacts(ctx, known);
  const trainingItems = new Map<string, LinkItem>();
  const training = await planTrainingArtifacts(ctx, known, trainingItems);
  const tierItems = new Map<string, LinkItem>();
  const tiers = await planTierDocuments(ctx, known, tierItems);
  const links = await planPainPointLinks(ctx, known, {
    artifacts: trainingItems,
    rejectedArtifacts: training.rejected,
    tierDocuments: tierItems,
    rejectedTierDocuments: tiers.rejected,
  });
  trainingItems.clear();
  tierItems.clear();
  const dismissals = await planDismissals(ctx, known);
  const commentRows = await planComments(ctx, known);
  const reviews = await planReviewRequests(ctx, known);
  const versions = await planPublishedVersions(ctx, known);
  known.inArchive.clear();
  const divs = await planDivisions(ctx);
  const events = await planAuditEvents(ctx);
  const fileRows = await planFiles(ctx);

  const tables: Record<ExportTable, Planned[]> = {
    jobRoles: roles.planned,
    processes: procs.planned,
    artifacts: arts.planned,
    painPointStatuses: statuses.planned,
    changeImpactAssessments: impacts.planned,
    trainingArtifacts: training.planned,
    trainingTierDocuments: tiers.planned,
    painPointLinks: links.planned,
    impactSuggestionDismissals: dismissals.planned,
    comments: commentRows.planned,
    reviewRequests: reviews.planned,
    publishedVersions: versions.planned,
    divisions: divs.planned,
    auditEvents: events.planned,
    files: fileRows.planned,
  };
  const rows: ImportRow[] = EXPORT_TABLES.flatMap((table) => tables[table]);
  return { mode, tables, targets, roleTarget, rows };
}
