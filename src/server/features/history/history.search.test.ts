import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from '../../lib/like-pattern';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { COMMON_IN_PROBE, PROBE_EVENTS, searchPage, TRIGRAM_MATCHES, WALK_EVENTS } from './history.search';

/*
 * A log longer than a walk's bound, with words that take each path of the search: a word common
 * among the newest events (the walk), a rare one (the trigram index), one only in events older
 * than a walk reaches and more often than the trigram index is asked for (the trigram index, a
 * walk, then every match), one common in the probe but not after it (the walk falls short, then
 * every match), and one in no event. Every answer is checked against the plain query: the same
 * events, in the same order, and the same count up to the cap.
 */
const EVENTS = WALK_EVENTS + 6000;
const ACTOR = '00000000-0000-4000-8000-0000000000a1';
const PROCESS = '00000000-0000-4000-8000-0000000000b2';

describe('Version History search by text at a log longer than a walk', () => {
  const t = setUpTestApp();
  const { call } = t;

  beforeAll(async () => {
    // Event i is i seconds before 2030 (the newest first), after the app's own events.
    await t.database.db.execute(sql`
      insert into audit_events (at, action, entity_type, summary, actor_id, process_id)
      select timestamptz '2030-01-01T00:00:00Z' - make_interval(secs => i),
        case when i % 2 = 0 then 'create' else 'update' end, 'process',
        case
          when i in (5, 703, 9001, 15001, 25001) then 'Renamed Zulu ' || i
          when i in (12001, 13001) then 'Revised Œuvre ' || i
          when i <= ${PROBE_EVENTS} and i % 10 = 5 then 'Prüfung ÄNDERUNG 50%_done ' || i
          when i <= 3000 and i % 10 = 0 then 'Updated alpha item ' || i
          when (i <= ${PROBE_EVENTS} and i % ${PROBE_EVENTS / COMMON_IN_PROBE} = 1) or i in (19001, 24001) then 'Sparse delta ' || i
          when i > ${WALK_EVENTS + 500} and i % 3 = 0 then 'Old echo ' || i
          else 'Filler ' || i
        end,
        case when i % 4 = 0 then ${ACTOR}::uuid end,
        case when i % 5 = 0 then ${PROCESS}::uuid end
      from generate_series(1, ${EVENTS}) i
    `);
  });

  /** The plain query: the page and the count of the first 101 matches, in the screen's order. */
  async function expected(search: string, limit: number, offset: number, filter = sql`true`) {
    const match = sql`summary ilike ${likePattern(search)} and ${filter}`;
    const page = (await t.database.db.execute(
      sql`select id from audit_events where ${match} order by at desc, id desc limit ${limit} offset ${offset}`,
    )) as unknown as { rows: { id: string }[] };
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from (select 1 from audit_events where ${match}
        order by at desc, id desc limit 101) m`,
    )) as unknown as { rows: { n: number }[] };
    return { ids: page.rows.map((r) => r.id), n: Number(counted.rows[0]!.n) };
  }

  async function check(
    query: string,
    search: string,
    limit: number,
    offset: number,
    filter?: ReturnType<typeof sql>,
  ) {
    const res = await call(
      'GET',
      `/api/history?search=${encodeURIComponent(search)}&limit=${limit}&offset=${offset}${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const want = await expected(search, limit, offset, filter);
    expect((res.json() as { id: string }[]).map((e) => e.id)).toEqual(want.ids);
    expect(res.headers['x-total-count']).toBe(String(Math.min(want.n, 100)));
    expect(res.headers['x-total-count-capped']).toBe(want.n > 100 ? 'true' : undefined);
    return { ids: want.ids, n: want.n };
  }

  it('finds a word common among the newest events by the walk, with every page and the capped count', async () => {
    const first = await check('', 'alpha', 50, 0);
    expect(first.ids).toHaveLength(50);
    expect(first.n).toBe(101);
    // On past the cap, to the last match (300 of them), and past the end.
    for (const offset of [50, 100, 150, 250])
      expect((await check('', 'alpha', 50, offset)).ids).toHaveLength(50);
    expect((await check('', 'ALPHA', 200, 200)).ids).toHaveLength(100);
    expect((await check('', 'alpha', 50, 300)).ids).toEqual([]);
  });

  it('matches letters beyond ASCII in any case, and a typed % or _ as itself, on either path', async () => {
    // Common among the newest events: the walk, over the summaries the database keeps lowered.
    const common = await check('', 'prüfung änderung 50%_', 50, 0);
    expect(common.n).toBe(101);
    expect((await check('', 'ÄNDERUNG 50%_DONE', 50, 150)).ids).toHaveLength(49);
    expect((await check('', 'änderung 50_%', 50, 0)).n).toBe(0);
    expect((await check('', 'änderung 5%', 50, 0)).n).toBe(0);
    // Rare: the trigram index, which ILIKE rechecks.
    expect((await check('', 'œUVRE', 50, 0)).n).toBe(2);
    // Each took the way meant for it: a walk that missed would still answer rightly, through the
    // trigram index behind it.
    const via = async (term: string) =>
      (await searchPage(t.database.db, undefined, term, 101, { limit: 50, offset: 0 })).via;
    expect(await via('ÄNDERUNG 50%_DONE')).toBe('walk');
    expect(await via('Œuvre')).toBe('trigrams');
  });

  it('finds a rare word through the trigram index, counted exactly; a word in no event finds nothing', async () => {
    const rare = await check('', 'zulu', 50, 0);
    expect(rare.n).toBe(5);
    expect((await check('', 'zulu', 2, 2)).ids).toHaveLength(2);
    expect((await check('', 'zulu', 50, 10)).ids).toEqual([]);
    expect((await check('', 'nomatchword', 50, 0)).n).toBe(0);
    expect((await check('', 'nomatchword', 50, 100)).ids).toEqual([]);
  });

  it('finds a word only older than a walk reaches, held by more events than the trigram index hands over', async () => {
    const old = await check('', 'old echo', 50, 0);
    expect(old.n).toBe(101);
    expect(Math.floor((EVENTS - WALK_EVENTS - 500) / 3)).toBeGreaterThan(TRIGRAM_MATCHES);
    expect((await check('', 'old echo', 200, 1000)).ids).toHaveLength(200);
    expect((await check('', 'old echo', 200, 1900)).ids).toEqual([]);
  });

  it('finds every match of a word common in the probe that thins out after it', async () => {
    const sparse = await check('', 'sparse delta', 50, 0);
    expect(sparse.n).toBe(COMMON_IN_PROBE + 2);
    expect(sparse.n - 2).toBeGreaterThanOrEqual(COMMON_IN_PROBE);
    expect((await check('', 'sparse delta', 5, 10)).ids).toHaveLength(2);
  });

  it('combines the text with the other filters on every path', async () => {
    const byActor = sql`actor_id = ${ACTOR}::uuid`;
    const created = sql`action = 'create'`;
    const byProcess = sql`process_id = ${PROCESS}::uuid`;
    expect((await check(`&actorId=${ACTOR}`, 'alpha', 50, 0, byActor)).n).toBe(101);
    expect((await check(`&actorId=${ACTOR}`, 'alpha', 50, 100, byActor)).ids).toHaveLength(50);
    expect((await check('&action=create', 'old echo', 50, 0, created)).n).toBe(101);
    expect((await check(`&processId=${PROCESS}`, 'zulu', 50, 0, byProcess)).n).toBe(1);
    expect((await check(`&processId=${PROCESS}`, 'old echo', 100, 0, byProcess)).ids).toHaveLength(100);
    expect(
      (await check(`&actorId=${ACTOR}&action=create`, 'sparse delta', 50, 0, sql`${byActor} and ${created}`))
        .n,
    ).toBe(0);
    const window = sql`at >= '2029-12-31T18:00:00Z' and at < '2030-01-01T00:00:00Z'`;
    expect(
      (await check('&from=2029-12-31T18:00:00Z&to=2029-12-31T23:59:59.999Z', 'zulu', 50, 0, window)).n,
    ).toBe(4);
  });
});
