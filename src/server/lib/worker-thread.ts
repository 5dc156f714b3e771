import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name` that sits beside the caller's own file (`callerUrl`:
 * its import.meta.url). The build bundles each worker as `<name>.js` next to main.js
 * (scripts/build-server.mjs); in development and tests the caller is TypeScript, and the worker
 * registers tsx before loading `<name>.ts`.
 */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const source = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`,
    { ...options, eval: true },
  );
}
