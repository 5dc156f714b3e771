import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fileChunks, files } from '../../db/schema';
import {
  CHUNK_BYTES,
  completeUpload,
  fileExists,
  openFileStream,
  storeStream,
  sweepIncompleteUploads,
  writeFileChunks,
} from '../../plugins/files';
import { CHUNK_WRITE_SLOTS, chunkWriteGate } from '../../plugins/files/chunk-writes';
import { multipart } from '../../testing/multipart';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { openTestDatabase, TEST_ACCESS_CODE, testConfig } from '../../testing/test-app';
import { storedCounts } from './testing/lifecycle';

const LIMIT = 6 * 1024 * 1024;
/** The size of the pieces a multipart body arrives in here: sizes around it are worth a test. */
const HEAD_BYTES = 64 * 1024;

/** A PDF-looking file of exactly `size` bytes with random content (so a shifted byte shows). */
function pdfOf(size: number): Buffer {
  const data = randomBytes(size);
  Buffer.from('%PDF-1.4\n').copy(data, 0, 0, Math.min(size, 9));
  return data;
}

/** A multipart body as a stream: the file's bytes are handed over in `piece`-sized parts. */
function streamedMultipart(filename: string, data: Buffer, piece = 64 * 1024, cutAt?: number) {
  const whole = multipart({}, { filename, data });
  const body = cutAt === undefined ? whole.payload : whole.payload.subarray(0, cutAt);
  async function* parts() {
    for (let i = 0; i < body.length; i += piece) yield body.subarray(i, i + piece);
  }
  return { headers: whole.headers, payload: Readable.from(parts()) };
}

