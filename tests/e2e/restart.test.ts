import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpServerStarts } from './support/app';

describe('a restart keeps everything', () => {
  const startServer = setUpServerStarts();

  it('generates and prints an access code once, and keeps data and sessions across a restart', async () => {
    const first = await startServer({ ACCESS_CODES: '' });
    const printed = first.output().match(/Access code \(generated[^)]*\): (PMR-[A-Z0-9-]+)/);
    expect(printed, first.output()).not.toBeNull();
    const code = printed![1]!;
    expect(fs.readFileSync(path.join(first.dataDir, 'access-code.txt'), 'utf8').trim()).toBe(code);
    expect(first.output()).toMatch(/running at http:\/\/localhost:\d+/);

    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessCode: code.toLowerCase() }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const roles = (await (await fetch(`${first.url}/api/job-roles`, { headers: { cookie } })).json()) as {
      id: string;
      name: string;
    }[];
    expect(roles).toHaveLength(9);
    const created = await fetch(`${first.url}/api/processes`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({
        name: 'Survives restarts',
        description: 'kept on disk',
        jobRoleId: roles[0]!.id,
      }),
    });
    expect(created.status).toBe(201);
    await first.stop();

    const second = await startServer({ ACCESS_CODES: '' }, first.dataDir);
    expect(second.output()).toContain(code);
    expect(second.output()).not.toMatch(/Loaded demo data/);
    const list = await fetch(`${second.url}/api/processes?search=survives`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { name: string }[]).map((p) => p.name)).toEqual(['Survives restarts']);
    const all = (await (
      await fetch(`${second.url}/api/job-roles`, { headers: { cookie } })
    ).json()) as unknown[];
    expect(all).toHaveLength(9);
  });
});
