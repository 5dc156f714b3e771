import { describe, expect, it } from 'vitest';
import type { Process } from '../../../core/schemas/process';
import { type IndexedQuery, ProcessIndex } from './process-index';
import { SEARCH_COUNT_CAP } from './process-search';

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = [
  'service',
  'call',
  'Dispatch',
  'quote',
  'fire',
  'alarm',
  'zephyr',
  'ÉCOLE',
  'sprink',
  'a_b',
  '100%',
];

function repository(seed: number, size: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const roles = ['Service Manager', 'Dispatcher', 'Fire Alarm Tech', 'Sales'].map((name, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    name,
  }));
  const processes: Process[] = Array.from({ length: size }, (_, i) => ({
    id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `${pick(WORDS)} ${pick(WORDS)}`,
    description: Array.from({ length: Math.floor(next() * 6) }, () => pick(WORDS)).join(' '),
    jobRoleId: next() < 0.1 ? null : pick(roles).id,
    version: '1.0',
    status: 'draft',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
  return { roles, processes };
}

const ids = (json: string) => (JSON.parse(json) as Process[]).map((p) => p.id);

/** The search as the database states it: every process, one by one. */
function reference(
  processes: readonly Process[],
  roles: readonly { id: string; name: string }[],
  query: IndexedQuery,
) {
  const needle = query.term?.toLowerCase();
  const roleName = new Map(roles.map((r) => [r.id, r.name.toLowerCase()]));
  const all = processes.filter(
    (p) =>
      (query.jobRoleId === undefined || p.jobRoleId === query.jobRoleId) &&
      (needle === undefined ||
        `${p.name} ${p.description}`.toLowerCase().includes(needle) ||
        (p.jobRoleId !== null && (roleName.get(p.jobRoleId) ?? '').includes(needle))),
  );
  if (query.limit === undefined) {
    const items = all.slice(query.offset);
    return { items, total: query.offset + items.length, totalIsLowerBound: false };
  }
  if (needle === undefined) {
    return {
      items: all.slice(query.offset, query.offset + query.limit),
      total: all.length,
      totalIsLowerBound: false,
    };
  }
  return {
    items: all.slice(query.offset, query.offset + query.limit),
    total: Math.min(all.length, SEARCH_COUNT_CAP),
    totalIsLowerBound: all.length > SEARCH_COUNT_CAP,
  };
}

const TERMS = [
  undefined,
  'service',
  'SERVICE CALL',
  'ice',
  'e',
  'ph',
  'zephyr zephyr',
  'école',
  'manager',
  'fire',
  'alarm tech',
  '100%',
  'a_b',
  '_',
  'nothing like it',
  'dispatcher',
  's',
];

/** Compares the index's answer to the reference for each term, role filter and page: how many. */
function compareWithReference(
  index: ProcessIndex,
  processes: readonly Process[],
  roles: readonly { id: string; name: string }[],
  terms: readonly (string | undefined)[],
  jobRoleIds: readonly (string | undefined)[] = [undefined, roles[1]!.id, 'not-a-role'],
): number {
  let compared = 0;
  for (const term of terms) {
    for (const jobRoleId of jobRoleIds) {
      for (const [limit, offset] of [
        [24, 0],
        [24, 48],
        [7, 95],
        [1000, 0],
        [undefined, 0],
        [undefined, 30],
        [24, 5000],
      ] as const) {
        const query = { term, jobRoleId, limit, offset };
        const { body, etag: _etag, ...got } = index.search(query);
        const want = reference(processes, roles, query);
        expect({ ...got, items: ids(body.toString()) }, JSON.stringify(query)).toEqual({
          ...want,
          items: want.items.map((p) => p.id),
        });
        compared += 1;
      }
    }
  }
  return compared;
}

describe('the in-memory search index', () => {
  it('answers exactly what a one-by-one scan answers: lists, and short, long, role-name and missing terms', async () => {
    const { roles, processes } = repository(7, 1500);
    // A small slice makes the build yield many times on the way.
    const index = await ProcessIndex.build(processes, roles, { slice: 97 });
    expect(index.size).toBe(1500);
    const terms = TERMS;
    const compared = compareWithReference(index, processes, roles, terms);
    expect(compared).toBe(terms.length * 3 * 7);
    // The whole list is the index's own bytes (names hold two-byte letters: offsets are in bytes).
    const whole = index.search({ offset: 0 });
    expect(JSON.parse(whole.body.toString())).toEqual(processes);
    expect(whole.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it('finds a word that only one process holds among many, and a term in a role name only', async () => {
    const { roles, processes } = repository(11, 20_000);
    processes[12_345] = { ...processes[12_345]!, description: 'The one with Quartzite in it' };
    const index = await ProcessIndex.build(processes, roles);
    const page = index.search({ term: 'quartzite', limit: 24, offset: 0 });
    expect(JSON.parse(page.body.toString())).toEqual([processes[12_345]]);
    expect(page.total).toBe(1);
    const byRole = index.search({ term: 'sales', limit: 24, offset: 0 });
    const found = JSON.parse(byRole.body.toString()) as Process[];
    expect(found).toHaveLength(24);
    expect(found.every((p) => p.jobRoleId === roles[3]!.id)).toBe(true);
    expect(byRole).toMatchObject({ total: 100, totalIsLowerBound: true });
  });

  it('is empty for an empty repository', async () => {
    const index = await ProcessIndex.build([], []);
    const none = index.search({ term: 'any', limit: 24, offset: 0 });
    expect({ ...none, body: none.body.toString() }).toEqual({
      body: '[]',
      total: 0,
      totalIsLowerBound: false,
    });
    const all = index.search({ offset: 0 });
    expect(all.body.toString()).toBe('[]');
  });
});

describe('the in-memory search index under writes', () => {
  it('stays exact through creates, edits, deletions and role changes, and through a compaction', async () => {
    const { roles: startRoles, processes: start } = repository(21, 1200);
    const next = random(99);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    // Keys newest first (an edit in between may tie with one: the id orders those).
    let model = start.map((process, i) => ({ process, key: (1200 - i) * 1000 }));
    let roles = [...startRoles];
    let index = await ProcessIndex.build(start, roles, { keys: model.map((m) => m.key), slice: 101 });
    const sorted = () =>
      [...model].sort(
        (a, b) => b.key - a.key || (a.process.id < b.process.id ? 1 : a.process.id > b.process.id ? -1 : 0),
      );
    let newest = 1_300_000;
    for (let round = 0; round < 6; round++) {
      for (let w = 0; w < 60; w++) {
        const roll = next();
        const target = pick(model);
        if (roll < 0.3) {
          // An edit: the newest now (as updated_at = now()), or at the same place, or in between.
          const key = roll < 0.2 ? ++newest : roll < 0.25 ? target.key : target.key + 500;
          const process = {
            ...target.process,
            name: `${pick(WORDS)} edited ${round}`,
            jobRoleId: pick([null, ...roles.map((r) => r.id)]),
          };
          model = model.filter((m) => m.process.id !== target.process.id).concat({ process, key });
          index.upsert(process, key);
        } else if (roll < 0.6) {
          const process: Process = {
            ...target.process,
            id: `20000000-0000-4000-8000-${String(round * 100 + w).padStart(12, '0')}`,
            name: `${pick(WORDS)} new`,
            description: `${pick(WORDS)} ${pick(WORDS)}`,
          };
          model.push({ process, key: ++newest });
          index.upsert(process, newest);
        } else if (roll < 0.9) {
          model = model.filter((m) => m.process.id !== target.process.id);
          index.remove(target.process.id);
        } else {
          index.remove('30000000-0000-4000-8000-000000000000');
        }
      }
      // Roles: one renamed, one added, and (round 3) one deleted, its processes left without a role.
      roles = roles.map((r, i) => (i === round % roles.length ? { ...r, name: `${r.name} ${round}x` } : r));
      roles.push({ id: `40000000-0000-4000-8000-00000000000${round}`, name: `Zephyr Crew ${round}` });
      if (round === 3) {
        const gone = roles[0]!.id;
        roles = roles.slice(1);
        index.setRoles(roles);
        for (const m of model.filter((m) => m.process.jobRoleId === gone)) {
          m.process = { ...m.process, jobRoleId: null };
          index.upsert(m.process, m.key);
        }
      }
      index.setRoles(roles);
      const processes = sorted().map((m) => m.process);
      expect(index.size).toBe(processes.length);
      compareWithReference(
        index,
        processes,
        roles,
        ['zephyr', 'edited', 'crew', 'x', undefined],
        [undefined, roles[1]!.id],
      );
      expect(JSON.parse(index.search({ offset: 0 }).body.toString())).toEqual(processes);
      // A page anywhere in the whole list starts where it should, among dead and recent entries
      // (found by counting, not by walking to it).
      const all = processes.map((p) => p.id);
      for (let offset = 0; offset <= all.length + 1; offset += 1 + (offset % 13)) {
        for (const limit of [1, 24]) {
          const page = index.search({ offset, limit });
          expect(ids(page.body.toString()), `offset ${offset}, limit ${limit}`).toEqual(
            all.slice(offset, offset + limit),
          );
        }
      }
    }
    const compact = await index.compacted({ slice: 50 });
    index = compact;
    const processes = sorted().map((m) => m.process);
    expect(compareWithReference(index, processes, roles, TERMS)).toBe(TERMS.length * 3 * 7);
    expect(JSON.parse(index.search({ offset: 0 }).body.toString())).toEqual(processes);
  });

  it("looks further for a term's matches when writes took the ones it had found", async () => {
    const { roles, processes } = repository(13, 3000);
    // Every process holds 'kestrel' (and no role name does), so the first look stops early.
    const all = processes.map((p, i) => ({ ...p, name: `kestrel ${i}`, jobRoleId: null }));
    const index = await ProcessIndex.build(all, roles);
    const first = (term: string) => ids(index.search({ term, limit: 24, offset: 0 }).body.toString());
    const want = (from: number) => all.slice(from, from + 24).map((p) => p.id);
    expect(first('kestrel')).toEqual(want(0));
    expect(first('ke')).toEqual(want(0));
    // The first 400 (more than any look so far found) deleted: the same searches look past them.
    for (const p of all.slice(0, 400)) index.remove(p.id);
    expect(first('kestrel')).toEqual(want(400));
    expect(first('ke')).toEqual(want(400));
    const deep = index.search({ term: 'kestrel', limit: 24, offset: 2500 });
    expect(ids(deep.body.toString())).toEqual(want(2900));
    expect(deep).toMatchObject({ total: 100, totalIsLowerBound: true });
    // An edit is a recent entry: it comes first, and its old place is not found again.
    index.upsert({ ...all[1000]!, name: 'kestrel again' }, Date.now() * 1000);
    expect(first('kestrel')).toEqual([all[1000]!.id, ...want(400).slice(0, 23)]);
  });

  it('asks for a compaction once the writes since its base are a tenth of it', async () => {
    const { roles, processes } = repository(5, 2000);
    const index = await ProcessIndex.build(processes, roles);
    const edit = (i: number) => index.upsert({ ...processes[i]!, name: 'again' }, Date.now() * 1000 + i);
    for (let i = 0; i < 1000; i++) edit(i);
    expect(index.needsCompacting).toBe(false);
    edit(1000);
    expect(index.needsCompacting).toBe(true);
    const compact = await index.compacted();
    expect(compact.needsCompacting).toBe(false);
    expect(compact.size).toBe(2000);
  });
});
