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

export interface WorkerSlotOptions<R> {
  /** The import.meta.url of the file the worker module sits beside, and its name (startWorker). */
  callerUrl: string;
  name: string;
  /** Heap the worker may use; past it the worker ends and the job gets `outOfMemory()`. */
  heapMb: number;
  /** An idle worker is ended after this long. */
  idleMs: number;
  outOfMemory: () => R;
  /** The error of a job whose worker stopped under it. */
  stopped: string;
}

/**
 * One worker thread doing one job at a time, started on the first job and ended when idle. The
 * worker module answers each `{ id, job }` message with `{ id, result }` or `{ id, error }`.
 */
export class WorkerSlot<J, R> {
  private worker: Worker | null = null;
  private current: { id: number; resolve: (result: R) => void; reject: (error: Error) => void } | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: WorkerSlotOptions<R>) {}

  get busy(): boolean {
    return this.current !== null;
  }

  /** Runs `job`; the caller waits for one job before sending the next. */
  run(job: J): Promise<R> {
    if (this.current) return Promise.reject(new Error('The worker is busy.'));
    if (this.idleTimer) clearTimeout(this.idleTimer);
    return new Promise<R>((resolve, reject) => {
      this.current = { id: this.nextId++, resolve, reject };
      this.start().postMessage({ id: this.current.id, job });
    }).finally(() => {
      this.current = null;
      this.idleTimer = setTimeout(() => this.stop(), this.options.idleMs);
      this.idleTimer.unref();
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const { callerUrl, name, heapMb } = this.options;
    const worker = startWorker(callerUrl, name, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    worker.unref();
    worker.on('message', (message: { id: number; result?: R; error?: string }) => {
      if (this.current?.id !== message.id) return;
      if ('result' in message) this.current.resolve(message.result as R);
      else this.current.reject(new Error(message.error ?? this.options.stopped));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker === worker) this.worker = null;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') this.current?.resolve(this.options.outOfMemory());
      else this.current?.reject(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.current?.reject(new Error(this.options.stopped));
    });
    this.worker = worker;
    return worker;
  }

  private stop(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }
}
