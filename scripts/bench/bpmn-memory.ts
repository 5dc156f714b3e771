// Memory and event-loop cost of reading a large BPMN diagram for a workflow map write (issue 21):
// a 1 MiB and a MAX_BPMN_BYTES (5 MiB) synthetic diagram, read on the request thread (as before
// the worker pool) and through the pool (src/server/lib/bpmn-worker). Each case runs in a process
// of its own, so the kernel's peak RSS (workers included: they live in the process) is that case's.
// Figures: RSS before, its peak while reading and after; and the longest the event loop was held
// (a 1 ms ticker's longest gap: what a concurrent request would have waited).
//   node --stack-size=6000 --expose-gc --import tsx scripts/bench/bpmn-memory.ts  (as root: it resets VmHWM)
// (--stack-size: the synthetic layout of 7,000 steps recurses deeply; the app's own code does not.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deriveDiagram } from '../../src/core/bpmn/derive';
import { MAX_BPMN_BYTES } from '../../src/core/bpmn/parse';
import { buildBpmn } from '../../src/server/demo/bpmn/build';
import { largeProcess } from '../../src/server/demo/bpmn/large';
import { runBpmnJobOffThread } from '../../src/server/lib/bpmn-worker';

const MB = 1024 * 1024;
const gc =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    throw new Error('run node with --expose-gc');
  });
const peakRss = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
const SIZES = { '1MiB': MB, '5MiB': MAX_BPMN_BYTES } as const;
type Size = keyof typeof SIZES;

/** The largest synthetic diagram of at most `bytes` UTF-8 bytes. */
function diagramOf(bytes: number): string {
  let low = 10;
  let high = 20_000;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (Buffer.byteLength(buildBpmn(largeProcess(mid))) <= bytes) low = mid;
    else high = mid;
  }
  return buildBpmn(largeProcess(low));
}

/** One case, in this process: prints one JSON line. */
async function runCase(size: Size, where: 'inline' | 'pool') {
  const xml = diagramOf(SIZES[size]);
  for (let i = 0; i < 3; i++) gc();
  const rssBefore = process.memoryUsage().rss;
  // The kernel's peak RSS (VmHWM) from here on: building the diagram above is not counted.
  fs.writeFileSync('/proc/self/clear_refs', '5');
  let last = performance.now();
  let held = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    held = Math.max(held, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  const result =
    where === 'inline' ? await deriveDiagram(xml) : await runBpmnJobOffThread({ kind: 'derive', xml });
  const ms = performance.now() - started;
  // One more turn of the loop, so a hold that ended with the read is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticker);
  console.log(
    JSON.stringify({
      bytes: Buffer.byteLength(xml),
      ok: result.ok,
      ms: Math.round(ms),
      rssBefore: Math.round(rssBefore / MB),
      peakRss: Math.round(peakRss() / MB),
      rssAfter: Math.round(process.memoryUsage().rss / MB),
      heldMs: Math.round(held),
    }),
  );
}

const [size, where] = process.argv.slice(2) as [Size | undefined, 'inline' | 'pool' | undefined];
if (size && where) {
  await runCase(size, where);
} else {
  console.log('diagram          read on          time    RSS before → peak → after    event loop held');
  for (const s of Object.keys(SIZES) as Size[]) {
    for (const w of ['inline', 'pool'] as const) {
      const out = execFileSync(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), s, w],
        { encoding: 'utf8' },
      );
      const r = JSON.parse(out.trim().split('\n').pop()!);
      const label = `${(r.bytes / MB).toFixed(2)} MiB`.padEnd(17);
      const place = (w === 'inline' ? 'request thread' : 'worker pool').padEnd(16);
      const memory = `${r.rssBefore} → ${r.peakRss} → ${r.rssAfter} MB`;
      const held = `${r.heldMs} ms${r.ok ? '' : '  (REFUSED)'}`;
      console.log(`${label}${place}${`${r.ms} ms`.padStart(8)}    ${memory.padEnd(29)}${held}`);
    }
  }
}
