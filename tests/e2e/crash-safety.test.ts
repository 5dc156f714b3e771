import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_ACCESS_CODE, type RunningServer, startServer } from './support/server';

/** Signs in with fetch and returns the Cookie header. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessCode: E2E_ACCESS_CODE }),
  });
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

const ROWS = 1500;
const REPEATS = Number(process.env.CRASH_REPEATS ?? 2);

describe('a server killed with SIGKILL in the middle of a bulk import', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it(`leaves all or nothing and starts again cleanly (${REPEATS} times)`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-crash-'));
    const csv = ['Job Role,Process Name,Description']
      .concat(Array.from({ length: ROWS }, (_, i) => `Crash Role,Crash process ${i},Imported in bulk ${i}`))
      .join('\n');
    for (let round = 0; round < REPEATS; round++) {
      const server = await startServer({ DEMO_DATA: 'off' }, dataDir);
      servers.push(server);
      const cookie = await signIn(server.url);
      const count = async () => {
        const res = await fetch(
          `${server.url}/api/processes?search=${encodeURIComponent('Crash process')}&limit=1`,
          { headers: { cookie } },
        );
        return Number(res.headers.get('x-total-count'));
      };
      const before = await count();
      expect([0, ROWS]).toContain(before > ROWS ? -1 : before);
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), `crash-${round}.csv`);
      form.append('mode', 'merge');
      const request = fetch(`${server.url}/api/import/apply`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      }).catch(() => null);
      // Kill somewhere inside the import: early on the first rounds, later on the next.
      await new Promise((r) => setTimeout(r, 150 + round * 120));
      server.kill('SIGKILL');
      await request;
    }
    const last = await startServer({ DEMO_DATA: 'off' }, dataDir);
    servers.push(last);
    const cookie = await signIn(last.url);
    const res = await fetch(
      `${last.url}/api/processes?search=${encodeURIComponent('Crash process')}&limit=1`,
      { headers: { cookie } },
    );
    expect(res.status).toBe(200);
    expect([0, ROWS]).toContain(Number(res.headers.get('x-total-count')));
    expect((await fetch(`${last.url}/readyz`)).status).toBe(200);
  });
});
