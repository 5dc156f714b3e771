import type { ArchiveRow } from '../archive-rows';

/*
 * Unique keys inside the archive. A status or link names its pain point by id (issue 19); a row
 * from before ids by its title (compared as the import will match it: trimmed, ignoring case); a
 * row that belongs to no pain point is its own.
 */

/** What a status or link row says about its pain point (painPointId absent: an archive from before ids). */
export type PainPointRow = {
  id: string;
  processId: string;
  painPointId?: string | null;
  painPointTitle: string;
};

const ppByTitle = (r: PainPointRow) => `title:${r.painPointTitle.trim().toLowerCase()}`;
const painPointOf = (r: PainPointRow) =>
  r.painPointId === undefined
    ? ppByTitle(r)
    : r.painPointId === null
      ? `none:${r.id}`
      : `id:${r.painPointId}`;
export const ppKey = (r: ArchiveRow<'painPointStatuses'>) =>
  `${r.processId}\u0000${painPointOf(r)}\u0000${r.status}`;
export const linkKey = (r: ArchiveRow<'painPointLinks'>) =>
  `${r.processId}\u0000${painPointOf(r)}\u0000${r.kind}\u0000${r.target}`;
// A stored row also answers to its title, so a row from an archive made before ids finds it.
export const ppStoredKeys = (r: ArchiveRow<'painPointStatuses'>) => [
  ppKey(r),
  `${r.processId}\u0000${ppByTitle(r)}\u0000${r.status}`,
];
export const linkStoredKeys = (r: ArchiveRow<'painPointLinks'>) => [
  linkKey(r),
  `${r.processId}\u0000${ppByTitle(r)}\u0000${r.kind}\u0000${r.target}`,
];
/** A row from before ids compares equal to the stored row it updates when all else is the same. */
export const withStoredPainPointId = <R extends PainPointRow>(row: R, stored: R): R =>
  row.painPointId === undefined ? { ...row, painPointId: stored.painPointId } : row;
