import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteCatalogEntry } from '../../context';
import { concretePath } from '../../testing/route-paths';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const encodeChar = (c: string, upper = true) => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/**
 * Every other spelling of a path that a router, a proxy or a browser might treat as the same:
 * each one must be refused without a session exactly like the path itself.
 */
function spellings(p: string): string[] {
  const segments = p.split('/').slice(1);
  const first = segments[0]!;
  const rest = segments.slice(1).join('/');
  const tail = rest ? `/${rest}` : '';
  const out = new Set<string>();
  // Percent-encoding: each letter of the first segment alone, in upper and lower hex, and every character.
  for (let i = 0; i < first.length; i++) {
    for (const upper of [true, false]) {
      out.add(`/${first.slice(0, i)}${encodeChar(first[i]!, upper)}${first.slice(i + 1)}${tail}`);
    }
  }
  out.add(
    `/${segments
      .map((s) =>
        s
          .split('')
          .map((c) => encodeChar(c))
          .join(''),
      )
      .join('/')}`,
  );
  out.add(`/${first}%2F${rest}`);
  out.add(`/${first}%2f${rest}`);
  // Double encoding.
  out.add(`/%25${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail}`);
  // Dot segments, plain and encoded.
  out.add(`/./${first}${tail}`);
  out.add(`/${first}/.${tail}`);
  out.add(`/${first}/x/..${tail}`);
  out.add(`/x/../${first}${tail}`);
  out.add(`/${first}/%2e${tail}`);
  out.add(`/${first}/x/%2e%2e${tail}`);
  out.add(`/${first}/x/%2E%2E${tail}`);
  out.add(`/x/.%2e/${first}${tail}`);
  // Case.
  out.add(p.toUpperCase());
  out.add(`/${first[0]!.toUpperCase()}${first.slice(1)}${tail}`);
  out.add(`/${first}${tail.replace(/\/([a-z])/, (_m, c: string) => `/${c.toUpperCase()}`)}`);
  // Slashes.
  out.add(`${p}/`);
  out.add(`/${p}`);
  out.add(`/${first}//${rest}`);
  out.add(`/${first}\\${rest}`);
  // Matrix parameters and the like.
  out.add(`${p};a=1`);
  out.add(`/${first};x${tail}`);
  out.add(`/${first};x=/..${tail}`);
  out.add(`${p}%3Bx`);
  out.add(`${p}?x=1`);
  out.add(`${p}#frag`);
  out.add(`${p}%00`);
  out.add(`${p}%20`);
  out.delete(p);
  return [...out];
}

const protectedRoutes = (t: TestApp): RouteCatalogEntry[] =>
  t.app.routeCatalog.filter((r) => !r.public && r.method !== 'HEAD' && r.method !== 'OPTIONS');

