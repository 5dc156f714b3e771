import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export const E2E_ACCESS_CODE = 'E2E-Open-Sesame';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** Sends a signal without waiting (SIGKILL for crash tests); await `exited` for the process to be gone. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves once the process has exited, whatever ended it. */
  exited: Promise<void>;
  /** SIGTERM, and resolves once the process has exited (SIGKILL if it has not after 30 s). */
  stop(): Promise<void>;
}

/** The banner's last line (src/server/main.ts): everything before it has been printed, and it listens. */
const STARTED = /^Sign in by opening the address above/m;
/** Only guards against a server that never starts (the test then fails with its output). */
const START_LIMIT_MS = 90_000;

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

/**
 * Starts the built production server with a fresh DATA_DIR (demo data on), on a port the system
 * picks (PORT=0: no port is chosen here and then taken by someone else first), and resolves once
 * it has printed its whole start-up banner, which names the port: an event, not a polled address.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningServer> {
  ensureBuilt();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, 'server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      ACCESS_CODES: E2E_ACCESS_CODE,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close': the process has exited and all it printed has been read.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const started = new Promise<number>((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_LIMIT_MS / 1000} s:\n${log}`));
    }, START_LIMIT_MS);
    let banner = true;
    const seen = (d: Buffer) => {
      log += d;
      if (!banner || !STARTED.test(log)) return;
      banner = false;
      clearTimeout(limit);
      const port = log.match(/running at http:\/\/[^:\s]+:(\d+)/)?.[1];
      if (port) resolve(Number(port));
      else reject(new Error(`server named no port:\n${log}`));
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    void exited.then(() => {
      clearTimeout(limit);
      reject(new Error(`server exited early:\n${log}`));
    });
  });
  const url = `http://127.0.0.1:${await started}`;
  const ready = await fetch(`${url}/readyz`);
  if (!ready.ok) throw new Error(`server not ready (${ready.status}):\n${log}`);
  return {
    url,
    dataDir: dir,
    output: () => log,
    kill: (signal) => {
      child.kill(signal);
    },
    exited,
    stop: async () => {
      if (gone()) return;
      child.kill('SIGTERM');
      // A server that does not close is killed, so that no later server on its DATA_DIR meets it.
      const hung = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(hung);
    },
  };
}
