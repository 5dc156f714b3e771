import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { presetRolesForJobRole } from '../../../core/rules/division-roles';
import { EXPORT_TABLES, type ExportTable } from '../../../core/schemas/export';
import type { ImportMode, ImportRow } from '../../../core/schemas/import';
import type { Executor, Tx } from '../../db/client';
import {
  artifacts,
  auditEvents,
  changeImpactAssessments,
  divisions,
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
import { validateArtifactContent } from '../artifacts/artifacts.service';
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
 */

interface Planned<T extends ExportTable> {
  index: number;
  key: string;
  action: ImportRow['action'];
  reason?: string;
  /** Absent when the row did not validate. */
  row?: ArchiveRow<T>;
  /** The row's id as written, even when the row did not validate (its dependents are rejected too). */
  rawId?: string;
  /** The existing row this one writes to, when matched by name or unique key rather than by id. */
  target?: string;
}

type PlannedTables = { [T in ExportTable]: Planned<T>[] };

/** The tables whose rows hang on a process. */
type ChildTable =
  | 'artifacts'
  | 'painPointStatuses'
  | 'changeImpactAssessments'
  | 'trainingArtifacts'
  | 'trainingTierDocuments'
  | 'painPointLinks'
  | 'impactSuggestionDismissals';

export interface ArchivePlan {
  mode: ImportMode;
  tables: PlannedTables;
  rows: ImportRow[];
}

const ID_CHUNK = 1000;

function reject(p: Planned<ExportTable>, reason: string): void {
  p.action = 'reject';
  p.reason = reason;
}

const usable = <T extends ExportTable>(list: Planned<T>[]) =>
  list.filter((p): p is Planned<T> & { row: ArchiveRow<T> } => p.action !== 'reject' && p.row !== undefined);

/** Parses each raw row; a row that does not fit, or repeats an earlier row's id, is rejected. */
function validate<T extends ExportTable>(table: T, raw: unknown[]): Planned<T>[] {
  const schema = ARCHIVE_ROW_SCHEMAS[table];
  const firstRow = new Map<string, number>();
  return raw.map((value, index) => {
    const rawId = (value as { id?: unknown } | null)?.id;
    const planned: Planned<T> = {
      index,
      key: rowLabel(table, value, index),
      action: 'create',
      ...(typeof rawId === 'string' ? { rawId: rawId.toLowerCase() } : {}),
    };
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      reject(planned, `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
      return planned;
    }
    const row = parsed.data as ArchiveRow<T>;
    if (JSON.stringify(row).includes('\\u0000')) {
      reject(planned, 'Contains a NUL character, which cannot be stored');
      return planned;
    }
    const pk = 'code' in row ? row.code : (row as { id: string }).id;
    const first = firstRow.get(pk);
    if (first !== undefined)
      reject(planned, `Duplicate of row ${first} (same ${'code' in row ? 'code' : 'id'})`);
    else firstRow.set(pk, index + 1);
    planned.row = row;
    return planned;
  });
}

/** Rows of a table whose key is among `keys`, fetched in chunks. */
async function fetchIn<R>(keys: string[], fetch: (chunk: string[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(keys)];
  const out: R[] = [];
  for (const chunk of chunks(unique, ID_CHUNK)) out.push(...(await fetch(chunk)));
  return out;
}

/** The second and later rows with the same unique key are rejected. */
function rejectDuplicateKeys<T extends ExportTable>(
  list: Planned<T>[],
  keyOf: (row: ArchiveRow<T>) => string,
  what: string,
): void {
  const seen = new Map<string, number>();
  for (const p of usable(list)) {
    const key = keyOf(p.row);
    const first = seen.get(key);
    if (first !== undefined) reject(p, `Duplicate of row ${first} (${what})`);
    else seen.set(key, p.index + 1);
  }
}

function compare<T extends ExportTable>(
  p: Planned<T>,
  existing: unknown | undefined,
  incoming: unknown,
): void {
  if (existing === undefined) return;
  p.action = sameJson(existing, incoming) ? 'unchanged' : 'update';
}

/** What restoring (replace) or merging the archive would do, row by row; reads only. */
export async function planArchive(
  ex: Executor,
  archive: OpenArchive,
  mode: ImportMode,
): Promise<ArchivePlan> {
  const merge = mode === 'merge';
  const t = archive.tables;

  // Job roles: by id, else by unique name (the archive's processes then point at the existing role).
  const roles = validate('jobRoles', t.jobRoles);
  const roleNames = new Map<string, number>();
  for (const p of usable(roles)) {
    const first = roleNames.get(p.row.name);
    if (first !== undefined) reject(p, `Another job role in the archive has this name (row ${first})`);
    else roleNames.set(p.row.name, p.index + 1);
  }
  if (merge) {
    const valid = usable(roles);
    const byId = new Map(
      (
        await fetchIn(
          valid.map((p) => p.row.id),
          (ids) => ex.select().from(jobRoles).where(inArray(jobRoles.id, ids)),
        )
      ).map((r) => [r.id, r]),
    );
    const byName = new Map(
      (
        await fetchIn(
          valid.map((p) => p.row.name),
          (names) => ex.select().from(jobRoles).where(inArray(jobRoles.name, names)),
        )
      ).map((r) => [r.name, r]),
    );
    for (const p of valid) {
      const sameId = byId.get(p.row.id);
      const sameName = byName.get(p.row.name);
      if (sameId) {
        if (sameName && sameName.id !== p.row.id)
          reject(p, `Another job role is already named "${p.row.name}"`);
        else {
          const current = exportJobRole(sameId);
          // An archive without divisionRoles leaves the stored training audience as it is.
          compare(p, current, { ...p.row, divisionRoles: p.row.divisionRoles ?? current.divisionRoles });
        }
      } else if (sameName) {
        const current = exportJobRole(sameName);
        p.target = sameName.id;
        p.action =
          current.description === p.row.description &&
          (p.row.divisionRoles === null || sameJson(current.divisionRoles, p.row.divisionRoles))
            ? 'unchanged'
            : 'update';
        p.reason = 'Matched by name to an existing job role';
      }
    }
  }
  const roleTarget = new Map(usable(roles).map((p) => [p.row.id, p.target ?? p.row.id]));
  const rejectedIds = (list: Planned<ExportTable>[]) =>
    new Set(list.filter((p) => p.action === 'reject' && p.rawId).map((p) => p.rawId!));
  const rejectedRoles = rejectedIds(roles);

  // Processes: their job role must be in the archive or (merge) in the database.
  const procs = validate('processes', t.processes);
  const missingRoleIds = usable(procs)
    .map((p) => p.row.jobRoleId)
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
  for (const p of usable(procs)) {
    const roleId = p.row.jobRoleId;
    if (roleId === null) continue;
    if (roleTarget.has(roleId)) p.row = { ...p.row, jobRoleId: roleTarget.get(roleId)! };
    else if (rejectedRoles.has(roleId)) reject(p, 'Its job role is rejected');
    else if (!dbRoleIds.has(roleId)) {
      reject(p, `Its job role (${roleId}) is not in the archive${merge ? ' or the database' : ''}`);
    }
  }
  if (merge) {
    const valid = usable(procs);
    const existing = new Map(
      (
        await fetchIn(
          valid.map((p) => p.row.id),
          (ids) => ex.select().from(processes).where(inArray(processes.id, ids)),
        )
      ).map((r) => [r.id, exportProcess(r)]),
    );
    for (const p of valid) compare(p, existing.get(p.row.id), p.row);
  }

  // Everything that hangs on a process needs that process in the archive or (merge) the database.
  const archiveProcesses = new Set(usable(procs).map((p) => p.row.id));
  const rejectedProcesses = rejectedIds(procs);
  const children = {
    artifacts: validate('artifacts', t.artifacts),
    painPointStatuses: validate('painPointStatuses', t.painPointStatuses),
    changeImpactAssessments: validate('changeImpactAssessments', t.changeImpactAssessments),
    trainingArtifacts: validate('trainingArtifacts', t.trainingArtifacts),
    trainingTierDocuments: validate('trainingTierDocuments', t.trainingTierDocuments),
    painPointLinks: validate('painPointLinks', t.painPointLinks),
    impactSuggestionDismissals: validate('impactSuggestionDismissals', t.impactSuggestionDismissals),
  } satisfies { [T in ChildTable]: Planned<T>[] };
  const childLists = Object.values(children) as Planned<ChildTable>[][];
  const otherProcessIds = childLists
    .flatMap((list) => usable(list).map((p) => p.row.processId))
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
  for (const list of childLists) {
    for (const p of usable(list)) {
      const pid = p.row.processId;
      if (archiveProcesses.has(pid) || dbProcesses.has(pid)) continue;
      if (rejectedProcesses.has(pid)) reject(p, 'Its process is rejected');
      else reject(p, `Its process (${pid}) is not in the archive${merge ? ' or the database' : ''}`);
    }
  }

  for (const p of usable(children.artifacts)) {
    try {
      validateArtifactContent(p.row.type, p.row.content);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reject(p, error.message);
    }
  }

  // A link to a training item needs that item, on the same process, in the archive or (merge) the
  // database; a link to a rejected item is rejected with it, like a row of a rejected process. The
  // report names a resolved link by the item's name rather than its id.
  const linkTargets = [
    {
      kind: 'training_artifact',
      what: 'training artifact',
      items: children.trainingArtifacts,
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
      items: children.trainingTierDocuments,
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
  for (const { kind, what, items, fetch } of linkTargets) {
    const links = usable(children.painPointLinks).filter((p) => p.row.kind === kind);
    const inArchive = new Map(
      usable<'trainingArtifacts' | 'trainingTierDocuments'>(items).map((p) => [p.row.id, p.row]),
    );
    const rejectedItems = rejectedIds(items);
    const elsewhere = links
      .map((p) => p.row.target)
      .filter((id) => !inArchive.has(id) && !rejectedItems.has(id));
    const inDb = new Map(
      merge && elsewhere.length ? (await fetchIn(elsewhere, fetch)).map((r) => [r.id, r]) : [],
    );
    for (const p of links) {
      const item = inArchive.get(p.row.target) ?? inDb.get(p.row.target);
      if (item) p.key = rowLabel('painPointLinks', { ...p.row, target: item.name }, p.index);
      if (item?.processId === p.row.processId) continue;
      if (item) reject(p, `Its ${what} belongs to another process`);
      else if (rejectedItems.has(p.row.target)) reject(p, `Its ${what} is rejected`);
      else reject(p, `Its ${what} (${p.row.target}) is not in the archive${merge ? ' or the database' : ''}`);
    }
  }

  // Unique keys inside the archive.
  const ppKey = (r: ArchiveRow<'painPointStatuses'>) =>
    `${r.processId}\u0000${r.painPointTitle}\u0000${r.status}`;
  const ciKey = (r: ArchiveRow<'changeImpactAssessments'>) => `${r.processId}\u0000${r.processOutput}`;
  const linkKey = (r: ArchiveRow<'painPointLinks'>) =>
    `${r.processId}\u0000${r.painPointTitle}\u0000${r.kind}\u0000${r.target}`;
  const dismissalKey = (r: ArchiveRow<'impactSuggestionDismissals'>) =>
    `${r.processId}\u0000${r.processOutput}\u0000${r.changeType}`;
  rejectDuplicateKeys(children.painPointStatuses, ppKey, 'the same pain point and status');
  rejectDuplicateKeys(children.changeImpactAssessments, ciKey, 'the same process output');
  rejectDuplicateKeys(children.painPointLinks, linkKey, 'the same pain point and target');
  rejectDuplicateKeys(children.impactSuggestionDismissals, dismissalKey, 'the same output and change type');

  if (merge) {
    await mergeById(children.artifacts, (ids) =>
      ex
        .select()
        .from(artifacts)
        .where(inArray(artifacts.id, ids))
        .then((rows) => rows.map(exportArtifact)),
    );
    await mergeById(children.trainingArtifacts, (ids) =>
      ex
        .select()
        .from(trainingArtifacts)
        .where(inArray(trainingArtifacts.id, ids))
        .then((rows) => rows.map(exportTrainingArtifact)),
    );
    await mergeById(children.trainingTierDocuments, (ids) =>
      ex
        .select()
        .from(trainingTierDocuments)
        .where(inArray(trainingTierDocuments.id, ids))
        .then((rows) => rows.map(exportTierDocument)),
    );

    // Pain point statuses: by id, else by (process, title, status): the same status is "unchanged".
    await mergeByKey(
      children.painPointStatuses,
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
    );

    // Pain point links: by id, else by (process, title, kind, target): the same link is "unchanged".
    await mergeByKey(
      children.painPointLinks,
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
    );

    // Dismissed suggestions: by id, else by (process, output, change type).
    await mergeByKey(
      children.impactSuggestionDismissals,
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

    // Change impact rows: by id, else by (process, output).
    const cis = usable(children.changeImpactAssessments);
    const ciExisting = (
      await fetchIn(
        cis.map((p) => p.row.processId),
        (ids) =>
          ex.select().from(changeImpactAssessments).where(inArray(changeImpactAssessments.processId, ids)),
      )
    ).map(exportChangeImpact);
    const ciById = new Map(ciExisting.map((r) => [r.id, r]));
    const ciByKey = new Map(ciExisting.map((r) => [ciKey(r), r]));
    const ciOther = await fetchIn(
      cis.filter((p) => !ciById.has(p.row.id)).map((p) => p.row.id),
      (ids) => ex.select().from(changeImpactAssessments).where(inArray(changeImpactAssessments.id, ids)),
    );
    for (const r of ciOther) ciById.set(r.id, exportChangeImpact(r));
    for (const p of cis) {
      const sameId = ciById.get(p.row.id);
      const sameKey = ciByKey.get(ciKey(p.row));
      if (sameId) {
        if (sameKey && sameKey.id !== p.row.id) reject(p, 'Another row already assesses this process output');
        else compare(p, sameId, p.row);
      } else if (sameKey) {
        p.target = sameKey.id;
        compare(p, { ...sameKey, id: p.row.id, createdAt: p.row.createdAt }, p.row);
        p.reason = 'Matched by process and output';
      }
    }
  }

  // Divisions: by code.
  const divs = validate('divisions', t.divisions);
  if (merge) {
    const existing = new Map(
      (
        await fetchIn(
          usable(divs).map((p) => p.row.code),
          (codes) => ex.select().from(divisions).where(inArray(divisions.code, codes)),
        )
      ).map((r) => [r.code, exportDivision(r)]),
    );
    for (const p of usable(divs)) compare(p, existing.get(p.row.code), p.row);
  }

  // Audit events: added when missing; the log is append-only, so an existing event is never rewritten.
  const events = validate('auditEvents', t.auditEvents);
  if (merge) {
    const existing = new Map(
      (
        await fetchIn(
          usable(events).map((p) => p.row.id),
          (ids) => ex.select().from(auditEvents).where(inArray(auditEvents.id, ids)),
        )
      ).map((r) => [r.id, exportAuditEvent(r)]),
    );
    for (const p of usable(events)) {
      const current = existing.get(p.row.id);
      if (!current) continue;
      p.action = 'unchanged';
      if (!sameJson(current, p.row)) p.reason = 'Audit events are never overwritten';
    }
  }

  // Files: the bytes must be in the archive and match the recorded size and sha256.
  const fileRows = validate('files', t.files);
  for (const p of usable(fileRows)) {
    const bytes = p.row.path.startsWith('files/') ? await archive.read(p.row.path) : null;
    if (!bytes) reject(p, `Its bytes (${p.row.path}) are missing from the archive`);
    else if (
      bytes.length !== p.row.size ||
      createHash('sha256').update(bytes).digest('hex') !== p.row.sha256
    ) {
      reject(p, 'Its bytes do not match its recorded size and sha256');
    }
  }
  if (merge) {
    const existing = new Map(
      (
        await fetchIn(
          usable(fileRows).map((p) => p.row.id),
          (ids) =>
            ex
              .select({
                id: files.id,
                name: files.name,
                mediaType: files.mediaType,
                size: files.size,
                sha256: files.sha256,
                createdAt: files.createdAt,
              })
              .from(files)
              .where(inArray(files.id, ids)),
        )
      ).map((r) => [r.id, { ...r, createdAt: r.createdAt.toISOString() }]),
    );
    for (const p of usable(fileRows)) {
      const { path: _path, ...incoming } = p.row;
      compare(p, existing.get(p.row.id), incoming);
    }
  }

  const tables: PlannedTables = {
    jobRoles: roles,
    processes: procs,
    ...children,
    divisions: divs,
    auditEvents: events,
    files: fileRows,
  };
  const rows: ImportRow[] = EXPORT_TABLES.flatMap((table) =>
    (tables[table] as Planned<ExportTable>[]).map((p) => ({
      sheet: sheetName(table),
      row: p.index + 1,
      key: p.key,
      action: p.action,
      ...(p.reason ? { reason: p.reason } : {}),
    })),
  );
  return { mode, tables, rows };

  async function mergeById<T extends 'artifacts' | 'trainingArtifacts' | 'trainingTierDocuments'>(
    list: Planned<T>[],
    fetch: (ids: string[]) => Promise<{ id: string }[]>,
  ): Promise<void> {
    const valid = usable(list);
    const existing = new Map(
      (
        await fetchIn(
          valid.map((p) => p.row.id),
          fetch,
        )
      ).map((r) => [r.id, r]),
    );
    for (const p of valid) compare(p, existing.get(p.row.id), p.row);
  }

  /**
   * Rows with a unique key besides the id: matched by id, else by key. A row found by key is the same
   * record under another id ("unchanged", written nowhere); an id whose key another row holds is rejected.
   */
  async function mergeByKey<T extends 'painPointStatuses' | 'painPointLinks' | 'impactSuggestionDismissals'>(
    list: Planned<T>[],
    keyOf: (row: ArchiveRow<T>) => string,
    byProcess: (processIds: string[]) => Promise<ArchiveRow<T>[]>,
    byId: (ids: string[]) => Promise<ArchiveRow<T>[]>,
    texts: { clash: string; matched: string },
  ): Promise<void> {
    const valid = usable(list);
    const existing = await fetchIn(
      valid.map((p) => p.row.processId),
      byProcess,
    );
    const withId = new Map(existing.map((r) => [r.id, r]));
    const withKey = new Map(existing.map((r) => [keyOf(r), r]));
    const elsewhere = await fetchIn(
      valid.filter((p) => !withId.has(p.row.id)).map((p) => p.row.id),
      byId,
    );
    for (const r of elsewhere) withId.set(r.id, r);
    for (const p of valid) {
      const sameId = withId.get(p.row.id);
      const sameKey = withKey.get(keyOf(p.row));
      if (sameId) {
        if (sameKey && sameKey.id !== p.row.id) reject(p, texts.clash);
        else compare(p, sameId, p.row);
      } else if (sameKey) {
        p.target = sameKey.id;
        p.action = 'unchanged';
        p.reason = texts.matched;
      }
    }
  }
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
  const { tables } = plan;
  const pick = <T extends ExportTable>(table: T, action: 'create' | 'update') =>
    (tables[table] as Planned<T>[])
      .filter((p) => p.action === action && p.row !== undefined)
      .map((p) => ({ row: p.row!, target: p.target ?? null }));
  const creates = <T extends ExportTable>(table: T) => pick(table, 'create').map((p) => p.row);

  if (plan.mode === 'replace') {
    // One TRUNCATE of every content table (sessions stay): far quicker than deleting row by row,
    // and, like any statement here, undone when the transaction fails.
    await tx.execute(
      sql`truncate table ${auditEvents}, ${impactSuggestionDismissals}, ${painPointLinks}, ${trainingTierDocuments}, ${trainingArtifacts}, ${changeImpactAssessments}, ${painPointStatuses}, ${artifacts}, ${processes}, ${jobRoles}, ${divisions}, ${files}`,
    );
  }

  // Files one at a time: only one file's bytes are held at once.
  for (const action of ['create', 'update'] as const) {
    for (const { row } of pick('files', action)) {
      const data = await archive.read(row.path);
      if (!data) throw new AppError(400, `The archive changed while it was read: ${row.path} is missing.`);
      const values = {
        name: row.name,
        mediaType: row.mediaType,
        size: row.size,
        sha256: row.sha256,
        createdAt: date(row.createdAt),
        data,
      };
      if (action === 'create') await tx.insert(files).values({ id: row.id, ...values });
      else await tx.update(files).set(values).where(eq(files.id, row.id));
    }
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
  for (const part of chunks(creates('jobRoles'), 500)) {
    await tx.insert(jobRoles).values(part.map((r) => ({ id: r.id, ...roleValues(r) })));
  }
  for (const { row, target } of pick('jobRoles', 'update')) {
    // A role matched by name keeps its own id, name and creation date; its description and training
    // audience are taken.
    if (target)
      await tx
        .update(jobRoles)
        .set({ description: row.description, ...audience(row) })
        .where(eq(jobRoles.id, target));
    else await tx.update(jobRoles).set(roleValues(row)).where(eq(jobRoles.id, row.id));
  }

  const processValues = (r: ArchiveRow<'processes'>) => ({
    name: r.name,
    description: r.description,
    jobRoleId: r.jobRoleId,
    version: r.version,
    status: r.status,
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
  });
  for (const part of chunks(creates('processes'), 500)) {
    await tx.insert(processes).values(part.map((r) => ({ id: r.id, ...processValues(r) })));
  }
  for (const { row } of pick('processes', 'update')) {
    await tx.update(processes).set(processValues(row)).where(eq(processes.id, row.id));
  }

  const artifactValues = (r: ArchiveRow<'artifacts'>) => ({
    processId: r.processId,
    type: r.type,
    state: r.state,
    name: r.name,
    description: r.description,
    fileUrl: r.fileUrl,
    content: r.content,
    revision: r.revision,
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
  });
  for (const part of chunks(creates('artifacts'), 100)) {
    await tx.insert(artifacts).values(part.map((r) => ({ id: r.id, ...artifactValues(r) })));
  }
  for (const { row } of pick('artifacts', 'update')) {
    await tx.update(artifacts).set(artifactValues(row)).where(eq(artifacts.id, row.id));
  }

  const statusValues = (r: ArchiveRow<'painPointStatuses'>) => ({
    processId: r.processId,
    painPointTitle: r.painPointTitle,
    status: r.status,
    createdAt: date(r.createdAt),
  });
  for (const part of chunks(creates('painPointStatuses'), 500)) {
    await tx.insert(painPointStatuses).values(part.map((r) => ({ id: r.id, ...statusValues(r) })));
  }
  for (const { row } of pick('painPointStatuses', 'update')) {
    await tx.update(painPointStatuses).set(statusValues(row)).where(eq(painPointStatuses.id, row.id));
  }

  const impactValues = (r: ArchiveRow<'changeImpactAssessments'>) => ({
    processId: r.processId,
    processOutput: r.processOutput,
    changeType: r.changeType,
    changeDescription: r.changeDescription,
    impactAssessment: r.impactAssessment,
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
  });
  for (const part of chunks(creates('changeImpactAssessments'), 500)) {
    await tx.insert(changeImpactAssessments).values(part.map((r) => ({ id: r.id, ...impactValues(r) })));
  }
  for (const { row, target } of pick('changeImpactAssessments', 'update')) {
    const { createdAt: _createdAt, ...values } = impactValues(row);
    await tx
      .update(changeImpactAssessments)
      .set(target ? values : impactValues(row))
      .where(eq(changeImpactAssessments.id, target ?? row.id));
  }

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
  for (const part of chunks(creates('trainingArtifacts'), 500)) {
    await tx.insert(trainingArtifacts).values(part.map((r) => ({ id: r.id, ...trainingValues(r) })));
  }
  for (const { row } of pick('trainingArtifacts', 'update')) {
    await tx.update(trainingArtifacts).set(trainingValues(row)).where(eq(trainingArtifacts.id, row.id));
  }

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
  for (const part of chunks(creates('trainingTierDocuments'), 500)) {
    await tx.insert(trainingTierDocuments).values(part.map((r) => ({ id: r.id, ...tierValues(r) })));
  }
  for (const { row } of pick('trainingTierDocuments', 'update')) {
    await tx.update(trainingTierDocuments).set(tierValues(row)).where(eq(trainingTierDocuments.id, row.id));
  }

  // After the training items: a link's item id is a foreign key.
  const linkValues = (r: ArchiveRow<'painPointLinks'>) => ({
    processId: r.processId,
    painPointTitle: r.painPointTitle,
    kind: r.kind,
    target: r.target,
    trainingArtifactId: r.kind === 'training_artifact' ? r.target : null,
    tierDocumentId: r.kind === 'tier_document' ? r.target : null,
    createdAt: date(r.createdAt),
  });
  for (const part of chunks(creates('painPointLinks'), 500)) {
    await tx.insert(painPointLinks).values(part.map((r) => ({ id: r.id, ...linkValues(r) })));
  }
  for (const { row } of pick('painPointLinks', 'update')) {
    await tx.update(painPointLinks).set(linkValues(row)).where(eq(painPointLinks.id, row.id));
  }

  const dismissalValues = (r: ArchiveRow<'impactSuggestionDismissals'>) => ({
    processId: r.processId,
    processOutput: r.processOutput,
    changeType: r.changeType,
    createdAt: date(r.createdAt),
  });
  for (const part of chunks(creates('impactSuggestionDismissals'), 500)) {
    await tx
      .insert(impactSuggestionDismissals)
      .values(part.map((r) => ({ id: r.id, ...dismissalValues(r) })));
  }
  for (const { row } of pick('impactSuggestionDismissals', 'update')) {
    await tx
      .update(impactSuggestionDismissals)
      .set(dismissalValues(row))
      .where(eq(impactSuggestionDismissals.id, row.id));
  }

  for (const part of chunks(creates('divisions'), 500)) await tx.insert(divisions).values(part);
  for (const { row } of pick('divisions', 'update')) {
    const { code, ...values } = row;
    await tx.update(divisions).set(values).where(eq(divisions.code, code));
  }

  for (const part of chunks(creates('auditEvents'), 500)) {
    await tx.insert(auditEvents).values(part.map((r) => ({ ...r, at: date(r.at) })));
  }

  const summary = summarise(plan.rows);
  await writeAudit(tx, {
    action: 'import',
    entityType: 'repository',
    entityId: null,
    summary: `Imported archive "${fileName}" (${plan.mode === 'replace' ? 'replace' : 'merge'}): ${summary.create} created, ${summary.update} updated, ${summary.unchanged} unchanged`,
    after: { file: fileName, mode: plan.mode, exportedAt: archive.manifest.exportedAt, summary },
  });
}
