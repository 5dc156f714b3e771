// Fills an empty, migrated database with a large repository for `npm run bench`, in a few
// set-based INSERT … SELECT generate_series statements (seconds, not minutes).
//   npx tsx scripts/bench/generate.ts --processes 10000 [--roles 200] [--artifacts-per-process 6]
//     [--audit-events 0] (Version History's log: events spread over the processes and over 50
//     people, newest now)
// DATABASE_URL=postgres://… for PostgreSQL; otherwise DATA_DIR (PGlite in DATA_DIR/pglite).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { divisions } from '../../src/server/db/schema';
import { PRODUCT_DIVISIONS } from '../../src/server/product/divisions';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const processCount = arg('processes', 10_000);
const roleCount = arg('roles', 200);
// Artifacts per process, As-Is and To-Be together (60,000 for the default 10,000 processes).
const perProcess = arg('artifacts-per-process', 6);
const auditEvents = arg('audit-events', 0);
const PEOPLE = 50;

// A rare word appears in about 1 process in 2,000; "service" in most.
export const RARE_WORD = 'zephyrquartz';
export const COMMON_WORD = 'service';

const words = [
  'service',
  'dispatch',
  'quote',
  'contract',
  'inspection',
  'renewal',
  'invoice',
  'procurement',
  'sprinkler',
  'alarm',
  'security',
  'technician',
  'coordinator',
  'schedule',
  'deficiency',
  'warehouse',
  'purchase',
  'order',
  'pipeline',
  'forecast',
  'billing',
  'approval',
  'field',
  'mobile',
  'customer',
  'portal',
  'report',
  'agreement',
  'estimate',
  'project',
  'closeout',
  'maintenance',
  'testing',
  'monitoring',
  'emergency',
  'after-hours',
  'vendor',
];

