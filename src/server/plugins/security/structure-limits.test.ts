import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonTextDepth,
  jsonTooDeepMessage,
  jsonValueDepth,
  MAX_JSON_DEPTH,
} from '../../../core/rules/json-depth';
import { ARTIFACT_TYPES, PROCESS_FILE_TYPES } from '../../../core/schemas/artifact';
import {
  contentTooDeepMessage,
  contentTooLargeMessage,
  MAX_CONTENT_BYTES,
  MAX_CONTENT_DEPTH,
  MAX_FILE_CONTENT_BYTES,
} from '../../../core/schemas/artifact-content';
import { artifacts, auditEvents, changeImpactAssessments, jobRoles } from '../../db/schema';
import { createRoleWithProcess } from '../../testing/factories';
import { SAMPLE_FILES } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { nestedValue } from './structure-limits.test-helper';

/*
 * Issue 17: JSON nested deeper than MAX_JSON_DEPTH is refused with 400 on every route before any
 * handler; artifact content of every type keeps MAX_CONTENT_DEPTH and a size limit; and the largest
 * content the API accepts survives Export All and Bulk Import unchanged (structure-limits-round-trip.test.ts).
 */

/** `[[…leaf…]]` nested `depth` levels, as JSON text: built as text, since a value this deep cannot be stringified. */
const nestedArrayText = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);

/** Content of exactly `depth` levels: the object itself plus an unknown field `depth - 1` deep. */
const contentOfDepth = (depth: number, fields: Record<string, unknown> = {}) => ({
  ...fields,
  extra: nestedValue(depth - 1),
});

