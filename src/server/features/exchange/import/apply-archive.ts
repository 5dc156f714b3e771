import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  artifacts,
  auditEvents,
  changeImpactAssessments,
  commentReads,
  comments,
  divisions,
  fileChunks,
  files,
  impactSuggestionDismissals,
  jobRoles,
  painPointLinks,
  painPointStatuses,
  processes,
  publishedVersions,
  reviewRequests,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../../db/schema';
import { writeAudit } from '../../../plugins/audit';
import { AppError } from '../../../plugins/errors';
import { writeFileChunks } from '../../../plugins/files';
import { attachRowsByTitle, refreshRowTitles } from '../../pain-points';
import type { OpenArchive } from '../archive-reader';
import type { ArchiveRow } from '../archive-rows';
import { ARCHIVE_DB_TABLES } from '../export-rows';
import { summarise } from '../import-report';
import { archiveWriter } from './apply-rows';
import type { ArchivePlan } from './plan-rows';
import {
  artifactValues,
  commentValues,
  date,
  dismissalValues,
  fileValues,
  impactValues,
  linkColumns,
  processValues,
  publishedVersionValues,
  reviewRequestValues,
  roleAudience,
  roleValues,
  statusColumns,
  tierValues,
  trainingValues,
} from './row-values';

/**
 * Writes an archive plan without rejects in `tx`: replace empties the content tables first; rows
 * marked create are inserted with their ids, rows marked update overwrite the row they matched.
 * Ends with one "Imported archive …" audit event.
 */
