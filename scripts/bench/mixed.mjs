// Issue 25's mixed load, from its own process: a writer makes `writesPerSecond` changes (creates,
// renames, status changes, impact matrix saves, in turn) while `readers` connections read
// (searches, a process page's requests, list pages). Each write is checked right after its answer
// on the next instance in `urls` (alternating when there are two): the read must see it, or it
// counts as stale. Prints the figures as JSON.
//   node mixed.mjs '{"urls":[…],"cookie":"…","ids":[…],"jobRoleId":"…","processes":10000,"seconds":10}'
import http from 'node:http';

const options = JSON.parse(process.argv[2]);
const { urls, cookie, ids, jobRoleId, processes } = options;
const seconds = options.seconds ?? 10;
const readers = options.readers ?? 10;
const writesPerSecond = options.writesPerSecond ?? 20;
const headers = { cookie };

const latencies = { search: [], page: [], list: [], write: [] };
/** The process page's latencies by request, to tell answers from memory from database reads. */
const pageParts = { process: [], artifacts: [], history: [] };
const failures = [];
let stale = 0;
const staleSamples = [];
let reads = 0;
let writes = 0;
let turn = 0;
/** Requests sent to each instance. */
const perInstance = Object.fromEntries(urls.map((u) => [u, 0]));
/** The instances in turn (one, or two alternating). */
const next = () => urls[turn++ % urls.length];

/**
 * One request over node:http with kept-alive connections: fetch cost the load's process about
 * three quarters of a core at this rate, taken from the server on a small machine.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: readers + 8 });
function request(base, method, path, extraHeaders, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method, agent, headers: { ...headers, ...extraHeaders }, timeout: 10_000 },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ok: res.statusCode >= 200 && res.statusCode < 300,
            header: (name) => res.headers[name.toLowerCase()],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // A request that never comes back is a failure, named, not a bench that never ends.
    req.on('timeout', () => req.destroy(new Error('timed out after 10 s')));
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    req.end(body);
  });
}

async function get(base, path) {
  const t0 = performance.now();
  perInstance[base] += 1;
  const res = await request(base, 'GET', path, {});
  const ms = performance.now() - t0;
  if (!res.ok) failures.push(`GET ${path} ${res.status}`);
  return { res, body: res.text, ms };
}

async function send(base, method, path, body) {
  perInstance[base] += 1;
  const t0 = performance.now();
  const res = await request(
    base,
    method,
    path,
    { origin: base, 'content-type': 'application/json' },
    JSON.stringify(body),
  );
  // Until the answer: on PostgreSQL a write answers once every instance reading from memory heard it.
  latencies.write.push(performance.now() - t0);
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return res.text ? JSON.parse(res.text) : null;
}

const WORDS = ['zephyrquartz', 'service', 'dispatch', 'sprinkler inspection', 'invoice', 'warehouse', 'mx'];

async function reader(r, until) {
  for (let i = r; performance.now() < until; i++) {
    const base = next();
    const kind = i % 3;
    if (kind === 0) {
      const { ms } = await get(
        base,
        `/api/processes?search=${encodeURIComponent(WORDS[i % WORDS.length])}&limit=24`,
      );
      latencies.search.push(ms);
    } else if (kind === 1) {
      const id = ids[(i * 7919) % ids.length];
      for (const [part, path] of [
        ['process', `/api/processes/${id}`],
        ['artifacts', `/api/artifacts?processId=${id}`],
        ['history', `/api/processes/${id}/history?limit=20`],
      ]) {
        const { ms } = await get(base, path);
        latencies.page.push(ms);
        pageParts[part].push(ms);
      }
    } else {
      const offset = 24 * ((i * 104729) % Math.max(1, Math.floor(processes / 24)));
      latencies.list.push((await get(base, `/api/processes?limit=24&offset=${offset}`)).ms);
    }
    reads += kind === 1 ? 3 : 1;
  }
}

/** A reader whose failed request is counted, and which goes on. */
async function readerGoingOn(r) {
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    try {
      await reader(r, until);
    } catch (error) {
      failures.push(String(error.message ?? error));
    }
  }
}

function check(ok, what) {
  if (ok) return;
  stale += 1;
  if (staleSamples.length < 5) staleSamples.push(what);
}

