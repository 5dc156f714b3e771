import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCESS_CODE, type TestApp } from '../../testing/test-app';
import { generateAccessCode, hashAccessCode, matchesAccessCode } from './access-codes';
import { LoginLimiter } from './login-limiter';

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
    expect(res.json()).toEqual({ authenticated: false, companyName: expect.any(String) });
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

  it('answers 429 with Retry-After after repeated failures from one address, and only that address', async () => {
    const attempt = (code: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode: code }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await attempt('bad', '10.1.1.1')).statusCode).toBe(401);
    const blocked = await attempt(TEST_ACCESS_CODE, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/too many/i);
    expect((await attempt(TEST_ACCESS_CODE, '10.2.2.2')).statusCode).toBe(200);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const cookie = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-roles',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:5000' },
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(403);
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
    const accepted = [hashAccessCode('Alpha-1'), hashAccessCode('beta')];
    expect(matchesAccessCode('ALPHA-1', accepted)).toBe(true);
    expect(matchesAccessCode('  Beta ', accepted)).toBe(true);
    expect(matchesAccessCode('alpha', accepted)).toBe(false);
  });

  it('are generated readable and different each time', () => {
    const a = generateAccessCode();
    expect(a).toMatch(/^PMR-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(a.slice(4)).not.toMatch(/[01OIL]/);
    expect(generateAccessCode()).not.toBe(a);
  });
});

describe('login limiter', () => {
  it('blocks after the limit and frees the address when the window passes', () => {
    let now = 0;
    const limiter = new LoginLimiter(2, 60_000, () => now);
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(60);
    now = 30_000;
    expect(limiter.retryAfterSeconds('a')).toBe(30);
    now = 60_001;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });
});