describe('structure limits: deep JSON and artifact content', () => {
  let t: TestApp;
  let cookie: string;
  let processId: string;
  /** Requests that got past the body parser (any route): a deep body must never be one of them. */
  const validated: string[] = [];

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, text: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, 'content-type': 'application/json' },
      payload: text,
    });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.request(cookie, method, url, payload);

  /** Everything a refused write must leave as it was. */
  async function snapshot() {
    const db = t.database.db;
    const [[a], [e], [r], [c]] = await Promise.all([
      db.select({ n: count() }).from(artifacts),
      db.select({ n: count() }).from(auditEvents),
      db.select({ n: count() }).from(jobRoles),
      db.select({ n: count() }).from(changeImpactAssessments),
    ]);
    const listed = (await call('GET', `/api/artifacts?processId=${processId}`)).json();
    const process = (await call('GET', `/api/processes/${processId}`)).json();
    return { artifacts: a!.n, auditEvents: e!.n, jobRoles: r!.n, assessments: c!.n, listed, process };
  }

  function expectTooDeepJson(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: jsonTooDeepMessage() });
    expect(res.json().message).toContain(`${MAX_JSON_DEPTH} levels`);
  }

  function expectContentRefused(res: LightMyRequestResponse, message: string) {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().message).toContain(message);
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Added before the app is ready, so it runs for every route: the step after body parsing.
    t.app.addHook('preValidation', async (request) => {
      validated.push(`${request.method} ${request.url}`);
    });
    cookie = await t.login();
    processId = (await createRoleWithProcess(t, cookie, { role: 'Estimator', process: 'Estimate' })).process
      .id;
  });
  afterAll(async () => t?.close());

  describe('the body parser, on every route', () => {
    it('refuses a body nested one level past the limit before any handler, and stores nothing', async () => {
      const before = await snapshot();
      validated.length = 0;
      const tooDeep = nestedArrayText(MAX_JSON_DEPTH);
      const bodies = [
        ['POST', '/api/job-roles', `{"name":"Deep role","x":${tooDeep}}`],
        ['PATCH', `/api/processes/${processId}`, `{"description":"changed","x":${tooDeep}}`],
        [
          'POST',
          '/api/change-impact-assessments',
          `{"processId":"${processId}","processOutput":"Deep output","changeDescription":${tooDeep}}`,
        ],
        // A route open without a session: refused all the same, and no failed attempt is counted.
        ['POST', '/api/auth/login', `{"accessCode":${tooDeep}}`],
      ] as const;
      for (const [method, url, text] of bodies) {
        expect(jsonTextDepth(text)).toBe(MAX_JSON_DEPTH + 1);
        expectTooDeepJson(await send(method, url, text));
      }
      // No request reached validation (nor therefore its handler).
      expect(validated).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('lets a body of exactly the limit through to the route', async () => {
      const atLimit = nestedArrayText(MAX_JSON_DEPTH - 1);
      const role = await send('POST', '/api/job-roles', `{"name":"Limit role","x":${atLimit}}`);
      expect(role.statusCode, role.body).toBe(201);
      expect(role.json().name).toBe('Limit role');

      const patch = await send('PATCH', `/api/processes/${processId}`, `{"version":"1.1","x":${atLimit}}`);
      expect(patch.statusCode, patch.body).toBe(200);
      expect(patch.json().version).toBe('1.1');

      // Here the route's own validation answers: the parser let the body through.
      validated.length = 0;
      const impact = await send(
        'POST',
        '/api/change-impact-assessments',
        `{"processId":"${processId}","processOutput":"Deep output","changeDescription":${atLimit}}`,
      );
      expect(impact.statusCode).toBe(400);
      expect(impact.json().message).not.toBe(jsonTooDeepMessage());
      expect(validated).toEqual(['POST /api/change-impact-assessments']);
    });

    it('reads a megabyte of [ as one short scan, then answers 400', async () => {
      expectTooDeepJson(await send('POST', '/api/job-roles', '['.repeat(1024 * 1024)));
      // Brackets inside strings are text, not nesting.
      const res = await send('POST', '/api/job-roles', JSON.stringify({ name: `[{${'['.repeat(5000)}` }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toBe(jsonTooDeepMessage());
    });
  });

  describe('artifact content', () => {
    let artifactId: string;
    let pdfId: string;

    beforeAll(async () => {
      const created = await call('POST', '/api/artifacts', {
        processId,
        type: 'job_description',
        state: 'as_is',
        name: 'JD',
        content: { positionSummary: 'Estimates jobs' },
      });
      expect(created.statusCode).toBe(201);
      artifactId = created.json().id;
      const stored = await t.upload(cookie, 'process-file', 'Estimate.pdf', SAMPLE_FILES.pdf);
      expect(stored.statusCode, stored.body).toBe(201);
      const pdf = await call('POST', '/api/artifacts', {
        processId,
        type: 'pdf',
        state: 'as_is',
        name: 'Estimate.pdf',
        fileUrl: stored.json().url,
      });
      expect(pdf.statusCode).toBe(201);
      expect(pdf.json().content).toBeNull();
      pdfId = pdf.json().id;
    });

    it('refuses content 5,000 levels deep on create and update, and nothing stored changes', async () => {
      const before = await snapshot();
      const stored = (await call('GET', `/api/artifacts/${artifactId}`)).json();
      const deep = nestedArrayText(5000);
      expectTooDeepJson(
        await send(
          'POST',
          '/api/artifacts',
          `{"processId":"${processId}","type":"job_description","state":"as_is","name":"Deep","content":${deep}}`,
        ),
      );
      expectTooDeepJson(
        await send(
          'PUT',
          `/api/artifacts/${artifactId}`,
          `{"revision":${stored.revision},"content":${deep}}`,
        ),
      );
      expect((await call('GET', `/api/artifacts/${artifactId}`)).json()).toEqual(stored);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a 50,000-deep array as the content of a pdf', async () => {
      const before = await snapshot();
      const deep = nestedArrayText(50_000);
      expectTooDeepJson(
        await send(
          'POST',
          '/api/artifacts',
          `{"processId":"${processId}","type":"pdf","state":"as_is","name":"Deep.pdf","content":${deep}}`,
        ),
      );
      expectTooDeepJson(await send('PUT', `/api/artifacts/${pdfId}`, `{"revision":0,"content":${deep}}`));
      expect(await snapshot()).toEqual(before);
    });

    it('holds content of every type to the content depth limit, naming it, on create and update', async () => {
      const before = await snapshot();
      const tooDeep = contentOfDepth(MAX_CONTENT_DEPTH + 1);
      expect(jsonValueDepth(tooDeep)).toBe(MAX_CONTENT_DEPTH + 1);
      for (const type of [...ARTIFACT_TYPES, ...PROCESS_FILE_TYPES]) {
        const res = await call('POST', '/api/artifacts', {
          processId,
          type,
          state: 'to_be',
          name: `Deep ${type}`,
          content: tooDeep,
        });
        expectContentRefused(res, contentTooDeepMessage());
        expect(res.json().message).toContain(`${MAX_CONTENT_DEPTH} levels`);
        expect(res.json().issues).toEqual([{ path: 'content', message: contentTooDeepMessage() }]);
      }
      for (const id of [artifactId, pdfId]) {
        const stored = (await call('GET', `/api/artifacts/${id}`)).json();
        const res = await call('PUT', `/api/artifacts/${id}`, {
          revision: stored.revision,
          content: tooDeep,
        });
        expectContentRefused(res, contentTooDeepMessage());
        expect((await call('GET', `/api/artifacts/${id}`)).json()).toEqual(stored);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('accepts content of exactly the content depth limit, and keeps it as sent', async () => {
      const content = contentOfDepth(MAX_CONTENT_DEPTH, { positionSummary: 'At the limit' });
      expect(jsonValueDepth(content)).toBe(MAX_CONTENT_DEPTH);
      const stored = (await call('GET', `/api/artifacts/${artifactId}`)).json();
      const res = await call('PUT', `/api/artifacts/${artifactId}`, { revision: stored.revision, content });
      expect(res.statusCode, res.body).toBe(200);
      expect((await call('GET', `/api/artifacts/${artifactId}`)).json().content).toEqual(content);
    });

    it('refuses content past the size limit, naming it', async () => {
      const before = await snapshot();
      const content = { positionSummary: 'x'.repeat(MAX_CONTENT_BYTES) };
      const res = await call('POST', '/api/artifacts', {
        processId,
        type: 'job_description',
        state: 'to_be',
        name: 'Huge',
        content,
      });
      expectContentRefused(res, contentTooLargeMessage());
      expect(res.json().message).toContain('1 MB');
      // Counted in UTF-8 bytes: half as many two-byte characters are as large.
      const wide = { positionSummary: 'ü'.repeat(MAX_CONTENT_BYTES / 2) };
      const stored = (await call('GET', `/api/artifacts/${artifactId}`)).json();
      expectContentRefused(
        await call('PUT', `/api/artifacts/${artifactId}`, { revision: stored.revision, content: wide }),
        contentTooLargeMessage(),
      );
      expect(await snapshot()).toEqual(before);
    });

    it('gives a process file null or a small object of facts, nothing else', async () => {
      const before = await snapshot();
      const refused: [unknown, string][] = [
        [[1, 2, 3], 'expected object'],
        ['a note', 'expected object'],
        [42, 'expected object'],
        [{ size: 'big' }, 'at size'],
        [{ notes: 'n'.repeat(MAX_FILE_CONTENT_BYTES) }, contentTooLargeMessage(MAX_FILE_CONTENT_BYTES)],
      ];
      for (const [content, message] of refused) {
        const res = await call('PUT', `/api/artifacts/${pdfId}`, { revision: 0, content });
        expectContentRefused(res, message);
        expect(res.json().message).toMatch(/^The pdf content is not valid/);
      }
      expect(contentTooLargeMessage(MAX_FILE_CONTENT_BYTES)).toContain('16 KB');
      expect(await snapshot()).toEqual(before);

      const facts = { fileName: 'Estimate.pdf', mediaType: 'application/pdf', size: 2048, pageCount: 3 };
      const res = await call('PUT', `/api/artifacts/${pdfId}`, { revision: 0, content: facts });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().content).toEqual(facts);
      const cleared = await call('PUT', `/api/artifacts/${pdfId}`, { revision: 1, content: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().content).toBeNull();
    });
  });
});
