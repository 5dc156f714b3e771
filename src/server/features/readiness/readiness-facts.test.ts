import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ProcessFigures, processFigures } from '../../../core/rules/readiness';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { loadProcessFacts, loadReadinessFacts } from './readiness-facts';

const byId = (list: readonly ProcessFigures[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('the whole load of the readiness facts', () => {
  const t = setUpTestApp();

  it('reads every process once across its slices of 2,000, each with its own facts', async () => {
    const { db } = t.database;
    // 4,500 processes (three slices, the last one short), each with facts of its own in every
    // table the load reads, varied by the process's number so that a fact read for the wrong
    // process, or twice, or not at all, changes the figures.
    await db.execute(sql`
      with role as (insert into job_roles (name) values ('Fitter') returning id)
      insert into processes (name, job_role_id, status)
      select 'Process ' || n, (select id from role), case when n % 2 = 0 then 'published' else 'draft' end
      from generate_series(1, 4500) n`);
    await db.execute(sql`
      insert into artifacts (process_id, type, state, name, content)
      select id, 'sipoc', 'as_is', 'SIPOC',
        jsonb_build_object('outputs', (select jsonb_agg('Output ' || k) from generate_series(1, 1 + n % 4) k))
      from (select id, row_number() over (order by id) as n from processes) p`);
    await db.execute(sql`
      insert into artifacts (process_id, type, state, name, content)
      select id, 'pain_points', 'to_be', 'Pain points',
        jsonb_build_object('painPoints', (select jsonb_agg(jsonb_build_object('title', 'Pain ' || k)) from generate_series(1, 1 + n % 3) k))
      from (select id, row_number() over (order by id) as n from processes) p`);
    await db.execute(sql`
      insert into pain_point_statuses (process_id, pain_point_title, status)
      select id, 'Pain 1', case when n % 2 = 0 then 'resolved' else 'parking_lot' end
      from (select id, row_number() over (order by id) as n from processes) p where n % 5 <> 0`);
    await db.execute(sql`
      insert into change_impact_assessments (process_id, process_output, impact_assessment, change_description)
      select id, 'Output 1', (array['HIGH', 'MED', 'LOW'])[1 + n % 3],
        case when n % 7 = 0 then array['SYSTEMS'] else array['PEOPLE'] end
      from (select id, row_number() over (order by id) as n from processes) p`);
    await db.execute(sql`
      insert into training_tier_documents (process_id, tier, name, file_type, file_url)
      select id, 'tier_' || (1 + n % 3), 'Deck', 'pptx', '/files/x'
      from (select id, row_number() over (order by id) as n from processes) p where n % 4 = 0`);
    await db.execute(sql`
      insert into training_artifacts (process_id, process_output, name, file_type)
      select id, 'Output 1', 'Guide', 'pdf'
      from (select id, row_number() over (order by id) as n from processes) p where n % 6 = 0`);

    const sliced = (await loadReadinessFacts(db)).processes;
    // One statement over every process, unsliced, worked out the same way.
    const whole = (await loadProcessFacts(db)).map(processFigures);
    expect(sliced).toHaveLength(4500);
    expect(new Set(sliced.map((p) => p.id)).size).toBe(4500);
    expect(byId(sliced)).toEqual(byId(whole));
    // The facts did reach the figures (the comparison above would also hold for none).
    const counts = sliced.reduce(
      (sum, p) => ({
        outputs: sum.outputs + p.outputs.total,
        painPoints: sum.painPoints + p.coverage.total,
        tier3: sum.tier3 + (p.tiersNeeded.tier_3 ? 1 : 0),
        documents: sum.documents + p.tierDocuments.tier_1 + p.tierDocuments.tier_2 + p.tierDocuments.tier_3,
        training: sum.training + p.trainingArtifacts,
      }),
      { outputs: 0, painPoints: 0, tier3: 0, documents: 0, training: 0 },
    );
    expect(counts).toEqual({
      outputs: 11_250,
      painPoints: 9_000,
      tier3: 642,
      documents: 1_125,
      training: 750,
    });
  });
});
