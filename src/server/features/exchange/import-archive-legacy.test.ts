import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { presetRolesForJobRole } from '../../../core/rules/division-roles';
import { isUuid } from '../../../core/schemas/common';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { artifacts, painPointLinks, painPointStatuses } from '../../db/schema';
import { unzip } from '../../testing/zip';
import { type Row, setUpExportedArchive } from './testing/exported-archive';

describe('Bulk Import: Export All archives made by older versions', () => {
  const { t, send, table, archiveWith, counts, exported } = setUpExportedArchive();
  const { call } = t;

  it('imports an archive written before links, dismissals and training audiences existed', async () => {
    // The role keeps an audience edited here; the old archive knows nothing of it.
    const role = table(EXPORT_TABLE_PATHS.jobRoles)[1]!;
    expect(
      (await call('PATCH', `/api/job-roles/${role.id}`, { divisionRoles: ['Dispatcher'] })).statusCode,
    ).toBe(200);
    const manifest = JSON.parse(exported().get('manifest.json')!.toString('utf8'));
    const { painPointLinks: _l, impactSuggestionDismissals: _d, ...oldTables } = manifest.tables;
    const { painPointLinks: _lc, impactSuggestionDismissals: _dc, ...oldCounts } = manifest.counts;
    const old = await archiveWith({
      'manifest.json': { ...manifest, tables: oldTables, counts: oldCounts },
      [EXPORT_TABLE_PATHS.painPointLinks]: null,
      [EXPORT_TABLE_PATHS.impactSuggestionDismissals]: null,
      [EXPORT_TABLE_PATHS.jobRoles]: table(EXPORT_TABLE_PATHS.jobRoles).map(
        ({ divisionRoles: _, ...r }) => r,
      ),
    });

    const merged = (await send('preview', old)).json();
    expect(merged.summary.reject).toBe(0);
    expect(merged.rows.some((r: Row) => r.sheet === 'pain-point-links')).toBe(false);
    expect(merged.rows.find((r: Row) => r.sheet === 'job-roles' && r.key === role.name).action).toBe(
      'unchanged',
    );
    expect((await send('apply', old)).statusCode).toBe(200);
    expect((await call('GET', `/api/job-roles/${role.id}`)).json().divisionRoles).toEqual(['Dispatcher']);

    const restored = await send('apply', old, 'replace');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().summary.reject).toBe(0);
    expect(await counts()).toMatchObject({ links: 0, dismissals: 0 });
    // Without an audience in the archive, every role covers the preset for its name.
    for (const r of (await call('GET', '/api/job-roles')).json() as Row[]) {
      expect(r.divisionRoles, String(r.name)).toEqual(presetRolesForJobRole(String(r.name)));
    }

    // A table the manifest lists must be there.
    const incomplete = await send(
      'preview',
      await archiveWith({ [EXPORT_TABLE_PATHS.painPointLinks]: null }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(
      'The archive is incomplete: data/pain-point-links.json is missing.',
    );
  });

  it('imports an archive made before pain point ids: contents get ids, statuses and links find theirs by title', async () => {
    // Start from the export itself.
    expect((await send('apply', await archiveWith({}), 'replace')).statusCode).toBe(200);
    const artifactsNow = table(EXPORT_TABLE_PATHS.artifacts);
    const statusesNow = table(EXPORT_TABLE_PATHS.painPointStatuses);
    const linksNow = table(EXPORT_TABLE_PATHS.painPointLinks);
    expect(statusesNow.length).toBeGreaterThan(0);
    expect(linksNow.length).toBeGreaterThan(0);
    // The same archive as the release before ids wrote it: no ids in contents or rows; one status
    // spelled differently, one whose pain point is long gone.
    const withoutId = ({ painPointId: _, ...row }: Row): Row => row;
    const oldArtifacts = artifactsNow.map((a) =>
      a.type === 'pain_points'
        ? {
            ...a,
            content: {
              ...(a.content as Row),
              painPoints: ((a.content as { painPoints: Row[] }).painPoints ?? []).map(({ id: _, ...p }) => p),
            },
          }
        : a,
    );
    const respelled: Row = {
      ...withoutId(statusesNow[0]!),
      painPointTitle: ` ${String(statusesNow[0]!.painPointTitle).toUpperCase()} `,
    };
    const gone: Row = {
      ...withoutId(statusesNow[0]!),
      id: randomUUID(),
      painPointTitle: 'Removed long ago',
    };
    const old = await archiveWith({
      [EXPORT_TABLE_PATHS.artifacts]: oldArtifacts,
      [EXPORT_TABLE_PATHS.painPointStatuses]: [respelled, ...statusesNow.slice(1).map(withoutId), gone],
      [EXPORT_TABLE_PATHS.painPointLinks]: linksNow.map(withoutId),
    });

    // Merged into the same data, nothing changes: pain points keep the ids their titles have here.
    const preview = (await send('preview', old)).json();
    expect(preview.summary.reject).toBe(0);
    const actions = (sheet: string) =>
      new Set(preview.rows.filter((r: Row) => r.sheet === sheet).map((r: Row) => r.action));
    expect(actions('artifacts')).toEqual(new Set(['unchanged']));
    expect(actions('pain-point-links')).toEqual(new Set(['unchanged']));
    // The respelled status is rewritten (and finds its pain point again); the gone one is new.
    expect(
      preview.rows
        .filter((r: Row) => r.sheet === 'pain-point-statuses' && r.action !== 'unchanged')
        .map((r: Row) => r.action),
    ).toEqual(['update', 'create']);
    expect((await send('apply', old)).statusCode).toBe(200);
    const byId = new Map((await t.database.db.select().from(painPointStatuses)).map((r) => [r.id, r]));
    for (const s of statusesNow) expect(byId.get(String(s.id))?.painPointId).toBe(s.painPointId);
    // The respelled row takes its pain point's title again; the gone one is kept, hidden.
    expect(byId.get(String(respelled.id))?.painPointTitle).toBe(statusesNow[0]!.painPointTitle);
    expect(byId.get(String(gone.id))).toMatchObject({
      painPointId: null,
      painPointTitle: 'Removed long ago',
    });

    // Restored over everything, every pain point gets an id and every row finds its own by title.
    const restored = await send('apply', old, 'replace');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().summary.reject).toBe(0);
    const contents = await t.database.db.select().from(artifacts).where(eq(artifacts.type, 'pain_points'));
    // The tracked list of a process is its first To-Be pain points artifact.
    const tracked = new Map<string, { id: string; title: string }[]>();
    for (const a of [...contents].sort(
      (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id),
    )) {
      const list = (a.content as { painPoints: { id: string; title: string }[] }).painPoints ?? [];
      for (const p of list) expect(isUuid(p.id), p.title).toBe(true);
      if (a.state === 'to_be' && !tracked.has(a.processId)) tracked.set(a.processId, list);
    }
    const trackedId = (processId: string, title: string) =>
      tracked.get(processId)?.find((p) => p.title.trim().toLowerCase() === title.trim().toLowerCase())?.id;
    const stored = await t.database.db.select().from(painPointStatuses);
    expect(stored).toHaveLength(statusesNow.length + 1);
    for (const row of stored) {
      if (row.id === String(gone.id)) {
        expect(row.painPointId).toBeNull();
        continue;
      }
      expect(row.painPointId, row.painPointTitle).toBe(trackedId(row.processId, row.painPointTitle));
    }
    const storedLinks = await t.database.db.select().from(painPointLinks);
    expect(storedLinks).toHaveLength(linksNow.length);
    for (const row of storedLinks) {
      expect(row.painPointId, row.painPointTitle).toBe(trackedId(row.processId, row.painPointTitle));
      expect(row.painPointId).not.toBeNull();
    }
    // The hidden row is in the API nowhere, and in the next export with no id.
    const goneProcess = String(gone.processId);
    const listed = (await call('GET', `/api/pain-point-statuses/${goneProcess}`)).json() as Row[];
    expect(listed.some((r) => r.id === String(gone.id))).toBe(false);
    const again = await unzip((await call('GET', '/api/export/all.zip')).rawPayload);
    const exportedAgain = JSON.parse(
      again.get(EXPORT_TABLE_PATHS.painPointStatuses)!.toString('utf8'),
    ) as Row[];
    expect(exportedAgain.find((r) => r.id === String(gone.id))).toMatchObject({
      painPointId: null,
      painPointTitle: 'Removed long ago',
    });
  });

  it('carries each event’s person through Export All and Bulk Import; events of archives from before people have none', async () => {
    const events = table(EXPORT_TABLE_PATHS.auditEvents);
    expect(events.every((e) => 'actorId' in e && 'actorName' in e)).toBe(true);
    const mariaId = randomUUID();
    const [first, ...rest] = events;
    const archive = await archiveWith({
      [EXPORT_TABLE_PATHS.auditEvents]: [
        { ...first, actorId: mariaId, actorName: 'Maria Lopez' },
        // An archive written before people: its events have no actor fields at all.
        ...rest.map(({ actorId: _i, actorName: _n, ...e }) => e),
      ],
    });
    const ida = await t.login({ name: 'Ida Importer' });
    const applied = await t.postForm(
      ida,
      '/api/import/apply',
      { mode: 'replace' },
      { filename: 'old.zip', data: archive },
    );
    expect(applied.statusCode).toBe(200);
    const byMaria = (await call('GET', `/api/history?actorId=${mariaId}`)).json() as Row[];
    expect(byMaria.map((e) => [e.id, e.actorName])).toEqual([[first!.id, 'Maria Lopez']]);
    const oldIds = new Set(rest.map((e) => e.id));
    const old = ((await call('GET', '/api/history?limit=200')).json() as Row[]).filter((e) =>
      oldIds.has(e.id),
    );
    expect(old.length).toBeGreaterThan(3);
    expect(old.every((e) => e.actorId === null && e.actorName === null)).toBe(true);
    const [latest] = (await call('GET', '/api/history?action=import&limit=1')).json() as Row[];
    expect(latest).toMatchObject({ actorName: 'Ida Importer', summary: expect.stringContaining('old.zip') });
  });
});
