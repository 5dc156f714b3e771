// `npm run bench`: a large generated repository, the production server on it, load from a second
// process, and a table of figures next to their targets. Exits non-zero when a target is missed.
//   npm run bench -- [--processes 10000] [--duration 8] [--connections 10] [--compare] [--skip-build]
//     [--history-events 1000000] [--mixed-seconds 10] [--warm-seconds 5] [--scale-only]
// With DATABASE_URL=postgres://… it runs on PostgreSQL (a fresh database on that server), and adds
// a second instance on it. --scale-only measures only issue 25's rows (mixed load, readiness after
// a write, memory, Version History, two instances). --processes 100000 for the large figures.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/pg-cluster.mjs';
import { flag, log, option, root } from './cli.mjs';
import { clientSizes } from './client-size.mjs';
import { historyRows, memoryOf, mixedLoad, printScale, statementsPerRead } from './scale.mjs';
import { benchTargets, printTargets } from './targets.mjs';
import { scaleTargets } from './targets-scale.mjs';

const processes = Number(option('processes', 10_000));
const duration = Number(option('duration', 8));
const connections = Number(option('connections', 10));
const historyEvents = Number(option('history-events', 1_000_000));
const mixedSeconds = Number(option('mixed-seconds', 10));
const warmSeconds = Number(option('warm-seconds', 5));
const scaleOnly = flag('scale-only');
const ACCESS_CODE = 'bench-code';

/**
 * The mixed load on `urls`, after a warm-up of the same load on other processes (not measured): a
 * server in service has long compiled its hot code, while a fresh one compiles its JavaScript and
 * PGlite's WebAssembly in a background thread through its first seconds of load. A stale read or a
 * failure in the warm-up counts all the same.
 */
async function warmThenMixed(urls, options, warmIds) {
  if (warmSeconds > 0) {
    log(`mixed load: ${warmSeconds} s warm-up on other processes (not measured)`);
    const warm = await mixedLoad({
      ...options,
      ids: warmIds,
      seconds: warmSeconds,
      urls,
      readers: connections,
    });
    for (const url of urls) await waitIdle(url);
    const mixed = await measuredMixed(urls, options);
    return {
      ...mixed,
      stale: mixed.stale + warm.stale,
      staleSamples: [...warm.staleSamples, ...mixed.staleSamples],
      failures: mixed.failures + warm.failures,
      failureSamples: [...warm.failureSamples, ...mixed.failureSamples],
    };
  }
  return measuredMixed(urls, options);
}

function measuredMixed(urls, options) {
  log(`mixed load: 20 writes/s while ${connections} connections read, ${mixedSeconds} s`);
  return mixedLoad({ ...options, urls, readers: connections });
}

