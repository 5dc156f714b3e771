import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_DEMAND_HEADERS } from '../../../core/rules/readiness/tables';
import { divisions } from '../../db/schema';
import { createArtifact, createPainPointsArtifact, createProcess, createRole } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('Change readiness API', () => {
  const t = setUpTestApp();
  let processId: string;
  let roleId: string;
  const { call } = t;

  beforeAll(async () => {
    await t.database.db.insert(divisions).values([
      {
        code: 'ATL',
        name: 'ATL - Georgia',
        location: 'Georgia',
        employees: 34,
        specialization: 'Sprinkler',
        roles: {
          'Service Coordinator Level 2': 10,
          'Service Coordinator Level 3': 4,
          'Sprinkler Fitter': 20,
        },
      },
      {
        code: 'PHL',
        name: 'PHL - Pennsylvania',
        location: 'Pennsylvania',
        employees: 18,
        specialization: 'Fire alarm',
        roles: { 'Service Coordinator Level 2': 6, 'Sprinkler Fitter': 12 },
      },
    ]);
    // The §6 preset maps "Service Coordinator" to the Level 2 and Level 3 titles.
    const role = await createRole(t, t.cookie, { name: 'Service Coordinator' });
    roleId = role.id;
    expect(role.divisionRoles).toEqual(['Service Coordinator Level 2', 'Service Coordinator Level 3']);
    processId = (await createProcess(t, t.cookie, { name: 'Dispatch', description: 'd', jobRoleId: roleId }))
      .id;
    await createArtifact(t, t.cookie, {
      processId,
      type: 'sipoc',
      state: 'as_is',
      name: 'SIPOC',
      content: { outputs: ['Work order', 'Invoice'] },
    });
    await createPainPointsArtifact(t, t.cookie, processId, ['Double entry', 'Lost tickets'], 'Pain points');
    await call('POST', '/api/pain-point-statuses', {
      processId,
      painPointTitle: 'Double entry',
      status: 'resolved',
    });
  });

  it('answers the whole dashboard in one request, and follows a matrix row set to HIGH', async () => {
    const before = (await call('GET', '/api/readiness')).json();
    expect(before.totals).toMatchObject({
      processes: 1,
      jobRoles: 1,
      peopleAffected: 20,
      divisionsAffected: 2,
    });
    expect(before.processes.items[0]).toMatchObject({
      processName: 'Dispatch',
      highestImpact: null,
      coverage: { total: 2, resolved: 1, notSet: 1 },
      outputs: { total: 2, assessed: 0 },
      tiersNeeded: { tier_1: true, tier_2: false, tier_3: false },
    });
    expect(before.heatMap.rows).toEqual([
      { jobRoleId: roleId, jobRoleName: 'Service Coordinator', impact: null, cells: [14, 6], total: 20 },
    ]);
    expect(before.trainingDemand.totals).toEqual({ tier_1: 20, tier_2: 0, tier_3: 0 });

    const save = await call('POST', '/api/change-impact-assessments', {
      processId,
      processOutput: 'Work order',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS'],
      impactAssessment: 'HIGH',
    });
    expect(save.statusCode).toBe(200);
    const after = (await call('GET', '/api/readiness')).json();
    expect(after.processes.items[0]).toMatchObject({
      highestImpact: 'HIGH',
      outputs: { total: 2, assessed: 1, high: 1 },
    });
    expect(after.heatMap.rows[0].impact).toBe('HIGH');
    expect(after.trainingDemand.totals).toEqual({ tier_1: 20, tier_2: 20, tier_3: 20 });

    const impact = (await call('GET', `/api/processes/${processId}/readiness`)).json();
    expect(impact.headline).toBe('20 employees in 2 divisions, HIGH: systems change');
  });

  it('filters by state, division and role title as /training does', async () => {
    const georgia = (await call('GET', '/api/readiness?states=Georgia')).json();
    expect(georgia.heatMap.divisions.map((d: { code: string }) => d.code)).toEqual(['ATL']);
    expect(georgia.totals.peopleAffected).toBe(14);
    const l3 = (
      await call('GET', `/api/readiness?roles=${encodeURIComponent('Service Coordinator Level 3')}`)
    ).json();
    expect(l3.totals.peopleAffected).toBe(4);
    const nobody = (
      await call('GET', `/api/readiness?roles=${encodeURIComponent('Sprinkler Fitter')}`)
    ).json();
    expect(nobody.totals).toMatchObject({ processes: 0, peopleAffected: 0 });
    expect(nobody.processes.items).toEqual([]);
  });

  it('follows a change of the job role mapping', async () => {
    const put = await call('PATCH', `/api/job-roles/${roleId}`, {
      divisionRoles: ['Sprinkler Fitter', 'Sprinkler Fitter'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().divisionRoles).toEqual(['Sprinkler Fitter']);
    expect((await call('GET', '/api/readiness')).json().totals.peopleAffected).toBe(32);
    await call('PATCH', `/api/job-roles/${roleId}`, { divisionRoles: [] });
    const unmapped = (await call('GET', '/api/readiness')).json();
    expect(unmapped.unmappedJobRoles).toEqual([{ id: roleId, name: 'Service Coordinator' }]);
    expect((await call('GET', `/api/processes/${processId}/readiness`)).json().headline).toBe(
      'No training audience mapped for Service Coordinator.',
    );
    await call('PATCH', `/api/job-roles/${roleId}`, {
      divisionRoles: ['Service Coordinator Level 2', 'Service Coordinator Level 3'],
    });
  });

  it('exports each table as CSV and xlsx', async () => {
    const csv = await call('GET', '/api/readiness/export?table=training-demand&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="change-readiness-training-demand.csv"',
    );
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '').trim()).data;
    // The core table's test pins the header text; the export writes that row as it is.
    expect(parsed[0]).toEqual(TRAINING_DEMAND_HEADERS);
    expect(parsed.at(-1)).toEqual(['Total', '', '', '', '20', '20', '20']);
    expect(csv.body).toContain('"ATL","ATL - Georgia"');

    const xlsx = await call('GET', '/api/readiness/export?table=processes&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Processes')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Process');
    expect(sheet.getRow(2).getCell(1).value).toBe('Dispatch');
    expect(sheet.rowCount).toBe(2);

    // A name a spreadsheet would run as a formula is written as text.
    await call('POST', '/api/processes', {
      name: '=HYPERLINK("http://x")',
      description: 'd',
      jobRoleId: roleId,
    });
    const names = await call('GET', '/api/readiness/export?table=processes&format=csv&sort=name');
    expect(names.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('refuses bad queries with 400 and a message, and unknown processes with 404', async () => {
    for (const url of [
      '/api/readiness?sort=bogus',
      '/api/readiness?limit=0',
      '/api/readiness?limit=abc',
      '/api/readiness?offset=-1',
      `/api/readiness?states=${'x'.repeat(5000)}`,
      '/api/readiness/export?table=nope',
      '/api/readiness/export?table=processes&format=pdf',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await call('GET', '/api/processes/not-an-id/readiness')).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/processes/00000000-0000-0000-0000-000000000000/readiness')).statusCode,
    ).toBe(404);
    // A malformed percent-escape in a filter value is kept as typed, not a 500.
    expect((await call('GET', '/api/readiness?states=%E0%A4%A')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/readiness',
      '/api/readiness/export?table=processes',
      `/api/processes/${processId}/readiness`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
