import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCESS_CODE, type TestApp } from '../../testing/test-app';
import { generateAccessCode, hashAccessCode, loadOrCreateAccessCode, matchAccessCode } from './access-codes';
import { addressBucket, LoginLimiter } from './login-limiter';

describe('access gate on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginMaxFailures: 3 });
  });
  afterAll(async () => t.close());

  it('refuses every API route without a session', async () => {
    for (const url of ['/api/job-roles', '/api/processes', '/api/artifacts', '/api/divisions', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toMatch(/access code/i);
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/processes', payload: {} });
    expect(post.statusCode).toBe(401);
    const file = await t.app.inject({
      method: 'GET',
      url: '/objects/00000000-0000-4000-8000-000000000000/a.svg',
    });
    expect(file.statusCode).toBe(401);
  });

  it('reports no session, and the company name for the gate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authenticated: false,
      companyName: expect.any(String),
      person: null,
      role: null,
      accessCodes: true,
      sso: false,
    });
  });

  it('rejects a wrong code with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { accessCode: 'wrong' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid access code. Please check your code and try again.' });
    expect(res.cookies).toHaveLength(0);
  });

  it('rejects an empty or missing code with 400', async () => {
    for (const payload of [{ accessCode: '   ' }, {}, { accessCode: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('accepts a code ignoring case and sets an httpOnly SameSite session cookie kept in the database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { accessCode: TEST_ACCESS_CODE.toUpperCase() },
      remoteAddress: '10.0.0.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: true });
    const cookie = res.cookies.find((c) => c.name === 'pmr_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const header = `pmr_session=${cookie.value}`;
    const roles = await t.app.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie: header } });
    expect(roles.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: header },
    });
    expect(session.json().authenticated).toBe(true);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: header },
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie: header } });
    expect(after.statusCode).toBe(401);
  });

  it('rejects a forged cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/job-roles',
      headers: { cookie: 'pmr_session=forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the session across a second app on the same database', async () => {
    const cookie = await t.login();
    const { buildApp } = await import('../../app');
    const { testConfig } = await import('../../testing/test-app');
    const second = await buildApp({ config: testConfig(), db: t.database.db, accessCodes: ['other'] });
    const res = await second.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    await second.close();
  });

  it('expires an idle session', async () => {
    const short = await createTestApp({ sessionIdleMs: 1 });
    const cookie = await short.login();
    await new Promise((r) => setTimeout(r, 20));
    const res = await short.app.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    await short.close();
  });
});

