import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleWithProcess } from '../../testing/factories';
import { peakMemoryGrowth } from '../../testing/memory-growth';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_STREAMS_PER_SESSION } from './live-hub';
import { openSse } from './testing/sse-client';

/** Streams opened for the measure: a day's worth of open tabs of a large rollout team. */
const STREAMS = 300;
/** The most one open stream may keep on the server: a thousand open pages within 32 MB. */
const MAX_BYTES_PER_STREAM = 32 * 1024;
/** Opening streams makes garbage too; the peak while opening them is bounded more loosely. */
const MAX_PEAK_BYTES_PER_STREAM = 256 * 1024;

/** The garbage collector, so what the streams keep is told from what opening them left behind. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function heapNow(): number {
  const now = process.memoryUsage();
  return now.heapUsed + now.external;
}

describe('memory of many open streams', () => {
  let t: TestApp;
  let base: string;
  let editor: string;
  let processId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    editor = await t.login({ name: 'Maria Lopez' });
    ({
      process: { id: processId },
    } = await createRoleWithProcess(t, editor));
  });
  afterAll(async () => {
    await t.close();
  });

  it(`keeps under ${MAX_BYTES_PER_STREAM / 1024} KB per stream with ${STREAMS} open, and tells every one of a save`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < STREAMS / MAX_STREAMS_PER_SESSION; i += 1)
      cookies.push(await t.login({ role: 'viewer', name: `Reader ${i}` }));
    // Warm up the server's code paths so the measure is of streams, not of first use.
    const warm = await openSse(base, cookies[0]!);
    await warm.next();
    warm.close();
    const gc = collector();
    gc();
    const before = heapNow();
    // The readers live in another process: only the server's memory is measured here.
    const readers = spawnReaders(base, cookies, MAX_STREAMS_PER_SESSION);
    const peak = await peakMemoryGrowth(() => readers.line('open'));
    expect(t.app.liveHub.size).toBe(STREAMS);
    gc();
    const kept = (heapNow() - before) / STREAMS;
    expect(kept, `${Math.round(kept)} B kept per stream`).toBeLessThan(MAX_BYTES_PER_STREAM);
    expect(peak.heap / STREAMS, `${Math.round(peak.heap / STREAMS)} B at the peak per stream`).toBeLessThan(
      MAX_PEAK_BYTES_PER_STREAM,
    );
    const saved = await t.request(editor, 'PATCH', `/api/processes/${processId}`, { description: 'fan out' });
    expect(saved.statusCode).toBe(200);
    expect(await readers.line('heard')).toBe(`heard ${STREAMS}`);
    readers.stop();
  }, 120_000);
});

/** A child process opening `perCookie` streams per cookie; it prints `open` when all said hello, `heard N` when all heard a change. */
function spawnReaders(base: string, cookies: string[], perCookie: number) {
  const script = `
    const http = require('node:http');
    const [base, perCookie, ...cookies] = process.argv.slice(1);
    let hello = 0, heard = 0; const total = cookies.length * Number(perCookie);
    for (const cookie of cookies) for (let i = 0; i < Number(perCookie); i++) {
      http.get(base + '/api/events', { headers: { accept: 'text/event-stream', cookie } }, (res) => {
        let saidHello = false, sawChange = false;
        res.setEncoding('utf8');
        res.on('data', (text) => {
          if (!saidHello && text.includes('event: hello')) { saidHello = true; if (++hello === total) console.log('open'); }
          if (!sawChange && text.includes('event: change')) { sawChange = true; if (++heard === total) console.log('heard ' + heard); }
        });
      });
    }`;
  const child = spawn(process.execPath, ['-e', script, base, String(perCookie), ...cookies], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  return {
    line: (prefix: string) =>
      new Promise<string>((resolve, reject) => {
        const onLine = (line: string) => {
          if (!line.startsWith(prefix)) return;
          lines.off('line', onLine);
          resolve(line);
        };
        lines.on('line', onLine);
        child.once('exit', (code) => reject(new Error(`the readers exited (${code})`)));
      }),
    stop: () => child.kill(),
  };
}
