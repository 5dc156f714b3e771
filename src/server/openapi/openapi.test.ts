import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { documentPath, type OpenApiDocument, ResponseConformance } from './conformance';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from './document';

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { content?: Record<string, { schema: { format?: string } }> }>;
}
type Document = OpenApiDocument & {
  paths: Record<string, Record<string, Operation>>;
  openapi: string;
  security: unknown;
  components: { securitySchemes: unknown };
};

/** The built client's files, served by the test app like a production build. */
function clientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-openapi-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), '');
  return dir;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

describe('the OpenAPI document', () => {
  let t: TestApp;
  let cookie: string;
  let doc: Document;
  let client: string;

  beforeAll(async () => {
    client = clientDir();
    t = await createTestApp({ clientDir: client });
    cookie = await t.login();
    const res = await t.request(cookie, 'GET', OPENAPI_JSON_PATH);
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(client, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // The parser resolves the document in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('documents every registered route with its method', () => {
    /** Routes left out of the document on purpose, each with its reason. */
    const exclusions: { why: string; matches: (method: string, url: string) => boolean }[] = [
      { why: "Fastify's automatic HEAD twin of each GET", matches: (m) => m === 'HEAD' },
      { why: 'the document itself', matches: (_m, url) => url === OPENAPI_JSON_PATH },
      {
        why: 'the browsable reference and its files (Swagger UI)',
        matches: (_m, url) => url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`),
      },
      {
        why: "the built client's static files (no API; public)",
        matches: (_m, url) => url === '/index.html' || url === '/assets/app.js',
      },
    ];
    const missing: string[] = [];
    const excluded = new Set<string>();
    for (const route of t.app.routeCatalog) {
      const exclusion = exclusions.find((e) => e.matches(route.method, route.url));
      if (exclusion) {
        excluded.add(exclusion.why);
        continue;
      }
      if (!doc.paths[documentPath(route.url)]?.[route.method.toLowerCase()]) {
        missing.push(`${route.method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
    // Every exclusion still excludes something: a stale one would hide nothing, silently.
    expect([...excluded].sort()).toEqual(exclusions.map((e) => e.why).sort());
    const documented = Object.values(doc.paths).flatMap((ops) => Object.keys(ops));
    expect(documented.length).toBeGreaterThan(50);
  });

  it('documents the error answers every route gives: 401 without a session, 403 cross-site on writes', () => {
    const gaps: string[] = [];
    for (const route of t.app.routeCatalog) {
      const op = doc.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) continue;
      const statuses = Object.keys(op.responses);
      const expected = [
        ...(route.public ? [] : ['401']),
        ...(SAFE.has(route.method) ? [] : ['400', '403', '413', '415']),
      ];
      for (const status of expected)
        if (!statuses.includes(status)) gaps.push(`${route.method} ${route.url} ${status}`);
      if (!statuses.some((s) => s.startsWith('2'))) gaps.push(`${route.method} ${route.url} 2xx`);
      // Public routes need no session; the others inherit the document's session cookie.
      if (route.public) expect(op.security, route.url).toEqual([]);
      else expect(op.security, route.url).toBeUndefined();
    }
    expect(gaps).toEqual([]);
    expect(doc.security).toEqual([{ session: [] }]);
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'pmr_session' }),
    });
  });

  it('explains the revision an artifact save needs, as a required field', () => {
    const body = doc.paths['/api/artifacts/{id}']?.put?.requestBody?.content['application/json']?.schema as {
      required?: string[];
      properties?: Record<string, { description?: string }>;
    };
    expect(body.required).toEqual(expect.arrayContaining(['content', 'revision']));
    expect(body.properties?.revision?.description).toMatch(
      /^The revision of the artifact this change was made to .*otherwise 409 with the current artifact/,
    );
  });

  it('documents uploads as multipart/form-data with a binary file field', () => {
    for (const [url, fields] of [
      ['/api/files', ['file']],
      ['/api/training-artifacts/upload', ['file', 'processId', 'processOutput', 'name', 'fileType']],
      ['/api/import/preview', ['file', 'mode']],
      ['/api/import/apply', ['file', 'mode']],
    ] as const) {
      const body = doc.paths[url]!.post!.requestBody?.content['multipart/form-data']?.schema;
      expect(body, url).toBeDefined();
      expect(Object.keys(body!.properties ?? {}), url).toEqual(expect.arrayContaining([...fields]));
      expect(body!.properties!.file!.format, url).toBe('binary');
    }
  });

  it('documents downloads with their media types as binary', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const [url, types] of [
      ['/api/export/all.zip', ['application/zip']],
      ['/api/export/all.xlsx', [xlsx]],
      ['/api/readiness/export', [xlsx, 'text/csv']],
      ['/objects/{id}/{name}', ['*/*']],
    ] as const) {
      const content = doc.paths[url]!.get!.responses['200']!.content!;
      expect(Object.keys(content).sort(), url).toEqual([...types].sort());
      for (const type of types) expect(content[type]!.schema.format, `${url} ${type}`).toBe('binary');
    }
  });

  it('keeps the document and its reference behind the gate', async () => {
    for (const url of [OPENAPI_JSON_PATH, API_DOCS_PATH, `${API_DOCS_PATH}/json`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.request(cookie, 'GET', url)).statusCode, url).toBe(200);
    }
    const page = await t.request(cookie, 'GET', API_DOCS_PATH);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The page's own script and styles: files from this server, never inline, behind the gate too.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    for (const asset of assets) {
      expect(asset.startsWith(`${API_DOCS_PATH}/static/`), asset).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(401);
      const res = await t.request(cookie, 'GET', asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(0);
    }
    // The page keeps the app's policy: its own scripts only.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('the answers checked against the document', () => {
  const doc: OpenApiDocument = {
    paths: {
      '/api/things/{id}': {
        get: {
          responses: {
            200: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { id: { type: 'string' }, owner: { $ref: '#/components/schemas/Owner' } },
                    required: ['id'],
                    additionalProperties: false,
                  },
                },
              },
            },
            204: {},
            404: { content: { 'application/json': { schema: { type: 'object', required: ['message'] } } } },
          },
        },
      },
      '/objects/{id}': {
        get: { responses: { 200: { content: { '*/*': { schema: { type: 'string' } } } } } },
      },
    },
    components: {
      schemas: { Owner: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    },
  } as OpenApiDocument;
  const check = new ResponseConformance(doc);
  const answer = (statusCode: number, body: unknown, type = 'application/json; charset=utf-8') => ({
    method: 'GET',
    route: '/api/things/:id',
    statusCode,
    headers: { 'content-type': type },
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });

  it('accepts what the document says, $refs included', () => {
    expect(check.problem(answer(200, { id: 'a', owner: { name: 'n' } }))).toBeNull();
    expect(check.problem(answer(404, { message: 'gone' }))).toBeNull();
    expect(check.problem({ ...answer(204, ''), headers: {} })).toBeNull();
    expect(check.problem({ ...answer(200, 'PK', 'application/zip'), route: '/objects/:id' })).toBeNull();
    // A crash is the test's own failure to report, not a documentation gap.
    expect(check.problem(answer(500, { message: 'x' }))).toBeNull();
  });

  it('refuses an undocumented status, media type or field, a wrong shape, and an unexpected body', () => {
    expect(check.problem(answer(409, { message: 'x' }))).toMatch(
      /answered 409, which the document does not list/,
    );
    expect(check.problem(answer(200, 'a,b', 'text/csv'))).toMatch(
      /"text\/csv", which the document does not list/,
    );
    expect(check.problem(answer(200, { id: 'a', extra: 1 }))).toMatch(/additional/);
    expect(check.problem(answer(200, { id: 'a', owner: {} }))).toMatch(/\/owner must have required property/);
    expect(check.problem(answer(200, '{"id":'))).toMatch(/not JSON/);
    expect(check.problem(answer(204, { id: 'a' }))).toMatch(/a body where the document says there is none/);
  });

  it('fails the request whose answer drifts from its route’s documented schema', async () => {
    const t = await createTestApp();
    try {
      // A route that skips its serializer and answers other than it documents.
      t.app.get(
        '/api/drift',
        {
          schema: { response: { 200: z.object({ count: z.number() }) } },
          serializerCompiler: () => (data) => JSON.stringify(data),
        },
        async () => ({ count: 'many' }) as never,
      );
      const cookie = await t.login();
      await expect(t.request(cookie, 'GET', '/api/drift')).rejects.toThrow(
        /GET \/api\/drift answered 200 with a body its documented schema refuses: \/count must be number/,
      );
    } finally {
      await t.close();
    }
  });
});
