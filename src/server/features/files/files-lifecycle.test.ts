import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auditEvents, fileChunks, files } from '../../db/schema';
import { seedDemoData } from '../../demo/seed';
import {
  CHUNK_BYTES,
  deleteFileIfUnused,
  insertFile,
  storeStream,
  sweepIncompleteUploads,
  sweepOrphanFiles,
} from '../../plugins/files';
import { createRoleWithProcess } from '../../testing/factories';
import { SAMPLE_FILES } from '../../testing/multipart';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { openTestDatabase, TEST_ACCESS_CODE, testConfig } from '../../testing/test-app';
import { createTierDocument } from '../training';
import { age, storedFile, storedIds } from './testing/lifecycle';

describe('stored-file lifecycle', () => {
  const t = setUpTestApp();
  let processId: string;
  const { call } = t;
  const upload = async (name = 'Quote.pdf', data = SAMPLE_FILES.pdf) => {
    const res = await t.upload(t.cookie, 'process-file', name, data);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string };
  };
  const uploadTrainingArtifact = async (name: string) => {
    const res = await t.postForm(
      t.cookie,
      '/api/training-artifacts/upload',
      { processId, processOutput: 'Dispatched call', name },
      { filename: 'aid.txt', data: SAMPLE_FILES.txt },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; fileUrl: string };
  };
  const createArtifact = async (fields: Record<string, unknown>) => {
    const res = await call('POST', '/api/artifacts', { processId, state: 'as_is', type: 'pdf', ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const idOf = (url: string) => url.split('/')[2]!;

  /** Every way a stored file can be linked, each made through the API: [what uses it, the file]. */
  const linkEveryWay = async () => {
    const byFileUrl = await upload('Quote process.pdf');
    await createArtifact({ name: 'Quote process', fileUrl: byFileUrl.url });
    const byContent = await upload('Dispatch map.pdf');
    await createArtifact({
      name: 'Dispatch map',
      type: 'workflow_map',
      content: { subordinateProcesses: [{ roleName: 'Dispatcher', imageUrl: byContent.url }] },
    });
    const byDescription = await upload('Described.pdf');
    await createArtifact({ name: 'Call script', description: `See ${byDescription.url} for the script.` });
    const training = await uploadTrainingArtifact('Dispatch job aid');
    const tier = await upload('Tier guide.pdf');
    expect(
      (
        await call('POST', '/api/training-tier-documents', {
          processId,
          tier: 'tier_2',
          name: 'Dispatch guide',
          fileUrl: tier.url,
        })
      ).statusCode,
    ).toBe(201);
    return [
      ['the artifact ‘Quote process’ of ‘Service Call Dispatch’', idOf(byFileUrl.url)],
      ['the artifact ‘Dispatch map’ of ‘Service Call Dispatch’', idOf(byContent.url)],
      ['the artifact ‘Call script’ of ‘Service Call Dispatch’', idOf(byDescription.url)],
      ['the training material ‘Dispatch job aid’ of ‘Service Call Dispatch’', idOf(training.fileUrl)],
      ['the training document ‘Dispatch guide’ of ‘Service Call Dispatch’', idOf(tier.url)],
    ] as const;
  };

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie)).process.id;
  });

  describe('DELETE /api/files/{id}', () => {
    it('deletes a file nothing uses (204) with its chunks and an audit event; it is gone after', async () => {
      const stored = await upload('Unused.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(CHUNK_BYTES)]));
      expect((await call('DELETE', `/api/files/${stored.id}`)).statusCode).toBe(204);
      expect((await call('GET', stored.url)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/files/${stored.id}`)).statusCode).toBe(404);
      const chunks = await t.database.db.select().from(fileChunks).where(eq(fileChunks.fileId, stored.id));
      expect(chunks).toHaveLength(0);
      const [event] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'file'), eq(auditEvents.entityId, stored.id)));
      expect(event).toMatchObject({ action: 'delete', summary: 'Deleted file "Unused.pdf"' });
      expect(event!.before).toMatchObject({ id: stored.id, name: 'Unused.pdf', url: stored.url });
    });

    it('answers 404 for an unknown id, a malformed one, and an upload still streaming in', async () => {
      const pending = await storeStream(
        t.database.db,
        'process-file',
        'underway.pdf',
        Readable.from([SAMPLE_FILES.pdf]),
        1024 * 1024,
      );
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', pending.id]) {
        const res = await call('DELETE', `/api/files/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe('File not found.');
      }
      expect((await storedIds(t.database.db)).has(pending.id)).toBe(true);
      await t.database.db.delete(files).where(eq(files.id, pending.id));
    });

    it('refuses (409) a file still used, naming what uses it, for every kind of link', async () => {
      for (const [user, id] of await linkEveryWay()) {
        const res = await call('DELETE', `/api/files/${id}`);
        expect(res.statusCode, user).toBe(409);
        expect(res.json().message).toBe(`This file is still used by ${user}.`);
        expect((await storedIds(t.database.db)).has(id), user).toBe(true);
      }
    });

    it('names up to three users and counts the rest; deletes the file once the last one is gone', async () => {
      const shared = await upload('Shared.pdf');
      const made = [];
      for (const name of ['A one', 'B two', 'C three', 'D four', 'E five']) {
        made.push(await createArtifact({ name, fileUrl: shared.url }));
      }
      const res = await call('DELETE', `/api/files/${shared.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This file is still used by the artifact ‘A one’ of ‘Service Call Dispatch’, the artifact ‘B two’ of ‘Service Call Dispatch’, the artifact ‘C three’ of ‘Service Call Dispatch’ and 2 more.',
      );
      for (const a of made) expect((await call('DELETE', `/api/artifacts/${a.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/files/${shared.id}`)).statusCode).toBe(204);
    });
  });

  it('keeps a file on deleting a training item while an artifact still shows it in its content', async () => {
    const tier = await upload('Map and guide.pdf');
    const doc = (
      await call('POST', '/api/training-tier-documents', {
        processId,
        tier: 'tier_1',
        name: 'Map guide',
        fileUrl: tier.url,
      })
    ).json();
    await createArtifact({
      name: 'Map with the same image',
      type: 'workflow_map',
      content: { subordinateProcesses: [{ imageUrl: tier.url }] },
    });
    expect((await call('DELETE', `/api/training-tier-documents/${doc.id}`)).statusCode).toBe(204);
    expect((await call('GET', tier.url)).statusCode).toBe(200);
  });

  describe('the orphan sweep', () => {
    it('removes complete files nothing uses once older than the grace period, with their chunks, and only those', async () => {
      const linked = await linkEveryWay();
      // A web address that points at a stored file counts as a link too.
      const byWebLink = await upload('Linked from the web.pdf');
      expect(
        (
          await call('POST', '/api/training-artifacts/link', {
            processId,
            processOutput: 'Dispatched call',
            name: 'Absolute link',
            fileUrl: `https://pmr.example.com${byWebLink.url}`,
          })
        ).statusCode,
      ).toBe(201);
      const oldOrphan = await upload(
        'Old orphan.pdf',
        Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(CHUNK_BYTES)]),
      );
      const recentOrphan = await upload('Recent orphan.pdf');
      const unfinished = await storeStream(
        t.database.db,
        'process-file',
        'unfinished.pdf',
        Readable.from([SAMPLE_FILES.pdf]),
        1024 * 1024,
      );
      const keptIds = [...linked.map(([, id]) => id), byWebLink.id];
      await age(t.database.db, [...keptIds, oldOrphan.id, unfinished.id], 25);
      await age(t.database.db, [recentOrphan.id], 23);

      expect(await sweepOrphanFiles(t.database.db)).toBe(1);
      const left = await storedIds(t.database.db);
      expect(left.has(oldOrphan.id)).toBe(false);
      expect(left.has(recentOrphan.id)).toBe(true);
      expect(left.has(unfinished.id), 'an unfinished upload is the incomplete sweep’s').toBe(true);
      for (const id of keptIds) expect(left.has(id), id).toBe(true);
      const chunks = await t.database.db.select().from(fileChunks).where(eq(fileChunks.fileId, oldOrphan.id));
      expect(chunks).toHaveLength(0);
      expect((await call('GET', oldOrphan.url)).statusCode).toBe(404);
      for (const [, id] of linked) {
        expect((await t.database.db.select().from(fileChunks).where(eq(fileChunks.fileId, id))).length).toBe(
          1,
        );
      }

      expect(await sweepOrphanFiles(t.database.db)).toBe(0);
      expect(await sweepIncompleteUploads(t.database.db)).toBe(1);
      expect((await storedIds(t.database.db)).has(unfinished.id)).toBe(false);
    });

    it('goes through any number of orphans, a batch per transaction', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 501; i++) {
        ids.push(
          (
            await insertFile(t.database.db, {
              name: `o${i}.txt`,
              mediaType: 'text/plain',
              data: Buffer.from('x'),
            })
          ).id,
        );
      }
      await age(t.database.db, ids, 48);
      expect(await sweepOrphanFiles(t.database.db)).toBe(501);
      const left = await storedIds(t.database.db);
      expect(ids.some((id) => left.has(id))).toBe(false);
    });
  });

  describe('a link racing the sweep or a delete', () => {
    it('ends with the file kept and linked, or the link refused (400) and the file gone: never a link to nothing', async () => {
      const db = t.database.db;
      const outcomes = new Set<string>();
      for (let round = 0; round < 12; round++) {
        const stored = await upload(`race-${round}.pdf`);
        await age(db, [stored.id], 25);
        const link = db
          .transaction((tx) =>
            createTierDocument(tx, {
              processId,
              tier: 'tier_3',
              name: `Race ${round}`,
              description: null,
              fileType: 'document',
              fileUrl: stored.url,
            }),
          )
          .then(
            () => 'linked',
            (error: { statusCode?: number; message: string }) => {
              expect(error.statusCode).toBe(400);
              expect(error.message).toBe('The uploaded file was not found. Upload it again.');
              return 'refused';
            },
          );
        // The sweep starts first, second or at the same time.
        const sweep = new Promise((r) => setTimeout(r, round % 3)).then(() => sweepOrphanFiles(db));
        const [outcome] = await Promise.all([link, sweep]);
        outcomes.add(outcome);
        const fileLeft = (await storedIds(db)).has(stored.id);
        const docs = await db.execute(
          sql`select count(*)::int as n from training_tier_documents where file_url = ${stored.url}`,
        );
        const linkedDocs = Number((docs as unknown as { rows: { n: number }[] }).rows[0]!.n);
        if (outcome === 'linked') {
          expect(fileLeft, `round ${round}`).toBe(true);
          expect(linkedDocs).toBe(1);
        } else {
          expect(fileLeft, `round ${round}`).toBe(false);
          expect(linkedDocs).toBe(0);
        }
      }
      expect(outcomes.size).toBeGreaterThan(0);
    });
  });
});

