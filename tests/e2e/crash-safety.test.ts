import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpServerStarts } from './support/app';
import { E2E_ACCESS_CODE } from './support/server';

/** Signs in with fetch and returns the Cookie header. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ accessCode: E2E_ACCESS_CODE }),
  });
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

const ROWS = 1500;
const REPEATS = Number(process.env.CRASH_REPEATS ?? 2);

describe('a server killed with SIGKILL in the middle of a bulk import', () => {
  const startServer = setUpServerStarts();

  it(`leaves all or nothing and starts again cleanly (${REPEATS} times)`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-crash-'));
    const csv = ['Job Role,Process Name,Description']
      .concat(Array.from({ length: ROWS }, (_, i) => `Crash Role,Crash process ${i},Imported in bulk ${i}`))
      .join('\n');
    for (let round = 0; round < REPEATS; round++) {
      const server = await startServer({ DEMO_DATA: 'off' }, dataDir);
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
        // A script's writes carry the app's own origin, as its pages' do.
        headers: { cookie, origin: server.url },
        body: form,
      }).catch(() => null);
      // Kill somewhere inside the import: early on the first rounds, later on the next.
      await new Promise((r) => setTimeout(r, 150 + round * 120));
      server.kill('SIGKILL');
      // The next server opens the same DATA_DIR only once this one is gone.
      await Promise.all([request, server.exited]);
    }
    const last = await startServer({ DEMO_DATA: 'off' }, dataDir);
    const cookie = await signIn(last.url);
    const res = await fetch(
      `${last.url}/api/processes?search=${encodeURIComponent('Crash process')}&limit=1`,
      { headers: { cookie } },
    );
    expect(res.status).toBe(200);
    expect([0, ROWS]).toContain(Number(res.headers.get('x-total-count')));
    expect((await fetch(`${last.url}/readyz`)).status).toBe(200);
  });

  it(`keeps every stored file whole when killed during an upload (${REPEATS} times)`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-crash-upload-'));
    // A real PDF header and a large body, so the kill lands while bytes are still arriving or being stored.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(12 * 1024 * 1024, 32),
      Buffer.from('\n%%EOF\n'),
    ]);
    for (let round = 0; round < REPEATS; round++) {
      const server = await startServer({ DEMO_DATA: 'off' }, dataDir);
      const cookie = await signIn(server.url);
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `big-${round}.pdf`);
      const request = fetch(`${server.url}/api/files?purpose=process-file`, {
        method: 'POST',
        headers: { cookie, origin: server.url },
        body: form,
      }).catch(() => null);
      await new Promise((r) => setTimeout(r, 100 + round * 150));
      server.kill('SIGKILL');
      // The next server opens the same DATA_DIR only once this one is gone.
      await Promise.all([request, server.exited]);
    }
    const last = await startServer({ DEMO_DATA: 'off' }, dataDir);
    const cookie = await signIn(last.url);
    // Export everything, then let Bulk Import's preview check each stored file's size and sha256.
    const archive = Buffer.from(
      await (await fetch(`${last.url}/api/export/all.zip`, { headers: { cookie } })).arrayBuffer(),
    );
    const form = new FormData();
    form.append('file', new Blob([archive], { type: 'application/zip' }), 'check.zip');
    const preview = await fetch(`${last.url}/api/import/preview`, {
      method: 'POST',
      headers: { cookie, origin: last.url },
      body: form,
    });
    expect(preview.status).toBe(200);
    const report = (await preview.json()) as { summary: { reject: number } };
    expect(report.summary.reject).toBe(0);
    const after = new FormData();
    after.append('file', new Blob([pdf.subarray(0, 2048)], { type: 'application/pdf' }), 'after.pdf');
    const upload = await fetch(`${last.url}/api/files?purpose=process-file`, {
      method: 'POST',
      headers: { cookie, origin: last.url },
      body: after,
    });
    expect(upload.status).toBe(201);
  });
});