describe('stored files stream in and out in bounded chunks', () => {
  const t = setUpTestApp({ maxUploadBytes: LIMIT });
  const counts = () => storedCounts(t.database.db);
  const upload = (filename: string, data: Buffer, cutAt?: number) => {
    const body = streamedMultipart(filename, data, 64 * 1024, cutAt);
    return t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=process-file',
      headers: { cookie: t.cookie, ...body.headers },
      payload: body.payload,
    });
  };

  it('serves back the very bytes uploaded, at every size up to the limit and around chunk boundaries', async () => {
    const sizes = [
      1,
      9,
      HEAD_BYTES - 1,
      HEAD_BYTES,
      HEAD_BYTES + 1,
      CHUNK_BYTES - 1,
      CHUNK_BYTES,
      CHUNK_BYTES + 1,
      2 * CHUNK_BYTES,
      3 * CHUNK_BYTES + 12_345,
      LIMIT - 1,
      LIMIT,
    ];
    for (const size of sizes) {
      const name = size < 9 ? `tiny-${size}.txt` : `size-${size}.pdf`;
      const data = size < 9 ? Buffer.alloc(size, 'a') : pdfOf(size);
      const purpose = size < 9 ? 'tier-document' : 'process-file';
      const body = streamedMultipart(name, data);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/files?purpose=${purpose}`,
        headers: { cookie: t.cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, `${size}: ${res.body}`).toBe(201);
      const stored = res.json();
      const sha256 = createHash('sha256').update(data).digest('hex');
      expect(stored).toMatchObject({ size, sha256 });

      // Stored as ceil(size / CHUNK_BYTES) chunks, none larger than a chunk: never one big value.
      const chunks = await t.database.db
        .select({ seq: fileChunks.seq, length: sql<number>`octet_length(${fileChunks.data})` })
        .from(fileChunks)
        .where(eq(fileChunks.fileId, stored.id))
        .orderBy(fileChunks.seq);
      expect(
        chunks.map((c) => c.seq),
        `${size}`,
      ).toEqual(Array.from({ length: Math.ceil(size / CHUNK_BYTES) }, (_, i) => i));
      expect(Math.max(...chunks.map((c) => Number(c.length))), `${size}`).toBeLessThanOrEqual(CHUNK_BYTES);

      const download = await t.app.inject({ method: 'GET', url: stored.url, headers: { cookie: t.cookie } });
      expect(download.statusCode, `${size}`).toBe(200);
      expect(download.headers['content-length'], `${size}`).toBe(String(size));
      expect(download.headers.etag).toBe(`"${sha256}"`);
      expect(download.rawPayload.equals(data), `${size} bytes identical`).toBe(true);

      const again = await t.app.inject({
        method: 'GET',
        url: stored.url,
        headers: { cookie: t.cookie, 'if-none-match': `"${sha256}"` },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('refuses an empty file (400) and a file one byte over the limit (413), leaving no rows', async () => {
    const before = await counts();
    const empty = await upload('empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');
    const over = await upload('over.pdf', pdfOf(LIMIT + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('The file is larger than the 6 MB limit.');
    const wayOver = await upload('way-over.pdf', pdfOf(LIMIT + 3 * CHUNK_BYTES));
    expect(wayOver.statusCode).toBe(413);
    // A wrong type is refused once identified from its stored chunks, and what was stored removed.
    const renamed = await upload(
      'renamed.pdf',
      Buffer.concat([Buffer.from('MZ'), randomBytes(CHUNK_BYTES * 2)]),
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('This is a Windows program, not a PDF document.');
    expect(await counts()).toEqual(before);
  });

  it('leaves nothing behind when the request body is cut off half-way', async () => {
    const before = await counts();
    // 3 MB of a 4 MB file arrive, then the body ends without its closing boundary: by then
    // several chunks had been written.
    const res = await upload('cut.pdf', pdfOf(4 * 1024 * 1024), 3 * 1024 * 1024);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The upload is malformed.');
    expect(await counts()).toEqual(before);
  });

  it('removes what it wrote when the source fails half-way, and never serves an upload before it completes', async () => {
    const before = await counts();
    let chunksSeenMidway = 0;
    async function* failing() {
      yield pdfOf(HEAD_BYTES);
      for (let i = 0; i < 12; i++) yield randomBytes(64 * 1024);
      chunksSeenMidway = (await counts()).chunks - before.chunks;
      throw new Error('connection reset');
    }
    await expect(storeStream(t.database.db, 'process-file', 'lost.pdf', failing(), LIMIT)).rejects.toThrow(
      'connection reset',
    );
    expect(chunksSeenMidway).toBeGreaterThanOrEqual(3);
    expect(await counts()).toEqual(before);

    // Stored but not complete: not served, not linkable, not exported.
    const data = pdfOf(CHUNK_BYTES + 10);
    const pending = await storeStream(
      t.database.db,
      'process-file',
      'pending.pdf',
      Readable.from([data.subarray(0, 100), data.subarray(100)]),
      LIMIT,
    );
    const url = `/objects/${pending.id}/pending.pdf`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } })).statusCode).toBe(404);
    expect(await fileExists(t.database.db, pending.id)).toBe(false);
    expect(await openFileStream(t.database.db, pending.id)).toBeNull();
    const stored = await completeUpload(t.database.db, pending);
    const served = await t.app.inject({ method: 'GET', url: stored.url, headers: { cookie: t.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('sweeps uploads left incomplete for over an hour, and only those', async () => {
    const source = () => Readable.from([pdfOf(1000)]);
    const old = await storeStream(t.database.db, 'process-file', 'old.pdf', source(), LIMIT);
    const fresh = await storeStream(t.database.db, 'process-file', 'fresh.pdf', source(), LIMIT);
    const done = await completeUpload(
      t.database.db,
      await storeStream(t.database.db, 'process-file', 'done.pdf', source(), LIMIT),
    );
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await t.database.db.update(files).set({ createdAt: twoHoursAgo }).where(eq(files.id, old.id));
    await t.database.db.update(files).set({ createdAt: twoHoursAgo }).where(eq(files.id, done.id));

    expect(await sweepIncompleteUploads(t.database.db)).toBe(1);
    const left = new Set((await t.database.db.select({ id: files.id }).from(files)).map((r) => r.id));
    expect(left.has(old.id)).toBe(false);
    expect(left.has(fresh.id)).toBe(true);
    expect(left.has(done.id)).toBe(true);
    const oldChunks = await t.database.db.select().from(fileChunks).where(eq(fileChunks.fileId, old.id));
    expect(oldChunks).toHaveLength(0);
  });

  it('holds at most about one chunk beyond what is already stored while an upload streams in', async () => {
    const total = 5 * 1024 * 1024;
    const piece = 16 * 1024;
    let pulled = 0;
    let worstAhead = 0;
    const storedBytes = async () => {
      const [row] = await t.database.db
        .select({ n: sql<number>`coalesce(sum(octet_length(${fileChunks.data})), 0)::int` })
        .from(fileChunks)
        .innerJoin(files, eq(files.id, fileChunks.fileId))
        .where(eq(files.name, 'bounded.pdf'));
      return Number(row!.n);
    };
    async function* source() {
      yield pdfOf(piece);
      pulled += piece;
      while (pulled < total) {
        if (pulled % (5 * piece) === 0) worstAhead = Math.max(worstAhead, pulled - (await storedBytes()));
        yield randomBytes(piece);
        pulled += piece;
      }
    }
    const pending = await storeStream(t.database.db, 'process-file', 'bounded.pdf', source(), LIMIT);
    expect(pending.size).toBe(total);
    expect(worstAhead).toBeGreaterThan(0);
    expect(worstAhead).toBeLessThanOrEqual(CHUNK_BYTES + HEAD_BYTES);

    // Out again: the stream hands over chunk-sized pieces, not the whole file.
    const opened = await openFileStream(t.database.db, (await completeUpload(t.database.db, pending)).id);
    let largest = 0;
    let received = 0;
    for await (const part of opened!.stream) {
      largest = Math.max(largest, (part as Buffer).length);
      received += (part as Buffer).length;
    }
    expect(received).toBe(total);
    expect(largest).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('keeps three uploads running at once apart, writing their chunks through one shared gate', async () => {
    const datas = [pdfOf(2 * 1024 * 1024 + 1), pdfOf(3 * 1024 * 1024), pdfOf(CHUNK_BYTES * 5 - 7)];
    const gate = chunkWriteGate(t.database.db)!;
    let mostActive = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      mostActive = Math.max(mostActive, gate.load.active);
      mostWaiting = Math.max(mostWaiting, gate.load.waiting);
    }, 1);
    const results = await Promise.all(datas.map((d, i) => upload(`parallel-${i}.pdf`, d))).finally(() =>
      clearInterval(sampler),
    );
    const slots = t.database.kind === 'pglite' ? CHUNK_WRITE_SLOTS.pglite : CHUNK_WRITE_SLOTS.postgres;
    expect(mostActive).toBeGreaterThan(0);
    expect(mostActive).toBeLessThanOrEqual(slots);
    if (t.database.kind === 'pglite') expect(mostWaiting).toBeGreaterThan(0);
    for (const [i, res] of results.entries()) {
      expect(res.statusCode).toBe(201);
      const download = await t.app.inject({
        method: 'GET',
        url: res.json().url,
        headers: { cookie: t.cookie },
      });
      expect(download.rawPayload.equals(datas[i]!)).toBe(true);
    }
  });

  it("replaces a file's bytes in chunks inside a transaction (the archive import), or not at all", async () => {
    const first = await completeUpload(
      t.database.db,
      await storeStream(
        t.database.db,
        'process-file',
        'replaced.pdf',
        Readable.from([pdfOf(3 * CHUNK_BYTES)]),
        LIMIT,
      ),
    );
    const next = pdfOf(CHUNK_BYTES + 1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeFileChunks(tx, first.id, next);
        throw new Error('import failed');
      }),
    ).rejects.toThrow('import failed');
    const stillFirst = await t.app.inject({ method: 'GET', url: first.url, headers: { cookie: t.cookie } });
    expect(stillFirst.rawPayload.length).toBe(3 * CHUNK_BYTES);

    const written = await t.database.db.transaction((tx) => writeFileChunks(tx, first.id, next));
    expect(written).toEqual({
      size: next.length,
      sha256: createHash('sha256').update(next).digest('hex'),
      chunks: 2,
    });
    const chunks = await t.database.db.select().from(fileChunks).where(eq(fileChunks.fileId, first.id));
    expect(chunks).toHaveLength(2);
  });
});

describe('the app sweeps unfinished uploads', () => {
  it('removes those left over for more than an hour as soon as it is ready, and only those', async () => {
    const { database, drop } = await openTestDatabase();
    const source = () => Readable.from([pdfOf(CHUNK_BYTES + 5)]);
    try {
      const old = await storeStream(database.db, 'process-file', 'crashed.pdf', source(), LIMIT);
      const fresh = await storeStream(database.db, 'process-file', 'underway.pdf', source(), LIMIT);
      const oldDone = await completeUpload(
        database.db,
        await storeStream(database.db, 'process-file', 'kept.pdf', source(), LIMIT),
      );
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      await database.db
        .update(files)
        .set({ createdAt: twoHoursAgo })
        .where(inArray(files.id, [old.id, oldDone.id]));

      const app = await buildApp({ config: testConfig(), db: database.db, accessCodes: [TEST_ACCESS_CODE] });
      try {
        await app.ready();
        const left = new Set((await database.db.select({ id: files.id }).from(files)).map((r) => r.id));
        expect(left).toEqual(new Set([fresh.id, oldDone.id]));
        const chunksOfOld = await database.db.select().from(fileChunks).where(eq(fileChunks.fileId, old.id));
        expect(chunksOfOld).toHaveLength(0);
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
  });
});
