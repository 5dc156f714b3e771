import type { Comment } from '@core/schemas/comments';
import { commentFixture } from '@core/schemas/comments.test-helper';
import { describe, expect, it } from 'vitest';
import { countsByAnchor, groupThreads, unreadIds } from './thread-model';

const row = { kind: 'row', row: 'workflow_map', state: 'to_be' } as const;
function comment(id: string, over: Partial<Comment> = {}): Comment {
  return commentFixture({ id, createdAt: `2026-01-0${id.length}T00:00:00.000Z`, ...over });
}

describe('groupThreads', () => {
  it('puts replies under their thread, newest activity first, counting unread and resolved', () => {
    const comments = [
      comment('1', { anchor: row, unread: true }),
      comment('22', { resolvedAt: '2026-01-03T00:00:00.000Z' }),
      comment('333', { parentId: '1', anchor: row, unread: true }),
    ];
    const threads = groupThreads(comments);
    expect(threads.map((t) => [t.root.id, t.replies.map((r) => r.id), t.unread, t.resolved, t.key])).toEqual([
      ['1', ['333'], 2, false, 'row:to_be:workflow_map'],
      ['22', [], 0, true, 'process'],
    ]);
    expect(unreadIds(threads)).toEqual(['1', '333']);
    expect(countsByAnchor(threads).get('row:to_be:workflow_map')).toEqual({ open: 1, total: 1, unread: 2 });
    expect(countsByAnchor(threads).get('process')).toEqual({ open: 0, total: 1, unread: 0 });
  });
});
