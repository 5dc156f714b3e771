import { describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { type Row, setUpExportedArchive } from './testing/exported-archive';

describe('Export All and Bulk Import carry comment threads', () => {
  const { t, send, table, archiveWith, counts, exported } = setUpExportedArchive();

  it('exports each comment with its anchor, thread and author', () => {
    const rows = table(EXPORT_TABLE_PATHS.comments);
    expect(rows).toHaveLength(2);
    const thread = rows.find((r) => r.parentId === null)!;
    expect(thread).toMatchObject({
      anchor: { kind: 'row', row: 'systems', state: 'to_be' },
      body: 'Which app replaces the log?',
      authorName: 'Maria Lopez',
      resolvedAt: null,
    });
    expect(rows.find((r) => r.parentId === thread.id)).toMatchObject({ body: 'The field service app.' });
    const manifest = JSON.parse(exported().get('manifest.json')!.toString('utf8'));
    expect(manifest.counts.comments).toBe(2);
  });

  it('merges its own archive as unchanged, restores the threads on replace, and updates a changed one', async () => {
    const preview = (await send('preview', await archiveWith({}))).json();
    const commentRows = preview.rows.filter((r: Row) => r.sheet === 'comments');
    expect(commentRows.map((r: Row) => r.action)).toEqual(['unchanged', 'unchanged']);

    const restored = await send('apply', await archiveWith({}), 'replace');
    expect(restored.statusCode).toBe(200);
    expect((await counts()).comments).toBe(2);
    const maria = await t.login({ name: 'Maria Lopez' });
    const processId = String(table(EXPORT_TABLE_PATHS.comments)[0]!.processId);
    const listed = (await t.request(maria, 'GET', `/api/processes/${processId}/comments`)).json();
    expect(listed.map((c: Row) => c.body)).toEqual(['Which app replaces the log?', 'The field service app.']);

    const edited = table(EXPORT_TABLE_PATHS.comments).map((r) =>
      r.parentId === null ? { ...r, resolvedAt: '2026-01-02T03:04:05.000Z', resolvedByName: 'Sam Ode' } : r,
    );
    const merged = await send('apply', await archiveWith({ [EXPORT_TABLE_PATHS.comments]: edited }));
    expect(merged.statusCode).toBe(200);
    const after = (await t.request(maria, 'GET', `/api/processes/${processId}/comments`)).json();
    expect(after.find((c: Row) => c.parentId === null)).toMatchObject({ resolvedByName: 'Sam Ode' });
  });

  it('imports an archive from before comments without them, and rejects a comment of an unknown process', async () => {
    const manifest = JSON.parse(exported().get('manifest.json')!.toString('utf8'));
    const { comments: _c, ...oldTables } = manifest.tables;
    const { comments: _n, ...oldCounts } = manifest.counts;
    const old = await archiveWith({
      'manifest.json': { ...manifest, tables: oldTables, counts: oldCounts },
      [EXPORT_TABLE_PATHS.comments]: null,
    });
    const restored = await send('apply', old, 'replace');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().summary.reject).toBe(0);
    expect((await counts()).comments).toBe(0);

    const stray = { ...table(EXPORT_TABLE_PATHS.comments)[0]!, processId: crypto.randomUUID() };
    const refused = (
      await send('preview', await archiveWith({ [EXPORT_TABLE_PATHS.comments]: [stray] }))
    ).json();
    expect(refused.rows.find((r: Row) => r.sheet === 'comments')).toMatchObject({ action: 'reject' });
  });
});