export async function applyArchive(
  tx: Tx,
  plan: ArchivePlan,
  archive: OpenArchive,
  fileName: string,
): Promise<void> {
  const { each, upsert } = archiveWriter(plan, archive);

  if (plan.mode === 'replace') {
    // One TRUNCATE of every content table (sessions stay): far quicker than deleting row by row,
    // and, like any statement here, undone when the transaction fails.
    await tx.execute(
      sql`truncate table ${sql.join([...Object.values(ARCHIVE_DB_TABLES), fileChunks, commentReads], sql`, `)}`,
    );
  }

  // Files one at a time: only one file's bytes are held at once.
  for (const action of ['create', 'update'] as const) {
    await each('files', action, 1, async ([file]) => {
      const row = file!.row;
      const data = await archive.read(row.path);
      if (!data) throw new AppError(400, `The archive changed while it was read: ${row.path} is missing.`);
      const values = fileValues(row);
      if (action === 'create') await tx.insert(files).values({ id: row.id, ...values });
      else await tx.update(files).set(values).where(eq(files.id, row.id));
      await writeFileChunks(tx, row.id, data);
    });
  }

  await upsert(
    'jobRoles',
    500,
    (rows) => tx.insert(jobRoles).values(rows.map((r) => ({ id: r.id, ...roleValues(r) }))),
    // A role matched by name keeps its own id, name and creation date; its description and training
    // audience are taken.
    (row, target) =>
      target
        ? tx
            .update(jobRoles)
            .set({ description: row.description, ...roleAudience(row) })
            .where(eq(jobRoles.id, target))
        : tx.update(jobRoles).set(roleValues(row)).where(eq(jobRoles.id, row.id)),
  );

  await upsert(
    'processes',
    500,
    (rows) =>
      tx.insert(processes).values(rows.map((r) => ({ id: r.id, ...processValues(r, plan.roleTarget) }))),
    (row) => tx.update(processes).set(processValues(row, plan.roleTarget)).where(eq(processes.id, row.id)),
  );

  await upsert(
    'artifacts',
    100,
    async (rows) =>
      tx
        .insert(artifacts)
        .values(await Promise.all(rows.map(async (r) => ({ id: r.id, ...(await artifactValues(r, null)) })))),
    async (row) => {
      // Pain points from before ids keep the ids their titles have here.
      const [stored] = await tx
        .select({ content: artifacts.content })
        .from(artifacts)
        .where(eq(artifacts.id, row.id));
      await tx
        .update(artifacts)
        .set(await artifactValues(row, stored?.content))
        .where(eq(artifacts.id, row.id));
    },
  );

  // Statuses and links from before ids are matched to their pain points by title once all are in.
  const byTitle = { statuses: [] as string[], links: [] as string[] };
  const statusValues = (r: ArchiveRow<'painPointStatuses'>) => {
    if (r.painPointId === undefined) byTitle.statuses.push(r.id);
    return statusColumns(r);
  };
  await upsert(
    'painPointStatuses',
    500,
    (rows) => tx.insert(painPointStatuses).values(rows.map((r) => ({ id: r.id, ...statusValues(r) }))),
    (row) => tx.update(painPointStatuses).set(statusValues(row)).where(eq(painPointStatuses.id, row.id)),
  );

  await upsert(
    'changeImpactAssessments',
    500,
    (rows) => tx.insert(changeImpactAssessments).values(rows.map((r) => ({ id: r.id, ...impactValues(r) }))),
    (row, target) => {
      const { createdAt: _createdAt, ...values } = impactValues(row);
      return tx
        .update(changeImpactAssessments)
        .set(target ? values : impactValues(row))
        .where(eq(changeImpactAssessments.id, target ?? row.id));
    },
  );

  await upsert(
    'trainingArtifacts',
    500,
    (rows) => tx.insert(trainingArtifacts).values(rows.map((r) => ({ id: r.id, ...trainingValues(r) }))),
    (row) => tx.update(trainingArtifacts).set(trainingValues(row)).where(eq(trainingArtifacts.id, row.id)),
  );

  await upsert(
    'trainingTierDocuments',
    500,
    (rows) => tx.insert(trainingTierDocuments).values(rows.map((r) => ({ id: r.id, ...tierValues(r) }))),
    (row) =>
      tx.update(trainingTierDocuments).set(tierValues(row)).where(eq(trainingTierDocuments.id, row.id)),
  );

  // After the training items: a link's item id is a foreign key.
  const linkValues = (r: ArchiveRow<'painPointLinks'>) => {
    if (r.painPointId === undefined) byTitle.links.push(r.id);
    return linkColumns(r);
  };
  await upsert(
    'painPointLinks',
    500,
    (rows) => tx.insert(painPointLinks).values(rows.map((r) => ({ id: r.id, ...linkValues(r) }))),
    (row) => tx.update(painPointLinks).set(linkValues(row)).where(eq(painPointLinks.id, row.id)),
  );
  await attachRowsByTitle(tx, 'statuses', byTitle.statuses);
  await attachRowsByTitle(tx, 'links', byTitle.links);
  // A merge may write a pain point's content and not its rows, or the other way round: every row
  // takes its pain point's title as the content now has it.
  await refreshRowTitles(tx);

  await upsert(
    'impactSuggestionDismissals',
    500,
    (rows) =>
      tx.insert(impactSuggestionDismissals).values(rows.map((r) => ({ id: r.id, ...dismissalValues(r) }))),
    (row) =>
      tx
        .update(impactSuggestionDismissals)
        .set(dismissalValues(row))
        .where(eq(impactSuggestionDismissals.id, row.id)),
  );

  await upsert(
    'comments',
    500,
    (rows) => tx.insert(comments).values(rows.map((r) => ({ id: r.id, ...commentValues(r) }))),
    (row) => tx.update(comments).set(commentValues(row)).where(eq(comments.id, row.id)),
  );

  await upsert(
    'reviewRequests',
    500,
    (rows) => tx.insert(reviewRequests).values(rows.map((r) => ({ id: r.id, ...reviewRequestValues(r) }))),
    (row) => tx.update(reviewRequests).set(reviewRequestValues(row)).where(eq(reviewRequests.id, row.id)),
  );

  await upsert(
    'publishedVersions',
    20,
    (rows) =>
      tx.insert(publishedVersions).values(rows.map((r) => ({ id: r.id, ...publishedVersionValues(r) }))),
    (row) =>
      tx.update(publishedVersions).set(publishedVersionValues(row)).where(eq(publishedVersions.id, row.id)),
  );

  await upsert(
    'divisions',
    500,
    (rows) => tx.insert(divisions).values(rows),
    (row) => {
      const { code, ...values } = row;
      return tx.update(divisions).set(values).where(eq(divisions.code, code));
    },
  );

  // Audit events are only ever added.
  await each('auditEvents', 'create', 500, (part) =>
    tx
      .insert(auditEvents)
      .values(part.map(({ row }) => ({ ...row, at: date(row.at) })))
      .then(() => {}),
  );

  const summary = summarise(plan.rows);
  await writeAudit(tx, {
    action: 'import',
    entityType: 'repository',
    entityId: null,
    summary: `Imported archive "${fileName}" (${plan.mode === 'replace' ? 'replace' : 'merge'}): ${summary.create} created, ${summary.update} updated, ${summary.unchanged} unchanged`,
    after: { file: fileName, mode: plan.mode, exportedAt: archive.manifest.exportedAt, summary },
  });
}
