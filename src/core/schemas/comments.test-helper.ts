import type { Comment } from './comments';

/** A comment as the API answers it, for tests: a thread's first comment on the process unless told. */
export function commentFixture(over: Partial<Comment> & { id: string }): Comment {
  return {
    processId: 'p',
    parentId: null,
    anchor: null,
    body: over.id,
    authorId: 'a',
    authorName: 'Maria Lopez',
    createdAt: '2026-03-01T10:00:00.000Z',
    editedAt: null,
    resolvedAt: null,
    resolvedByName: null,
    mentions: [],
    unread: false,
    ...over,
  };
}
