// Loaded into the bench's server with `node --import`: on SIGUSR2 it writes the server's memory to
// BENCH_MEMORY_FILE as JSON: the RSS and heap as they were, then process.memoryUsage() after a full
// collection (what is alive), and `wasm`, the bytes of every WebAssembly memory of the process
// (PGlite's database). PGlite runs in a worker thread, which `--import` does not reach: the
// worker answers on the 'pmr-memory-probe' channel with its WebAssembly memory and its heap
// (`databaseHeap`). Nothing of the app changes.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { BroadcastChannel } from 'node:worker_threads';

// A full collection before measuring, so the heap figure is what is alive, not what awaits collection.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const memories = new Set();
const remember = (result) => {
  const instance = result?.instance ?? result;
  for (const value of Object.values(instance?.exports ?? {})) {
    if (value instanceof WebAssembly.Memory) memories.add(value);
  }
  return result;
};
for (const name of ['instantiate', 'instantiateStreaming']) {
  const original = WebAssembly[name];
  WebAssembly[name] = (...args) => original.apply(WebAssembly, args).then(remember);
}
const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(OriginalMemory, {
  construct(target, args) {
    const memory = new target(...args);
    memories.add(memory);
    return memory;
  },
});

/** The database thread's memory, or zeros when no thread answers within a second (PostgreSQL). */
function databaseThread() {
  const channel = new BroadcastChannel('pmr-memory-probe');
  return new Promise((resolve) => {
    const done = (answer) => {
      clearTimeout(timer);
      channel.close();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ wasm: 0, heapUsed: 0 }), 1000);
    channel.onmessage = (event) => done(event.data);
    channel.postMessage('measure');
  });
}

process.on('SIGUSR2', async () => {
  const file = process.env.BENCH_MEMORY_FILE;
  if (!file) return;
  const before = process.memoryUsage();
  gc();
  let wasm = 0;
  for (const memory of memories) wasm += memory.buffer.byteLength;
  const database = await databaseThread();
  // Renamed into place: the bench reads the file as soon as it exists.
  fs.writeFileSync(
    `${file}.part`,
    JSON.stringify({
      ...process.memoryUsage(),
      rss: before.rss,
      heapBeforeGc: before.heapUsed,
      wasm: wasm + database.wasm,
      databaseHeap: database.heapUsed,
    }),
  );
  fs.renameSync(`${file}.part`, file);
});
