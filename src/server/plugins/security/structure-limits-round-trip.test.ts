import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonTextDepth, jsonValueDepth, MAX_JSON_DEPTH } from '../../../core/rules/json-depth';
import {
  contentTooDeepMessage,
  contentTooLargeMessage,
  MAX_CONTENT_BYTES,
  MAX_CONTENT_DEPTH,
  MAX_FILE_CONTENT_BYTES,
} from '../../../core/schemas/artifact-content';
import { EXPORT_TABLE_PATHS } from '../../../core/schemas/export';
import { multipart } from '../../testing/multipart';
import { createRoundTripApps, type RoundTripApps } from '../../testing/round-trip-apps';
import type { TestApp } from '../../testing/test-app';
import { unzip, zip } from '../../testing/zip';
import { nestedValue } from './structure-limits.test-helper';

/* Issue 17: the largest content the API accepts survives Export All and Bulk Import unchanged (the
   limits themselves are tested in structure-limits.test.ts). */

/**
 * The largest content the API accepts, at exactly both limits: MAX_CONTENT_DEPTH levels and
 * MAX_CONTENT_BYTES of UTF-8 JSON, with text that looks like JSON structure and multi-byte characters.
 */
function largestContent(maxBytes: number, fields: Record<string, unknown>): Record<string, unknown> {
  const content: Record<string, unknown> = {
    ...fields,
    tricky: ['[{"not": "nested"}]', 'back\\slash \\" quote', 'Größe 📋 ünïcödé', '\u2028 line sep'],
    deep: nestedValue(MAX_CONTENT_DEPTH - 1, 'bottom [of] {the} "well"'),
    filler: '',
  };
  const used = Buffer.byteLength(JSON.stringify(content), 'utf8');
  content.filler = 'f'.repeat(maxBytes - used);
  return content;
}

