import { once } from 'node:events';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLE_PATHS, EXPORT_TABLES } from '../../../core/schemas/export';
import { DEFAULT_MAX_IMPORT_MB } from '../../config';
import { peakMemoryGrowth } from '../../testing/memory-growth';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { zip } from '../../testing/zip';
import { craftZip } from './testing/crafted-zip';

const MB = 1024 * 1024;
/** What the issue allows a hostile upload to cost the server above idle. */
const MEMORY_BOUND = 256 * MB;

/** `bytes` zeros deflated a megabyte at a time: a real bomb, never whole in the test's memory. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const ended = once(deflate, 'end');
  const zeros = Buffer.alloc(MB);
  for (let left = bytes; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

interface RawEntry {
  name: string;
  /** The bytes as stored: deflated when `method` is 8. */
  data: Buffer;
  method?: 0 | 8;
  /** The uncompressed size the headers declare, true or not. */
  declared: number;
}

/** A zip of entries whose bytes are given as stored, so their headers can claim any size. */
function rawZip(entries: RawEntry[]): Buffer {
  return craftZip(entries.map(({ data, ...e }) => ({ ...e, stored: data })));
}

/** The smallest Export All archive: a manifest and empty tables, with some entries replaced. */
function archiveEntries(replace: Record<string, RawEntry> = {}): RawEntry[] {
  const text = (name: string, value: string): RawEntry => {
    const data = Buffer.from(value);
    return { name, data, method: 0, declared: data.length };
  };
  const manifest = {
    format: 'process-map-repository-export',
    version: 1,
    exportedAt: '2026-11-21T09:30:00.000Z',
    app: 'process-map-repository',
    counts: {},
    tables: EXPORT_TABLE_PATHS,
  };
  const entries = [
    text('manifest.json', JSON.stringify(manifest)),
    ...EXPORT_TABLES.map((table) => text(EXPORT_TABLE_PATHS[table], '[]')),
  ];
  return entries.map((e) => replace[e.name] ?? e);
}

