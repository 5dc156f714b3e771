import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export const E2E_ACCESS_CODE = 'E2E-Open-Sesame';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** Sends a signal without waiting (SIGKILL for crash tests). */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/** The build under test: dist/, or E2E_BUILD_DIR when a parallel build lives elsewhere. */
const buildDir = process.env.E2E_BUILD_DIR
  ? path.resolve(process.env.E2E_BUILD_DIR)
  : path.join(root, 'dist');

/** Builds once when `npm run test:e2e` runs without a prior build. */
function ensureBuilt(): void {
  if (
    !fs.existsSync(path.join(buildDir, 'server/main.js')) ||
    !fs.existsSync(path.join(buildDir, 'client/index.html'))
  ) {
    execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  }
}

/** Starts the built production server on a free port with a fresh DATA_DIR (demo data on). */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningServer> {
  ensureBuilt();
  const port = await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, 'server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      ACCESS_CODES: E2E_ACCESS_CODE,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    log += d;
  });
  child.stderr!.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    output: () => log,
    kill: (signal) => {
      child.kill(signal);
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      }
    },
  };
}