describe('the largest accepted content survives Export All and Bulk Import', () => {
  let source: TestApp;
  let sourceCookie: string;
  let targets = {} as RoundTripApps['targets'];
  const ids: string[] = [];

  beforeAll(async () => {
    ({ source, sourceCookie, targets } = await createRoundTripApps());
    const call = (method: 'POST', url: string, payload: unknown) =>
      source.request(sourceCookie, method, url, payload);
    const role = (await call('POST', '/api/job-roles', { name: 'Limit tester' })).json();
    const processId = (
      await call('POST', '/api/processes', { name: 'Largest', description: 'd', jobRoleId: role.id })
    ).json().id;

    const jd = largestContent(MAX_CONTENT_BYTES, { positionSummary: 'The largest job description' });
    const pdf = largestContent(MAX_FILE_CONTENT_BYTES, { fileName: 'Largest.pdf', size: 1 });
    for (const [type, content, maxBytes] of [
      ['job_description', jd, MAX_CONTENT_BYTES],
      ['pdf', pdf, MAX_FILE_CONTENT_BYTES],
    ] as const) {
      expect(jsonValueDepth(content)).toBe(MAX_CONTENT_DEPTH);
      expect(Buffer.byteLength(JSON.stringify(content), 'utf8')).toBe(maxBytes);
      const res = await call('POST', '/api/artifacts', {
        processId,
        type,
        state: 'as_is',
        name: type,
        content,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
      expect(res.json().content).toEqual(content);
      ids.push(res.json().id);
    }
    // One byte more is refused: these really are the largest.
    const over = { ...jd, filler: `${jd.filler}f` };
    const refused = await call('POST', '/api/artifacts', {
      processId,
      type: 'job_description',
      state: 'as_is',
      name: 'over',
      content: over,
    });
    expect(refused.statusCode).toBe(400);
  });
  afterAll(async () => Promise.all([source, ...Object.values(targets)].map((app) => app?.close())));

  it.each(['replace', 'merge'] as const)(
    '%s: preview and apply give back identical artifacts',
    async (mode) => {
      const exported = await source.app.inject({
        method: 'GET',
        url: '/api/export/all.zip',
        headers: { cookie: sourceCookie },
      });
      expect(exported.statusCode).toBe(200);
      const files = await unzip(exported.rawPayload);
      // Every data file the export wrote is within what an import reads.
      for (const path of Object.values(EXPORT_TABLE_PATHS)) {
        expect(jsonTextDepth(files.get(path)!.toString('utf8')), path).toBeLessThanOrEqual(MAX_JSON_DEPTH);
      }

      const target = targets[mode];
      const targetCookie = await target.login();
      const body = multipart({ mode }, { filename: 'largest.zip', data: exported.rawPayload });
      const importCall = (url: string) =>
        target.app.inject({
          method: 'POST',
          url,
          headers: { cookie: targetCookie, ...body.headers },
          payload: body.payload,
        });

      const preview = await importCall('/api/import/preview');
      expect(preview.statusCode, preview.body.slice(0, 500)).toBe(200);
      expect(preview.json()).toMatchObject({ kind: 'archive', mode, applied: false });
      expect(preview.json().summary.reject).toBe(0);

      const applied = await importCall('/api/import/apply');
      expect(applied.statusCode, applied.body.slice(0, 500)).toBe(200);
      expect(applied.json()).toMatchObject({ kind: 'archive', mode, applied: true });
      expect(applied.json().summary.reject).toBe(0);

      for (const id of ids) {
        const original = (
          await source.app.inject({
            method: 'GET',
            url: `/api/artifacts/${id}`,
            headers: { cookie: sourceCookie },
          })
        ).json();
        const restored = await target.app.inject({
          method: 'GET',
          url: `/api/artifacts/${id}`,
          headers: { cookie: targetCookie },
        });
        expect(restored.statusCode).toBe(200);
        expect(restored.json()).toEqual(original);
      }
    },
  );

  it('holds an archive row to the same content limits: such a row is rejected, naming the limit', async () => {
    const exported = await source.app.inject({
      method: 'GET',
      url: '/api/export/all.zip',
      headers: { cookie: sourceCookie },
    });
    const files = await unzip(exported.rawPayload);
    const rows = JSON.parse(files.get(EXPORT_TABLE_PATHS.artifacts)!.toString('utf8')) as {
      id: string;
      type: string;
      content: Record<string, unknown>;
    }[];
    const [jd, pdf] = ids.map((id) => rows.find((r) => r.id === id)!);
    jd!.content = { ...jd!.content, deep: nestedValue(MAX_CONTENT_DEPTH, 'one level too deep') };
    pdf!.content = { ...pdf!.content, filler: `${pdf!.content.filler}f` };
    files.set(EXPORT_TABLE_PATHS.artifacts, Buffer.from(JSON.stringify(rows)));
    // Still well within what an archive may nest: the content rule is what refuses these rows.
    // (the rows' list, a row, then content one level past the limit)
    expect(jsonTextDepth(JSON.stringify(rows))).toBe(MAX_CONTENT_DEPTH + 3);
    expect(MAX_CONTENT_DEPTH + 3).toBeLessThan(MAX_JSON_DEPTH);

    const target = targets.merge;
    const targetCookie = await target.login();
    for (const mode of ['merge', 'replace'] as const) {
      const body = multipart({ mode }, { filename: 'edited.zip', data: await zip(files) });
      const res = await target.app.inject({
        method: 'POST',
        url: '/api/import/preview',
        headers: { cookie: targetCookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      const rejected = (res.json().rows as { action: string; reason?: string }[]).filter(
        (r) => r.action === 'reject',
      );
      expect(rejected.map((r) => r.reason).sort()).toEqual([
        `The job description content is not valid: ${contentTooDeepMessage()}`,
        `The pdf content is not valid: ${contentTooLargeMessage(MAX_FILE_CONTENT_BYTES)}`,
      ]);
    }
  });
});