describe('Bulk Import: no archive or workbook can exhaust the server', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (step: 'preview' | 'apply', data: Buffer, filename: string) => {
    return t.postForm(cookie, `/api/import/${step}`, {}, { filename, data });
  };

  /**
   * Sends the file and watches the process's memory while the server handles it: the growth of
   * rss and of the JS heap over what they were just before (sampled every few milliseconds, and
   * once more at the end). Also checks that the memory comes back after the refusal.
   */
  async function sendWatched(step: 'preview' | 'apply', data: Buffer, filename: string) {
    const { result: res, rss, heap } = await peakMemoryGrowth(() => send(step, data, filename));
    return { res, grew: { rss, heap } };
  }

  const expectBounded = (grew: { rss: number; heap: number }) => {
    expect(grew.rss).toBeLessThan(MEMORY_BOUND);
    expect(grew.heap).toBeLessThan(MEMORY_BOUND);
  };

  it('refuses a 480 MB data table in a small zip before inflating it, naming the limit', async () => {
    const bomb = await deflatedZeros(480 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const data = rawZip(
      archiveEntries({
        'data/job-roles.json': { name: 'data/job-roles.json', data: bomb, declared: 480 * MB },
      }),
    );
    for (const step of ['preview', 'apply'] as const) {
      const { res, grew } = await sendWatched(step, data, 'export.zip');
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        `data/job-roles.json in the archive unpacks to more than ${DEFAULT_MAX_IMPORT_MB / 8} MB, the limit for one entry (an eighth of the MAX_IMPORT_MB limit).`,
      );
      expectBounded(grew);
    }
  });

  it('refuses an archive whose entries declare 2 GiB, before reading any of them', async () => {
    const bomb = await deflatedZeros(4 * MB);
    const files = Array.from({ length: 4 }, (_, i) => ({
      name: `files/${i}/big.bin`,
      data: bomb,
      declared: 512 * MB,
    }));
    const data = rawZip([...archiveEntries(), ...files]);
    const { res, grew } = await sendWatched('preview', data, 'export.zip');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      `The archive unpacks to more than ${DEFAULT_MAX_IMPORT_MB} MB (the MAX_IMPORT_MB limit).`,
    );
    expectBounded(grew);
  });

  it('refuses a table whose header understates what it inflates to, as soon as it passes it', async () => {
    const bomb = await deflatedZeros(400 * MB);
    const data = rawZip(
      archiveEntries({
        'data/processes.json': { name: 'data/processes.json', data: bomb, declared: 1000 },
      }),
    );
    const { res, grew } = await sendWatched('apply', data, 'export.zip');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'data/processes.json in the archive unpacks to more than the 1,000 bytes its header declares: the file is damaged.',
    );
    expectBounded(grew);
  });

  it('refuses the data tables together beyond their share of MAX_IMPORT_MB', async () => {
    // Five tables of 15 MB: each within the limit for one entry, 75 MB together beyond 64 MB.
    const json = `[${'"'.padEnd(15 * MB - 3, 'x')}"]`;
    const deflated = zlib.deflateRawSync(json);
    const big = (name: string): RawEntry => ({ name, data: deflated, declared: json.length });
    const paths = EXPORT_TABLES.slice(0, 5).map((table) => EXPORT_TABLE_PATHS[table]);
    const data = rawZip(archiveEntries(Object.fromEntries(paths.map((p) => [p, big(p)]))));
    const { res, grew } = await sendWatched('preview', data, 'export.zip');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      `The archive's data tables unpack to more than ${DEFAULT_MAX_IMPORT_MB / 8} MB together, the limit for the tables (an eighth of the MAX_IMPORT_MB limit).`,
    );
    expectBounded(grew);
  });

  it('refuses a zip of 200,000 tiny entries by its count', async () => {
    const empty = Buffer.alloc(0);
    const tiny = Array.from({ length: 200_000 }, (_, i) => ({
      name: `files/${i}`,
      data: empty,
      method: 0 as const,
      declared: 0,
    }));
    const data = rawZip([...archiveEntries(), ...tiny]);
    expect(data.length).toBeLessThan(25 * MB);
    const { res, grew } = await sendWatched('preview', data, 'export.zip');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The archive has more than 100,000 entries, the limit.');
    expectBounded(grew);
  });

  it('refuses a table nested deeper than the JSON depth limit with 400, naming the table', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const row = `[{"id":"00000000-0000-4000-8000-000000000001","content":${deep}}]`;
    const data = await zip(
      Object.fromEntries(
        archiveEntries({}).map((e) => [e.name, e.name === 'data/artifacts.json' ? row : e.data]),
      ),
    );
    for (const step of ['preview', 'apply'] as const) {
      const res = await send(step, data, 'export.zip');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "The archive's data/artifacts.json: The JSON is nested deeper than 64 levels, the limit.",
      );
    }
  });

  it('refuses a workbook whose sheet inflates far beyond its limit before exceljs reads it', async () => {
    const bomb = await deflatedZeros(400 * MB);
    const types = Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    );
    for (const declared of [400 * MB, 4000]) {
      const data = rawZip([
        { name: '[Content_Types].xml', data: types, method: 0, declared: types.length },
        { name: 'xl/worksheets/sheet1.xml', data: bomb, declared },
      ]);
      const { res, grew } = await sendWatched('preview', data, 'processes.xlsx');
      expect(res.statusCode).toBe(declared === 4000 ? 400 : 413);
      expect(res.json().message).toBe(
        declared === 4000
          ? 'xl/worksheets/sheet1.xml in the workbook unpacks to more than the 4,000 bytes its header declares: the file is damaged.'
          : `The workbook unpacks to more than ${DEFAULT_MAX_IMPORT_MB / 16} MB (a sixteenth of the MAX_IMPORT_MB limit).`,
      );
      expectBounded(grew);
    }
  });

  it('gives the memory back after a series of refused bombs', async () => {
    const bomb = await deflatedZeros(400 * MB);
    const data = rawZip(
      archiveEntries({
        'data/artifacts.json': { name: 'data/artifacts.json', data: bomb, declared: 400 * MB },
      }),
    );
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 5; i++) expect((await send('preview', data, 'export.zip')).statusCode).toBe(413);
    expect(process.memoryUsage().rss - before).toBeLessThan(MEMORY_BOUND);
  });
});