describe('access codes', () => {
  it('compare ignoring case and surrounding spaces', () => {
    const accepted = [
      { role: 'editor' as const, hash: hashAccessCode('Alpha-1') },
      { role: 'viewer' as const, hash: hashAccessCode('beta') },
    ];
    expect(matchAccessCode('ALPHA-1', accepted)).toBe('editor');
    expect(matchAccessCode('  Beta ', accepted)).toBe('viewer');
    expect(matchAccessCode('alpha', accepted)).toBeNull();
  });

  it('are generated once per data directory, even by instances starting together', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-code-'));
    const module = new URL('./access-codes.ts', import.meta.url).href;
    const start = () =>
      new Promise<{ code: string; generated: boolean }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `const m = await import(${JSON.stringify(module)}); process.stdout.write(JSON.stringify(m.loadOrCreateAccessCode(${JSON.stringify(dir)})));`,
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
        });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`)),
        );
      });
    try {
      const results = await Promise.all(Array.from({ length: 4 }, start));
      expect(results.filter((r) => r.generated)).toHaveLength(1);
      expect(new Set(results.map((r) => r.code)).size).toBe(1);
      expect(loadOrCreateAccessCode(dir)).toEqual({ code: results[0]!.code, generated: false });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are generated readable and different each time', () => {
    const a = generateAccessCode();
    expect(a).toMatch(/^PMR-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(a.slice(4)).not.toMatch(/[01OIL]/);
    expect(generateAccessCode()).not.toBe(a);
  });
});

describe('login limiter', () => {
  const budgets = { perClient: 2, global: 5, windowMs: 60_000 };
  const at = (address: string, device: string | null = null) => ({ address, device });

  it('blocks an address after its budget and frees it when the window passes', () => {
    let now = 0;
    const limiter = new LoginLimiter(budgets, () => now);
    limiter.recordFailure(at('a'));
    expect(limiter.retryAfterSeconds(at('a'))).toBe(0);
    limiter.recordFailure(at('a'));
    expect(limiter.retryAfterSeconds(at('a'))).toBe(60);
    now = 30_000;
    expect(limiter.retryAfterSeconds(at('a'))).toBe(30);
    now = 60_001;
    expect(limiter.retryAfterSeconds(at('a'))).toBe(0);
  });

  it('never refuses a known browser for its address, only for its own failures', () => {
    const limiter = new LoginLimiter(budgets, () => 0);
    limiter.recordFailure(at('a'));
    limiter.recordFailure(at('a'));
    expect(limiter.retryAfterSeconds(at('a'))).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(at('a', 'colleague'))).toBe(0);
    limiter.recordFailure(at('a', 'colleague'));
    limiter.recordFailure(at('a', 'colleague'));
    expect(limiter.retryAfterSeconds(at('a', 'colleague'))).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(at('a', 'other-colleague'))).toBe(0);
    limiter.recordSuccess(at('a', 'colleague'));
    expect(limiter.retryAfterSeconds(at('a', 'colleague'))).toBe(0);
  });

  it('caps new browsers on every address together with the global budget', () => {
    const limiter = new LoginLimiter(budgets, () => 0);
    for (let i = 0; i < 5; i++) limiter.recordFailure(at(`10.0.0.${i}`));
    expect(limiter.retryAfterSeconds(at('10.9.9.9'))).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(at('10.9.9.9', 'known'))).toBe(0);
  });

  it('keeps an IPv6 budget per /64, an IPv4-mapped address as IPv4', () => {
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:0db8:0000:0000:ffff::2')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressBucket('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('10.1.2.3')).toBe('10.1.2.3');
    const limiter = new LoginLimiter(budgets, () => 0);
    limiter.recordFailure(at('2001:db8::1'));
    limiter.recordFailure(at('2001:db8::2'));
    expect(limiter.retryAfterSeconds(at('2001:db8::ffff'))).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(at('2001:db8:0:1::1'))).toBe(0);
  });
});

describe('sign-in throttling over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginMaxFailures: 3, loginGlobalMaxFailures: 8 });
  });
  afterAll(async () => t.close());

  const attempt = (code: string, remoteAddress: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { accessCode: code },
      remoteAddress,
      headers: device ? { cookie: `pmr_device=${device}` } : {},
    });
  const deviceOf = (res: Awaited<ReturnType<typeof attempt>>) =>
    res.cookies.find((c) => c.name === 'pmr_device')?.value;

  it('stops a guesser behind an office address without locking out colleagues who signed in before', async () => {
    const colleague = await attempt(TEST_ACCESS_CODE, '10.1.1.1');
    expect(colleague.statusCode).toBe(200);
    const device = deviceOf(colleague)!;
    expect(device).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(colleague.cookies.find((c) => c.name === 'pmr_device')!.httpOnly).toBe(true);

    for (let i = 0; i < 3; i++) expect((await attempt(`guess-${i}`, '10.1.1.1')).statusCode).toBe(401);
    const guesser = await attempt(TEST_ACCESS_CODE, '10.1.1.1');
    expect(guesser.statusCode).toBe(429);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    expect(guesser.json().message).toMatch(/too many/i);
    // The right code is not even checked for the blocked address: the answer says nothing of it.
    expect((await attempt('still-guessing', '10.1.1.1')).statusCode).toBe(429);

    expect((await attempt(TEST_ACCESS_CODE, '10.1.1.1', device)).statusCode).toBe(200);
    expect((await attempt(TEST_ACCESS_CODE, '10.2.2.2')).statusCode).toBe(200);
    // A forged device cookie is a new browser.
    expect((await attempt(TEST_ACCESS_CODE, '10.1.1.1', `${device.split('.')[0]}.forged`)).statusCode).toBe(
      429,
    );
  });

  it('gives a known browser a budget of its own', async () => {
    const device = deviceOf(await attempt(TEST_ACCESS_CODE, '10.3.3.3'))!;
    for (let i = 0; i < 3; i++) expect((await attempt('typo', '10.3.3.3', device)).statusCode).toBe(401);
    expect((await attempt(TEST_ACCESS_CODE, '10.3.3.3', device)).statusCode).toBe(429);
  });

  it('caps guessing spread over many addresses, for new browsers only', async () => {
    const device = deviceOf(await attempt(TEST_ACCESS_CODE, '10.4.9.9'))!;
    // 3 failures so far came from new browsers; 5 more, each from its own address, reach the global 8.
    for (let i = 0; i < 5; i++) expect((await attempt('spread', `10.4.0.${i}`)).statusCode).toBe(401);
    expect((await attempt(TEST_ACCESS_CODE, '10.5.5.5')).statusCode).toBe(429);
    expect((await attempt(TEST_ACCESS_CODE, '10.5.5.5', device)).statusCode).toBe(200);
  });
});
