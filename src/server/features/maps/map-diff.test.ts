import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFixtures } from '../../../core/bpmn/fixtures';
import { collaborationToBe } from '../../../core/bpmn/fixtures/collaboration-to-be';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/processes/{id}/map-diff', () => {
  let t: TestApp;
  let cookie: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.request(cookie, method, url, payload);
  const newProcess = async (name: string) =>
    (await createRoleWithProcess(t, cookie, { role: `Role ${name}`, process: name })).process.id as string;
  const addMap = async (processId: string, state: 'as_is' | 'to_be', content: unknown, name = 'Map') => {
    const res = await call('POST', '/api/artifacts', {
      processId,
      type: 'workflow_map',
      state,
      name,
      content,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const mapDiff = (processId: string) => call('GET', `/api/processes/${processId}/map-diff`);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(async () => t.close());

  it('answers 404 for an unknown process', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await mapDiff(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Process not found.');
    }
  });

  it('says in words why it cannot compare when a side has no map or no diagram', async () => {
    const processId = await newProcess('No maps');
    expect((await mapDiff(processId)).json()).toEqual({
      available: false,
      reason: 'The process has no As-Is workflow map. The process has no To-Be workflow map.',
      asIsArtifactId: null,
      toBeArtifactId: null,
      changes: [],
      ids: { added: [], removed: [], changed: [], layoutChanged: [] },
    });

    const asIs = await addMap(processId, 'as_is', { bpmn: validFixtures.collaboration });
    const toBe = await addMap(processId, 'to_be', { steps: 4 });
    const res = await mapDiff(processId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      available: false,
      reason: 'The To-Be workflow map has no BPMN diagram.',
      asIsArtifactId: asIs,
      toBeArtifactId: toBe,
      changes: [],
    });
  });

  it('finds no change between a diagram and itself', async () => {
    const processId = await newProcess('Same');
    await addMap(processId, 'as_is', { bpmn: validFixtures.gateways });
    await addMap(processId, 'to_be', { bpmn: validFixtures.gateways });
    expect((await mapDiff(processId)).json()).toMatchObject({
      available: true,
      changes: [],
      ids: { added: [], removed: [], changed: [], layoutChanged: [] },
    });
  });

  it('lists every kind of change between the first As-Is and the first To-Be map', async () => {
    const processId = await newProcess('Changed');
    const asIs = validFixtures.collaboration!;
    const asIsId = await addMap(processId, 'as_is', { bpmn: asIs });
    const toBeId = await addMap(processId, 'to_be', { bpmn: collaborationToBe(asIs) });
    // Later maps of a state are not the ones the comparison shows.
    await addMap(processId, 'to_be', { bpmn: asIs }, 'Second To-Be');
    const res = await mapDiff(processId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ available: true, asIsArtifactId: asIsId, toBeArtifactId: toBeId });
    expect(body.reason).toBeUndefined();
    expect(body.changes.map((c: { kind: string; text: string }) => [c.kind, c.text])).toEqual([
      ['removed', "Task 'Quote repair' removed"],
      ['added', "Task 'Take site photo' added"],
      ['renamed', "Lane 'Dispatcher' renamed to 'Dispatch desk'"],
      ['renamed', "Task 'Log call' renamed to 'Log call in CRM'"],
      ['moved', "Task 'Order parts' moved from lane 'Parts clerk' to lane 'Technician'"],
      ['changed', "Task 'Log call in CRM' changed"],
      ['changed', "Sequence flow 'No' from 'Covered?' to 'Quote sent' changed"],
    ]);
    expect(body.changes[2]).toEqual({
      kind: 'renamed',
      elementId: 'L_Dispatcher',
      elementType: 'Lane',
      name: 'Dispatch desk',
      from: 'Dispatcher',
      to: 'Dispatch desk',
      text: "Lane 'Dispatcher' renamed to 'Dispatch desk'",
    });
    expect(body.ids.added).toEqual(['T_Photo']);
    expect(body.ids.removed).toEqual(expect.arrayContaining(['T_Quote', 'F4', 'A_Quote']));
    expect(body.ids.changed).toEqual(expect.arrayContaining(['L_Dispatcher', 'T_Log', 'T_Order', 'F3']));
    expect(body.ids.layoutChanged).toContain('T_Call');
  });
});