/** Write n and check it on the next instance. Each write has a process of its own. */
async function write(n) {
  const writeTo = next();
  const readFrom = next();
  const id = ids[(n * 31) % ids.length];
  const token = `mx${n}q${process.pid}`;
  switch (n % 4) {
    case 0: {
      const created = await send(writeTo, 'POST', '/api/processes', {
        name: `Mixed ${token}`,
        description: 'Mixed load',
        jobRoleId,
      });
      const found = JSON.parse((await get(readFrom, `/api/processes?search=${token}&limit=24`)).body);
      check(
        found.some((p) => p.id === created.id),
        `create ${token} not in search`,
      );
      break;
    }
    case 1: {
      await send(writeTo, 'PATCH', `/api/processes/${id}`, { name: `Renamed ${token}` });
      const found = JSON.parse((await get(readFrom, `/api/processes?search=${token}&limit=24`)).body);
      check(
        found.some((p) => p.id === id),
        `rename ${token} not in search`,
      );
      const one = JSON.parse((await get(readFrom, `/api/processes/${id}`)).body);
      check(one.name === `Renamed ${token}`, `rename ${token}: process answered ${one.name}`);
      break;
    }
    case 2: {
      // Published comes only from sign-off (a PATCH that would publish answers 409).
      const status = ['draft', 'in_review'][Math.floor(n / 4) % 2];
      await send(writeTo, 'PATCH', `/api/processes/${id}`, { status });
      const one = JSON.parse((await get(readFrom, `/api/processes/${id}`)).body);
      check(one.status === status, `status ${status}: answered ${one.status}`);
      const first = JSON.parse(
        (await get(readFrom, `/api/processes?search=${encodeURIComponent(one.name)}&limit=24`)).body,
      );
      check(
        first.some((p) => p.id === id && p.status === status),
        `status ${status} not in search`,
      );
      break;
    }
    default: {
      const before = Number(
        (await get(readFrom, `/api/processes/${id}/history?limit=1`)).res.header('x-total-count'),
      );
      await send(writeTo, 'POST', '/api/change-impact-assessments', {
        processId: id,
        processOutput: `Mixed output ${n}`,
        impactAssessment: ['HIGH', 'MED', 'LOW'][n % 3],
      });
      const after = Number(
        (await get(readFrom, `/api/processes/${id}/history?limit=1`)).res.header('x-total-count'),
      );
      check(after > before, `matrix save ${n}: history total ${before} → ${after}`);
    }
  }
  writes += 1;
}

async function writer() {
  const pending = [];
  const start = performance.now();
  for (let n = 0; performance.now() - start < seconds * 1000; n++) {
    pending.push(write(n).catch((error) => failures.push(String(error.message ?? error))));
    // On the clock: the n + 1th write starts at (n + 1) / rate, whatever the answers' speed.
    const due = Math.min(start + seconds * 1000, start + ((n + 1) * 1000) / writesPerSecond);
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
  }
  await Promise.all(pending);
}

const p = (list, q) => {
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
};
const started = performance.now();
await Promise.all([
  writesPerSecond > 0 ? writer() : null,
  ...Array.from({ length: readers }, (_, r) => readerGoingOn(r)),
]);
const elapsed = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    seconds: Math.round(elapsed * 10) / 10,
    reads,
    writes,
    writesPerSecond: Math.round((writes / elapsed) * 10) / 10,
    perInstance: urls.map((u) => perInstance[u]),
    stale,
    staleSamples,
    failures: failures.length,
    failureSamples: failures.slice(0, 5),
    search: { n: latencies.search.length, p50: p(latencies.search, 0.5), p99: p(latencies.search, 0.99) },
    page: { n: latencies.page.length, p50: p(latencies.page, 0.5), p99: p(latencies.page, 0.99) },
    pageParts: Object.fromEntries(
      Object.entries(pageParts).map(([part, list]) => [part, { p50: p(list, 0.5), p99: p(list, 0.99) }]),
    ),
    list: { n: latencies.list.length, p50: p(latencies.list, 0.5), p99: p(latencies.list, 0.99) },
    write: { n: latencies.write.length, p50: p(latencies.write, 0.5), p99: p(latencies.write, 0.99) },
  }),
);
