import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDiagram } from '../../../core/bpmn/derive';
import { refusedFixtures, validFixtures, warningFixture } from '../../../core/bpmn/fixtures';
import { parseBpmn } from '../../../core/bpmn/parse';
import { semanticDigest } from '../../../core/bpmn/semantic-digest';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 21: a workflow map holds a BPMN 2.0 diagram; the server reads it on every write and stores
// what it gives beside it.
describe('workflow map diagrams in the artifacts API', () => {
  let t: TestApp;
  let cookie: string;
  let processId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request(cookie, method, url, payload);
  const post = (content: unknown) =>
    call('POST', '/api/artifacts', { processId, type: 'workflow_map', state: 'as_is', name: 'Map', content });
  const derived = async (xml: string) => {
    const result = await deriveDiagram(xml);
    if (!result.ok) throw new Error(result.reason);
    return { bpmnWarnings: result.bpmnWarnings, bpmnSummary: result.bpmnSummary };
  };
  const count = async () => (await call('GET', `/api/artifacts?processId=${processId}`)).json().length;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    processId = (await createRoleWithProcess(t, cookie, { role: 'Dispatcher', process: 'Dispatch' })).process
      .id;
  });
  afterAll(async () => t.close());

  it('stores the diagram with its warnings and summary derived on the server', async () => {
    const xml = validFixtures.collaboration!;
    const res = await post({ workflowType: 'swimlane', bpmn: xml, steps: 99 });
    expect(res.statusCode, res.body).toBe(201);
    const content = res.json().content;
    expect(content).toEqual({ workflowType: 'swimlane', bpmn: xml, steps: 99, ...(await derived(xml)) });
    expect(content.bpmnWarnings).toEqual([]);
    expect(content.bpmnSummary.counts.steps).toBeGreaterThan(0);
    expect(content.bpmnSummary.textAlternative[0]).toMatch(/^Pool: /);
    const got = await call('GET', `/api/artifacts/${res.json().id}`);
    expect(got.json().content).toEqual(content);
  });

  it('replaces a summary and warnings the request sends, on create and on update', async () => {
    const xml = validFixtures.gateways!;
    const fake = {
      bpmn: xml,
      bpmnWarnings: ['made up'],
      bpmnSummary: { counts: { steps: 1000, decisionPoints: 0, roles: 0 } },
    };
    const res = await post(fake);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toEqual({ bpmn: xml, ...(await derived(xml)) });

    const { id, revision } = res.json();
    const put = await call('PUT', `/api/artifacts/${id}`, {
      revision,
      content: { ...fake, bpmnSummary: 'x' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().content).toEqual({ bpmn: xml, ...(await derived(xml)) });
  });

  it('keeps import warnings', async () => {
    const res = await post({ bpmn: warningFixture });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content.bpmnWarnings).toHaveLength(2);
    expect(res.json().content.bpmnWarnings.join('\n')).toContain(
      "A reference to 'missing' points to no element",
    );
  });

  it('refuses what is not BPMN 2.0 with the reason, storing nothing', async () => {
    const before = await count();
    const cases: Array<[string, RegExp]> = [
      [refusedFixtures.notXml!, /not XML/],
      [refusedFixtures.xpdl!, /XML but not BPMN 2\.0: it starts with <Package>/],
      [refusedFixtures.draftNamespace!, /not BPMN 2\.0/],
      [refusedFixtures.truncated!, /not well-formed XML/],
    ];
    for (const [xml, reason] of cases) {
      const res = await post({ bpmn: xml });
      expect(res.statusCode, xml.slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/^The workflow map's BPMN diagram could not be read: /);
      expect(res.json().message).toMatch(reason);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a diagram that is not text', async () => {
    for (const bpmn of [42, { xml: '<definitions/>' }, ['x']]) {
      const res = await post({ bpmn });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/workflow map content is not valid at bpmn/);
    }
  });

  it('holds a diagram to the content limit', async () => {
    const res = await post({ bpmn: `${validFixtures.gateways}<!-- ${'x'.repeat(1.2 * 1024 * 1024)} -->` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/larger than 1 MB/);
    const huge = await post({ bpmn: `${validFixtures.gateways}<!-- ${'x'.repeat(3 * 1024 * 1024)} -->` });
    expect(huge.statusCode).toBe(413);
  });

  it('takes an empty or null diagram as none, dropping the derived fields', async () => {
    const res = await post({ bpmn: validFixtures.gateways });
    const { id, revision } = res.json();
    for (const [i, bpmn] of ['', '  ', null].entries()) {
      const put = await call('PUT', `/api/artifacts/${id}`, {
        revision: revision + i,
        content: { bpmn, bpmnWarnings: [], bpmnSummary: res.json().content.bpmnSummary, steps: 4 },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().content).toEqual({ bpmn, steps: 4 });
    }
  });

  it('gives back vendor extensions as sent', async () => {
    for (const name of ['camunda', 'signavio', 'bizagi']) {
      const xml = validFixtures[name]!;
      const res = await post({ bpmn: xml });
      expect(res.statusCode, res.body).toBe(201);
      const got = (await call('GET', `/api/artifacts/${res.json().id}`)).json().content.bpmn;
      const [sent, back] = await Promise.all([parseBpmn(xml), parseBpmn(got)]);
      if (!sent.ok || !back.ok) throw new Error('a fixture did not parse');
      expect(semanticDigest(back.definitions)).toEqual(semanticDigest(sent.definitions));
    }
  });
});
