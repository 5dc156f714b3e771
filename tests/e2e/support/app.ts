import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, newPage, type PageWatch, signInByApi } from './browser';
import { dataDirFromTemplate } from './data-templates';
import { type RunningServer, startServer } from './server';

/** The built server on a fresh DATA_DIR and a Chromium, shared by the tests of one file. */
export interface E2EServer {
  server: RunningServer;
  browser: Browser;
}

/** The server and browser, with one page signed in through the API. */
export interface E2EApp extends E2EServer, PageWatch {
  /** The signed-in page's request client: tests seed and read the API with it. */
  request: APIRequestContext;
  /** A JSON call through `request` that must succeed; resolves to the parsed body. */
  api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T>;
}

/*
 * The setUp* functions register beforeAll/afterAll in the calling scope and return an object that is
 * filled in once beforeAll has run: read its fields inside hooks and tests, never at module level.
 * Vitest runs the afterAll hooks in reverse order, so a page closes before the browser and the
 * browser before the server.
 */

/**
 * Starts the built server (with `env` added to its environment) on a copy of the data its first
 * start would have made (./data-templates), and launches Chromium.
 */
export function setUpServer(env: Record<string, string> = {}): E2EServer {
  const app = {} as E2EServer;
  beforeAll(async () => {
    app.server = await startServer(env, dataDirFromTemplate(env));
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
    // Each copy is some 40 MB: left behind, a whole run's would fill /tmp within days.
    if (app.server) fs.rmSync(app.server.dataDir, { recursive: true, force: true });
  });
  return app;
}

/** A page of its own for the calling scope (a describe), signed in unless `signIn` is false. */
export function setUpPage(app: E2EServer, { signIn = true } = {}): PageWatch {
  const watch = {} as PageWatch;
  beforeAll(async () => {
    Object.assign(watch, await newPage(app.browser, app.server.url));
    if (signIn) await signInByApi(watch, app.server.url);
  });
  afterAll(async () => watch.context?.close());
  return watch;
}

/** The usual set-up of a file: server, browser and one signed-in page for all its tests. */
export function setUpApp(env: Record<string, string> = {}): E2EApp {
  const app = setUpServer(env) as E2EApp;
  const watch = setUpPage(app);
  beforeAll(() => {
    Object.assign(app, watch, { request: watch.context.request });
  });
  app.api = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const res = await app.request.fetch(`${app.server.url}${path}`, { method, data });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return app;
}

/**
 * startServer for tests that start, kill and restart servers themselves (no browser): every server
 * started through it is stopped in the calling scope's afterAll, whatever the test did to it.
 */
export function setUpServerStarts(): typeof startServer {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });
  return async (env, dataDir) => {
    const server = await startServer(env, dataDir);
    servers.push(server);
    return server;
  };
}

/** A scratch directory (for downloads) made in beforeAll and removed in afterAll; read `.path` in tests. */
export function setUpTempDir(prefix: string): { path: string } {
  const dir = { path: '' };
  beforeAll(() => {
    dir.path = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => {
    if (dir.path) fs.rmSync(dir.path, { recursive: true, force: true });
  });
  return dir;
}
