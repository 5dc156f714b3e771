// Memory of Bulk Import on a large Export All archive (security issue 17: at most 256 MB above idle).
// Builds the app on PGlite with the bench's generated repository (generate.ts), exports it with
// GET /api/export/all.zip, then previews and applies that archive in merge and replace mode while
// process.memoryUsage() is sampled every few ms (and the kernel's peak RSS, VmHWM, is read).
//   node --expose-gc --import tsx scripts/bench/import-memory.ts [--processes 10000] [--max-import-mb 512]
// Idle = after the data set is loaded, the app built and signed in, and a GC.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { ChangeFeed } from '../../src/server/plugins/cache/change-feed';
import { peakMemoryGrowth } from '../../src/server/testing/memory-growth';
import { multipart } from '../../src/server/testing/multipart';

const MB = 1024 * 1024;
const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const processes = Number(option('processes', '10000'));
const maxImportMb = Number(option('max-import-mb', '512'));
const only = option('only', '');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run node with --expose-gc');

function collect(): void {
  for (let i = 0; i < 3; i++) gc!();
}

/** Resets the kernel's peak RSS (VmHWM) when allowed; true when it did. */
function resetPeak(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
const peakRss = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

async function measure<T>(run: () => Promise<T>) {
  collect();
  const before = process.memoryUsage();
  const hwm = resetPeak();
  const started = Date.now();
  const { result, rss, heap } = await peakMemoryGrowth(run, before);
  const hwmGrowth = hwm ? peakRss() - before.rss : Number.NaN;
  return { result, rss, heap, hwm: hwmGrowth, ms: Date.now() - started, before };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-import-memory-'));
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  process.stderr.write(`generating ${processes} processes…\n`);
  const generated = execFileSync(
    'npx',
    ['tsx', 'scripts/bench/generate.ts', '--processes', String(processes)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  process.stderr.write(generated);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const feed = new ChangeFeed();
  await feed.start(database);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    maxImportBytes: maxImportMb * MB,
    maxUploadBytes: 100 * MB,
  };
  const app = await buildApp({ config, db: database.db, accessCodes: ['bench-code'], feed });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: 'http://localhost:80' },
    payload: { accessCode: 'bench-code' },
  });
  const cookie = `pmr_session=${login.cookies.find((c) => c.name === 'pmr_session')!.value}`;
  const exported = await app.inject({ method: 'GET', url: '/api/export/all.zip', headers: { cookie } });
  if (exported.statusCode !== 200) throw new Error(`export: ${exported.statusCode}`);
  const archive = exported.rawPayload;
  process.stderr.write(`archive: ${(archive.length / MB).toFixed(1)} MB\n`);

  const send = async (route: 'preview' | 'apply', mode: 'merge' | 'replace') => {
    const body = multipart(
      { mode },
      { filename: 'export.zip', contentType: 'application/zip', data: archive },
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/import/${route}`,
      headers: { cookie, origin: 'http://localhost:80', ...body.headers },
      payload: body.payload,
    });
    const out = { status: res.statusCode, bytes: res.rawPayload.length, summary: '' };
    // The answer's head only: parsing the whole report here would count the client's copy too.
    const head = res.rawPayload.subarray(0, 300).toString('utf8');
    out.summary = res.statusCode === 200 ? (/"summary":(\{[^}]*\})/.exec(head)?.[1] ?? head) : head;
    return out;
  };

  // Warm up (code paths compiled, PGlite buffers touched) so idle is a fair baseline.
  await send('preview', 'merge');
  collect();
  const idle = process.memoryUsage();
  const rows: string[] = [];
  const runs = [
    ['preview', 'merge'],
    ['preview', 'replace'],
    ['apply', 'merge'],
    ['apply', 'replace'],
  ] as const;
  for (const [route, mode] of runs) {
    if (only && only !== `${route}-${mode}`) continue;
    const m = await measure(() => send(route, mode));
    const overIdle = (m.before.rss - idle.rss) / MB;
    const line = `| ${route} ${mode} | ${m.result.status} | ${(m.rss / MB + overIdle).toFixed(0)} | ${(m.hwm / MB + overIdle).toFixed(0)} | ${(m.heap / MB).toFixed(0)} | ${((m.before.rss - idle.rss) / MB).toFixed(0)} | ${(m.result.bytes / MB).toFixed(1)} | ${(m.ms / 1000).toFixed(1)} | ${m.result.summary} |`;
    rows.push(line);
    process.stderr.write(`${line}\n`);
  }
  console.log(
    `\n${processes} processes, archive ${(archive.length / MB).toFixed(1)} MB, idle rss ${(idle.rss / MB).toFixed(0)} MB heap ${(idle.heapUsed / MB).toFixed(0)} MB`,
  );
  console.log(
    '| run | status | peak rss over idle MB (sampled) | peak rss over idle MB (VmHWM) | peak heap+external growth MB | rss before, over idle MB | answer MB | s | summary |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
  await app.close();
  await feed.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
