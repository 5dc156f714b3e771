/**
 * Editing a published process starts a new draft (issue 24). The status an edit of the process
 * itself leaves: Draft when it was published and the edit leaves the status as it was (a status
 * changed by someone is their decision); else the status asked for, or the one it had. The edit's own
 * UPDATE writes it, so its answer and its audit event say Draft; edits of what hangs on a process
 * send it back in the same transaction (server/features/reviews/draft-on-edit.ts).
 */
export function statusAfterEdit(before: string, asked: string | undefined): string {
  const next = asked ?? before;
  return before === 'published' && next === before ? 'draft' : next;
}
