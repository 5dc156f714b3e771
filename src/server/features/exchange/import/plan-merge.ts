import { inArray } from 'drizzle-orm';
import { processes } from '../../../db/schema';
import type { ArchiveRow } from '../archive-rows';
import {
  compare,
  fetchIn,
  type Item,
  type PlanContext,
  reject,
  setTarget,
  type UsableItem,
  usable,
} from './plan-rows';

/** The tables whose rows hang on a process. */
export type ChildTable =
  | 'artifacts'
  | 'painPointStatuses'
  | 'changeImpactAssessments'
  | 'trainingArtifacts'
  | 'trainingTierDocuments'
  | 'painPointLinks'
  | 'impactSuggestionDismissals'
  | 'comments'
  | 'reviewRequests'
  | 'publishedVersions';

/** The processes the archive holds (valid) and those it rejected, which rows of the later tables hang on. */
export interface ArchiveProcesses {
  inArchive: Set<string>;
  rejected: Set<string>;
}

/** Everything that hangs on a process needs that process in the archive or (merge) the database. */
export async function checkProcess<T extends ChildTable>(
  ctx: PlanContext,
  known: ArchiveProcesses,
  batch: Item<T>[],
): Promise<void> {
  const { ex, merge } = ctx;
  const valid = usable(batch) as UsableItem<ChildTable>[];
  const otherProcessIds = valid
    .map((i) => i.row.processId)
    .filter((id) => !known.inArchive.has(id) && !known.rejected.has(id));
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
    if (known.inArchive.has(pid) || dbProcesses.has(pid)) continue;
    if (known.rejected.has(pid)) reject(p, 'Its process is rejected');
    else reject(p, `Its process (${pid}) is not in the archive${merge ? ' or the database' : ''}`);
  }
}

/**
 * Compares rows matched by id with the database's rows of those ids (`incoming`: the row as it
 * would be written over that one).
 */
export async function mergeById<
  T extends
    | 'artifacts'
    | 'trainingArtifacts'
    | 'trainingTierDocuments'
    | 'reviewRequests'
    | 'publishedVersions',
>(
  ctx: PlanContext,
  batch: Item<T>[],
  fetch: (ids: string[]) => Promise<{ id: string }[]>,
  incoming: (row: ArchiveRow<T>, existing: { id: string } | undefined) => unknown = (row) => row,
): Promise<void> {
  if (!ctx.merge) return;
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
}

/** How a table with a unique key besides the id is matched against the database (see mergeByKey). */
export interface KeyMatch<T extends 'painPointStatuses' | 'painPointLinks' | 'impactSuggestionDismissals'> {
  keyOf: (row: ArchiveRow<T>) => string;
  byProcess: (processIds: string[]) => Promise<ArchiveRow<T>[]>;
  byId: (ids: string[]) => Promise<ArchiveRow<T>[]>;
  texts: { clash: string; matched: string };
  /** The keys a stored row answers to (by default its one key). */
  storedKeysOf?: (row: ArchiveRow<T>) => string[];
  /** The row as compared with the stored row of its id. */
  incoming?: (row: ArchiveRow<T>, stored: ArchiveRow<T>) => unknown;
}

/**
 * Rows with a unique key besides the id: matched by id, else by key. A row found by key is the same
 * record under another id ("unchanged", written nowhere); an id whose key another row holds is
 * rejected. The key includes the process, so the database's rows of the batch's processes hold
 * every row a key of the batch can meet.
 */
export async function mergeByKey<
  T extends 'painPointStatuses' | 'painPointLinks' | 'impactSuggestionDismissals',
>(ctx: PlanContext, table: T, batch: Item<T>[], match: KeyMatch<T>): Promise<void> {
  if (!ctx.merge) return;
  const {
    keyOf,
    byProcess,
    byId,
    texts,
    storedKeysOf = (row) => [keyOf(row)],
    incoming = (row) => row,
  } = match;
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
      setTarget(ctx, table, p, sameKey.id);
      p.action = 'unchanged';
      p.reason = texts.matched;
    }
  }
}
