import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteRemote } from './pglite-remote';

describe('PGlite in its worker thread', () => {
  let db: PgliteRemote;
  beforeAll(async () => {
    db = await PgliteRemote.open();
    await db.exec('create table t (n int primary key, label text not null)');
  });
  afterAll(() => db.close());

  it("keeps PostgreSQL's error fields, and rolls back a transaction whose callback throws", async () => {
    await db.query('insert into t values (1, $1)', ['one']);
    const duplicate = await db.query('insert into t values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't' });
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('insert into t values (2, $1)', ['two']);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('changed my mind');
    // A statement error inside a transaction: the transaction's error, and nothing of it is kept.
    const inTx = await db
      .transaction(async (tx) => {
        await tx.query('insert into t values (3, $1)', ['three']);
        await tx.query('insert into t values (1, $1)', ['clash']);
      })
      .catch((e: { code?: string }) => e.code);
    expect(inTx).toBe('23505');
    const { rows } = await db.query<{ n: number }>('select n from t order by n');
    expect(rows.map((r) => r.n)).toEqual([1]);
  });

  it('hands bytea over as a Buffer, by name and by position, in a transaction too', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const { rows } = await db.query<{ b: Buffer; n: number }>('select $1::bytea as b, 7 as n', [bytes]);
    expect(Buffer.isBuffer(rows[0]!.b)).toBe(true);
    expect(rows[0]!.b.equals(bytes)).toBe(true);
    expect(rows[0]!.n).toBe(7);
    const inTx = await db.transaction(async (tx) => {
      const { rows: arrays } = await tx.query<unknown[]>('select 1 as n, $1::bytea as b', [bytes], {
        rowMode: 'array',
      });
      return arrays[0]![1];
    });
    expect(Buffer.isBuffer(inTx)).toBe(true);
    expect((inTx as Buffer).equals(bytes)).toBe(true);
  });

  it('hands a notification over before the answer of the commit that sent it', async () => {
    const heard: string[] = [];
    const stop = await db.listen('news', (payload) => heard.push(payload));
    const committed = db.transaction(async (tx) => {
      await tx.query("select pg_notify('news', 'in a transaction')");
      return heard.length;
    });
    // Not before the commit: NOTIFY is delivered when the transaction commits.
    expect(await committed).toBe(0);
    expect(heard).toEqual(['in a transaction']);
    await db.query("select pg_notify('news', 'on its own')");
    expect(heard).toEqual(['in a transaction', 'on its own']);
    await stop();
    await db.query("select pg_notify('news', 'unheard')");
    expect(heard).toHaveLength(2);
  });

  it('runs statements sent together, and transactions, one after another in order', async () => {
    await db.exec('create table c (n int)');
    const writes = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? db.query('insert into c values ($1)', [i])
        : db.transaction(async (tx) => {
            await tx.query('insert into c values ($1)', [i]);
            await tx.query('insert into c values ($1)', [i + 100]);
          }),
    );
    await Promise.all(writes);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from c');
    expect(rows[0]!.n).toBe(30);
  });
});

describe('a statement of a transaction', () => {
  it('waits for its own answer when the flag that wakes it was left raised', async () => {
    const db = await PgliteRemote.open();
    const flag = (db as unknown as { flag: Int32Array }).flag;
    await db.transaction(async (tx) => {
      Atomics.store(flag, 0, 1);
      const { rows } = await tx.query<{ n: number }>(
        'select count(*)::int as n from generate_series(1, 300000)',
      );
      expect(rows[0]!.n).toBe(300000);
    });
    await db.close();
  });
});

describe('a PGlite worker that stops', () => {
  it('fails every statement after it, and says so once to whoever listens', async () => {
    const db = await PgliteRemote.open();
    const stopped: string[] = [];
    db.whenStopped((error) => stopped.push(error.message));
    // The worker thread ends under the app, as a crash of it would.
    await (db as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(db.query('select 1')).rejects.toThrow(/closed|stopped/);
    expect(stopped).toHaveLength(1);
    await db.close();
  });

  it('fails a statement of an open transaction when the thread ends under it, rather than waiting for ever', async () => {
    const db = await PgliteRemote.open(undefined, 'pglite-worker-ending.test-helper');
    const stopped: string[] = [];
    db.whenStopped((error) => stopped.push(error.message));
    const reached: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.query('create table t (n int)');
        reached.push('before');
        await tx.query('select 1 /* end this thread */');
        reached.push('after');
      }),
    ).rejects.toThrow(/The database stopped/);
    expect(reached).toEqual(['before']);
    // The server is told once, and every statement after fails.
    await expect(db.query('select 1')).rejects.toThrow(/The database stopped/);
    expect(stopped).toHaveLength(1);
  });

  it('says nothing when it is closed on purpose', async () => {
    const db = await PgliteRemote.open();
    const stopped: string[] = [];
    db.whenStopped((error) => stopped.push(error.message));
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow(/closed/);
    expect(stopped).toEqual([]);
  });
});
