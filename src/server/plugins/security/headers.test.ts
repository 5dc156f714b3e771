import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCESS_CODE, type TestApp } from '../../testing/test-app';

describe('security headers and cookies', () => {
  let t: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    secure = await createTestApp({ cookieSecure: true });
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
  });

  it('sends a CSP without inline scripts, frame-ancestors none, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on refused, missing and failed answers', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/processes' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"broken',
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
      ]) {
        expect(res.headers[name], name).toBe(ok.headers[name]);
      }
    }
  });

  it('marks the session cookie Secure and sends HSTS behind HTTPS (COOKIE_SECURE)', async () => {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      // Behind HTTPS the app's own pages have an https origin.
      headers: { host: 'pmr.example.com', origin: 'https://pmr.example.com' },
      payload: { accessCode: TEST_ACCESS_CODE },
    });
    const cookie = res.cookies.find((c) => c.name === 'pmr_session')!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
    expect(res.headers['strict-transport-security']).toBeTruthy();
  });

  it('never echoes the access code or the session token in an answer', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { accessCode: 'guess-123' },
    });
    expect(wrong.body).not.toContain('guess-123');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { accessCode: TEST_ACCESS_CODE },
    });
    expect(ok.body).not.toContain(TEST_ACCESS_CODE);
    const token = ok.cookies.find((c) => c.name === 'pmr_session')!.value;
    expect(ok.body).not.toContain(token);
  });
});
