import { anchorLabel, type Comment } from '../../schemas/comments';
import { escapeHtml as e } from './escape-html';

/** One thread as the report's comments appendix shows it. */
export interface ReportCommentThread {
  where: string;
  resolved: boolean;
  resolvedBy: string | null;
  comments: { author: string; at: string; body: string; edited: boolean }[];
}

/** The threads of a process, open ones first, each in the order its comments were written. */
export function reportCommentThreads(comments: readonly Comment[]): ReportCommentThread[] {
  const roots = comments.filter((c) => c.parentId === null);
  const threads = roots.map((root) => ({
    where: anchorLabel(root.anchor),
    resolved: root.resolvedAt !== null,
    resolvedBy: root.resolvedByName,
    comments: [root, ...comments.filter((c) => c.parentId === root.id)].map((c) => ({
      author: c.authorName,
      at: c.createdAt,
      body: c.body,
      edited: c.editedAt !== null,
    })),
  }));
  return [...threads.filter((t) => !t.resolved), ...threads.filter((t) => t.resolved)];
}

/** The appendix: every thread with where it sits, its state and its comments. */
export function commentsAppendix(
  threads: readonly ReportCommentThread[],
  formatDateTime: (iso: string) => string,
): string {
  const open = threads.filter((t) => !t.resolved).length;
  const body = threads.length
    ? threads
        .map(
          (t) =>
            `<article class="thread"><h3>${e(t.where)} <span class="badge">${
              t.resolved ? e(`Resolved${t.resolvedBy ? ` by ${t.resolvedBy}` : ''}`) : 'Open'
            }</span></h3><ol>${t.comments
              .map(
                (c) =>
                  `<li><p class="where"><strong>${e(c.author)}</strong> · ${e(formatDateTime(c.at))}${c.edited ? ' (edited)' : ''}</p><p style="white-space:pre-wrap">${e(c.body)}</p></li>`,
              )
              .join('')}</ol></article>`,
        )
        .join('\n')
    : '<p class="empty">No comments on this process.</p>';
  return `<section class="major" aria-labelledby="s-comments"><h2 id="s-comments"><span class="num">A</span>Appendix: Comments</h2>
<p class="section-note">${e(`${threads.length} thread${threads.length === 1 ? '' : 's'}, ${open} open.`)}</p>
${body}</section>`;
}
