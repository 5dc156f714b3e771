import { describe, expect, it } from 'vitest';
import type { Division } from '../core/schemas/division';
import { divisions } from './db/schema';
import { seedIfEmpty } from './startup';
import { type SignedInTestApp, setUpTestApp } from './testing/set-up-test-app';
import { testConfig } from './testing/test-app';

/** Start-up's seeding step, then the answers of the API that the Training Audiences page reads. */
async function startUp(t: SignedInTestApp, demoData: boolean): Promise<string[]> {
  const lines: string[] = [];
  await seedIfEmpty(t.database, testConfig({ demoData }), { info: (line) => lines.push(line) });
  // The write went straight to the database: let the change feed tell the caches.
  await t.feed.sync();
  return lines;
}

const listDivisions = async (t: SignedInTestApp): Promise<Division[]> =>
  (await t.call('GET', '/api/divisions')).json();

describe('start-up with DEMO_DATA=off on an empty database (spec §3: the divisions are the product’s)', () => {
  const t = setUpTestApp();

  it('loads the 27 divisions and nothing of the demo', async () => {
    expect(await startUp(t, false)).toEqual(["Loaded the product's 27 divisions."]);
    const list = await listDivisions(t);
    expect(list).toHaveLength(27);
    expect(Math.max(...list.map((d) => d.employees))).toBe(191);
    expect((await t.call('GET', '/api/job-roles')).json()).toEqual([]);
  });

  it('leaves them alone on the next start', async () => {
    expect(await startUp(t, false)).toEqual([]);
    expect(await listDivisions(t)).toHaveLength(27);
  });

  it('lets the Training Audiences CSV import replace a division’s roles', async () => {
    const csv = [
      'Division,Location,Employees,Specialization,Role,Count',
      'ATL - Atlanta,Georgia,,Integrated Fire Protection & Life Safety,Sprinkler Fitter,40',
    ].join('\n');
    const res = await t.postForm(
      t.cookie,
      '/api/import/apply',
      {},
      { filename: 'role-division-matrix.csv', data: Buffer.from(csv, 'utf8') },
    );
    expect(res.statusCode).toBe(200);
    const atl = (await listDivisions(t)).find((d) => d.code === 'ATL');
    expect(atl).toMatchObject({ employees: 40, roles: { 'Sprinkler Fitter': 40 } });
    // A restart keeps the company's numbers.
    await startUp(t, false);
    expect((await listDivisions(t)).find((d) => d.code === 'ATL')).toEqual(atl);
  });
});

describe('start-up on a database that already has divisions', () => {
  const t = setUpTestApp();

  it('keeps the company’s divisions and, with DEMO_DATA on, adds the demo’s roles and processes', async () => {
    const own: Division = {
      code: 'HQ',
      name: 'HQ - Head Office',
      location: 'Texas',
      employees: 3,
      specialization: 'Corporate',
      roles: { President: 1, Estimator: 2 },
    };
    await t.writeDirectly((db) => db.insert(divisions).values(own));
    const lines = await startUp(t, true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Loaded demo data: 9 job roles, \d+ processes, \d+ artifacts\.$/);
    expect(await listDivisions(t)).toEqual([own]);
    expect((await t.call('GET', '/api/job-roles')).json()).toHaveLength(9);
  });
});
