// `npm test`: typecheck, lint, the unit + API suite on PGlite, the same API suite on a throwaway
// real PostgreSQL, the production build, and the end-to-end suite in Chromium. It prints one
// table and, as its last line, the totals over every suite ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPgCluster } from './lib/pg-cluster.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, '.tmp/test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const rows = [];
let stepFailed = false;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  if (!ok) stepFailed = true;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** Runs one vitest suite with the JSON reporter and records its counts. */
function suite(label, args, env = {}) {
  const out = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
    // A file that failed to load has no tests to count: count it as a failure.
    failed += report.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.length === 0,
    ).length;
    if (report.numTotalTests === 0) failed += 1;
  } catch {
    failed += 1;
  }
  if (failed > 0) stepFailed = true;
  rows.push({ label, passed, failed, skipped });
}

ensureSystemDeps();
/** A check that is not a test suite counts as one failure when it fails, so the totals never hide it. */
function check(label, command, args) {
  if (!run(label, command, args)) rows.push({ label, passed: 0, failed: 1, skipped: 0 });
}

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npx', ['biome', 'ci', '--colors=off', 'src', 'tests', 'scripts']);

suite('unit + API (PGlite)', ['--project', 'unit']);

let cluster;
try {
  cluster = await startPgCluster();
  suite('API (PostgreSQL)', ['--project', 'unit', 'src/server'], { TEST_DATABASE_URL: cluster.url });
} catch (error) {
  console.error(`Could not start a throwaway PostgreSQL: ${error.message}\n${error.stderr ?? ''}`);
  rows.push({ label: 'API (PostgreSQL)', passed: 0, failed: 1, skipped: 0 });
  stepFailed = true;
} finally {
  cluster?.stop();
}

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  suite('end-to-end (Chromium)', ['--project', 'e2e']);
} else {
  rows.push({ label: 'end-to-end (Chromium)', passed: 0, failed: 1, skipped: 0 });
}

const total = rows.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nsuite                       passed  failed  skipped');
for (const r of rows) {
  console.log(
    `${r.label.padEnd(28)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.skipped).padStart(9)}`,
  );
}
const totals = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
fs.writeFileSync(path.join(resultsDir, 'totals.txt'), `${totals}\n`);
console.log(totals);
process.exit(stepFailed || total.failed > 0 ? 1 : 0);
