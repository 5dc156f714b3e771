import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { presetRolesForJobRole } from '../../../core/rules/division-roles';
import { withPainPointIds } from '../../../core/rules/pain-points';
import { canonicalArtifactType } from '../../../core/schemas/artifact';
import { EXPORT_TABLES, type ExportTable } from '../../../core/schemas/export';
import type { ImportMode, ImportRow } from '../../../core/schemas/import';
import type { Executor, Tx } from '../../db/client';
import {
  artifacts,
  auditEvents,
  changeImpactAssessments,
  divisions,
  fileChunks,
  files,
  impactSuggestionDismissals,
  jobRoles,
  painPointLinks,
  painPointStatuses,
  processes,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { writeFileChunks } from '../../plugins/files';
import { validateArtifactContent } from '../artifacts';
import { attachRowsByTitle, refreshRowTitles } from '../pain-points';
import type { OpenArchive } from './archive-reader';
import { ARCHIVE_ROW_SCHEMAS, type ArchiveRow, rowLabel, sheetName } from './archive-rows';
import {
  exportArtifact,
  exportAuditEvent,
  exportChangeImpact,
  exportDivision,
  exportImpactSuggestionDismissal,
  exportJobRole,
  exportPainPointLink,
  exportPainPointStatus,
  exportProcess,
  exportTierDocument,
  exportTrainingArtifact,
} from './export-rows';
import { chunks, sameJson, summarise } from './import-report';

/*
 * Restoring or merging an Export All archive. planArchive decides, row by row, what would happen
 * (reading only); applyArchive writes that plan in the caller's transaction.
 *
 * merge: every table is upserted by id (job roles are also matched by their unique name, pain point
 *        statuses, pain point links, dismissed suggestions and change impact rows by their unique
 *        keys); identical rows are "unchanged".
 * replace: the content tables are emptied, then every row is inserted as it is (a restore).
 *
 * Memory (security issue 17: a legitimate archive up to the upload limit may cost at most 256 MB
 * above idle): tables are read one at a time and their rows a batch at a time, each batch checked
 * and compared with the database's rows of that batch only, then let go. The plan keeps what the
 * report needs (row, key, action, reason), the few facts later tables are checked against (ids of
 * job roles, processes and training items), and where a matched row writes to; applyArchive reads
 * each table again and writes it a batch at a time.
 */

/** What happens to one row: its report line (row is 1-based). */
type Planned = ImportRow;

/** One row of the batch in hand: its report line and, when it validated, the row. */
interface Item<T extends ExportTable> {
  p: Planned;
  /** Absent when the row did not validate. */
  row?: ArchiveRow<T>;
  /** The row's id as written, even when the row did not validate (its dependents are rejected too). */
  rawId?: string;
}

type UsableItem<T extends ExportTable> = Item<T> & { row: ArchiveRow<T> };

/** The tables whose rows hang on a process. */
type ChildTable =
  | 'artifacts'
  | 'painPointStatuses'
  | 'changeImpactAssessments'
  | 'trainingArtifacts'
  | 'trainingTierDocuments'
  | 'painPointLinks'
  | 'impactSuggestionDismissals';

/** A training item as a pain point link sees it. */
interface LinkItem {
  processId: string;
  name: string;
}

export interface ArchivePlan {
  mode: ImportMode;
  /** Each table's report lines, in the archive's row order. */
  tables: Record<ExportTable, Planned[]>;
  /** Per table, the existing row (by index) that a row matched by name or unique key writes to. */
  targets: Record<ExportTable, Map<number, string>>;
  /** The job role each archive role id resolves to (itself, or the existing role of its name). */
  roleTarget: Map<string, string>;
  rows: ImportRow[];
}

/** What a status or link row says about its pain point (painPointId absent: an archive from before ids). */
type PainPointRow = { id: string; processId: string; painPointId?: string | null; painPointTitle: string };

const isPainPoints = (row: { type: string }) => canonicalArtifactType(row.type) === 'pain_points';

/**
 * An archive artifact as it is written: pain points without ids (an archive from before them) get
 * theirs, those their titles have in `previous` (the stored content it replaces) or new ones.
 */
function artifactToWrite(row: ArchiveRow<'artifacts'>, previous: unknown): ArchiveRow<'artifacts'> {
  if (!isPainPoints(row)) return row;
  return { ...row, content: withPainPointIds(row.content, { previous }).content as typeof row.content };
}

const ID_CHUNK = 1000;
/** Rows checked, compared and written together. */
const BATCH = 1000;

function reject(p: Planned, reason: string): void {
  p.action = 'reject';
  p.reason = reason;
}

const usable = <T extends ExportTable>(list: Item<T>[]) =>
  list.filter((i): i is UsableItem<T> => i.p.action !== 'reject' && i.row !== undefined);

/** Rows of a table whose key is among `keys`, fetched in chunks. */
async function fetchIn<R>(keys: string[], fetch: (chunk: string[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(keys)];
  const out: R[] = [];
  for (const chunk of chunks(unique, ID_CHUNK)) out.push(...(await fetch(chunk)));
  return out;
}

/** Marks the second and later rows with the same unique key (over the whole table) as rejected. */
function rejectDuplicateKeys<T extends ExportTable>(
  seen: Map<string, number>,
  batch: Item<T>[],
  keyOf: (row: ArchiveRow<T>) => string,
  what: string,
): void {
  for (const i of usable(batch)) {
    const key = keyOf(i.row);
    const first = seen.get(key);
    if (first !== undefined) reject(i.p, `Duplicate of row ${first} (${what})`);
    else seen.set(key, i.p.row);
  }
}

function compare(p: Planned, existing: unknown | undefined, incoming: unknown): void {
  if (existing === undefined) return;
  p.action = sameJson(existing, incoming) ? 'unchanged' : 'update';
}

/** A row of `table` as the importer takes it, or the first problem with it. */
function parseRow<T extends ExportTable>(
  table: T,
  value: unknown,
): { row: ArchiveRow<T> } | { problem: string } {
  const parsed = ARCHIVE_ROW_SCHEMAS[table].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}` };
  }
  const row = parsed.data as ArchiveRow<T>;
  if (JSON.stringify(row).includes('\\u0000'))
    return { problem: 'Contains a NUL character, which cannot be stored' };
  return { row };
}

/**
 * Reads a table a batch at a time: each row is validated (a row that does not fit, or repeats an
 * earlier row's id, is rejected), then `check` sees the batch. Only the report lines are kept, and
 * the ids of the rows rejected by the end.
 */
async function planTable<T extends ExportTable>(
  archive: OpenArchive,
  table: T,
  check: (batch: Item<T>[]) => Promise<void> | void,
): Promise<{ planned: Planned[]; rejected: Set<string> }> {
  const sheet = sheetName(table);
  const firstRow = new Map<string, number>();
  const planned: Planned[] = [];
  const rejected = new Set<string>();
  let batch: Item<T>[] = [];
  const flush = async () => {
    await check(batch);
    for (const i of batch) if (i.p.action === 'reject' && i.rawId) rejected.add(i.rawId);
    batch = [];
  };
  let index = 0;
  for (const value of (await archive.table(table)).rows()) {
    const rawId = (value as { id?: unknown } | null)?.id;
    const p: Planned = { sheet, row: index + 1, key: rowLabel(table, value, index), action: 'create' };
    const item: Item<T> = { p, ...(typeof rawId === 'string' ? { rawId: rawId.toLowerCase() } : {}) };
    planned.push(p);
    index++;
    const parsed = parseRow(table, value);
    if ('problem' in parsed) reject(p, parsed.problem);
    else {
      const row = parsed.row;
      const pk = 'code' in row ? row.code : (row as { id: string }).id;
      const first = firstRow.get(pk);
      if (first !== undefined) reject(p, `Duplicate of row ${first} (same ${'code' in row ? 'code' : 'id'})`);
      else firstRow.set(pk, p.row);
      item.row = row;
    }
    batch.push(item);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return { planned, rejected };
}

/** What restoring (replace) or merging the archive would do, row by row; reads only. */
export async function planArchive(
  ex: Executor,
  archive: OpenArchive,
  mode: ImportMode,
): Promise<ArchivePlan> {
  const merge = mode === 'merge';
  const targets = Object.fromEntries(EXPORT_TABLES.map((t) => [t, new Map<number, string>()])) as Record<
    ExportTable,
    Map<number, string>
  >;
  const setTarget = (table: ExportTable, p: Planned, target: string) => targets[table].set(p.row - 1, target);

  // Job roles: by id, else by unique name (the archive's processes then point at the existing role).
  const roleNames = new Map<string, number>();
  const roleTarget = new Map<string, string>();
  const roles = await planTable(archive, 'jobRoles', async (batch) => {
    for (const i of usable(batch)) {
      const first = roleNames.get(i.row.name);
      if (first !== undefined) reject(i.p, `Another job role in the archive has this name (row ${first})`);
      else roleNames.set(i.row.name, i.p.row);
    }
    const valid = usable(batch);
    if (merge) {
      const byId = new Map(
        (
          await fetchIn(
            valid.map((i) => i.row.id),
            (ids) => ex.select().from(jobRoles).where(inArray(jobRoles.id, ids)),
          )
        ).map((r) => [r.id, r]),
      );
      const byName = new Map(
        (
          await fetchIn(
            valid.map((i) => i.row.name),
            (names) => ex.select().from(jobRoles).where(inArray(jobRoles.name, names)),
          )
        ).map((r) => [r.name, r]),
      );
      for (const { p, row } of valid) {
        const sameId = byId.get(row.id);
        const sameName = byName.get(row.name);
        if (sameId) {
          if (sameName && sameName.id !== row.id)
            reject(p, `Another job role is already named "${row.name}"`);
          else {
            const current = exportJobRole(sameId);
            // An archive without divisionRoles leaves the stored training audience as it is.
            compare(p, current, { ...row, divisionRoles: row.divisionRoles ?? current.divisionRoles });
          }
        } else if (sameName) {
          const current = exportJobRole(sameName);
          setTarget('jobRoles', p, sameName.id);
          p.action =
            current.description === row.description &&
            (row.divisionRoles === null || sameJson(current.divisionRoles, row.divisionRoles))
              ? 'unchanged'
              : 'update';
          p.reason = 'Matched by name to an existing job role';
        }
      }
    }
    for (const { p, row } of usable(batch)) roleTarget.set(row.id, targets.jobRoles.get(p.row - 1) ?? row.id);
  });
  roleNames.clear();
  const rejectedRoles = roles.rejected;

  // Processes: their job role must be in the archive or (merge) in the database.
  const archiveProcesses = new Set<string>();
  const procs = await planTable(archive, 'processes', async (batch) => {
    const missingRoleIds = usable(batch)
      .map((i) => i.row.jobRoleId)
      .filter((id): id is string => id !== null && !roleTarget.has(id) && !rejectedRoles.has(id));
    const dbRoleIds = new Set(
      merge && missingRoleIds.length
        ? (
            await fetchIn(missingRoleIds, (ids) =>
              ex.select({ id: jobRoles.id }).from(jobRoles).where(inArray(jobRoles.id, ids)),
            )
          ).map((r) => r.id)
        : [],
    );
    for (const i of usable(batch)) {
      const roleId = i.row.jobRoleId;
      if (roleId === null) continue;
      if (roleTarget.has(roleId)) i.row = { ...i.row, jobRoleId: roleTarget.get(roleId)! };
      else if (rejectedRoles.has(roleId)) reject(i.p, 'Its job role is rejected');
      else if (!dbRoleIds.has(roleId)) {
        reject(i.p, `Its job role (${roleId}) is not in the archive${merge ? ' or the database' : ''}`);
      }
    }
    if (merge) {
      const valid = usable(batch);
      const existing = new Map(
        (
          await fetchIn(
            valid.map((i) => i.row.id),
            (ids) => ex.select().from(processes).where(inArray(processes.id, ids)),
          )
        ).map((r) => [r.id, exportProcess(r)]),
      );
      for (const i of valid) compare(i.p, existing.get(i.row.id), i.row);
    }
    for (const i of usable(batch)) archiveProcesses.add(i.row.id);
  });
  const rejectedProcesses = procs.rejected;

  // Everything that hangs on a process needs that process in the archive or (merge) the database.
  const checkProcess = async <T extends ChildTable>(batch: Item<T>[]) => {
    const valid = usable(batch) as UsableItem<ChildTable>[];
    const otherProcessIds = valid
      .map((i) => i.row.processId)
      .filter((id) => !archiveProcesses.has(id) && !rejectedProcesses.has(id));
    const dbProcesses = new Set(
      merge && otherProcessIds.length
        ? (
            await fetchIn(otherProcessIds, (ids) =>
              ex.select({ id: processes.id }).from(processes).where(inArray(processes.id, ids)),
            )
          ).map((r) => r.id)
        : [],
    );
    for (const { p, row } of valid) {
      const pid = row.processId;
      if (archiveProcesses.has(pid) || dbProcesses.has(pid)) continue;
      if (rejectedProcesses.has(pid)) reject(p, 'Its process is rejected');
      else reject(p, `Its process (${pid}) is not in the archive${merge ? ' or the database' : ''}`);
    }
  };

  /**
   * Compares rows matched by id with the database's rows of those ids (`incoming`: the row as it
   * would be written over that one).
   */
  const mergeById = async <T extends 'artifacts' | 'trainingArtifacts' | 'trainingTierDocuments'>(
    batch: Item<T>[],
    fetch: (ids: string[]) => Promise<{ id: string }[]>,
    incoming: (row: ArchiveRow<T>, existing: { id: string } | undefined) => unknown = (row) => row,
  ) => {
    if (!merge) return;
    const valid = usable(batch);
    const existing = new Map(
      (
        await fetchIn(
          valid.map((i) => i.row.id),
          fetch,
        )
      ).map((r) => [r.id, r]),
    );
    for (const i of valid) {
      const current = existing.get(i.row.id);
      compare(i.p, current, incoming(i.row, current));
    }
  };

  /**
   * Rows with a unique key besides the id: matched by id, else by key. A row found by key is the same
   * record under another id ("unchanged", written nowhere); an id whose key another row holds is
   * rejected. The key includes the process, so the database's rows of the batch's processes hold
   * every row a key of the batch can meet.
   */
  const mergeByKey = async <T extends 'painPointStatuses' | 'painPointLinks' | 'impactSuggestionDismissals'>(
    table: T,
    batch: Item<T>[],
    keyOf: (row: ArchiveRow<T>) => string,
    byProcess: (processIds: string[]) => Promise<ArchiveRow<T>[]>,
    byId: (ids: string[]) => Promise<ArchiveRow<T>[]>,
    texts: { clash: string; matched: string },
    /** The keys a stored row answers to (by default its one key). */
    storedKeysOf: (row: ArchiveRow<T>) => string[] = (row) => [keyOf(row)],
    /** The row as compared with the stored row of its id. */
    incoming: (row: ArchiveRow<T>, stored: ArchiveRow<T>) => unknown = (row) => row,
  ) => {
    if (!merge) return;
    const valid = usable(batch);
    const existing = await fetchIn(
      valid.map((i) => i.row.processId),
      byProcess,
    );
    const withId = new Map(existing.map((r) => [r.id, r]));
    const withKey = new Map<string, ArchiveRow<T>>();
    for (const r of existing) for (const key of storedKeysOf(r)) if (!withKey.has(key)) withKey.set(key, r);
    const elsewhere = await fetchIn(
      valid.filter((i) => !withId.has(i.row.id)).map((i) => i.row.id),
      byId,
    );
    for (const r of elsewhere) withId.set(r.id, r);
    for (const { p, row } of valid) {
      const sameId = withId.get(row.id);
      const sameKey = withKey.get(keyOf(row));
      if (sameId) {
        if (sameKey && sameKey.id !== row.id) reject(p, texts.clash);
        else compare(p, sameId, incoming(row, sameId));
      } else if (sameKey) {
        setTarget(table, p, sameKey.id);
        p.action = 'unchanged';
        p.reason = texts.matched;
      }
    }
  };

  // Unique keys inside the archive. A status or link names its pain point by id (issue 19); a row
  // from before ids by its title (compared as the import will match it: trimmed, ignoring case); a
  // row that belongs to no pain point is its own.
  const ppByTitle = (r: PainPointRow) => `title:${r.painPointTitle.trim().toLowerCase()}`;
  const painPointOf = (r: PainPointRow) =>
    r.painPointId === undefined
      ? ppByTitle(r)
      : r.painPointId === null
        ? `none:${r.id}`
        : `id:${r.painPointId}`;
  const ppKey = (r: ArchiveRow<'painPointStatuses'>) =>
    `${r.processId}\u0000${painPointOf(r)}\u0000${r.status}`;
  const ciKey = (r: ArchiveRow<'changeImpactAssessments'>) => `${r.processId}\u0000${r.processOutput}`;
  const linkKey = (r: ArchiveRow<'painPointLinks'>) =>
    `${r.processId}\u0000${painPointOf(r)}\u0000${r.kind}\u0000${r.target}`;
  // A stored row also answers to its title, so a row from an archive made before ids finds it.
  const ppStoredKeys = (r: ArchiveRow<'painPointStatuses'>) => [
    ppKey(r),
    `${r.processId}\u0000${ppByTitle(r)}\u0000${r.status}`,
  ];
  const linkStoredKeys = (r: ArchiveRow<'painPointLinks'>) => [
    linkKey(r),
    `${r.processId}\u0000${ppByTitle(r)}\u0000${r.kind}\u0000${r.target}`,
  ];
  /** A row from before ids compares equal to the stored row it updates when all else is the same. */
  const withStoredPainPointId = <R extends PainPointRow>(row: R, stored: R): R =>
    row.painPointId === undefined ? { ...row, painPointId: stored.painPointId } : row;
  const dismissalKey = (r: ArchiveRow<'impactSuggestionDismissals'>) =>
    `${r.processId}\u0000${r.processOutput}\u0000${r.changeType}`;

  const arts = await planTable(archive, 'artifacts', async (batch) => {
    await checkProcess(batch);
    for (const { p, row } of usable(batch)) {
      try {
        // Pain points from before ids get theirs on the way in (applyArchive), so they are checked with them.
        validateArtifactContent(
          row.type,
          isPainPoints(row) ? withPainPointIds(row.content).content : row.content,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reject(p, error.message);
      }
    }
    await mergeById(
      batch,
      (ids) =>
        ex
          .select()
          .from(artifacts)
          .where(inArray(artifacts.id, ids))
          .then((rows) => rows.map(exportArtifact)),
      (row, existing) => artifactToWrite(row, (existing as { content?: unknown } | undefined)?.content),
    );
  });

  // Pain point statuses: by id, else by (process, title, status): the same status is "unchanged".
  const ppSeen = new Map<string, number>();
  const statuses = await planTable(archive, 'painPointStatuses', async (batch) => {
    await checkProcess(batch);
    rejectDuplicateKeys(ppSeen, batch, ppKey, 'the same pain point and status');
    await mergeByKey(
      'painPointStatuses',
      batch,
      ppKey,
      (processIds) =>
        ex
          .select()
          .from(painPointStatuses)
          .where(inArray(painPointStatuses.processId, processIds))
          .then((rows) => rows.map(exportPainPointStatus)),
      (ids) =>
        ex
          .select()
          .from(painPointStatuses)
          .where(inArray(painPointStatuses.id, ids))
          .then((rows) => rows.map(exportPainPointStatus)),
      { clash: 'This status is already recorded for this pain point', matched: 'Already recorded' },
      ppStoredKeys,
      withStoredPainPointId,
    );
  });
  ppSeen.clear();

  // Change impact rows: by id, else by (process, output).
  const ciSeen = new Map<string, number>();
  const impacts = await planTable(archive, 'changeImpactAssessments', async (batch) => {
    await checkProcess(batch);
    rejectDuplicateKeys(ciSeen, batch, ciKey, 'the same process output');
    if (!merge) return;
    const cis = usable(batch);
    const ciExisting = (
      await fetchIn(
        cis.map((i) => i.row.processId),
        (ids) =>
          ex.select().from(changeImpactAssessments).where(inArray(changeImpactAssessments.processId, ids)),
      )
    ).map(exportChangeImpact);
    const ciById = new Map(ciExisting.map((r) => [r.id, r]));
    const ciByKey = new Map(ciExisting.map((r) => [ciKey(r), r]));
    const ciOther = await fetchIn(
      cis.filter((i) => !ciById.has(i.row.id)).map((i) => i.row.id),
      (ids) => ex.select().from(changeImpactAssessments).where(inArray(changeImpactAssessments.id, ids)),
    );
    for (const r of ciOther) ciById.set(r.id, exportChangeImpact(r));
    for (const { p, row } of cis) {
      const sameId = ciById.get(row.id);
      const sameKey = ciByKey.get(ciKey(row));
      if (sameId) {
        if (sameKey && sameKey.id !== row.id) reject(p, 'Another row already assesses this process output');
        else compare(p, sameId, row);
      } else if (sameKey) {
        setTarget('changeImpactAssessments', p, sameKey.id);
        compare(p, { ...sameKey, id: row.id, createdAt: row.createdAt }, row);
        p.reason = 'Matched by process and output';
      }
    }
  });
  ciSeen.clear();

  // Training items, kept by id for the pain point links that name them.
  const trainingItems = new Map<string, LinkItem>();
  const training = await planTable(archive, 'trainingArtifacts', async (batch) => {
    await checkProcess(batch);
    await mergeById(batch, (ids) =>
      ex
        .select()
        .from(trainingArtifacts)
        .where(inArray(trainingArtifacts.id, ids))
        .then((rows) => rows.map(exportTrainingArtifact)),
    );
    for (const { row } of usable(batch))
      trainingItems.set(row.id, { processId: row.processId, name: row.name });
  });
  const tierItems = new Map<string, LinkItem>();
  const tiers = await planTable(archive, 'trainingTierDocuments', async (batch) => {
    await checkProcess(batch);
    await mergeById(batch, (ids) =>
      ex
        .select()
        .from(trainingTierDocuments)
        .where(inArray(trainingTierDocuments.id, ids))
        .then((rows) => rows.map(exportTierDocument)),
    );
    for (const { row } of usable(batch)) tierItems.set(row.id, { processId: row.processId, name: row.name });
  });

  // A link to a training item needs that item, on the same process, in the archive or (merge) the
  // database; a link to a rejected item is rejected with it, like a row of a rejected process. The
  // report names a resolved link by the item's name rather than its id.
  const linkTargets = [
    {
      kind: 'training_artifact',
      what: 'training artifact',
      inArchive: trainingItems,
      rejectedItems: training.rejected,
      fetch: (ids: string[]) =>
        ex
          .select({
            id: trainingArtifacts.id,
            processId: trainingArtifacts.processId,
            name: trainingArtifacts.name,
          })
          .from(trainingArtifacts)
          .where(inArray(trainingArtifacts.id, ids)),
    },
    {
      kind: 'tier_document',
      what: 'tier document',
      inArchive: tierItems,
      rejectedItems: tiers.rejected,
      fetch: (ids: string[]) =>
        ex
          .select({
            id: trainingTierDocuments.id,
            processId: trainingTierDocuments.processId,
            name: trainingTierDocuments.name,
          })
          .from(trainingTierDocuments)
          .where(inArray(trainingTierDocuments.id, ids)),
    },
  ] as const;
  const linkSeen = new Map<string, number>();
  const links = await planTable(archive, 'painPointLinks', async (batch) => {
    await checkProcess(batch);
    for (const { kind, what, inArchive, rejectedItems, fetch } of linkTargets) {
      const ofKind = usable(batch).filter((i) => i.row.kind === kind);
      const elsewhere = ofKind
        .map((i) => i.row.target)
        .filter((id) => !inArchive.has(id) && !rejectedItems.has(id));
      const inDb = new Map<string, LinkItem>(
        merge && elsewhere.length ? (await fetchIn(elsewhere, fetch)).map((r) => [r.id, r]) : [],
      );
      for (const { p, row } of ofKind) {
        const item = inArchive.get(row.target) ?? inDb.get(row.target);
        if (item) p.key = rowLabel('painPointLinks', { ...row, target: item.name }, p.row - 1);
        if (item?.processId === row.processId) continue;
        if (item) reject(p, `Its ${what} belongs to another process`);
        else if (rejectedItems.has(row.target)) reject(p, `Its ${what} is rejected`);
        else reject(p, `Its ${what} (${row.target}) is not in the archive${merge ? ' or the database' : ''}`);
      }
    }
    rejectDuplicateKeys(linkSeen, batch, linkKey, 'the same pain point and target');
    // Pain point links: by id, else by (process, title, kind, target): the same link is "unchanged".
    await mergeByKey(
      'painPointLinks',
      batch,
      linkKey,
      (processIds) =>
        ex
          .select()
          .from(painPointLinks)
          .where(inArray(painPointLinks.processId, processIds))
          .then((rows) => rows.map(exportPainPointLink)),
      (ids) =>
        ex
          .select()
          .from(painPointLinks)
          .where(inArray(painPointLinks.id, ids))
          .then((rows) => rows.map(exportPainPointLink)),
      { clash: 'This pain point is already linked to this target', matched: 'Already linked' },
      linkStoredKeys,
      withStoredPainPointId,
    );
  });
  linkSeen.clear();
  trainingItems.clear();
  tierItems.clear();

  // Dismissed suggestions: by id, else by (process, output, change type).
  const dismissalSeen = new Map<string, number>();
  const dismissals = await planTable(archive, 'impactSuggestionDismissals', async (batch) => {
    await checkProcess(batch);
    rejectDuplicateKeys(dismissalSeen, batch, dismissalKey, 'the same output and change type');
    await mergeByKey(
      'impactSuggestionDismissals',
      batch,
      dismissalKey,
      (processIds) =>
        ex
          .select()
          .from(impactSuggestionDismissals)
          .where(inArray(impactSuggestionDismissals.processId, processIds))
          .then((rows) => rows.map(exportImpactSuggestionDismissal)),
      (ids) =>
        ex
          .select()
          .from(impactSuggestionDismissals)
          .where(inArray(impactSuggestionDismissals.id, ids))
          .then((rows) => rows.map(exportImpactSuggestionDismissal)),
      { clash: 'This suggestion is already dismissed', matched: 'Already dismissed' },
    );
  });
  dismissalSeen.clear();
  archiveProcesses.clear();

  // Divisions: by code.
  const divs = await planTable(archive, 'divisions', async (batch) => {
    if (!merge) return;
    const existing = new Map(
      (
        await fetchIn(
          usable(batch).map((i) => i.row.code),
          (codes) => ex.select().from(divisions).where(inArray(divisions.code, codes)),
        )
      ).map((r) => [r.code, exportDivision(r)]),
    );
    for (const i of usable(batch)) compare(i.p, existing.get(i.row.code), i.row);
  });

  // Audit events: added when missing; the log is append-only, so an existing event is never rewritten.
  const events = await planTable(archive, 'auditEvents', async (batch) => {
    if (!merge) return;
    const existing = new Map(
      (
        await fetchIn(
          usable(batch).map((i) => i.row.id),
          (ids) => ex.select().from(auditEvents).where(inArray(auditEvents.id, ids)),
        )
      ).map((r) => [r.id, exportAuditEvent(r)]),
    );
    for (const { p, row } of usable(batch)) {
      const current = existing.get(row.id);
      if (!current) continue;
      p.action = 'unchanged';
      if (!sameJson(current, row)) p.reason = 'Audit events are never overwritten';
    }
  });

  // Files: the bytes must be in the archive and match the recorded size and sha256.
  const fileRows = await planTable(archive, 'files', async (batch) => {
    for (const { p, row } of usable(batch)) {
      const bytes = row.path.startsWith('files/') ? await archive.read(row.path) : null;
      if (!bytes) reject(p, `Its bytes (${row.path}) are missing from the archive`);
      else if (bytes.length !== row.size || createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
        reject(p, 'Its bytes do not match its recorded size and sha256');
      }
    }
    if (!merge) return;
    const existing = new Map(
      (
        await fetchIn(
          usable(batch).map((i) => i.row.id),
          (ids) =>
            ex
              .select({
                id: files.id,
                name: files.name,
                mediaType: files.mediaType,
                size: files.size,
                sha256: files.sha256,
                passwordProtected: files.passwordProtected,
                createdAt: files.createdAt,
              })
              .from(files)
              .where(inArray(files.id, ids)),
        )
      ).map((r) => [r.id, { ...r, createdAt: r.createdAt.toISOString() }]),
    );
    for (const { p, row } of usable(batch)) {
      const { path: _path, ...incoming } = row;
      const current = existing.get(row.id);
      // An older archive does not say whether a file is password-protected: the stored flag stands.
      compare(p, current, {
        ...incoming,
        passwordProtected: incoming.passwordProtected ?? current?.passwordProtected ?? false,
      });
    }
  });

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
    divisions: divs.planned,
    auditEvents: events.planned,
    files: fileRows.planned,
  };
  const rows: ImportRow[] = EXPORT_TABLES.flatMap((table) => tables[table]);
  return { mode, tables, targets, roleTarget, rows };
}

const date = (iso: string) => new Date(iso);

/**
 * The division_roles value to store: null (read as the §6 preset for the name) when the titles are
 * that preset, so a role never edited is restored as never edited; the titles otherwise.
 */
function storedDivisionRoles(name: string, titles: string[]): string[] | null {
  const preset = presetRolesForJobRole(name);
  return titles.length === preset.length && titles.every((t, i) => t === preset[i]) ? null : titles;
}

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
  /**
   * Reads `table` again and hands its rows planned as `action`, with the existing row a matched row
   * writes to, to `write` a batch of `size` at a time.
   */
  const each = async <T extends ExportTable>(
    table: T,
    action: 'create' | 'update',
    size: number,
    write: (part: { row: ArchiveRow<T>; target: string | null }[]) => Promise<void>,
  ) => {
    const planned = plan.tables[table];
    if (!planned.some((p) => p.action === action)) return;
    let part: { row: ArchiveRow<T>; target: string | null }[] = [];
    let index = 0;
    for (const value of (await archive.table(table)).rows()) {
      const p = planned[index];
      if (p?.action === action) {
        const parsed = parseRow(table, value);
        if ('problem' in parsed) {
          throw new AppError(
            400,
            `The archive changed while it was read: ${sheetName(table)} row ${index + 1}.`,
          );
        }
        part.push({ row: parsed.row, target: plan.targets[table].get(index) ?? null });
        if (part.length >= size) {
          await write(part);
          part = [];
        }
      }
      index++;
    }
    if (index !== planned.length) {
      throw new AppError(400, `The archive changed while it was read: ${sheetName(table)} has other rows.`);
    }
    if (part.length) await write(part);
  };
  /** Rows planned as create, inserted `size` at a time, then rows planned as update, one by one. */
  const upsert = async <T extends ExportTable>(
    table: T,
    size: number,
    insert: (rows: ArchiveRow<T>[]) => Promise<unknown>,
    update: (row: ArchiveRow<T>, target: string | null) => Promise<unknown>,
  ) => {
    await each(table, 'create', size, (part) => insert(part.map((p) => p.row)).then(() => {}));
    await each(table, 'update', BATCH, async (part) => {
      for (const { row, target } of part) await update(row, target);
    });
  };

  if (plan.mode === 'replace') {
    // One TRUNCATE of every content table (sessions stay): far quicker than deleting row by row,
    // and, like any statement here, undone when the transaction fails.
    await tx.execute(
      sql`truncate table ${auditEvents}, ${impactSuggestionDismissals}, ${painPointLinks}, ${trainingTierDocuments}, ${trainingArtifacts}, ${changeImpactAssessments}, ${painPointStatuses}, ${artifacts}, ${processes}, ${jobRoles}, ${divisions}, ${fileChunks}, ${files}`,
    );
  }

  // Files one at a time: only one file's bytes are held at once.
  for (const action of ['create', 'update'] as const) {
    await each('files', action, 1, async ([file]) => {
      const row = file!.row;
      const data = await archive.read(row.path);
      if (!data) throw new AppError(400, `The archive changed while it was read: ${row.path} is missing.`);
      const values = {
        name: row.name,
        mediaType: row.mediaType,
        size: row.size,
        sha256: row.sha256,
        // Left as stored when an older archive does not say (a new file is then taken as not protected).
        ...(row.passwordProtected === undefined ? {} : { passwordProtected: row.passwordProtected }),
        createdAt: date(row.createdAt),
        complete: true,
      };
      if (action === 'create') await tx.insert(files).values({ id: row.id, ...values });
      else await tx.update(files).set(values).where(eq(files.id, row.id));
      await writeFileChunks(tx, row.id, data);
    });
  }

  // divisionRoles null: the archive does not say (older archives), so a new role gets the preset
  // and an existing one keeps its own.
  const audience = (r: ArchiveRow<'jobRoles'>) =>
    r.divisionRoles === null ? {} : { divisionRoles: storedDivisionRoles(r.name, r.divisionRoles) };
  const roleValues = (r: ArchiveRow<'jobRoles'>) => ({
    name: r.name,
    description: r.description,
    ...audience(r),
    createdAt: date(r.createdAt),
  });
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
            .set({ description: row.description, ...audience(row) })
            .where(eq(jobRoles.id, target))
        : tx.update(jobRoles).set(roleValues(row)).where(eq(jobRoles.id, row.id)),
  );

  const processValues = (r: ArchiveRow<'processes'>) => ({
    name: r.name,
    description: r.description,
    // A role matched by name: the process points at the existing role.
    jobRoleId: r.jobRoleId === null ? null : (plan.roleTarget.get(r.jobRoleId) ?? r.jobRoleId),
    version: r.version,
    status: r.status,
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
  });
  await upsert(
    'processes',
    500,
    (rows) => tx.insert(processes).values(rows.map((r) => ({ id: r.id, ...processValues(r) }))),
    (row) => tx.update(processes).set(processValues(row)).where(eq(processes.id, row.id)),
  );

  const artifactValues = (r: ArchiveRow<'artifacts'>, previous: unknown) => ({
    processId: r.processId,
    type: r.type,
    state: r.state,
    name: r.name,
    description: r.description,
    fileUrl: r.fileUrl,
    content: artifactToWrite(r, previous).content,
    revision: r.revision,
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
  });
  await upsert(
    'artifacts',
    100,
    (rows) => tx.insert(artifacts).values(rows.map((r) => ({ id: r.id, ...artifactValues(r, null) }))),
    async (row) => {
      // Pain points from before ids keep the ids their titles have here.
      const [stored] = await tx
        .select({ content: artifacts.content })
        .from(artifacts)
        .where(eq(artifacts.id, row.id));
      await tx.update(artifacts).set(artifactValues(row, stored?.content)).where(eq(artifacts.id, row.id));
    },
  );

  // Statuses and links from before ids are matched to their pain points by title once all are in.
  const byTitle = { statuses: [] as string[], links: [] as string[] };
  const statusValues = (r: ArchiveRow<'painPointStatuses'>) => {
    if (r.painPointId === undefined) byTitle.statuses.push(r.id);
    return statusColumns(r);
  };
  const statusColumns = (r: ArchiveRow<'painPointStatuses'>) => ({
    processId: r.processId,
    painPointId: r.painPointId ?? null,
    painPointTitle: r.painPointTitle,
    status: r.status,
    createdAt: date(r.createdAt),
  });
  await upsert(
    'painPointStatuses',
    500,
    (rows) => tx.insert(painPointStatuses).values(rows.map((r) => ({ id: r.id, ...statusValues(r) }))),
    (row) => tx.update(painPointStatuses).set(statusValues(row)).where(eq(painPointStatuses.id, row.id)),
  );

  const impactValues = (r: ArchiveRow<'changeImpactAssessments'>) => ({
    processId: r.processId,
    processOutput: r.processOutput,
    changeType: r.changeType,
    changeDescription: r.changeDescription,
    impactAssessment: r.impactAssessment,
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
  });
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

  const trainingValues = (r: ArchiveRow<'trainingArtifacts'>) => ({
    processId: r.processId,
    processOutput: r.processOutput,
    name: r.name,
    description: r.description,
    fileType: r.fileType,
    fileUrl: r.fileUrl,
    linkType: r.linkType,
    createdAt: date(r.createdAt),
  });
  await upsert(
    'trainingArtifacts',
    500,
    (rows) => tx.insert(trainingArtifacts).values(rows.map((r) => ({ id: r.id, ...trainingValues(r) }))),
    (row) => tx.update(trainingArtifacts).set(trainingValues(row)).where(eq(trainingArtifacts.id, row.id)),
  );

  const tierValues = (r: ArchiveRow<'trainingTierDocuments'>) => ({
    processId: r.processId,
    tier: r.tier,
    name: r.name,
    description: r.description,
    fileType: r.fileType,
    fileUrl: r.fileUrl,
    generatedAt: r.generatedAt ? date(r.generatedAt) : null,
    createdAt: date(r.createdAt),
  });
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
  const linkColumns = (r: ArchiveRow<'painPointLinks'>) => ({
    processId: r.processId,
    painPointId: r.painPointId ?? null,
    painPointTitle: r.painPointTitle,
    kind: r.kind,
    target: r.target,
    trainingArtifactId: r.kind === 'training_artifact' ? r.target : null,
    tierDocumentId: r.kind === 'tier_document' ? r.target : null,
    createdAt: date(r.createdAt),
  });
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

  const dismissalValues = (r: ArchiveRow<'impactSuggestionDismissals'>) => ({
    processId: r.processId,
    processOutput: r.processOutput,
    changeType: r.changeType,
    createdAt: date(r.createdAt),
  });
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