describe('the gate: deny by default, decided by the matched route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('declares public only sign-in, sign-out, session state and health', () => {
    const open = t.app.routeCatalog
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual(
      [
        'GET /api/auth/session',
        'GET /healthz',
        'GET /readyz',
        'HEAD /api/auth/session',
        'HEAD /healthz',
        'HEAD /readyz',
        'POST /api/auth/login',
        'POST /api/auth/logout',
      ].sort(),
    );
  });

  it('answers 401 to every protected route, in every spelling of its path, without a session', async () => {
    const routes = protectedRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const p = concretePath(route.url);
      for (const url of [p, ...spellings(p)]) {
        tried++;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          ...(SAFE.has(route.method) ? {} : { payload: {} }),
        });
        if (res.statusCode !== 401) leaks.push(`${route.method} ${url} -> ${res.statusCode}`);
        else expect(res.json()).toEqual({ message: 'Sign in with your access code to continue.' });
      }
    }
    expect(leaks).toEqual([]);
    expect(tried).toBeGreaterThan(routes.length * 30);
  });

  it('reaches the real route for the spellings the router decodes, with a session', async () => {
    const cookie = await t.login();
    for (const url of ['/%61pi/job-roles', '/api/%6aob-roles', '/%61%70%69/job-roles']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('answers 401, not 404, to unknown paths without a session, and 404 with one', async () => {
    for (const url of ['/api/nope', '/nope', '/API/PROCESSES', '/objects', '/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
    }
    const cookie = await t.login();
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the gate with the built client served', () => {
  let t: TestApp;
  let clientDir: string;
  const INDEX = '<!doctype html><title>Process Map Repository</title>';
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the client files and the page shell to anyone, and no data', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    for (const url of ['/', '/dashboard', '/processes/x', '/API/processes']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(INDEX);
    }
  });

  it('never answers a browser navigation to a protected route with data', async () => {
    for (const route of protectedRoutes(t).filter((r) => r.method === 'GET')) {
      const p = concretePath(route.url);
      for (const url of [p, ...spellings(p)]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
        const shell = res.statusCode === 200 && res.body === INDEX;
        expect(res.statusCode === 401 || shell, `GET ${url} -> ${res.statusCode}`).toBe(true);
      }
    }
  });
});

describe('cross-site requests', () => {
  const t = setUpTestApp();

  let n = 0;
  const createRole = (headers: Record<string, string>) =>
    t.rawInject({
      method: 'POST',
      url: '/api/job-roles',
      headers: { cookie: t.cookie, ...headers },
      payload: { name: `Role ${++n}` },
    });

  it('accepts the app’s own Origin, or Sec-Fetch-Site: same-origin without one', async () => {
    expect((await createRole({ origin: TEST_ORIGIN })).statusCode).toBe(201);
    expect((await createRole({ origin: 'http://localhost' })).statusCode).toBe(201);
    expect((await createRole({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect(
      (await createRole({ origin: 'http://pmr.example:8080', host: 'pmr.example:8080' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['no Origin and no Sec-Fetch-Site', {}],
    ['a foreign Referer only', { referer: 'https://evil.example/page' }],
    ['a same-origin Referer only', { referer: 'http://localhost/dashboard' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    [
      'a foreign Origin with same-origin Sec-Fetch-Site',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['another scheme', { origin: 'https://localhost' }],
    ['another port', { origin: 'http://localhost:81' }],
    ['a subdomain', { origin: 'http://evil.localhost' }],
    ['Origin: null', { origin: 'null' }],
    ['a malformed Origin', { origin: 'not a url' }],
    ['an Origin with a path', { origin: 'http://localhost.evil.example' }],
    ['a Host that differs from the Origin', { origin: 'http://localhost', host: 'pmr.example' }],
  ])('refuses a write with %s (403, nothing stored)', async (_label, headers) => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie: t.cookie } })
    ).json();
    const res = await createRole(headers as Record<string, string>);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie: t.cookie } })
    ).json();
    expect(after).toEqual(before);
  });

  it('checks every state-changing route, sign-in and sign-out included, before its handler', async () => {
    const unsafe = t.app.routeCatalog.filter((r) => !SAFE.has(r.method));
    expect(unsafe.length).toBeGreaterThan(20);
    for (const route of unsafe) {
      const res = await t.rawInject({
        method: route.method as 'POST',
        url: concretePath(route.url),
        headers: { cookie: t.cookie, origin: 'https://evil.example' },
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    // The session survived the refused sign-out.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie: t.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('signing in from a script', () => {
  it('needs no Origin, but a foreign one or a cross-site fetch is refused', async () => {
    const t = await createTestApp();
    try {
      const login = (headers: Record<string, string>) =>
        t.rawInject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { accessCode: 'second-code' },
        });
      expect((await login({})).statusCode).toBe(200);
      expect((await login({ origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await login({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
      // Sign-out stays strict.
      expect((await t.rawInject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('cross-site requests behind a proxy', () => {
  it('compares with PUBLIC_ORIGIN when it is set', async () => {
    const t = await createTestApp({ publicOrigin: 'https://pmr.example.com' });
    try {
      const loginFrom = (origin: string) =>
        t.rawInject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin, host: '127.0.0.1:5000' },
          payload: { accessCode: 'second-code' },
        });
      expect((await loginFrom('https://pmr.example.com')).statusCode).toBe(200);
      expect((await loginFrom('http://127.0.0.1:5000')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('expects https when cookies are Secure', async () => {
    const t = await createTestApp({ cookieSecure: true });
    try {
      const login = (origin: string) =>
        t.rawInject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin, host: 'pmr.example.com' },
          payload: { accessCode: 'second-code' },
        });
      expect((await login('https://pmr.example.com')).statusCode).toBe(200);
      expect((await login('http://pmr.example.com')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
