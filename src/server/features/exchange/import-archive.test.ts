import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { jobRoles } from '../../db/schema';
import { zip } from '../../testing/zip';
import { applyImport } from './import.service';
import { type Row, setUpExportedArchive } from './testing/exported-archive';

describe('Bulk Import: Export All archives', () => {
  const { t, send, table, archiveWith, counts, exported } = setUpExportedArchive();
  const { call } = t;

  it('previews its own export as all unchanged, one row per archive row', async () => {
    const res = await send('preview', await archiveWith({}));
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ kind: 'archive', mode: 'merge', applied: false });
    const total = Object.values(EXPORT_TABLE_PATHS).reduce((n, path) => n + table(path).length, 0);
    expect(report.summary).toEqual({ create: 0, update: 0, unchanged: total, reject: 0 });
    expect(report.rows.find((r: Row) => r.sheet === 'processes')).toMatchObject({
      row: 1,
      key: table(EXPORT_TABLE_PATHS.processes)[0]!.name,
      action: 'unchanged',
    });
    // A link to a training item is named by the item's name, not its id.
    const links = table(EXPORT_TABLE_PATHS.painPointLinks);
    const toDocument = links.findIndex((l) => l.kind === 'tier_document');
    const document = table(EXPORT_TABLE_PATHS.trainingTierDocuments).find(
      (d) => d.id === links[toDocument]!.target,
    )!;
    expect(report.rows).toContainEqual({
      sheet: 'pain-point-links',
      row: toDocument + 1,
      key: `Paper forms → ${document.name}`,
      action: 'unchanged',
    });
  });

  it('merges: changed rows are updated, missing rows created, roles matched by name', async () => {
    const procs = table(EXPORT_TABLE_PATHS.processes);
    const target = procs[3]!;
    await call('PATCH', `/api/processes/${target.id}`, { name: 'Renamed meanwhile' });
    const statuses = table(EXPORT_TABLE_PATHS.painPointStatuses);
    // A status of a published process: a change to it makes the process a Draft again (review and
    // sign-off), so the archive's process row updates it back.
    const published = (id: string) => procs.find((p) => p.id === id)?.status === 'published';
    const removed = statuses.find((s) => published(s.processId as string))!;
    const touched = procs.findIndex((p) => p.id === removed.processId);
    await call('DELETE', `/api/pain-point-statuses/${removed.id}`);
    expect((await call('GET', `/api/processes/${removed.processId}`)).json().status).toBe('draft');

    // A role the repository knows by name, under another id, with a new process.
    const salesRep = table(EXPORT_TABLE_PATHS.jobRoles).find((r) => r.name === 'Sales Rep')!;
    const otherRoleId = randomUUID();
    const newProcess = {
      ...procs[0]!,
      id: randomUUID(),
      name: 'Territory Planning',
      jobRoleId: otherRoleId,
    };
    const archive = await archiveWith({
      [EXPORT_TABLE_PATHS.jobRoles]: [
        ...table(EXPORT_TABLE_PATHS.jobRoles),
        { ...salesRep, id: otherRoleId, description: 'Sells service agreements' },
      ].filter((r) => r.id !== salesRep.id),
      [EXPORT_TABLE_PATHS.processes]: [...procs, newProcess],
    });

    const preview = (await send('preview', archive)).json();
    const changed = preview.rows.filter((r: Row) => r.action !== 'unchanged');
    expect(changed).toEqual([
      {
        sheet: 'job-roles',
        row: 9,
        key: 'Sales Rep',
        action: 'update',
        reason: 'Matched by name to an existing job role',
      },
      ...[...new Set([3, touched])]
        .sort((a, b) => a - b)
        .map((i) => ({ sheet: 'processes', row: i + 1, key: procs[i]!.name, action: 'update' })),
      { sheet: 'processes', row: procs.length + 1, key: 'Territory Planning', action: 'create' },
      {
        sheet: 'pain-point-statuses',
        row: statuses.indexOf(removed) + 1,
        key: expect.any(String),
        action: 'create',
      },
    ]);

    const updated = changed.filter((r: Row) => r.action === 'update').length;
    const res = await send('apply', archive);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, summary: { create: 2, update: updated, reject: 0 } });
    expect((await call('GET', `/api/processes/${target.id}`)).json().name).toBe(target.name);
    const created = (await call('GET', `/api/processes/${newProcess.id}`)).json();
    expect(created.jobRoleId).toBe(salesRep.id);
    expect((await call('GET', `/api/job-roles/${salesRep.id}`)).json().description).toBe(
      'Sells service agreements',
    );
    const events = (await call('GET', '/api/history?action=import')).json();
    expect(events[0].summary).toBe(
      `Imported archive "export.zip" (merge): 2 created, ${updated} updated, ` +
        `${res.json().summary.unchanged} unchanged`,
    );
  });

  it('rejects bad rows with reasons, and a bad row in the middle leaves everything unchanged', async () => {
    const procs = table(EXPORT_TABLE_PATHS.processes);
    const arts = table(EXPORT_TABLE_PATHS.artifacts);
    const files = table(EXPORT_TABLE_PATHS.files);
    const middle = Math.floor(procs.length / 2);
    // The hand-made bad artifacts copy one whose process stays valid, so each is rejected for its own fault.
    const rejectedProcessIds = new Set([procs[middle]!.id, procs[middle + 1]!.id]);
    const base = arts.find((a) => !rejectedProcessIds.has(a.processId))!;
    const statuses = table(EXPORT_TABLE_PATHS.painPointStatuses);
    const archive = await archiveWith({
      [EXPORT_TABLE_PATHS.jobRoles]: [
        ...table(EXPORT_TABLE_PATHS.jobRoles),
        { id: randomUUID(), name: 'Brand New Role', description: null, createdAt: new Date().toISOString() },
      ],
      [EXPORT_TABLE_PATHS.processes]: procs.map((p, i) =>
        i === middle ? { ...p, name: '   ' } : i === middle + 1 ? { ...p, status: 42 } : p,
      ),
      [EXPORT_TABLE_PATHS.artifacts]: [
        ...arts,
        { ...base, id: randomUUID(), processId: randomUUID() },
        { ...base, id: arts[1]!.id },
        { ...base, id: randomUUID(), name: 'Nul\u0000byte' },
        { ...base, id: randomUUID(), fileUrl: 'java\tscript:alert(1)' },
      ],
      [EXPORT_TABLE_PATHS.painPointStatuses]: [
        ...statuses,
        { ...statuses.find((st) => !rejectedProcessIds.has(st.processId))!, id: randomUUID() },
      ],
      [EXPORT_TABLE_PATHS.files]: files.map((f, i) => (i === 0 ? { ...f, sha256: '0'.repeat(64) } : f)),
    });
    const before = await counts();

    const preview = (await send('preview', archive)).json();
    const rejects = preview.rows.filter((r: Row) => r.action === 'reject');
    expect(rejects.map((r: Row) => [r.sheet, r.reason])).toEqual(
      expect.arrayContaining([
        ['processes', 'name: must not be blank'],
        ['processes', expect.stringMatching(/^status: /)],
        ['artifacts', expect.stringMatching(/^Its process \(.*\) is not in the archive or the database$/)],
        ['artifacts', `Duplicate of row 2 (same id)`],
        ['artifacts', 'Contains a NUL character, which cannot be stored'],
        ['artifacts', expect.stringMatching(/^fileUrl: Links must start with http:\/\/ or https:\/\//)],
        [
          'pain-point-statuses',
          expect.stringMatching(/^Duplicate of row \d+ \(the same pain point and status\)$/),
        ],
        ['files', 'Its bytes do not match its recorded size and sha256'],
      ]),
    );
    // Whatever hangs on a rejected process is rejected with it.
    expect(rejects.some((r: Row) => r.reason === 'Its process is rejected')).toBe(true);

    for (const mode of ['merge', 'replace'] as const) {
      const res = await send('apply', archive, mode);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `Nothing was imported: ${preview.summary.reject} rows are rejected. Fix them and try again.`,
      );
      expect(res.json().report.summary.reject).toBe(preview.summary.reject);
      expect(await counts()).toEqual(before);
    }
    expect((await call('GET', '/api/job-roles?search=Brand New')).json()).toEqual([]);
  });

  it('restores (replace) over existing data: what was not in the archive is gone', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/job-roles',
      headers: { cookie: t.cookie },
      payload: { name: 'Added after the export' },
    });
    expect(extra.statusCode).toBe(201);
    const res = await send('apply', await archiveWith({}), 'replace');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.create).toBe(res.json().rows.length);
    expect((await call('GET', `/api/job-roles/${extra.json().id}`)).statusCode).toBe(404);
    expect((await counts()).processes).toBe(table(EXPORT_TABLE_PATHS.processes).length);
    expect((await counts()).events).toBe(table(EXPORT_TABLE_PATHS.auditEvents).length + 1);
    // The links and dismissals that were in the database are replaced by the archive's (the tables
    // reference processes and training items, so the restore must empty them too).
    expect((await counts()).links).toBe(3);
    expect((await counts()).dismissals).toBe(1);
    // The session survives a restore.
    expect((await call('GET', '/api/auth/session')).json().authenticated).toBe(true);
  });

  it('rejects links whose training item is missing, rejected or of another process', async () => {
    const links = table(EXPORT_TABLE_PATHS.painPointLinks);
    const toArtifact = links.find((l) => l.kind === 'training_artifact')!;
    const toDocument = links.find((l) => l.kind === 'tier_document')!;
    const otherProcess = table(EXPORT_TABLE_PATHS.processes).find((p) => p.id !== toArtifact.processId)!;
    const training = table(EXPORT_TABLE_PATHS.trainingArtifacts);
    const archive = await archiveWith({
      [EXPORT_TABLE_PATHS.trainingArtifacts]: training.map((a) =>
        a.id === toArtifact.target ? { ...a, name: '' } : a,
      ),
      [EXPORT_TABLE_PATHS.painPointLinks]: [
        ...links,
        { ...toDocument, id: randomUUID(), target: randomUUID() },
        { ...toDocument, id: randomUUID(), processId: otherProcess.id },
        { ...toDocument, id: randomUUID(), target: 'not an id' },
        { ...links.find((l) => l.kind === 'output')!, id: randomUUID() },
      ],
      [EXPORT_TABLE_PATHS.impactSuggestionDismissals]: [
        ...table(EXPORT_TABLE_PATHS.impactSuggestionDismissals),
        { ...table(EXPORT_TABLE_PATHS.impactSuggestionDismissals)[0]!, id: randomUUID() },
      ],
    });
    const before = await counts();
    for (const mode of ['merge', 'replace'] as const) {
      const preview = (await send('preview', archive, mode)).json();
      const rejects = preview.rows
        .filter((r: Row) => r.action === 'reject')
        .map((r: Row) => [r.sheet, r.reason]);
      const orDb = mode === 'merge' ? ' or the database' : '';
      expect(rejects).toEqual([
        ['training-artifacts', 'name: must not be blank'],
        ['pain-point-links', 'Its training artifact is rejected'],
        [
          'pain-point-links',
          expect.stringMatching(new RegExp(`^Its tier document \\(.+\\) is not in the archive${orDb}$`)),
        ],
        ['pain-point-links', 'Its tier document belongs to another process'],
        ['pain-point-links', "target: must be the training item's id (a UUID)"],
        [
          'pain-point-links',
          `Duplicate of row ${links.findIndex((l) => l.kind === 'output') + 1} (the same pain point and target)`,
        ],
        ['impact-suggestion-dismissals', 'Duplicate of row 1 (the same output and change type)'],
      ]);
      expect((await send('apply', archive, mode)).statusCode).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it("merges links, dismissals and job roles' training audiences by id or by their unique keys", async () => {
    const roles = table(EXPORT_TABLE_PATHS.jobRoles);
    const edited = roles[0]!;
    const links = table(EXPORT_TABLE_PATHS.painPointLinks);
    const dismissals = table(EXPORT_TABLE_PATHS.impactSuggestionDismissals);
    // The same link and dismissal under other ids (as another copy of the repository has them), a
    // new link, a new dismissal and a role whose audience changed.
    const newLink: Row = { ...links.find((l) => l.kind === 'output')!, id: randomUUID(), target: 'Invoice' };
    const newDismissal: Row = { ...dismissals[0]!, id: randomUUID(), changeType: 'REMOVED' };
    const archive = await archiveWith({
      [EXPORT_TABLE_PATHS.jobRoles]: roles.map((r) =>
        r.id === edited.id ? { ...r, divisionRoles: ['Estimator', 'Dispatcher'] } : r,
      ),
      [EXPORT_TABLE_PATHS.painPointLinks]: [{ ...links[0]!, id: randomUUID() }, ...links.slice(1), newLink],
      [EXPORT_TABLE_PATHS.impactSuggestionDismissals]: [
        { ...dismissals[0]!, id: randomUUID() },
        newDismissal,
      ],
    });
    const preview = (await send('preview', archive)).json();
    expect(preview.rows.filter((r: Row) => r.action !== 'unchanged' || r.reason)).toEqual([
      { sheet: 'job-roles', row: 1, key: edited.name, action: 'update' },
      {
        sheet: 'pain-point-links',
        row: 1,
        key: expect.any(String),
        action: 'unchanged',
        reason: 'Already linked',
      },
      { sheet: 'pain-point-links', row: links.length + 1, key: 'Double entry → Invoice', action: 'create' },
      {
        sheet: 'impact-suggestion-dismissals',
        row: 1,
        key: 'Work Order (NEW)',
        action: 'unchanged',
        reason: 'Already dismissed',
      },
      { sheet: 'impact-suggestion-dismissals', row: 2, key: 'Work Order (REMOVED)', action: 'create' },
    ]);
    const res = await send('apply', archive);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toMatchObject({ create: 2, update: 1, reject: 0 });
    expect((await call('GET', `/api/job-roles/${edited.id}`)).json().divisionRoles).toEqual([
      'Estimator',
      'Dispatcher',
    ]);
    const stored = await call('GET', `/api/pain-point-links/${newLink.processId}`);
    expect(stored.json().map((l: Row) => l.target)).toContain('Invoice');
    const storedDismissals = await call('GET', `/api/impact-suggestion-dismissals/${newDismissal.processId}`);
    expect(
      storedDismissals
        .json()
        .map((d: Row) => d.changeType)
        .sort(),
    ).toEqual(['NEW', 'REMOVED']);

    // A role of the archive matched by name brings its audience too; back to the preset here.
    const renamedId = randomUUID();
    const byName = await archiveWith({
      [EXPORT_TABLE_PATHS.jobRoles]: [{ ...edited, id: renamedId }],
      [EXPORT_TABLE_PATHS.processes]: [],
    });
    const nameRow = (await send('preview', byName)).json().rows.find((r: Row) => r.sheet === 'job-roles');
    expect(nameRow).toMatchObject({ action: 'update', reason: 'Matched by name to an existing job role' });
    expect((await send('apply', byName)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(jobRoles)
      .where(eq(jobRoles.id, String(edited.id)));
    expect(row!.divisionRoles).toBeNull();
    expect((await call('GET', `/api/job-roles/${edited.id}`)).json().divisionRoles).toEqual(
      edited.divisionRoles,
    );
  });

  it('rolls a restore back completely when its transaction fails after writing', async () => {
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/job-roles',
      headers: { cookie: t.cookie },
      payload: { name: 'Not in the archive' },
    });
    const before = await counts();
    const input = { fileName: 'export.zip', data: await archiveWith({}), mode: 'replace' as const };
    await expect(
      t.database.db.transaction(async (tx) => {
        await applyImport(tx, input);
        // Inside the transaction the restore has happened: the role is gone.
        expect(await tx.select().from(jobRoles).where(eq(jobRoles.id, kept.json().id))).toEqual([]);
        throw new Error('power cut');
      }),
    ).rejects.toThrow('power cut');
    expect(await counts()).toEqual(before);
    expect((await call('GET', `/api/job-roles/${kept.json().id}`)).statusCode).toBe(200);
  });

  it('refuses corrupt zips, foreign zips and unknown exporter versions', async () => {
    const corrupt = await send('preview', Buffer.from('PK\x03\x04 definitely not a zip', 'latin1'));
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json()).toEqual({ message: 'The file is not a readable zip archive.' });

    const full = await archiveWith({});
    const truncated = await send('apply', full.subarray(0, Math.floor(full.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('The file is not a readable zip archive.');

    const manifest = JSON.parse(exported().get('manifest.json')!.toString('utf8'));
    const v2 = await send('preview', await archiveWith({ 'manifest.json': { ...manifest, version: 2 } }));
    expect(v2.statusCode).toBe(400);
    expect(v2.json().message).toBe(
      'This archive was made by an unknown exporter version (2); this app reads version 1.',
    );

    const foreign = await send('preview', await zip({ 'readme.txt': 'hello' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/no manifest\.json/);

    const badJson = await send('preview', await archiveWith({ [EXPORT_TABLE_PATHS.processes]: '{not json' }));
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe("The archive's data/processes.json is not valid JSON.");
  });
});
