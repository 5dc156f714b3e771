import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readWorkflowMap } from '../../../core/artifact-types/workflow-map';
import { validFixtures } from '../../../core/bpmn/fixtures';
import { artifacts } from '../../db/schema';
import { buildBpmn } from '../../demo/bpmn/build';
import { largeProcess } from '../../demo/bpmn/large';
import { createRoleWithProcess } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { backfillDiagramSummaries } from './diagram-backfill';

describe('the start-up backfill of diagram summaries', () => {
  const t = setUpTestApp();
  let processId: string;
  const addMap = async (content: unknown) => {
    const res = await t.call('POST', '/api/artifacts', {
      processId,
      type: 'workflow_map',
      state: 'as_is',
      name: 'Map',
      content,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      id: string;
      revision: number;
      updatedAt: string;
      content: Record<string, unknown>;
    };
  };
  /** The row as the release before the summary wrote it: the diagram, no derived fields. */
  const writeAsBefore = (id: string, content: Record<string, unknown>) =>
    t.writeDirectly((db) => db.update(artifacts).set({ content }).where(eq(artifacts.id, id)));
  const read = async (id: string) => (await t.call('GET', `/api/artifacts/${id}`)).json();

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { role: 'Map owner', process: 'Backfill' })).process
      .id;
  });

  it('derives what a save would store for rows written without it, and leaves everything else alone', async () => {
    const small = await addMap({ workflowType: 'swimlane', bpmn: validFixtures.collaboration, steps: 3 });
    const large = await addMap({ bpmn: buildBpmn(largeProcess(300)) });
    const current = await addMap({ bpmn: validFixtures.gateways });
    const none = await addMap({ steps: 4 });
    const broken = await addMap({ bpmn: validFixtures.gateways });
    for (const map of [small, large]) {
      const { bpmnSummary: _s, bpmnWarnings: _w, ...before } = map.content;
      await writeAsBefore(map.id, before);
      expect(readWorkflowMap((await read(map.id)).content).diagram).toBeNull();
    }
    await writeAsBefore(broken.id, { bpmn: '<definitions>cut off' });

    const warnings: string[] = [];
    const filled = await backfillDiagramSummaries(t.database.db, {
      info: () => {},
      warn: (m) => warnings.push(m),
    });
    await t.feed.sync();
    expect(filled).toBe(2);
    for (const map of [small, large, current, none]) {
      const after = await read(map.id);
      // Exactly what the write stored, with the same revision and time: nobody's edit is refused.
      expect(after.content).toEqual(map.content);
      expect(after.revision).toBe(map.revision);
      expect(after.updatedAt).toBe(map.updatedAt);
    }
    expect(readWorkflowMap((await read(small.id)).content).diagram?.summary.counts.steps).toBeGreaterThan(0);
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^Workflow map ${broken.id}: .*not BPMN 2.0`)),
    ]);
    expect((await read(broken.id)).content).toEqual({ bpmn: '<definitions>cut off' });

    // Once done there is nothing left to do (the unreadable one is tried, and named, again).
    expect(await backfillDiagramSummaries(t.database.db, { info: () => {}, warn: () => {} })).toBe(0);
  });

  it('does not overwrite a row that changed while its diagram was being read', async () => {
    const map = await addMap({ bpmn: validFixtures.collaboration });
    const { bpmnSummary: _s, bpmnWarnings: _w, ...before } = map.content;
    await writeAsBefore(map.id, before);
    // A save lands between the read and the write: the backfill's write must find nothing to do.
    const db = t.database.db;
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'update') {
          return (table: typeof artifacts) => {
            return {
              set: (values: unknown) => ({
                where: (condition: unknown) => ({
                  returning: async (columns: never) => {
                    await target
                      .update(artifacts)
                      .set({
                        content: sql`jsonb_set(${artifacts.content}, '{bpmn}', to_jsonb(${validFixtures.gateways}::text))`,
                      })
                      .where(eq(artifacts.id, map.id));
                    return target
                      .update(table)
                      .set(values as never)
                      .where(condition as never)
                      .returning(columns);
                  },
                }),
              }),
            };
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    expect(await backfillDiagramSummaries(racing, { info: () => {}, warn: () => {} })).toBe(0);
    const [row] = await db.select().from(artifacts).where(eq(artifacts.id, map.id));
    expect((row!.content as Record<string, unknown>).bpmnSummary).toBeUndefined();
  });
});
