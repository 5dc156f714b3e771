import { type AnyColumn, asc, eq, inArray, sql } from 'drizzle-orm';
import { exportLabel } from '../../../../core/rules/export-labels';
import type { Db } from '../../../db/client';
import {
  changeImpactAssessments,
  impactSuggestionDismissals,
  painPointLinks,
  painPointStatuses,
  processes,
  type publishedVersions,
  type reviewRequests,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../../db/schema';
import { byProcess, type ProcessKey, type Sheet } from './sheet-paging';

type ProcessRowTable =
  | typeof painPointStatuses
  | typeof changeImpactAssessments
  | typeof trainingArtifacts
  | typeof trainingTierDocuments
  | typeof impactSuggestionDismissals
  | typeof reviewRequests
  | typeof publishedVersions;

/**
 * The rows of `table` on processes `ids`, each with its process's name, in process order (name,
 * id) and then by `then`. Every such table has a process_id; the query is typed on one of them.
 */
export function withProcessName<T extends ProcessRowTable>(
  db: Db,
  table: T,
  ids: string[],
  then: (t: T) => AnyColumn[],
): Promise<{ row: T['$inferSelect']; processName: string }[]> {
  const t = table as unknown as typeof painPointStatuses;
  return db
    .select({ row: t, processName: processes.name })
    .from(t)
    .innerJoin(processes, eq(processes.id, t.processId))
    .where(inArray(t.processId, ids))
    .orderBy(asc(processes.name), asc(processes.id), ...then(table).map((c) => asc(c)));
}

/**
 * The sheets of the rows that hang on a process (pain point statuses, change impact, training,
 * links, dismissals), each in process order (`order`) and named by its process.
 */
export function processRowSheets(db: Db, order: () => Promise<ProcessKey[]>): Sheet[] {
  return [
    {
      name: 'Pain Point Statuses',
      columns: [
        { header: 'Process', width: 36, wrap: true },
        { header: 'Pain Point', width: 60, wrap: true },
        { header: 'Status', width: 22 },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) => withProcessName(db, painPointStatuses, ids, (t) => [t.painPointTitle, t.createdAt, t.id]),
          ({ row: s, processName }) => [processName, s.painPointTitle, exportLabel.painPointStatus(s.status)],
        ),
    },
    {
      name: 'Change Impact',
      columns: [
        { header: 'Process', width: 32, wrap: true },
        { header: 'Process Output', width: 32, wrap: true },
        { header: 'Change Type', width: 12 },
        { header: 'Change Description', width: 40, wrap: true },
        { header: 'Impact', width: 9 },
        { header: 'Updated', width: 17, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) => withProcessName(db, changeImpactAssessments, ids, (t) => [t.createdAt, t.id]),
          ({ row: c, processName }) => [
            processName,
            c.processOutput,
            exportLabel.changeType(c.changeType),
            c.changeDescription.map(exportLabel.changeDescription).join(', '),
            exportLabel.impact(c.impactAssessment),
            c.updatedAt,
          ],
        ),
    },
    {
      name: 'Training Artifacts',
      columns: [
        { header: 'Process', width: 28, wrap: true },
        { header: 'Process Output', width: 28, wrap: true },
        { header: 'Name', width: 30, wrap: true },
        { header: 'Description', width: 40, wrap: true },
        { header: 'File Type', width: 12 },
        { header: 'Link Type', width: 13 },
        { header: 'File URL', width: 40, wrap: true },
        { header: 'Created', width: 17, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) => withProcessName(db, trainingArtifacts, ids, (t) => [t.createdAt, t.id]),
          ({ row: t, processName }) => [
            processName,
            t.processOutput,
            t.name,
            t.description,
            exportLabel.trainingFileType(t.fileType),
            exportLabel.trainingLinkType(t.linkType),
            t.fileUrl,
            t.createdAt,
          ],
        ),
    },
    {
      name: 'Tier Documents',
      columns: [
        { header: 'Process', width: 30, wrap: true },
        { header: 'Tier', width: 8 },
        { header: 'Name', width: 36, wrap: true },
        { header: 'Description', width: 45, wrap: true },
        { header: 'Type', width: 13 },
        { header: 'File URL', width: 40, wrap: true },
        { header: 'Created', width: 17, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) => withProcessName(db, trainingTierDocuments, ids, (t) => [t.tier, t.createdAt, t.id]),
          ({ row: d, processName }) => [
            processName,
            exportLabel.tier(d.tier),
            d.name,
            d.description,
            exportLabel.tierDocumentType(d.fileType),
            d.fileUrl,
            d.createdAt,
          ],
        ),
    },
    {
      name: 'Pain Point Links',
      columns: [
        { header: 'Process', width: 32, wrap: true },
        { header: 'Pain Point', width: 45, wrap: true },
        { header: 'Addressed By', width: 18 },
        { header: 'Target', width: 40, wrap: true },
        { header: 'Created', width: 17, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              .select({
                row: painPointLinks,
                processName: processes.name,
                // A training item is named by its name; an output's target is its name already.
                itemName: sql<
                  string | null
                >`coalesce(${trainingArtifacts.name}, ${trainingTierDocuments.name})`,
              })
              .from(painPointLinks)
              .innerJoin(processes, eq(processes.id, painPointLinks.processId))
              .leftJoin(trainingArtifacts, eq(trainingArtifacts.id, painPointLinks.trainingArtifactId))
              .leftJoin(trainingTierDocuments, eq(trainingTierDocuments.id, painPointLinks.tierDocumentId))
              .where(inArray(painPointLinks.processId, ids))
              .orderBy(
                asc(processes.name),
                asc(processes.id),
                asc(painPointLinks.painPointTitle),
                asc(painPointLinks.createdAt),
                asc(painPointLinks.id),
              ),
          ({ row: l, processName, itemName }) => [
            processName,
            l.painPointTitle,
            exportLabel.painPointLinkKind(l.kind),
            itemName ?? l.target,
            l.createdAt,
          ],
        ),
    },
    {
      name: 'Dismissed Suggestions',
      columns: [
        { header: 'Process', width: 36, wrap: true },
        { header: 'Process Output', width: 36, wrap: true },
        { header: 'Change Type', width: 12 },
        { header: 'Dismissed', width: 17, kind: 'date' },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            withProcessName(db, impactSuggestionDismissals, ids, (t) => [t.processOutput, t.createdAt, t.id]),
          ({ row: d, processName }) => [
            processName,
            d.processOutput,
            exportLabel.changeType(d.changeType),
            d.createdAt,
          ],
        ),
    },
  ];
}