async function freshDatabaseUrl() {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `pmr_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function waitReady(url, child, started) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return Date.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Until the server answers /readyz quickly twice in a row (at most a minute). */
async function waitIdle(url) {
  let quick = 0;
  for (let i = 0; i < 600 && quick < 2; i++) {
    const t0 = performance.now();
    await fetch(`${url}/readyz`).catch(() => {});
    quick = performance.now() - t0 < 20 ? quick + 1 : 0;
    if (quick < 2) await new Promise((r) => setTimeout(r, 100));
  }
}

function load(options) {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'scripts/bench/load.mjs'), JSON.stringify(options)],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * Three large uploads at once from their own process (uploads.mjs), timing a small list request
 * meanwhile, while the server's RSS is sampled: the growth is the peak over the RSS before.
 */
async function uploadsUnderway(pid, options) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/bench/uploads.mjs'), JSON.stringify(options)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  const code = await new Promise((r) => child.once('exit', r));
  clearInterval(timer);
  if (code !== 0) throw new Error(`uploads.mjs exited with ${code}`);
  return { ...JSON.parse(out.trim().split('\n').pop()), rssBefore: before, rssGrowth: peak - before };
}

/**
 * Issue 21's viewer budget: bpmn-viewer.ts (in its own process, through tsx for the demo diagram
 * builder) times bpmn-js drawing a 300-element diagram. Null without a Chromium to run it in.
 */
function bpmnViewer(options) {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) return null;
  const out = execFileSync('npx', ['tsx', 'scripts/bench/bpmn-viewer.ts', JSON.stringify(options)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop());
}

async function main() {
  if (!flag('skip-build')) {
    log('building…');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-bench-'));
  const pgDb = await freshDatabaseUrl();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? '',
    DEMO_DATA: 'off',
    ACCESS_CODES: ACCESS_CODE,
    LOG_LEVEL: 'warn',
  };
  log(`generating ${processes} processes on ${pgDb ? 'PostgreSQL' : 'PGlite'}…`);
  const generated = JSON.parse(
    execFileSync(
      'npx',
      [
        'tsx',
        'scripts/bench/generate.ts',
        '--processes',
        String(processes),
        '--audit-events',
        String(historyEvents),
      ],
      {
        cwd: root,
        env,
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n')
      .pop(),
  );

  // On PostgreSQL each instance counts the statements it sends (statement-probe.mjs), which
  // writes the port it answers on to its file.
  const probeFiles = pgDb ? ['A', 'B'].map((name) => path.join(dataDir, `statements-${name}.json`)) : [];
  const memoryFile = path.join(dataDir, 'memory.json');
  // The server is started exactly as `npm start` starts it (same environment settings and Node
  // flags), with the memory probe (and on PostgreSQL the statement probe).
  const startWords = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(
    /\s+/,
  );
  const startEnv = Object.fromEntries(
    startWords
      .filter((w, i) => /^[A-Z_]+=/.test(w) && startWords.slice(0, i).every((x) => x.includes('=')))
      .map((w) => w.split(/=(.*)/s).slice(0, 2)),
  );
  const startArgs = startWords.slice(Object.keys(startEnv).length);
  if (startArgs[0] !== 'node')
    throw new Error('npm start is expected to be "[NAME=value …] node … dist/server/main.js"');
  const probes = ['./memory-probe.mjs', ...(pgDb ? ['./statement-probe.mjs'] : [])].flatMap((p) => [
    '--import',
    new URL(p, import.meta.url).href,
  ]);
  const startServer = (port, statementsFile) =>
    spawn(process.execPath, [...probes, ...startArgs.slice(1)], {
      cwd: root,
      env: {
        ...env,
        ...startEnv,
        PORT: String(port),
        BENCH_MEMORY_FILE: memoryFile,
        ...(statementsFile ? { BENCH_STATEMENTS_FILE: statementsFile } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const server = startServer(port, probeFiles[0]);
  let second = null;
  const rows = [];
  let bare;
  try {
    const coldStartMs = await waitReady(url, server, started);
    // Every state-changing request names the app's own origin (the CSRF rule; sign-in included).
    const origin = url;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ accessCode: ACCESS_CODE }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const headers = { cookie };
    const writeHeaders = { cookie, origin, 'content-type': 'application/json' };
    const listRes = await fetch(`${url}/api/processes`, { headers });
    const listBytes = Buffer.from(await listRes.arrayBuffer());
    const list = JSON.parse(listBytes.toString());
    const sample = list[Math.floor(list.length / 2)];

    const scenarios = [
      ['GET /api/processes (full list)', { url: `${url}/api/processes` }],
      [
        'GET /api/processes?search= (rare word)',
        { url: `${url}/api/processes?search=zephyrquartz&limit=24`, uniqueParam: 'n' },
      ],
      [
        'GET /api/processes?search= (common word)',
        { url: `${url}/api/processes?search=service&limit=24`, uniqueParam: 'n' },
      ],
      ['GET /api/processes/{id}', { url: `${url}/api/processes/${sample.id}` }],
      ['GET /api/artifacts?processId=', { url: `${url}/api/artifacts?processId=${sample.id}` }],
      ['GET /api/dashboard/summary', { url: `${url}/api/dashboard/summary` }],
      ['GET /api/readiness (cached)', { url: `${url}/api/readiness` }],
      [
        'POST /api/processes',
        {
          url: `${url}/api/processes`,
          method: 'POST',
          headers: writeHeaders,
          body: JSON.stringify({
            name: 'Bench process',
            description: 'Created under load',
            jobRoleId: sample.jobRoleId,
          }),
        },
      ],
    ];
    // The readiness dashboard recomputes after every write: time it uncached (a write first).
    log('readiness: uncached answers after a write');
    const readinessMs = [];
    for (let i = 0; i < 5; i++) {
      // An output's impact changes the readiness figures, and the upsert never conflicts (a
      // pain point status would need one of the process's tracked pain point ids since issue 19).
      const write = await fetch(`${url}/api/change-impact-assessments`, {
        method: 'POST',
        headers: writeHeaders,
        body: JSON.stringify({
          processId: sample.id,
          processOutput: 'Bench output',
          impactAssessment: ['HIGH', 'MED', 'LOW'][i % 3],
        }),
      });
      await write.arrayBuffer();
      if (!write.ok) throw new Error(`POST /api/change-impact-assessments answered ${write.status}`);
      const t0 = performance.now();
      const res = await fetch(`${url}/api/readiness?sort=coverage`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /api/readiness answered ${res.status}`);
      readinessMs.push(performance.now() - t0);
    }
    readinessMs.sort((a, b) => a - b);
    const readinessMedian = Math.round(readinessMs[2]);
    for (const [label, opts] of scaleOnly ? [] : scenarios) {
      log(`load: ${label}`);
      const r = load({ connections, duration, headers, ...opts });
      rows.push({ label, ...r });
      // Requests still running when the load stopped must not slow down the next scenario.
      await waitIdle(url);
    }
    const rss = rssMb(server.pid);

    // Issue 25: reads while a second client writes 20 changes a second, then the memory after it.
    // A sample of at most 2,000 ids: they travel on the load process's command line.
    const step = Math.max(5, Math.ceil(list.length / 2000));
    const ids = list.filter((_, i) => i % step === 0).map((p) => p.id);
    // The warm-up's processes are others: the measured sample's pages are still read cold.
    const warmIds = list.filter((_, i) => i % step === Math.floor(step / 2)).map((p) => p.id);
    const mixedOptions = {
      cookie,
      ids,
      jobRoleId: sample.jobRoleId,
      processes: list.length,
      seconds: mixedSeconds,
    };
    const mixed = await warmThenMixed([url], mixedOptions, warmIds);
    await waitIdle(url);
    const memory = await memoryOf(server.pid, memoryFile);
    let history = null;
    if (historyEvents > 0) {
      log(`Version History: filtered pages of ${historyEvents} events`);
      history = await historyRows({
        url,
        headers,
        processId: sample.id,
        personId: generated.personId,
        connections,
        duration,
      });
      await waitIdle(url);
    }
    let two = null;
    if (pgDb) {
      const port2 = await freePort();
      const url2 = `http://127.0.0.1:${port2}`;
      second = startServer(port2, probeFiles[1]);
      await waitReady(url2, second, Date.now());
      await waitIdle(url2);
      log('two instances: the mixed load alternating between them');
      const both = [url, url2];
      const twoMixed = await warmThenMixed(both, mixedOptions, warmIds);
      log('two instances: database statements per read (reads only)');
      const perRead = await statementsPerRead({ urls: both, probeFiles, cookie, ids, seconds: 5 });
      two = { mixed: twoMixed, statementsPerRead: perRead };
    }

    const UPLOAD_MB = 25;
    let up = null;
    let uploadsFailed = 0;
    let ratio = null;
    let viewer = null;
    if (!scaleOnly) {
      log(`uploads: three ${UPLOAD_MB} MB files at once, GET /api/processes?limit=1 meanwhile`);
      up = await uploadsUnderway(server.pid, {
        url,
        cookie,
        uploads: 3,
        bytes: UPLOAD_MB * 1024 * 1024 - 1024,
        probeUrl: `${url}/api/processes?limit=1`,
      });
      uploadsFailed = up.statuses.filter((s) => s !== 201).length;
      rows.push({
        label: `GET /api/processes?limit=1 (3 × ${UPLOAD_MB} MB uploads)`,
        requests: up.probes / (up.totalMs / 1000),
        total: up.probes,
        p50: up.p50,
        p99: up.p99,
        errors: 0,
        non2xx: up.probeErrors + uploadsFailed,
      });
      log(
        `uploads: ${up.statuses.join(', ')} in ${up.uploadMs.join(', ')} ms; server RSS +${up.rssGrowth} MB`,
      );
      await waitIdle(url);

      if (flag('compare')) {
        const file = path.join(dataDir, 'list.json');
        fs.writeFileSync(file, listBytes);
        const barePort = await freePort();
        bare = spawn(
          process.execPath,
          [path.join(root, 'scripts/bench/bare-server.mjs'), file, String(barePort)],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        await new Promise((r) => bare.stdout.once('data', r));
        log('load: bare node:http server, same list bytes');
        const b = load({ url: `http://127.0.0.1:${barePort}/`, connections, duration });
        rows.push({ label: 'bare node:http (same list bytes)', ...b });
        ratio = rows[0].requests / b.requests;
      }

      log('BPMN viewer: a 300-element diagram on its process page in Chromium');
      viewer = bpmnViewer({ url, cookie, jobRoleId: sample.jobRoleId });
    }

    const sizes = clientSizes(path.join(root, 'dist/client')) ?? {};
    const scale = scaleTargets({ processes, mixed, two, memory, history, readinessMedian });
    const targets = scaleOnly
      ? []
      : benchTargets({ rows, ratio, uploadsFailed, up, coldStartMs, viewer, sizes });

    const pad = (s, n) => String(s).padEnd(n);
    const lpad = (s, n) => String(s).padStart(n);
    console.log(
      `\nProcess Map Repository bench — ${pgDb ? 'PostgreSQL' : 'PGlite'}, ${generated.processes} processes, ${generated.artifacts} artifacts, ${generated.roles} roles; ${connections} connections × ${duration} s\n`,
    );
    console.log(
      `${pad('endpoint', 44)}${lpad('req/s', 9)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)}${lpad('errors', 8)}`,
    );
    for (const r of rows) {
      console.log(
        `${pad(r.label, 44)}${lpad(Math.round(r.requests), 9)}${lpad(r.p50, 8)}${lpad(r.p99, 8)}${lpad(r.errors + r.non2xx, 8)}`,
      );
    }
    console.log(`\nserver RSS ${rss} MB · cold start ${coldStartMs} ms`);
    console.log('\nclient JavaScript per route (gzip, first load included)');
    for (const [route, bytes] of Object.entries(sizes))
      console.log(`  ${pad(route, 30)}${lpad((bytes / 1024).toFixed(1), 7)} kB`);
    printScale({ memory, mixed, two, history, readinessMedian });
    const missed = printTargets([...targets, ...scale]);
    const failedMixed = mixed.failures + (two?.mixed.failures ?? 0);
    if (failedMixed > 0) console.log(`\n${failedMixed} requests of the mixed load failed.`);
    const errors = rows.reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (errors > 0) console.log(`\n${errors} requests failed during the load.`);
    process.exitCode = missed > 0 || errors > 0 || failedMixed > 0 ? 1 : 0;
  } finally {
    bare?.kill();
    for (const child of [server, second]) {
      if (!child || child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
