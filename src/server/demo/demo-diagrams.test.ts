import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkflowMap } from '../../core/artifact-types/workflow-map';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BPMN_DEMO_PROCESSES, demoDiagrams } from './bpmn/diagrams';
import { seedDemoData } from './seed';

// Issue 21, item 9: on a fresh install at least four demo processes show Show changes with
// something real in it.
describe('demo workflow map diagrams', () => {
  let t: TestApp;
  let cookie: string;
  let processes: Array<{ id: string; name: string }>;
  const get = async (url: string) => {
    const res = await t.request(cookie, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    processes = await get('/api/processes');
  });
  afterAll(async () => t.close());

  it.each(BPMN_DEMO_PROCESSES.map((p) => [p.name, p] as const))(
    '%s has As-Is and To-Be diagrams with lanes, its image, and a map diff',
    async (_name, demo) => {
      const process = processes.find((p) => p.name === demo.name)!;
      expect(process).toBeDefined();
      const maps = (await get(`/api/artifacts?processId=${process.id}`)).filter(
        (a: { type: string }) => a.type === 'workflow_map',
      );
      for (const [state, xml] of [
        ['as_is', demoDiagrams[demo.key]!.asIs],
        ['to_be', demoDiagrams[demo.key]!.toBe],
      ] as const) {
        const map = maps.find((a: { state: string }) => a.state === state);
        expect(map.fileUrl).toMatch(/\.svg$/);
        expect(map.content.bpmn).toBe(xml);
        expect(map.content.bpmnWarnings).toEqual([]);
        const read = readWorkflowMap(map.content);
        expect(read.diagram).not.toBeNull();
        expect(read.steps).toBeGreaterThan(0);
        expect(read.roles!.length).toBeGreaterThan(0);
        expect(read.stepOrder.length).toBe(read.steps);
      }
      const diff = await get(`/api/processes/${process.id}/map-diff`);
      expect(diff.available).toBe(true);
      expect(diff.changes.length).toBeGreaterThan(0);
    },
  );

  it('stores what the API would store: saving a demo map unchanged keeps its content', async () => {
    const process = processes.find((p) => p.name === BPMN_DEMO_PROCESSES[0]!.name)!;
    const map = (await get(`/api/artifacts?processId=${process.id}`)).find(
      (a: { type: string }) => a.type === 'workflow_map',
    );
    const res = await t.request(cookie, 'PUT', `/api/artifacts/${map.id}`, {
      revision: map.revision,
      content: map.content,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual(map.content);
  });
});
