import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { createTestApp, type TestApp } from './test-app';

/** A test app with a user signed in: what most server test files start from. */
export interface SignedInTestApp extends TestApp {
  /** The Cookie header value of the user signed in before the tests. */
  readonly cookie: string;
  /** A JSON API call as that user (no body when `payload` is undefined). */
  call(method: HTTPMethods, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/**
 * Registers, in the describe (or file) it is called in, a beforeAll that builds a test app and
 * signs in, and an afterAll that closes it. The answer stands for that app: read its members
 * inside hooks and tests only, since the app exists from the beforeAll on. Later beforeAll
 * hooks of the same describe run after this one (vitest runs them in order), so they may use it.
 */
export function setUpTestApp(overrides: Partial<Config> = {}): SignedInTestApp {
  let current: { t: TestApp; cookie: string } | undefined;
  const live = () => {
    if (!current) throw new Error('setUpTestApp: the app exists only inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    const t = await createTestApp(overrides);
    current = { t, cookie: '' };
    current.cookie = await t.login();
  });
  afterAll(async () => current?.t.close());
  return {
    get app() {
      return live().t.app;
    },
    get rawInject() {
      return live().t.rawInject;
    },
    get database() {
      return live().t.database;
    },
    get feed() {
      return live().t.feed;
    },
    get cookie() {
      return live().cookie;
    },
    login: (as) => live().t.login(as),
    request: (cookie, method, url, payload) => live().t.request(cookie, method, url, payload),
    call: (method, url, payload) => live().t.request(live().cookie, method, url, payload),
    writeDirectly: (write) => live().t.writeDirectly(write),
    postForm: (cookie, url, fields, file) => live().t.postForm(cookie, url, fields, file),
    upload: (cookie, purpose, filename, data) => live().t.upload(cookie, purpose, filename, data),
    close: () => live().t.close(),
  };
}
