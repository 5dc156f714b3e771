import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../core/schemas/people';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { checkAnswersAgainstDocument } from '../openapi/conformance';
import { ChangeFeed } from '../plugins/cache/change-feed';
import { scratchDatabase } from './migration-db';
import { type MultipartFile, multipart } from './multipart';

export const TEST_ACCESS_CODE = 'Test-Code-42';
/** A code per role beside TEST_ACCESS_CODE (an editor's), for the tests of roles. */
export const TEST_ROLE_CODES: Record<Role, string> = {
  viewer: 'viewer-code',
  editor: TEST_ACCESS_CODE,
  approver: 'approver-code',
  admin: 'admin-code',
};

/** Who signs in: a role's code and, optionally, a name (none: an unnamed session). */
export interface TestLogin {
  role?: Role;
  name?: string;
  email?: string;
}
/** The origin of the app as app.inject() reaches it (Host: localhost:80). */
export const TEST_ORIGIN = 'http://localhost:80';

/**
 * Makes `app.inject` send the app's own Origin unless a test sets one, as the app's pages do:
 * every state-changing request needs it. The unchanged inject stays at `rawInject` for the tests
 * of that rule.
 */
export function sendSameOrigin(app: FastifyInstance): FastifyInstance['inject'] {
  const rawInject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  const inject = (opts: InjectOptions) =>
    rawInject({ ...opts, headers: { origin: TEST_ORIGIN, ...opts.headers } });
  app.inject = inject as FastifyInstance['inject'];
  return rawInject as FastifyInstance['inject'];
}

export interface TestApp {
  /** Its inject() sends the app's own Origin (see sendSameOrigin). */
  app: FastifyInstance;
  /** inject() exactly as given: for the tests of the cross-site rule. */
  rawInject: FastifyInstance['inject'];
  database: Database;
  feed: ChangeFeed;
  /** Signs in (an editor without a name unless told) and returns the Cookie header value to send. */
  login(as?: TestLogin): Promise<string>;
  /** A JSON API call as the signed-in user of `cookie` (no body when `payload` is undefined). */
  request(
    cookie: string,
    method: HTTPMethods,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /**
   * Runs a write made straight on the database (not through the API) and waits until the change
   * feed has heard of it: on PostgreSQL the notification arrives a moment after the commit, and
   * until then this instance's caches and process index rightly still answer the old data.
   */
  writeDirectly<T>(write: (db: Database['db']) => Promise<T>): Promise<T>;
  /** A multipart/form-data POST (fields, and a file when given) as the signed-in user of `cookie`. */
  postForm(
    cookie: string,
    url: string,
    fields: Record<string, string>,
    file?: MultipartFile,
  ): Promise<LightMyRequestResponse>;
  /** Uploads one file through `POST /api/files?purpose=…` as the signed-in user of `cookie`. */
  upload(cookie: string, purpose: string, filename: string, data: Buffer): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database on it that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const scratch = await scratchDatabase();
  await scratch.database.migrate();
  return scratch;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/pmr-unused' }), ...overrides };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // A live feed, as in production, so the tests exercise the caches too.
  const feed = new ChangeFeed();
  await feed.start(database);
  const app = await buildApp({
    config: testConfig(overrides),
    db: database.db,
    accessCodes: [
      TEST_ACCESS_CODE,
      'second-code',
      ...(['viewer', 'approver', 'admin'] as const).map((role) => ({ role, code: TEST_ROLE_CODES[role] })),
    ],
    feed,
  });
  // Every answer of a documented route is checked against the OpenAPI document (both injects).
  checkAnswersAgainstDocument(app);
  const rawInject = sendSameOrigin(app);
  const postForm: TestApp['postForm'] = (cookie, url, fields, file) => {
    const body = multipart(fields, file);
    return app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  return {
    app,
    rawInject,
    database,
    feed,
    login: async (as = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { accessCode: TEST_ROLE_CODES[as.role ?? 'editor'], name: as.name, email: as.email },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'pmr_session');
      if (!cookie) throw new Error('login set no session cookie');
      return `pmr_session=${cookie.value}`;
    },
    request: (cookie, method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    postForm,
    upload: (cookie, purpose, filename, data) =>
      postForm(cookie, `/api/files?purpose=${purpose}`, {}, { filename, data }),
    writeDirectly: async (write) => {
      const before = feed.version;
      const result = await write(database.db);
      // Every change committed before the sync has been heard once it resolves (no clock involved).
      await feed.sync();
      if (feed.version === before) throw new Error('the change feed did not hear of the write');
      return result;
    },
    close: async () => {
      await app.close();
      await feed.stop();
      await drop();
    },
  };
}

/** Another server on the test app's database: its own change feed, caches and process index. */
export async function secondInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; feed: ChangeFeed; close(): Promise<void> }> {
  const feed = new ChangeFeed();
  await feed.start(t.database);
  const app = await buildApp({
    config: testConfig(),
    db: t.database.db,
    accessCodes: [TEST_ACCESS_CODE],
    feed,
  });
  return {
    app,
    feed,
    close: async () => {
      await app.close();
      await feed.stop();
    },
  };
}
