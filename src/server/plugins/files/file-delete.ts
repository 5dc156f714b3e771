import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import { writeAudit } from '../audit';
import { conflict, notFound } from '../errors';
import { fileUsers, referencedFileIds } from './file-links';
import { isPinned, pinnedFileIds } from './file-pins';
import { fileIdFromUrl, fileUrl, storedFileColumns } from './stored-file';

/** "This file is still used by A, B and 3 more." */
function stillUsedMessage({ names, total }: { names: string[]; total: number }): string {
  const more = total - names.length;
  const parts = more > 0 ? [...names, `${more} more`] : names;
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `This file is still used by ${listed}.`;
}

/**
 * Locks complete stored file `id` against concurrent links and deletes (FOR UPDATE: it waits for
 * any transaction that checked it with fileExists to end); answers its name, or null when there is
 * no such file. The caller's next statement takes a new snapshot (READ COMMITTED), so it sees
 * every link committed while this waited.
 */
async function lockFileForDelete(
  tx: Tx,
  id: string,
  completeOnly: boolean,
): Promise<{ name: string } | null> {
  const [row] = await tx
    .select({ name: files.name })
    .from(files)
    .where(completeOnly ? and(eq(files.id, id), eq(files.complete, true)) : eq(files.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Deletes complete stored file `id` (its chunks with it) with an audit event, unless something
 * links to it: 409 naming what does; 404 for an unknown or unfinished upload. The check follows
 * the row lock, so a link committed meanwhile is seen and a later one finds the file gone.
 */
export async function deleteStoredFile(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('File');
  const file = await lockFileForDelete(tx, id, true);
  if (!file) throw notFound('File');
  // Checked inside the transaction: on PGlite an export's snapshot transaction (which pins) and this
  // one run one after the other, so either the export never listed the file or its pin is seen.
  if (isPinned(id)) {
    throw conflict(
      'An Export All download still has to read this file; delete it when the download has finished.',
    );
  }
  const users = await fileUsers(tx, id);
  if (users.total > 0) throw conflict(stillUsedMessage(users));
  const [before] = await tx.delete(files).where(eq(files.id, id)).returning(storedFileColumns);
  await writeAudit(tx, {
    action: 'delete',
    entityType: 'file',
    entityId: id,
    summary: `Deleted file "${file.name}"`,
    before: { ...before!, url: fileUrl(before!) },
  });
}

/** Deletes the file behind `url` when nothing links to it any more (see fileReferences). */
export async function deleteFileIfUnused(tx: Tx, url: string | null | undefined): Promise<void> {
  const id = fileIdFromUrl(url);
  if (!id) return;
  // Lock first, then look: see lockFileForDelete.
  if (!(await lockFileForDelete(tx, id, false))) return;
  // A file an export still has to read stays, unlinked: sweepOrphanFiles removes it later.
  if (isPinned(id)) return;
  if ((await fileUsers(tx, id, 1)).total === 0) await tx.delete(files).where(eq(files.id, id));
}

/**
 * How long a complete stored file that nothing links to is kept: the time an API client has to
 * link an upload (the app's own dialogs do it within seconds). sweepOrphanFiles deletes it then.
 */
export const ORPHAN_FILE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Files deleted per transaction of the orphan sweep. */
const ORPHAN_SWEEP_BATCH = 500;

/**
 * Deletes complete stored files older than `graceMs` that nothing links to (with their chunks);
 * answers how many. Unfinished uploads are left to sweepIncompleteUploads.
 *
 * Safe beside other instances and requests, per batch in one transaction of two statements (READ
 * COMMITTED). 1: pick the unlinked old files and lock them FOR UPDATE SKIP LOCKED: a file whose
 * row a writer holds (fileExists' KEY SHARE while it links the file, or another delete) is skipped,
 * never waited for. 2: delete those of them that are still unlinked, judged on a fresh snapshot.
 * A link committed after statement 1's snapshot but before its lock is seen by statement 2; a
 * writer arriving after the lock waits on it, then finds the file gone (its create fails with 400).
 * One statement could not do it: its snapshot would miss a link committed while it ran, and a row
 * lock alone makes a DELETE wait but not look again at other tables.
 */
export async function sweepOrphanFiles(
  db: Db,
  graceMs: number = ORPHAN_FILE_GRACE_MS,
  /** For tests: runs between the two statements, the candidates locked. */
  afterLock?: (ids: string[]) => Promise<void>,
): Promise<number> {
  const cutoff = new Date(Date.now() - graceMs);
  let removed = 0;
  for (;;) {
    const { picked, deleted } = await db.transaction(async (tx) => {
      // Files an export still has to read are left for a later sweep (see file-pins).
      const pinned = pinnedFileIds();
      const candidates = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            eq(files.complete, true),
            lt(files.createdAt, cutoff),
            sql`${files.id} not in (${referencedFileIds()})`,
            pinned.length ? sql`${files.id} <> all(${`{${pinned.join(',')}}`}::uuid[])` : undefined,
          ),
        )
        .orderBy(asc(files.createdAt))
        .limit(ORPHAN_SWEEP_BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return { picked: 0, deleted: 0 };
      await afterLock?.(candidates.map((c) => c.id));
      const ids = `{${candidates.map((c) => c.id).join(',')}}`;
      const gone = await tx
        .delete(files)
        .where(and(sql`${files.id} = any(${ids}::uuid[])`, sql`${files.id} not in (${referencedFileIds()})`))
        .returning({ id: files.id });
      return { picked: candidates.length, deleted: gone.length };
    });
    removed += deleted;
    if (picked < ORPHAN_SWEEP_BATCH) return removed;
  }
}