async function openPgliteDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  return openDatabase({ dataDir: dir });
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = process.env.DATABASE_URL
    ? await openDatabase({ url: process.env.DATABASE_URL })
    : await openPgliteDir(path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pglite'));
  await database.migrate();
  const db = database.db;
  const wordArray = sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(',')}]`);

  await db.execute(sql`
    INSERT INTO job_roles (name, description)
    SELECT 'Role ' || g || ' ' || (${wordArray})[1 + (g % ${words.length})], 'Generated role ' || g
    FROM generate_series(1, ${roleCount}) g
  `);
  await db.execute(sql`
    WITH roles AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM job_roles)
    INSERT INTO processes (job_role_id, name, description, version, status, updated_at)
    SELECT r.id,
      initcap((${wordArray})[1 + floor(random() * ${words.length})::int]) || ' ' ||
        (${wordArray})[1 + floor(random() * ${words.length})::int] || ' process ' || g,
      'How the ' || (${wordArray})[1 + floor(random() * ${words.length})::int] || ' work moves to the new ERP: ' ||
        (${wordArray})[1 + floor(random() * ${words.length})::int] || ', ' ||
        (${wordArray})[1 + floor(random() * ${words.length})::int] || ' and ' ||
        CASE WHEN g % 2000 = 7 THEN ${RARE_WORD} ELSE (${wordArray})[1 + floor(random() * ${words.length})::int] END || '.',
      '1.' || (g % 5),
      (ARRAY['draft','in_review','published'])[1 + (g % 3)],
      now() - (g || ' minutes')::interval
    FROM generate_series(1, ${processCount}) g
    JOIN roles r ON r.n = 1 + (g % ${roleCount})
  `);
  const types = [
    'job_description',
    'workflow_map',
    'sipoc',
    'systems',
    'cross_functional',
    'pain_points',
  ].slice(0, Math.max(1, Math.round(perProcess / 2)));
  await db.execute(sql`
    INSERT INTO artifacts (process_id, type, state, name, description, content)
    SELECT p.id, t.type, s.state, p.name || ' – ' || s.state || ' ' || t.type, 'Generated artifact',
      CASE t.type
        WHEN 'job_description' THEN jsonb_build_object('positionSummary', p.description,
          'responsibilities', jsonb_build_array('Answer calls', 'Schedule technicians', 'Check contracts'),
          'processSteps', jsonb_build_array(jsonb_build_object('step', 1, 'name', 'Receive', 'description', 'Log the request'),
            jsonb_build_object('step', 2, 'name', 'Assign', 'description', 'Pick a technician')))
        WHEN 'sipoc' THEN jsonb_build_object('suppliers', jsonb_build_array('Customer'), 'inputs', jsonb_build_array('Request'),
          'process', jsonb_build_array('Dispatch'), 'outputs', jsonb_build_array('Work order', 'Invoice'), 'customers', jsonb_build_array('Customer'))
        WHEN 'systems' THEN jsonb_build_object('systems', jsonb_build_array(jsonb_build_object('name', 'Cloud ERP', 'purpose', 'Records',
          'keyFunctions', jsonb_build_array('Orders', 'Billing', 'Reports'))))
        WHEN 'pain_points' THEN jsonb_build_object('painPoints', jsonb_build_array(jsonb_build_object('title', 'Re-keying', 'description', 'Typed twice', 'impact', 'Delays')))
        WHEN 'workflow_map' THEN jsonb_build_object('workflowType', 'swimlane', 'steps', 8, 'decisionPoints', 2, 'averageTime', '2 hours', 'automationLevel', 'Low')
        ELSE jsonb_build_object('coordinationActivities', jsonb_build_array(jsonb_build_object('activity', 'Daily huddle', 'description', 'Review open calls')))
      END
    FROM processes p
    CROSS JOIN (SELECT unnest(${sql.raw(`ARRAY[${types.map((t) => `'${t}'`).join(',')}]`)}::text[]) AS type) t
    CROSS JOIN (VALUES ('as_is'), ('to_be')) s(state)
  `);
  await db.insert(divisions).values(PRODUCT_DIVISIONS).onConflictDoNothing();
  // Readiness inputs: each role covers two division role titles; every process has two matrix
  // rows, a pain point status on most processes and a tier document on every third.
  const titles = [...new Set(PRODUCT_DIVISIONS.flatMap((d) => Object.keys(d.roles)))].sort();
  const titleArray = sql.raw(`ARRAY[${titles.map((t) => `'${t.replaceAll("'", "''")}'`).join(',')}]::text[]`);
  await db.execute(sql`
    WITH numbered AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM job_roles)
    UPDATE job_roles j SET division_roles = ARRAY[
      (${titleArray})[1 + (n.n % ${titles.length})], (${titleArray})[1 + ((n.n * 7) % ${titles.length})]]
    FROM numbered n WHERE n.id = j.id
  `);
  await db.execute(sql`
    INSERT INTO change_impact_assessments (process_id, process_output, change_type, change_description, impact_assessment)
    SELECT p.id, o.output, 'MODIFIED',
      CASE WHEN random() < 0.3 THEN ARRAY['SYSTEMS'] ELSE ARRAY['PROCEDURE_CHANGE'] END,
      (ARRAY['HIGH','MED','LOW', NULL])[1 + floor(random() * 4)::int]
    FROM processes p CROSS JOIN (VALUES ('Work order'), ('Invoice')) o(output)
  `);
  await db.execute(sql`
    INSERT INTO pain_point_statuses (process_id, pain_point_title, status)
    SELECT p.id, 'Re-keying', (ARRAY['resolved','partially_resolved','parking_lot','not_addressed'])[1 + floor(random() * 4)::int]
    FROM processes p WHERE random() < 0.8
  `);
  await db.execute(sql`
    INSERT INTO training_tier_documents (process_id, tier, name, file_type, file_url)
    SELECT p.id, (ARRAY['tier_1','tier_2','tier_3'])[1 + floor(random() * 3)::int], 'Guide', 'guide', 'https://example.com/guide'
    FROM processes p WHERE random() < 0.33
  `);
  // The people who made the changes: Version History's filter by person.
  if (auditEvents > 0) {
    await db.execute(sql`
      INSERT INTO people (name, role) SELECT 'Bench person ' || g, 'editor' FROM generate_series(1, ${PEOPLE}) g
    `);
  }
  // In slices of 100,000: one statement per slice keeps each transaction's memory small on PGlite.
  for (let from = 1; from <= auditEvents; from += 100_000) {
    const to = Math.min(auditEvents, from + 99_999);
    await db.execute(sql`
      WITH p AS (SELECT id, name, row_number() OVER (ORDER BY id) AS n FROM processes),
        pe AS (SELECT id, name, row_number() OVER (ORDER BY id) AS n FROM people)
      INSERT INTO audit_events (at, action, entity_type, entity_id, process_id, summary, actor_id, actor_name)
      SELECT now() - (g || ' seconds')::interval, (ARRAY['update','update','create','delete'])[1 + g % 4],
        (ARRAY['artifact','process','pain_point_status'])[1 + g % 3], p.id::text, p.id,
        (ARRAY['Updated','Saved','Edited'])[1 + g % 3] || ' ' || p.name || ' (' ||
          (${wordArray})[1 + (g % ${words.length})] || ')', pe.id, pe.name
      FROM generate_series(${from}::int, ${to}::int) g JOIN p ON p.n = 1 + (g % ${processCount})
        JOIN pe ON pe.n = 1 + (g % ${PEOPLE})
    `);
  }
  // A database in use has been vacuumed and checkpointed since its rows came. Without VACUUM,
  // PostgreSQL's autovacuum of a million new events ran about a minute after this, inside the
  // bench's measurements, and the first reads of each page set its hint bits (writes); without
  // CHECKPOINT, the checkpointer wrote the new pages out during them.
  await db.execute(sql`VACUUM (ANALYZE)`);
  await db.execute(sql`CHECKPOINT`);
  const [counts] = (
    (await db.execute(
      sql`SELECT (SELECT count(*) FROM processes)::int AS processes, (SELECT count(*) FROM artifacts)::int AS artifacts, (SELECT count(*) FROM job_roles)::int AS roles, (SELECT count(*) FROM audit_events)::int AS "auditEvents", (SELECT id FROM people ORDER BY id LIMIT 1) AS "personId"`,
    )) as unknown as {
      rows: {
        processes: number;
        artifacts: number;
        roles: number;
        auditEvents: number;
        personId: string | null;
      }[];
    }
  ).rows;
  await database.close();
  console.log(JSON.stringify({ ...counts, seconds: (Date.now() - started) / 1000 }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
