import { beforeAll, describe, expect, it } from 'vitest';
import { createArtifact, createPainPointsArtifact, createRoleWithProcess } from '../../testing/factories';
import { SAMPLE_FILES } from '../../testing/multipart';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('artifacts API', () => {
  const t = setUpTestApp();
  let processId: string;
  const { call } = t;
  /** Uploads a workflow image and answers its /objects/ URL. */
  const uploadImage = async (filename: string): Promise<string> => {
    const res = await t.upload(t.cookie, 'workflow-image', filename, SAMPLE_FILES.png);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().url;
  };

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { role: 'Sales Rep', process: 'Quote' })).process
      .id;
  });

  it('stores aliases canonically and validates content against the type', async () => {
    const res = await call('POST', '/api/artifacts', {
      processId,
      type: 'workflow_sipoc',
      state: 'as_is',
      name: 'SIPOC',
      content: { suppliers: ['Customer'], outputs: ['Quote'], extra: { kept: true } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'sipoc', revision: 0, content: { extra: { kept: true } } });

    const alias = await call('POST', '/api/artifacts', {
      processId,
      type: 'process_workflow_map',
      state: 'to_be',
      name: 'Map',
    });
    expect(alias.json().type).toBe('workflow_map');

    const bad = await call('POST', '/api/artifacts', {
      processId,
      type: 'systems',
      state: 'as_is',
      name: 'S',
      content: { systems: [{ name: 5 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/systems content is not valid at systems\.0\.name/);

    for (const body of [
      { processId, type: 'nonsense', state: 'as_is', name: 'x' },
      { processId, type: 'sipoc', state: 'later', name: 'x' },
      { processId, type: 'sipoc', state: 'as_is', name: ' ' },
      { processId: '00000000-0000-4000-8000-000000000000', type: 'sipoc', state: 'as_is', name: 'x' },
    ]) {
      expect((await call('POST', '/api/artifacts', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const list = (await call('GET', `/api/artifacts?processId=${processId}`)).json();
    expect(list).toHaveLength(2);
  });

  it('updates content only at the current revision, answering 409 with the current artifact', async () => {
    const created = await createPainPointsArtifact(t, t.cookie, processId, ['Re-keying'], 'Pain points');
    const first = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { painPoints: [{ title: 'Re-keying' }, { title: 'Paper' }] },
      revision: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().revision).toBe(1);

    const stale = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { painPoints: [] },
      revision: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed/);
    expect(stale.json().current.content.painPoints).toHaveLength(2);
    expect(stale.json().current.revision).toBe(1);

    expect((await call('PUT', `/api/artifacts/${created.id}`, { revision: 1 })).statusCode).toBe(400);
    // Without a revision the answer says, in words, what is missing and what it is for.
    const noRevision = await call('PUT', `/api/artifacts/${created.id}`, { content: { painPoints: [] } });
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.json().message).toBe(
      `Revision is required: send the artifact's "revision" from your last read, so a save made meanwhile by someone else is never overwritten (a stale one answers 409)`,
    );
    const badRevision = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { painPoints: [] },
      revision: 'latest',
    });
    expect(badRevision.json().message).toMatch(/^Revision must be a whole number/);
    expect(
      (await call('PUT', `/api/artifacts/${created.id}`, { content: { painPoints: 'x' }, revision: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/artifacts/nope', { content: {}, revision: 0 })).statusCode).toBe(404);
    const stored = (await call('GET', `/api/artifacts/${created.id}`)).json();
    expect(stored.content.painPoints.map((p: { title: string }) => p.title)).toEqual(['Re-keying', 'Paper']);
  });

  it('lets exactly one of many concurrent writers at the same revision win', async () => {
    const created = await createArtifact(t, t.cookie, {
      processId,
      type: 'systems',
      state: 'as_is',
      name: 'Systems',
      content: { systems: [] },
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PUT', `/api/artifacts/${created.id}`, {
          content: { systems: [{ name: `S${i}` }] },
          revision: 0,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect((await call('GET', `/api/artifacts/${created.id}`)).json().revision).toBe(1);
  });

  it('records every write in the process history, newest first, and deletes with a copy kept', async () => {
    const created = await createArtifact(t, t.cookie, {
      processId,
      type: 'systems',
      state: 'to_be',
      name: 'Tmp',
    });
    expect((await call('DELETE', `/api/artifacts/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/artifacts/${created.id}`)).statusCode).toBe(404);
    const history = await call('GET', `/api/processes/${processId}/history?limit=3`);
    expect(history.statusCode).toBe(200);
    const events = history.json();
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      action: 'delete',
      entityType: 'artifact',
      summary: 'Deleted To-Be systems "Tmp"',
    });
    expect(events[0].before.name).toBe('Tmp');
    expect(Number(history.headers['x-total-count'])).toBeGreaterThan(5);
    const dates = events.map((e: { at: string }) => e.at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      (await call('GET', '/api/processes/00000000-0000-4000-8000-000000000000/history')).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/processes/${processId}/history?limit=0`)).statusCode).toBe(400);
    // Past the last page the total still comes; an id in capitals is the same process.
    const past = await call('GET', `/api/processes/${processId}/history?limit=3&offset=10000`);
    expect([past.statusCode, past.json(), past.headers['x-total-count']]).toEqual([
      200,
      [],
      history.headers['x-total-count'],
    ]);
    const upper = await call('GET', `/api/processes/${processId.toUpperCase()}/history?limit=3`);
    expect(upper.json()).toEqual(events);
  });

  /** One valid and one invalid content per type: the editors' shapes (spec §3), checked by the same zod schema. */
  const SHAPES: { type: string; valid: unknown; invalid: unknown; where: RegExp }[] = [
    {
      type: 'job_description',
      valid: {
        positionSummary: 'Coordinates service calls.',
        processSteps: [{ step: 1, name: 'Log the call', description: 'In the ERP' }, 'Dispatch'],
        responsibilities: ['Dispatch'],
        ongoingActivities: ['Daily board review'],
        skills: ['ERP'],
        significanceMode: 'manual',
        significantLines: [],
      },
      invalid: { processSteps: [{ name: 5 }] },
      where: /job description content is not valid at processSteps/,
    },
    {
      type: 'process_workflow_map',
      valid: {
        workflowType: 'supervisory_links',
        description: 'Oversight',
        steps: 7,
        decisionPoints: 2,
        averageTime: '45 minutes',
        automationLevel: 'High',
        subordinateProcesses: [{ roleName: 'Coordinator', keyResponsibilities: ['Dispatch'], imageUrl: 'x' }],
      },
      invalid: { steps: 'seven' },
      where: /workflow map content is not valid at steps/,
    },
    {
      type: 'sipoc',
      valid: { suppliers: ['Customer'], suppliersFullNames: ['Customer (building owner)'], outputs: [] },
      invalid: { outputsFullNames: 'Quote' },
      where: /sipoc content is not valid at outputsFullNames/,
    },
    {
      type: 'role_sipoc',
      valid: { process: ['Schedule'] },
      invalid: { customers: [1] },
      where: /role sipoc content is not valid at customers\.0/,
    },
    {
      type: 'cross_functional_coordination',
      valid: {
        sections: [
          { title: 'Sales', subsections: [{ subtitle: 'Handoff', items: ['Quote'] }] },
          { items: ['x'] },
        ],
        coordinationActivities: [{ activity: 'Weekly sync', description: 'With finance' }],
      },
      invalid: { sections: [{ subsections: [{ items: 'x' }] }] },
      where: /cross functional content is not valid at sections\.0\.subsections\.0\.items/,
    },
    {
      type: 'systems',
      valid: { systems: [{ name: 'ERP', purpose: 'Everything', keyFunctions: ['Billing'] }] },
      invalid: { systems: [{ purpose: 'no name' }] },
      where: /systems content is not valid at systems\.0\.name/,
    },
    {
      type: 'pain_points',
      // With its id (issue 19), a pain point is stored as sent.
      valid: {
        painPoints: [
          {
            id: '7d0f1c2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
            title: 'Re-keying',
            description: 'Twice',
            impact: 'Errors',
          },
        ],
      },
      invalid: { painPoints: [{ title: 'x', impact: 3 }] },
      where: /pain points content is not valid at painPoints\.0\.impact/,
    },
  ];

  it('checks the content of every type against its shape on create and on update', async () => {
    for (const shape of SHAPES) {
      const created = await call('POST', '/api/artifacts', {
        processId,
        type: shape.type,
        state: 'as_is',
        name: `Valid ${shape.type}`,
        content: shape.valid,
      });
      expect(created.statusCode, `${shape.type}: ${created.body}`).toBe(201);
      expect(created.json().content).toEqual(shape.valid);

      const refused = await call('POST', '/api/artifacts', {
        processId,
        type: shape.type,
        state: 'to_be',
        name: `Invalid ${shape.type}`,
        content: shape.invalid,
      });
      expect(refused.statusCode, shape.type).toBe(400);
      expect(refused.json().message, shape.type).toMatch(shape.where);

      const badEdit = await call('PUT', `/api/artifacts/${created.json().id}`, {
        content: shape.invalid,
        revision: 0,
      });
      expect(badEdit.statusCode, shape.type).toBe(400);
      expect(badEdit.json().message, shape.type).toMatch(shape.where);
      const unchanged = (await call('GET', `/api/artifacts/${created.json().id}`)).json();
      expect(unchanged).toMatchObject({ revision: 0, content: shape.valid });
    }
    const names = (await call('GET', `/api/artifacts?processId=${processId}`))
      .json()
      .map((a: { name: string }) => a.name);
    expect(names.filter((n: string) => n.startsWith('Invalid'))).toEqual([]);
  });

  it('saves an editor’s name, description and image with the content, and audits the whole artifact', async () => {
    const oldImage = await uploadImage('old.png');
    const newImage = await uploadImage('new.png');
    const created = await createArtifact(t, t.cookie, {
      processId,
      type: 'workflow_map',
      state: 'as_is',
      name: 'As-Is Map',
      description: 'Old',
      fileUrl: oldImage,
      content: { steps: 5, keep: 'me' },
    });
    const saved = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { steps: 6, keep: 'me' },
      revision: 0,
      name: '  Current dispatch map ',
      description: '',
      fileUrl: newImage,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Current dispatch map',
      description: null,
      fileUrl: newImage,
      content: { steps: 6, keep: 'me' },
      revision: 1,
    });

    // Fields left out keep their values; a null fileUrl removes the image.
    const contentOnly = (
      await call('PUT', `/api/artifacts/${created.id}`, { content: { steps: 7 }, revision: 1 })
    ).json();
    expect(contentOnly).toMatchObject({ name: 'Current dispatch map', revision: 2 });
    expect(contentOnly.fileUrl).toBe(newImage);
    const noImage = (
      await call('PUT', `/api/artifacts/${created.id}`, { content: { steps: 7 }, revision: 2, fileUrl: null })
    ).json();
    expect(noImage.fileUrl).toBeNull();
    expect(
      (await call('PUT', `/api/artifacts/${created.id}`, { content: {}, revision: 3, name: ' ' })).statusCode,
    ).toBe(400);

    const [latest, , first] = (await call('GET', `/api/processes/${processId}/history?limit=3`)).json();
    expect(latest).toMatchObject({
      action: 'update',
      summary: 'Edited As-Is workflow map "Current dispatch map"',
    });
    expect(first.before).toMatchObject({
      name: 'As-Is Map',
      description: 'Old',
      content: { steps: 5, keep: 'me' },
    });
    expect(first.after).toMatchObject({
      name: 'Current dispatch map',
      description: null,
      content: { steps: 6, keep: 'me' },
      revision: 1,
    });
  });

  it('links only stored files that exist: a missing one is refused on create and on update', async () => {
    const missing = '/objects/00000000-0000-4000-8000-00000000beef/gone.png';
    const base = { processId, type: 'workflow_map', state: 'to_be', name: 'Linked map' };
    for (const payload of [
      { ...base, fileUrl: missing },
      { ...base, content: { subordinateProcesses: [{ roleName: 'Tech', imageUrl: missing }] } },
    ]) {
      const res = await call('POST', '/api/artifacts', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The uploaded file was not found. Upload it again.');
    }
    const image = await uploadImage('linked.png');
    const created = await call('POST', '/api/artifacts', {
      ...base,
      fileUrl: image,
      content: { subordinateProcesses: [{ roleName: 'Tech', imageUrl: image }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await call('PUT', `/api/artifacts/${created.json().id}`, {
      content: { subordinateProcesses: [{ roleName: 'Tech', imageUrl: missing }] },
      revision: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', `/api/artifacts/${created.json().id}`)).json().revision).toBe(0);
  });

  it('refuses an editor’s save at a stale revision (409) without touching any field', async () => {
    const created = await createArtifact(t, t.cookie, {
      processId,
      type: 'sipoc',
      state: 'to_be',
      name: 'To-Be SIPOC',
      content: { suppliers: ['Customer'] },
    });
    const colleague = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { suppliers: ['Customer', 'Vendor'] },
      revision: 0,
    });
    expect(colleague.statusCode).toBe(200);
    const mine = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { suppliers: ['Mine'] },
      revision: 0,
      name: 'My name',
      description: 'Mine',
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().current).toMatchObject({
      name: 'To-Be SIPOC',
      description: null,
      revision: 1,
      content: { suppliers: ['Customer', 'Vendor'] },
    });
    // "Overwrite with mine": the same values at the current revision.
    const overwrite = await call('PUT', `/api/artifacts/${created.id}`, {
      content: { suppliers: ['Mine'] },
      revision: mine.json().current.revision,
      name: 'My name',
    });
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json()).toMatchObject({
      name: 'My name',
      revision: 2,
      content: { suppliers: ['Mine'] },
    });
  });

  it('serves the settings the client needs', async () => {
    expect((await call('GET', '/api/settings')).json()).toEqual({
      fieldServiceProduct: 'FieldPro Mobile',
      maxUploadBytes: 25 * 1024 * 1024,
    });
  });
});
