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
/** What failed, named, so the end of the output (all CI shows) says which test and why. */
const failures = [];
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
  const failureReport = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.failures.json`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
      `--reporter=${path.join(root, 'scripts/lib/failure-reporter.mjs')}`,
    ],
    { ...env, FAILURE_REPORT: failureReport },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    skipped = report.numPendingTests + report.numTodoTests;
    // Failed tests, hook and load errors and errors outside any test each count once: vitest
    // reports the tests under a beforeAll that threw as skipped, and the totals must never say
    // "0 failed" of a run that failed.
    const named = JSON.parse(fs.readFileSync(failureReport, 'utf8'));
    for (const f of named) failures.push({ suite: label, ...f });
    failed = Math.max(report.numFailedTests, named.length);
    if (report.numTotalTests === 0) failed += 1;
  } catch {
    failed += 1;
  }
  if (!ok && failed === 0) {
    failed = 1;
    failures.push({
      suite: label,
      name: 'vitest exited non-zero without naming a failure (see above)',
      lines: [],
    });
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
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const f of failures) {
    console.log(`  ✘ [${f.suite}] ${f.name}`);
    for (const line of f.lines) console.log(`      ${line}`);
  }
}
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
