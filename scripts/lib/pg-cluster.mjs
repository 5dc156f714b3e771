// A throwaway PostgreSQL cluster on a free loopback port, for running the API suite on a real
// server. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './system-deps.mjs';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAs(user, bin, args) {
  if (user) {
    const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    return execFileSync('su', [user, '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  }
  return execFileSync(bin, args, { stdio: 'pipe' });
}

/** Starts a fresh cluster; returns its URL and a stop() that removes every trace of it. */
export async function startPgCluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-pg-'));
  const dataDir = path.join(base, 'data');
  const sockDir = path.join(base, 'sock');
  fs.mkdirSync(sockDir);
  const user = process.getuid?.() === 0 ? 'postgres' : null;
  if (user) execFileSync('chown', ['-R', `${user}:`, base]);
  fs.chmodSync(base, 0o755);
  runAs(user, `${bin}/initdb`, ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  runAs(user, `${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-l',
    path.join(base, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${sockDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  // A watcher outlives this process: when it goes away without stop() (Ctrl-C, kill -9, a crash),
  // the watcher stops the cluster and removes its files, so no postgres is left running.
  const reaper = spawn(
    process.execPath,
    [
      path.join(path.dirname(new URL(import.meta.url).pathname), 'pg-reaper.mjs'),
      String(process.pid),
      bin,
      dataDir,
      base,
      user ?? '',
    ],
    { detached: true, stdio: 'ignore' },
  );
  reaper.unref();
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      try {
        reaper.kill();
      } catch {
        // already gone
      }
      stopCluster(user, bin, dataDir, base);
    },
  };
}

/** Stops the cluster at once and removes every trace of it; safe to call twice. */
export function stopCluster(user, bin, dataDir, base) {
  try {
    runAs(user, `${bin}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // already stopped
  }
  fs.rmSync(base, { recursive: true, force: true });
}
