import { describe, expect, it } from 'vitest';
import { commentFixture } from '../../schemas/comments.test-helper';
import { buildReportModel, renderReportHtml } from '.';
import { source, XSS } from './report.test-helper';

const comment = commentFixture;

describe('the report’s comments appendix', () => {
  const comments = [
    comment({
      id: 't1',
      body: 'Resolved one',
      resolvedAt: '2026-03-02T10:00:00.000Z',
      resolvedByName: 'Sam Ode',
    }),
    comment({ id: 't2', body: `Open one ${XSS}`, anchor: { kind: 'row', row: 'systems', state: 'to_be' } }),
    comment({
      id: 'r1',
      parentId: 't2',
      body: 'A reply',
      authorName: 'Sam Ode',
      editedAt: '2026-03-01T11:00:00.000Z',
    }),
  ];

  it('lists every thread, open ones first, where each sits, its state and its comments, escaped', () => {
    const html = renderReportHtml(buildReportModel(source({ comments })));
    expect(html).toContain('Appendix: Comments');
    expect(html).toContain('2 threads, 1 open.');
    expect(html.indexOf('Open one')).toBeLessThan(html.indexOf('Resolved one'));
    expect(html).toContain('To-Be · Systems <span class="badge">Open</span>');
    expect(html).toContain('Process <span class="badge">Resolved by Sam Ode</span>');
    expect(html).toContain('<strong>Sam Ode</strong>');
    expect(html).toContain('(edited)');
    expect(html).not.toContain(XSS);
  });

  it('is left out unless asked for', () => {
    expect(renderReportHtml(buildReportModel(source()))).not.toContain('Appendix: Comments');
    expect(renderReportHtml(buildReportModel(source({ comments: [] })))).toContain(
      'No comments on this process.',
    );
  });
});
