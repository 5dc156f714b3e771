// Loaded into the bench's server with `node --import`: on SIGUSR2 it writes the server's memory to
// BENCH_MEMORY_FILE as JSON: the RSS and heap as they were, then process.memoryUsage() after a full
// collection (what is alive), and `wasm`, the bytes of every WebAssembly memory made in the process
// (PGlite's database). Nothing of the app changes.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

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

process.on('SIGUSR2', () => {
  const before = process.memoryUsage();
  gc();
  let wasm = 0;
  for (const memory of memories) wasm += memory.buffer.byteLength;
  fs.writeFileSync(
    process.env.BENCH_MEMORY_FILE,
    JSON.stringify({ ...process.memoryUsage(), rss: before.rss, heapBeforeGc: before.heapUsed, wasm }),
  );
});
