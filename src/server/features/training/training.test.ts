import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createRoleWithProcess } from '../../testing/factories';
import { multipart, SAMPLE_FILES } from '../../testing/multipart';
import { setUpTestApp } from '../../testing/set-up-test-app';

describe('training material', () => {
  const t = setUpTestApp({ maxUploadBytes: 64 * 1024 });
  let processId: string;
  const { call } = t;
  const uploadArtifact = (fields: Record<string, string>, filename: string, data: Buffer) => {
    return t.postForm(t.cookie, '/api/training-artifacts/upload', fields, { filename, data });
  };

  beforeAll(async () => {
    processId = (
      await createRoleWithProcess(t, t.cookie, { role: 'Service Technician', process: 'Work orders' })
    ).process.id;
  });

  it('uploads a training artifact per output, lists, downloads and deletes it with its file', async () => {
    const res = await uploadArtifact(
      { processId, processOutput: 'Completed work order', description: ' Step one ' },
      'Close-out screen.png',
      SAMPLE_FILES.png,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      processOutput: 'Completed work order',
      name: 'Close-out screen',
      description: 'Step one',
      fileType: 'screenshot',
      linkType: null,
    });
    const bytes = await call('GET', created.fileUrl);
    expect(bytes.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect((await call('GET', `/api/training-artifacts?processId=${processId}`)).json()).toHaveLength(1);

    expect((await call('DELETE', `/api/training-artifacts/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', created.fileUrl)).statusCode).toBe(404);
    expect(await t.database.db.select().from(files)).toHaveLength(0);
  });

  it('refuses bad uploads and stores nothing', async () => {
    const cases = [
      [{ processId, processOutput: 'X' }, 'tool.exe', SAMPLE_FILES.exe, 415],
      [{ processId, processOutput: 'X' }, 'renamed.pdf', SAMPLE_FILES.exe, 415],
      [{ processId, processOutput: 'X' }, 'big.txt', Buffer.alloc(100 * 1024, 97), 413],
      [{ processId }, 'a.txt', SAMPLE_FILES.txt, 400],
      [
        { processId: '00000000-0000-4000-8000-000000000000', processOutput: 'X' },
        'a.txt',
        SAMPLE_FILES.txt,
        400,
      ],
    ] as const;
    for (const [fields, name, data, status] of cases) {
      const res = await uploadArtifact({ ...fields }, name, data);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    expect(await t.database.db.select().from(files)).toHaveLength(0);
    expect((await call('GET', `/api/training-artifacts?processId=${processId}`)).json()).toHaveLength(0);
  });

  it('adds external links with web addresses only', async () => {
    const ok = await call('POST', '/api/training-artifacts/link', {
      processId,
      processOutput: 'Invoice',
      name: 'YouTube Video - Invoice',
      description: '',
      fileUrl: 'https://www.youtube.com/watch?v=abc',
      linkType: 'external_url',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ linkType: 'external_url', fileType: 'document', description: null });
    for (const fileUrl of ['javascript:alert(1)', 'ftp://x', '', '/objects/nope/x']) {
      const bad = await call('POST', '/api/training-artifacts/link', {
        processId,
        processOutput: 'Invoice',
        name: 'n',
        fileUrl,
      });
      expect(bad.statusCode, fileUrl).toBe(400);
    }
  });

  it('files tier documents from an uploaded file or a link, and deletes them', async () => {
    const body = multipart({}, { filename: 'Walkthrough.pdf', data: SAMPLE_FILES.pdf });
    const stored = (
      await t.app.inject({
        method: 'POST',
        url: '/api/files?purpose=tier-document',
        headers: { cookie: t.cookie, ...body.headers },
        payload: body.payload,
      })
    ).json();
    const doc = await call('POST', '/api/training-tier-documents', {
      processId,
      tier: 'tier_2',
      name: ' Walkthrough ',
      description: '   ',
      fileType: 'guide',
      fileUrl: stored.url,
    });
    expect(doc.statusCode).toBe(201);
    expect(doc.json()).toMatchObject({
      tier: 'tier_2',
      name: 'Walkthrough',
      description: null,
      fileType: 'guide',
    });
    const link = await call('POST', '/api/training-tier-documents', {
      processId,
      tier: 'tier_1',
      name: 'Overview',
      fileUrl: 'https://intranet.example.com/erp',
    });
    expect(link.json().fileType).toBe('document');
    const list = (await call('GET', `/api/training-tier-documents/${processId}`)).json();
    expect(list.map((d: { tier: string }) => d.tier)).toEqual(['tier_1', 'tier_2']);

    for (const [payload, message] of [
      [
        { processId, tier: 'tier_1', name: ' ', fileUrl: 'https://x.example' },
        'Please provide a document name.',
      ],
      [{ processId, tier: 'tier_1', name: 'n', fileUrl: '' }, 'Please provide a valid URL.'],
      [
        { processId, tier: 'tier_4', name: 'n', fileUrl: 'https://x.example' },
        'Tier must be tier_1, tier_2 or tier_3',
      ],
      [
        {
          processId,
          tier: 'tier_1',
          name: 'n',
          fileUrl: '/objects/00000000-0000-4000-8000-000000000000/x.pdf',
        },
        'The uploaded file was not found. Upload it again.',
      ],
    ] as const) {
      const res = await call('POST', '/api/training-tier-documents', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }

    expect((await call('DELETE', `/api/training-tier-documents/${doc.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', stored.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/training-tier-documents/${doc.json().id}`)).statusCode).toBe(404);
    const history = (await call('GET', `/api/processes/${processId}/history?limit=1`)).json();
    expect(history[0].summary).toBe('Deleted Tier 2 document "Walkthrough"');
  });
});
