// `npm run test:repeat`: runs the whole `npm test` (scripts/test.mjs) several times in a row on a
// machine kept busy on purpose, to show that no test depends on the timing of work it does not
// control. It prints one row per run and, as its last line, how many runs passed; it exits
// non-zero if any run failed.
//
//   REPEAT=n                  runs (default 3)
//   BURNERS=n                 CPU burners beside the runs (default one per core; 0 for none)
//   TEST_REPEAT_COMMAND=...   a shell command to run instead of `node scripts/test.mjs` (to try
//                             this script itself quickly)
//
// The burners are worker threads of this process spinning in a loop: they end with it, however it
// ends (even SIGKILL leaves none behind). Each run's results (.tmp/test-results) are kept in
// .tmp/test-repeat/run-<n>/, and the table in .tmp/test-repeat/summary.txt.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, '.tmp/test-results');
const outDir = path.join(root, '.tmp/test-repeat');

/** A whole number from the environment, or the fallback; anything else stops the script. */
function count(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`${name} must be a whole number, not "${raw}".`);
    process.exit(2);
  }
  return Number(raw);
}

const repeat = count('REPEAT', 3);
const burnerCount = count('BURNERS', os.availableParallelism());
const command = process.env.TEST_REPEAT_COMMAND || 'node scripts/test.mjs';

const burners = Array.from({ length: burnerCount }, () => new Worker('for (;;) {}', { eval: true }));
const stopBurners = () => Promise.all(burners.map((b) => b.terminate()));

/** The run under way: its whole process group is ended if this script is interrupted. */
let current = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the run under way; the burners end with this process.`);
    if (current) {
      try {
        process.kill(-current.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    // At once, so that no further run starts; exiting ends the burner threads too.
    process.exit(128 + os.constants.signals[signal]);
  });
}

/** Runs the command once in its own process group; resolves with its exit code. */
function runOnce() {
  return new Promise((resolve) => {
    // detached: its own process group, so that an interrupt ends vitest, Chromium and the rest too
    // (stdin ignored: a background group must not read the terminal).
    const child = spawn(command, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      shell: true,
      detached: true,
    });
    current = child;
    child.on('error', (error) => {
      console.error(`could not start "${command}": ${error.message}`);
      current = null;
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

/** The totals line test.mjs leaves in .tmp/test-results/totals.txt ("N passed, N failed, N skipped"). */
function totalsOf(dir) {
  try {
    const line = fs.readFileSync(path.join(dir, 'totals.txt'), 'utf8').trim();
    const m = line.match(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/);
    if (m) return { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) };
  } catch {
    // no totals: the run ended before it wrote them
  }
  return null;
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
console.log(
  `test:repeat: ${repeat} run(s) of "${command}" beside ${burnerCount} CPU burner(s) on ${os.availableParallelism()} core(s)`,
);

const rows = [];
for (let run = 1; run <= repeat; run++) {
  console.log(`\n━━━ run ${run} of ${repeat} ━━━`);
  // A run that writes no totals must not be credited with the previous run's.
  fs.rmSync(path.join(resultsDir, 'totals.txt'), { force: true });
  const started = Date.now();
  const code = await runOnce();
  const minutes = (Date.now() - started) / 60_000;
  const kept = path.join(outDir, `run-${run}`);
  if (fs.existsSync(resultsDir)) fs.cpSync(resultsDir, kept, { recursive: true });
  const totals = totalsOf(resultsDir);
  const ok = code === 0 && totals !== null && totals.failed === 0;
  rows.push({ run, ok, code, totals, minutes });
}
await stopBurners();

const cell = (value, width) => String(value).padStart(width);
const lines = [
  `${repeat} run(s) beside ${burnerCount} CPU burner(s) on ${os.availableParallelism()} core(s), ${new Date().toISOString().slice(0, 10)}`,
  'run  result  passed  failed  skipped  exit  minutes',
  ...rows.map(
    (r) =>
      `${cell(r.run, 3)}  ${(r.ok ? 'pass' : 'FAIL').padEnd(6)}${cell(r.totals?.passed ?? '-', 8)}${cell(r.totals?.failed ?? '-', 8)}${cell(r.totals?.skipped ?? '-', 9)}${cell(r.code, 6)}${cell(r.minutes.toFixed(1), 9)}`,
  ),
];
const passedRuns = rows.filter((r) => r.ok).length;
lines.push(`${passedRuns} of ${repeat} runs passed`);
fs.writeFileSync(path.join(outDir, 'summary.txt'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}`);
process.exit(passedRuns === repeat ? 0 : 1);
