import { ConflictRetriesExhausted, updateWithRetry } from '@core/rules/optimistic-update';
import { addPainPoint, removePainPoint } from '@core/rules/pain-points';
import type { Artifact } from '@core/schemas/artifact';
import type { PainPointsContent } from '@core/schemas/artifact-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putArtifactContent } from './put-artifact-content';

afterEach(() => vi.unstubAllGlobals());

const artifact = (revision: number, content: PainPointsContent): Artifact => ({
  id: 'art-1',
  processId: 'p1',
  type: 'pain_points',
  state: 'to_be',
  name: 'To-Be Pain Points',
  description: null,
  fileUrl: null,
  content,
  revision,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('PUT /api/artifacts/{id} as a SaveResult', () => {
  it('maps 200 to a saved artifact and sends content and revision with the session cookie', async () => {
    const saved = artifact(4, { painPoints: [{ title: 'A' }] });
    const fetchMock = vi.fn(async () => json(200, saved));
    vi.stubGlobal('fetch', fetchMock);
    await expect(putArtifactContent('art-1', saved.content, 3)).resolves.toEqual({ ok: true, value: saved });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/artifacts/art-1');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ content: saved.content, revision: 3 });
  });

  it('maps 409 with the current artifact to a conflict', async () => {
    const current = artifact(7, { painPoints: [{ title: 'Theirs' }] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: 'Someone else changed this artifact.', current })),
    );
    await expect(putArtifactContent('art-1', {}, 6)).resolves.toEqual({ ok: false, conflict: current });
  });

  it('raises the spec §8 error for a 409 without the current artifact and for other failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: 'Gone', current: null })),
    );
    await expect(putArtifactContent('art-1', {}, 1)).rejects.toThrow(
      '409: {"message":"Gone","current":null}',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: 'The pain points content is not valid' })),
    );
    await expect(putArtifactContent('art-1', {}, 1)).rejects.toThrow(
      '400: {"message":"The pain points content is not valid"}',
    );
  });
});

/** A fake server for one artifact: PUT applies only at the stored revision, else 409 with the current. */
function fakeArtifactServer(initial: Artifact) {
  let stored = initial;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { content: PainPointsContent; revision: number };
    if (body.revision !== stored.revision) return json(409, { message: 'Conflict', current: stored });
    stored = { ...stored, content: body.content, revision: stored.revision + 1 };
    return json(200, stored);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, stored: () => stored };
}

const save = (content: unknown, revision: number) => putArtifactContent('art-1', content, revision);

describe('two colleagues editing the pain points at the same moment', () => {
  it('both keep their pain point: the second re-applies its addition after the 409', async () => {
    const server = fakeArtifactServer(artifact(1, { painPoints: [{ title: 'Existing' }] }));
    // Both loaded revision 1.
    const loaded = server.stored();
    await updateWithRetry<unknown>(
      loaded,
      (c) => addPainPoint(c as PainPointsContent, { title: 'Mine' }),
      save,
    );
    await updateWithRetry<unknown>(
      loaded,
      (c) => addPainPoint(c as PainPointsContent, { title: 'Theirs' }),
      save,
    );
    expect(server.fetchMock).toHaveBeenCalledTimes(3);
    expect((server.stored().content as PainPointsContent).painPoints?.map((p) => p.title)).toEqual([
      'Existing',
      'Mine',
      'Theirs',
    ]);
    expect(server.stored().revision).toBe(3);
  });

  it("a removal made on stale content keeps the colleague's addition", async () => {
    const server = fakeArtifactServer(artifact(1, { painPoints: [{ title: 'Old' }, { title: 'Keep' }] }));
    const loaded = server.stored();
    await updateWithRetry<unknown>(
      loaded,
      (c) => addPainPoint(c as PainPointsContent, { title: 'New' }),
      save,
    );
    await updateWithRetry<unknown>(
      loaded,
      (c) => removePainPoint(c as PainPointsContent, { title: 'old' }),
      save,
    );
    expect((server.stored().content as PainPointsContent).painPoints?.map((p) => p.title)).toEqual([
      'Keep',
      'New',
    ]);
  });

  it('gives up with a readable error when conflicts never stop', async () => {
    let revision = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, { message: 'Conflict', current: artifact(++revision, { painPoints: [] }) }),
      ),
    );
    await expect(updateWithRetry<unknown>(artifact(1, {}), (c) => c, save)).rejects.toBeInstanceOf(
      ConflictRetriesExhausted,
    );
  });
});
