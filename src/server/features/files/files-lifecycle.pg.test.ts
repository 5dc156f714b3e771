import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artifacts } from '../../db/schema';
import { ORPHAN_FILE_GRACE_MS, sweepOrphanFiles } from '../../plugins/files';
import { createRoleWithProcess } from '../../testing/factories';
import { SAMPLE_FILES } from '../../testing/multipart';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { createTierDocument } from '../training';
import { age, storedIds } from './testing/lifecycle';

/*
 * Each order between a link and the orphan sweep or a delete, set up with row locks held by one
 * connection while another waits: PostgreSQL only (PGlite runs one transaction at a time, so there
 * is nothing to interleave; the randomised race in files-lifecycle.test.ts runs on both).
 */
describe('a link racing the sweep or a delete, on PostgreSQL, in each order', () => {
  const t = setUpTestApp();
  let processId: string;
  const { call } = t;
  const upload = async (name = 'Quote.pdf') => {
    const res = await t.upload(t.cookie, 'process-file', name, SAMPLE_FILES.pdf);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string };
  };
  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie)).process.id;
  });

  /** Resolves once some other session waits for a row lock. */
  const someoneWaitsForALock = async () => {
    for (let i = 0; i < 500; i++) {
      const res = await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if (Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n) > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('nobody waited for a lock');
  };
  const tierDocument = (url: string, name: string) => ({
    processId,
    tier: 'tier_1' as const,
    name,
    description: null,
    fileType: 'document' as const,
    fileUrl: url,
  });

  it('a link under way first: the sweep skips its file, which stays linked', async () => {
    const db = t.database.db;
    const stored = await upload('linked-first.pdf');
    await age(db, [stored.id], 25);
    let swept = -1;
    await db.transaction(async (tx) => {
      await createTierDocument(tx, tierDocument(stored.url, 'Linked first'));
      // Not yet committed: the sweep cannot see the link, but the file's row is held.
      swept = await sweepOrphanFiles(db);
    });
    expect(swept).toBe(0);
    expect((await storedIds(db)).has(stored.id)).toBe(true);
    expect(await sweepOrphanFiles(db)).toBe(0);
  });

  it('the sweep first: the link waits for it, then is refused (400), and nothing links to nothing', async () => {
    const db = t.database.db;
    const stored = await upload('swept-first.pdf');
    await age(db, [stored.id], 25);
    let link: Promise<unknown> | undefined;
    const swept = await sweepOrphanFiles(db, ORPHAN_FILE_GRACE_MS, async (ids) => {
      expect(ids).toContain(stored.id);
      link = db.transaction((tx) => createTierDocument(tx, tierDocument(stored.url, 'Too late')));
      link.catch(() => undefined);
      await someoneWaitsForALock();
    });
    expect(swept).toBe(1);
    await expect(link).rejects.toMatchObject({
      statusCode: 400,
      message: 'The uploaded file was not found. Upload it again.',
    });
    const docs = await call('GET', `/api/training-tier-documents/${processId}`);
    expect(docs.json().some((d: { name: string }) => d.name === 'Too late')).toBe(false);
  });

  it('a link committed while the sweep runs, after it picked the file: the file stays', async () => {
    const db = t.database.db;
    const stored = await upload('linked-meanwhile.pdf');
    await age(db, [stored.id], 25);
    // A direct write that takes no lock: the sweep's second look still sees it.
    const swept = await sweepOrphanFiles(db, ORPHAN_FILE_GRACE_MS, async () => {
      await db
        .insert(artifacts)
        .values({ processId, type: 'pdf', state: 'as_is', name: 'Meanwhile', fileUrl: stored.url });
    });
    expect(swept).toBe(0);
    expect((await storedIds(db)).has(stored.id)).toBe(true);
  });

  it('DELETE /api/files/{id} waits for a link under way, then answers 409', async () => {
    const db = t.database.db;
    const stored = await upload('deleted-while-linked.pdf');
    let answer: Promise<{ statusCode: number; body: string }> | undefined;
    await db.transaction(async (tx) => {
      await createTierDocument(tx, tierDocument(stored.url, 'Linked while deleted'));
      answer = call('DELETE', `/api/files/${stored.id}`);
      await someoneWaitsForALock();
    });
    const res = await answer!;
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).message).toBe(
      'This file is still used by the training document ‘Linked while deleted’ of ‘Service Call Dispatch’.',
    );
  });

  it('a training item deleted while its file is linked again: the file stays', async () => {
    const db = t.database.db;
    const stored = await upload('relinked.pdf');
    const first = await db.transaction((tx) => createTierDocument(tx, tierDocument(stored.url, 'First')));
    let removal: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await createTierDocument(tx, tierDocument(stored.url, 'Second'));
      removal = call('DELETE', `/api/training-tier-documents/${first.id}`);
      await someoneWaitsForALock();
    });
    expect(((await removal) as { statusCode: number }).statusCode).toBe(204);
    expect((await call('GET', stored.url)).statusCode).toBe(200);
  });
});
