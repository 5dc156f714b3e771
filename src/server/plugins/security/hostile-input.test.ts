import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A digest of every content table: equal digests mean no stored data changed. */
async function digest(t: TestApp): Promise<string> {
  const tables = [
    'job_roles',
    'processes',
    'artifacts',
    'pain_point_statuses',
    'change_impact_assessments',
    'training_artifacts',
    'training_tier_documents',
    'divisions',
    'files',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const res = await t.database.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${table} t`,
      ),
    );
    parts.push(`${table}=${(res as unknown as { rows: { d: string }[] }).rows[0]!.d}`);
  }
  return parts.join(';');
}

const RUNS = Number(process.env.HOSTILE_RUNS ?? 600);

describe('hostile input on every route', () => {
  let t: TestApp;
  let cookie: string;
  let realIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedDemoData(tx));
    cookie = await t.login();
    const processes = (
      await t.app.inject({ method: 'GET', url: '/api/processes', headers: { cookie } })
    ).json();
    realIds = processes.slice(0, 3).map((p: { id: string }) => p.id);
  }, 120_000);
  afterAll(async () => t.close());

  it('never answers 5xx and changes nothing unless a write was accepted', async () => {
    const routes = t.app.routeCatalog.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url.startsWith('/'),
    );
    expect(routes.length).toBeGreaterThan(30);
    const before = await digest(t);

    const segment = fc.oneof(
      fc.constantFrom(...realIds),
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '..',
        '../../etc/passwd',
        '%00',
        '%2e%2e%2f',
        'a'.repeat(400),
        '%E0%A4%A',
        "1' or '1'='1",
        '<script>',
      ),
    );
    const jsonBody = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.dictionary(
        fc.constantFrom(
          'name',
          'description',
          'processId',
          'jobRoleId',
          'status',
          'content',
          'revision',
          'tier',
          'fileUrl',
          'accessCode',
          'processOutput',
          'changeType',
          'painPointTitle',
        ),
        fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 300 }), fc.constantFrom(...realIds)),
      ),
    );
    const rawBody = fc.oneof(
      jsonBody.map((b) => ({ payload: JSON.stringify(b) ?? 'null', type: 'application/json' })),
      fc.string({ maxLength: 200 }).map((s) => ({ payload: s, type: 'application/json' })),
      fc.uint8Array({ maxLength: 200 }).map((b) => ({ payload: Buffer.from(b), type: 'application/json' })),
      fc.string({ maxLength: 100 }).map((s) => ({
        payload: s,
        type: fc.sample(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data',
            'application/x-www-form-urlencoded',
            'image/png',
          ),
          1,
        )[0]!,
      })),
      fc.constant({ payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, type: 'application/json' }),
      fc.constant({
        payload: JSON.stringify({ name: 'x'.repeat(100_000), description: 'y' }),
        type: 'application/json',
      }),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'search',
        'processId',
        'jobRoleId',
        'limit',
        'offset',
        'purpose',
        'from',
        'to',
        'action',
      ),
      fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom(...realIds)),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      params: fc.array(segment, { minLength: 3, maxLength: 3 }),
      query,
      body: rawBody,
    });

    let acceptedWrite = false;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, query, body }) => {
        let i = 0;
        const path = route.url
          .replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++ % params.length]!))
          .replace('*', 'x');
        const qs = new URLSearchParams(query).toString();
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: qs ? `${path}?${qs}` : path,
          headers: { cookie, ...(hasBody ? { 'content-type': body.type } : {}) },
          ...(hasBody ? { payload: body.payload } : {}),
        });
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${path} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode < 300 && route.method !== 'GET' && !route.url.startsWith('/api/auth/'))
          acceptedWrite = true;
        return res.statusCode < 500;
      }),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
    if (!acceptedWrite) expect(await digest(t)).toBe(before);
  }, 300_000);
});
