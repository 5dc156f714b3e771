// Issue 25's rows of `npm run bench`: the mixed load (mixed.mjs), the server's memory after it
// (memory-probe.mjs), Version History at a large log, and a second instance on the same PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './cli.mjs';

/**
 * Runs a bench script in its own process and resolves with the JSON of its last line. Not
 * execFileSync: the driver must stay free meanwhile.
 */
function runJson(script, options) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench', script), JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()))
        : reject(new Error(`${script} exited with ${code}`)),
    ),
  );
}

export const mixedLoad = (options) => runJson('mixed.mjs', options);

/**
 * The statements an instance sent, by text, as its statement probe (statement-probe.mjs) counts
 * them; `file` is where the probe wrote its port.
 */
export async function statementsOf(file) {
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 25));
  const { port } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return (await fetch(`http://127.0.0.1:${port}/`)).json();
}

/** The server's memory as memory-probe.mjs reports it on SIGUSR2, in MB. */
export async function memoryOf(pid, file) {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 25));
  const m = JSON.parse(fs.readFileSync(file, 'utf8'));
  const mb = (n) => Math.round(n / 1024 / 1024);
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapBeforeGc),
    heapLiveMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    databaseMb: mb(m.wasm),
    databaseHeapMb: mb(m.databaseHeap ?? 0),
  };
}

/**
 * A filtered page of Version History, each request a distinct URL (the response cache cannot
 * answer it): by process, by person, and by a word of the summaries.
 */
export async function historyRows({ url, headers, processId, personId, connections, duration }) {
  const run = (query) =>
    runJson('load.mjs', {
      url: `${url}/api/history?${query}&limit=50`,
      connections,
      duration,
      headers,
      uniqueParam: 'n',
    });
  return {
    byProcess: await run(`processId=${processId}`),
    byPerson: personId ? await run(`actorId=${personId}`) : null,
    byText: await run('search=renewal'),
    // Unfiltered: its count stops at a thousand rather than counting the whole log each time.
    all: await run('offset=0'),
  };
}

/**
 * Database statements per read on each instance: reads only, spread over both instances, with
 * their statement probes' counts (the files they wrote their ports to) before and after.
 */
export async function statementsPerRead({ urls, probeFiles, cookie, ids, seconds }) {
  const before = await Promise.all(probeFiles.map(statementsOf));
  const m = await mixedLoad({ urls, cookie, ids, processes: ids.length, seconds, writesPerSecond: 0 });
  const after = await Promise.all(probeFiles.map(statementsOf));
  return probeFiles.map((_, i) => {
    const reads = Math.max(1, m.perInstance[i]);
    // What the reads still asked, most asked first.
    const asked = Object.entries(after[i])
      .map(([text, n]) => [text, n - (before[i][text] ?? 0)])
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);
    const total = asked.reduce((sum, [, n]) => sum + n, 0);
    return {
      perRead: Math.round((total / reads) * 1000) / 1000,
      reads,
      top: asked.slice(0, 4).map(([text, n]) => `${n}× ${text}`),
    };
  });
}

/** The process page's p99 by request: the process (from memory), its artifacts, its history. */
const pagePartsOf = (m) =>
  Object.entries(m.pageParts ?? {})
    .map(([part, q]) => `${part} ${q.p99}`)
    .join(', ');

/** Issue 25's figures, before the targets table. */
export function printScale({ memory, mixed, two, history, readinessMedian }) {
  const shareOf = (m) =>
    `RSS ${m.rssMb} MB: heap ${m.heapUsedMb} MB (${m.heapLiveMb} MB alive after a full collection), array buffers ${m.arrayBuffersMb} MB, database (PGlite's WebAssembly memory) ${m.databaseMb} MB and its thread's heap ${m.databaseHeapMb} MB`;
  console.log(`\nafter the mixed load: ${shareOf(memory)}`);
  const mixedLine = (label, m) =>
    `${label}: ${m.reads} reads, ${m.writes} writes (${m.writesPerSecond}/s), stale ${m.stale}${m.stale ? ` (${m.staleSamples.join(' | ')})` : ''}; p50/p99 ms search ${m.search.p50}/${m.search.p99}, process page ${m.page.p50}/${m.page.p99} (${pagePartsOf(m)}), list pages ${m.list.p50}/${m.list.p99}${m.write.n ? `, writes ${m.write.p50}/${m.write.p99}` : ''}${m.failures ? `; ${m.failures} failed: ${m.failureSamples.join(' | ')}` : ''}`;
  console.log(mixedLine('mixed load', mixed));
  if (two) {
    console.log(mixedLine('two instances', two.mixed));
    two.statementsPerRead.forEach((s, i) => {
      console.log(`database statements per read, instance ${'AB'[i]}: ${s.perRead} (${s.reads} reads)`);
      for (const line of s.top) console.log(`  ${line}`);
    });
  }
  if (history) {
    for (const [label, r] of [
      ['by process', history.byProcess],
      ['by person', history.byPerson],
      ['by text', history.byText],
      ['unfiltered', history.all],
    ].filter(([, r]) => r))
      console.log(
        `Version History ${label}: ${Math.round(r.requests)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
      );
  }
  console.log(`readiness uncached after a write (median of 5): ${readinessMedian} ms`);
}