describe('the app sweeps stored files nothing uses', () => {
  it('at start: files older than the grace period that nothing uses go; linked, recent and demo files stay', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const db = database.db;
      await db.transaction((tx) => seedDemoData(tx));
      const demoFiles = await storedIds(db);
      expect(demoFiles.size).toBeGreaterThan(0);
      const old = await storedFile(db, 'old.pdf');
      const recent = await storedFile(db, 'recent.pdf');
      await age(db, [...demoFiles, old.id], 24 * 30);
      await age(db, [recent.id], 1);

      const app = await buildApp({ config: testConfig(), db, accessCodes: [TEST_ACCESS_CODE] });
      try {
        await app.ready();
        expect(await storedIds(db)).toEqual(new Set([...demoFiles, recent.id]));
        const chunks = await db.select().from(fileChunks).where(eq(fileChunks.fileId, old.id));
        expect(chunks).toHaveLength(0);
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
  });
});

describe('deleteFileIfUnused', () => {
  it('ignores what is not a stored file, and a file already gone', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        await deleteFileIfUnused(tx, 'https://example.com/objects/x/y');
        await deleteFileIfUnused(tx, '/objects/00000000-0000-4000-8000-000000000000/gone.pdf');
        await deleteFileIfUnused(tx, null);
      });
    } finally {
      await drop();
    }
  });
});
