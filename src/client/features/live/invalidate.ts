import type { LiveChange } from '@core/schemas/live';
import type { Query, QueryClient } from '@tanstack/react-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queries no saved change touches: the session, file previews (a file's bytes never change). */
function untouched(key: readonly unknown[]): boolean {
  return key[0] === '/api/auth/session' || key[0] === 'files';
}

/** The ids a query key names (path ids and a `processId` filter). */
function idsOf(key: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const part of key) {
    if (typeof part === 'string' && UUID.test(part)) ids.push(part);
    else if (part && typeof part === 'object' && 'processId' in part && typeof part.processId === 'string')
      ids.push(part.processId);
  }
  return ids;
}

/**
 * Whether a saved change may alter what the query shows: lists, counts and searches always; a
 * query of one process or row only when the change is of that one.
 */
export function touchedBy(changes: readonly LiveChange[]): (query: Query) => boolean {
  const touched = new Set<string>();
  // A deleted row's own queries are not read again: they would only answer 404 (the lists that
  // held it refresh, and a page showing it learns on its next read).
  const deleted = new Set<string>();
  for (const change of changes) {
    if (change.processId) touched.add(change.processId);
    if (change.entityId) touched.add(change.entityId);
    if (change.action === 'delete' && change.entityId) deleted.add(change.entityId);
  }
  return (query) => {
    if (untouched(query.queryKey)) return false;
    const ids = idsOf(query.queryKey);
    if (ids.some((id) => deleted.has(id))) return false;
    return ids.length === 0 || ids.some((id) => touched.has(id));
  };
}

/** Refreshes what the changes touch: shown queries read again at once, the others when next shown. */
export function invalidateForChanges(
  queryClient: QueryClient,
  changes: readonly LiveChange[],
): Promise<void> {
  return queryClient.invalidateQueries({ predicate: touchedBy(changes) });
}

/** Everything again, after a `reload` (too much was missed to tell). */
export function invalidateAll(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !untouched(query.queryKey) });
}
