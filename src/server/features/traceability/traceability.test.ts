import { beforeAll, describe, expect, it } from 'vitest';
import { createPainPointsArtifact, createProcess, createRole } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('traceability: pain point links and dismissed suggestions', () => {
  const t = setUpTestApp();
  let processId: string;
  let otherProcessId: string;
  let artifactId: string;
  let tierDocumentId: string;
  const { call } = t;

  beforeAll(async () => {
    const role = await createRole(t, t.cookie, { name: 'Service Coordinator' });
    const create = async (name: string) =>
      (await createProcess(t, t.cookie, { name, description: 'd', jobRoleId: role.id })).id;
    processId = await create('Dispatch');
    otherProcessId = await create('Billing');
    // Links name a pain point of the process (issue 19): by title here, as clients from before ids do.
    await createPainPointsArtifact(t, t.cookie, processId, ['Double entry']);
    artifactId = (
      await call('POST', '/api/training-artifacts/link', {
        processId,
        processOutput: 'Work order',
        name: 'Work order video',
        fileUrl: 'https://example.com/video',
      })
    ).json().id;
    tierDocumentId = (
      await call('POST', '/api/training-tier-documents', {
        processId,
        tier: 'tier_3',
        name: 'ERP navigation guide',
        fileType: 'guide',
        fileUrl: 'https://example.com/guide',
      })
    ).json().id;
  });

  const link = (kind: string, target: string, painPointTitle = 'Double entry', pid = processId) =>
    call('POST', '/api/pain-point-links', { processId: pid, painPointTitle, kind, target });

  it('links a pain point to an output and two training items, refuses a twin, and lists them', async () => {
    const output = await link('output', 'Work order');
    expect(output.statusCode).toBe(201);
    expect(output.json()).toMatchObject({
      processId,
      painPointId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      painPointTitle: 'Double entry',
      kind: 'output',
      target: 'Work order',
    });
    expect((await link('training_artifact', artifactId)).statusCode).toBe(201);
    expect((await link('tier_document', tierDocumentId)).statusCode).toBe(201);

    const twins = await Promise.all(Array.from({ length: 6 }, () => link('output', 'Work order')));
    expect(twins.every((r) => r.statusCode === 409)).toBe(true);
    expect(twins[0]!.json().message).toBe('Pain point "Double entry" is already linked to that output.');

    const list = (await call('GET', `/api/pain-point-links/${processId}`)).json();
    expect(list.map((l: { kind: string }) => l.kind)).toEqual([
      'output',
      'training_artifact',
      'tier_document',
    ]);
    const history = (await call('GET', `/api/processes/${processId}/history`)).json();
    expect(history.map((e: { summary: string }) => e.summary)).toContain(
      'Linked pain point "Double entry" to training artifact "Work order video"',
    );
  });

  it('drops the links of a deleted training item with it', async () => {
    expect((await call('DELETE', `/api/training-artifacts/${artifactId}`)).statusCode).toBe(204);
    const list = (await call('GET', `/api/pain-point-links/${processId}`)).json();
    expect(list.map((l: { kind: string }) => l.kind)).toEqual(['output', 'tier_document']);
  });

  it('unlinks, and refuses bad links with a clear status', async () => {
    const [first] = (await call('GET', `/api/pain-point-links/${processId}`)).json();
    expect((await call('DELETE', `/api/pain-point-links/${first.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/pain-point-links/${first.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/pain-point-links/not-an-id')).statusCode).toBe(404);

    expect((await link('training_artifact', 'not-an-id')).statusCode).toBe(404);
    expect((await link('tier_document', '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    // A training item of another process cannot be linked.
    expect((await link('tier_document', tierDocumentId, 'Double entry', otherProcessId)).statusCode).toBe(
      404,
    );
    expect(
      (await link('output', 'X', 'Double entry', '00000000-0000-0000-0000-000000000000')).statusCode,
    ).toBe(404);
    // A pain point the process does not have: 400, saying so.
    const unknown = await link('output', 'Work order', 'No such pain point');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This process has no pain point titled "No such pain point".');
    const unknownId = await call('POST', '/api/pain-point-links', {
      processId,
      painPointId: '00000000-0000-4000-8000-000000000000',
      kind: 'output',
      target: 'Work order',
    });
    expect(unknownId.statusCode).toBe(400);
    expect(unknownId.json().message).toMatch(/not in this process/);
    for (const body of [
      {},
      { processId, kind: 'output', target: 'X' },
      { processId, painPointId: 'not-a-uuid', kind: 'output', target: 'X' },
      { processId, painPointTitle: ' ', kind: 'output', target: 'X' },
      { processId, painPointTitle: 'P', kind: 'system', target: 'X' },
      { processId, painPointTitle: 'P', kind: 'output', target: '' },
      { processId, painPointTitle: 'P'.repeat(501), kind: 'output', target: 'X' },
      { processId, painPointTitle: 42, kind: 'output', target: 'X' },
    ]) {
      const res = await call('POST', '/api/pain-point-links', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await call('GET', `/api/pain-point-links/${processId}`)).json()).toHaveLength(1);
  });

  it('dismisses a suggestion once, lists it, and restores it', async () => {
    const body = { processId, processOutput: 'Paper ticket', changeType: 'REMOVED' };
    const first = await call('POST', '/api/impact-suggestion-dismissals', body);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/impact-suggestion-dismissals', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await call('GET', `/api/impact-suggestion-dismissals/${processId}`)).json()).toHaveLength(1);
    expect(
      (await call('POST', '/api/impact-suggestion-dismissals', { ...body, changeType: 'GONE' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/impact-suggestion-dismissals/${first.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/impact-suggestion-dismissals/${processId}`)).json()).toEqual([]);
    expect((await call('GET', '/api/impact-suggestion-dismissals/nope')).statusCode).toBe(404);
  });
});
