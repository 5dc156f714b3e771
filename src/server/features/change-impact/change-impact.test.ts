import { beforeAll, describe, expect, it } from 'vitest';
import { createRoleWithProcess } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('change impact assessments', () => {
  const t = setUpTestApp();
  let processId: string;
  const { call } = t;

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { role: 'Procurement Manager', process: 'PO' }))
      .process.id;
  });

  it('creates then updates the one row of an output, each description once', async () => {
    const first = await call('POST', '/api/change-impact-assessments', {
      processId,
      processOutput: 'Purchase order',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'PEOPLE', 'SYSTEMS'],
      impactAssessment: 'HIGH',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'PEOPLE'],
      impactAssessment: 'HIGH',
    });
    const second = await call('POST', '/api/change-impact-assessments', {
      processId,
      processOutput: 'Purchase order',
      changeType: null,
      changeDescription: ['RULE_POLICY_CHANGE'],
      impactAssessment: 'LOW',
    });
    expect(second.json().id).toBe(first.json().id);
    const concurrent = await Promise.all(
      ['HIGH', 'MED', 'LOW', 'MED'].map((impactAssessment) =>
        call('POST', '/api/change-impact-assessments', {
          processId,
          processOutput: 'Receipt',
          impactAssessment,
        }),
      ),
    );
    expect(concurrent.every((r) => r.statusCode === 200)).toBe(true);
    const list = (await call('GET', `/api/change-impact-assessments/${processId}`)).json();
    expect(list.map((r: { processOutput: string }) => r.processOutput)).toEqual([
      'Purchase order',
      'Receipt',
    ]);
    expect(list[0]).toMatchObject({
      changeType: null,
      changeDescription: ['RULE_POLICY_CHANGE'],
      impactAssessment: 'LOW',
    });
  });

  it('clears with empty values and removes a custom output, with audit events', async () => {
    const custom = (
      await call('POST', '/api/change-impact-assessments', {
        processId,
        processOutput: 'Vendor scorecard',
        changeType: 'NEW',
      })
    ).json();
    const cleared = await call('POST', '/api/change-impact-assessments', {
      processId,
      processOutput: 'Vendor scorecard',
      changeType: '',
      changeDescription: [],
      impactAssessment: null,
    });
    expect(cleared.json()).toMatchObject({ changeType: null, changeDescription: [], impactAssessment: null });
    expect((await call('DELETE', `/api/change-impact-assessments/${custom.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/change-impact-assessments/${custom.id}`)).statusCode).toBe(404);
    const history = (await call('GET', `/api/processes/${processId}/history`)).json();
    expect(history[0].summary).toBe('Removed output "Vendor scorecard" from the change impact matrix');
    expect(history[1]).toMatchObject({
      action: 'update',
      before: { changeType: 'NEW' },
      after: { changeType: null },
    });
  });

  it('refuses unknown values, long outputs and unknown processes, storing nothing', async () => {
    const before = (await call('GET', `/api/change-impact-assessments/${processId}`)).json().length;
    for (const body of [
      { processId, processOutput: 'x', changeType: 'CHANGED' },
      { processId, processOutput: 'x', changeDescription: ['MAGIC'] },
      { processId, processOutput: 'x', impactAssessment: 'EXTREME' },
      { processId, processOutput: 'x', changeDescription: 'PEOPLE' },
      { processId, processOutput: ' ' },
      { processId, processOutput: 'x'.repeat(501) },
      { processId: '00000000-0000-4000-8000-000000000000', processOutput: 'x' },
    ]) {
      const res = await call('POST', '/api/change-impact-assessments', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 70)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('GET', `/api/change-impact-assessments/${processId}`)).json()).toHaveLength(before);
    expect(
      (await call('GET', '/api/change-impact-assessments/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
