import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_AUDIENCE_FILTERS } from '../../../core/rules/audience';
import { buildAudienceCsvRows } from '../../../core/rules/audience-csv';
import type { Division } from '../../../core/schemas/division';
import { auditEvents, divisions } from '../../db/schema';
import { setUpTestApp } from '../../testing/set-up-test-app';

const ATL: Division = {
  code: 'ATL',
  name: 'ATL - Atlanta',
  location: 'Georgia',
  employees: 20,
  specialization: 'Integrated Fire Protection',
  roles: { 'Sprinkler Fitter': 12, Dispatcher: 3, Estimator: 5 },
};
const MIA: Division = {
  code: 'MIA',
  name: 'MIA - Miami',
  location: 'Florida',
  employees: 4,
  specialization: 'Sprinkler Service',
  roles: { Dispatcher: 4 },
};

describe('Bulk Import: divisions headcount CSV', () => {
  const t = setUpTestApp();

  const send = (step: 'preview' | 'apply', csv: string) => {
    return t.postForm(
      t.cookie,
      `/api/import/${step}`,
      {},
      { filename: 'role-division-matrix.csv', data: Buffer.from(csv, 'utf8') },
    );
  };
  const list = async (): Promise<Division[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/divisions', headers: { cookie: t.cookie } })).json();

  beforeAll(async () => {
    await t.database.db.insert(divisions).values([ATL, MIA]);
  });

  it('takes back the Training Audiences export unchanged', async () => {
    const csv = Papa.unparse(buildAudienceCsvRows(await list(), EMPTY_AUDIENCE_FILTERS), { quotes: true });
    const res = await send('preview', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'divisions-csv',
      summary: { create: 0, update: 0, unchanged: 2, reject: 0 },
    });
    expect(res.json().rows[0]).toEqual({
      sheet: 'divisions',
      row: 1,
      key: 'ATL - Atlanta',
      action: 'unchanged',
      reason: '3 roles, 20 employees',
    });
  });

  it("replaces each listed division's roles, recomputes employees, and adds new divisions", async () => {
    const csv = [
      'Division,Name,Location,Employees,Specialization,Role,Count',
      'ATL - Atlanta,,Georgia,999,Integrated Fire Protection,Sprinkler Fitter,14',
      'ATL,,Georgia,,Integrated Fire Protection,Project Manager,2',
      "TPA,TPA - Tampa,Florida,,'-Security Systems,Security Technician,6",
    ].join('\n');
    const preview = (await send('preview', csv)).json();
    expect(preview.summary).toEqual({ create: 1, update: 1, unchanged: 0, reject: 0 });
    const res = await send('apply', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json().applied).toBe(true);
    const after = await list();
    expect(after.find((d) => d.code === 'ATL')).toEqual({
      ...ATL,
      employees: 16,
      roles: { 'Sprinkler Fitter': 14, 'Project Manager': 2 },
    });
    expect(after.find((d) => d.code === 'MIA')).toEqual(MIA);
    expect(after.find((d) => d.code === 'TPA')).toEqual({
      code: 'TPA',
      name: 'TPA - Tampa',
      location: 'Florida',
      employees: 6,
      specialization: '-Security Systems',
      roles: { 'Security Technician': 6 },
    });
    const events = await t.database.db.select().from(auditEvents);
    expect(
      events
        .filter((e) => e.entityType === 'division')
        .map((e) => e.entityId)
        .sort(),
    ).toEqual(['ATL', 'TPA']);
  });

  it('rejects non-integer and negative counts, duplicates and incomplete new divisions; nothing changes', async () => {
    const before = await list();
    const csv = [
      'Division,Location,Employees,Specialization,Role,Count',
      'MIA - Miami,Florida,4,Sprinkler Service,Dispatcher,5',
      'MIA - Miami,Florida,4,Sprinkler Service,Estimator,2.5',
      'MIA - Miami,Florida,4,Sprinkler Service,Fitter,-1',
      'MIA - Miami,Florida,4,Sprinkler Service,Dispatcher,1',
      'NEW,,,,Dispatcher,1',
    ].join('\n');
    const preview = (await send('preview', csv)).json();
    expect(
      preview.rows
        .filter((r: { action: string }) => r.action === 'reject')
        .map((r: { row: number; reason: string }) => [r.row, r.reason]),
    ).toEqual([
      [2, 'Count must be a whole number of 0 or more (got "2.5")'],
      [3, 'Count must be a whole number of 0 or more (got "-1")'],
      [4, 'Duplicate of row 1 (same division and role)'],
      [5, 'A new division needs a Location and a Specialization'],
    ]);
    const res = await send('apply', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing was imported: 4 rows are rejected. Fix them and try again.');
    expect(await list()).toEqual(before);
  });

  it('names the missing columns', async () => {
    const res = await send('preview', 'Division,Role,Count\nATL,Dispatcher,1\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The sheet has no Location and Specialization columns. Expected: Division, Location, Specialization, Role, Count (and optionally Name, Employees).',
    );
  });
});
