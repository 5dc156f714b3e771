import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFixtures } from '../../../core/bpmn/fixtures';
import { collaborationToBe } from '../../../core/bpmn/fixtures/collaboration-to-be';
import type { Person } from '../../../core/schemas/people';
import type { PublishedVersion, ReviewRequest } from '../../../core/schemas/reviews';
import { createArtifact, createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('reviews: request, decide, publish', () => {
  let t: TestApp;
  let editor: string;
  let maria: string;
  let sam: string;
  let viewer: string;
  let ids: Record<string, string>;
  const statusOf = async (processId: string) =>
    (await t.request(editor, 'GET', `/api/processes/${processId}`)).json().status as string;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.login({ name: 'Eddie Editor' });
    maria = await t.login({ role: 'approver', name: 'Maria Lopez' });
    sam = await t.login({ role: 'admin', name: 'Sam Ode' });
    viewer = await t.login({ role: 'viewer', name: 'Vera Viewer' });
    const all: Person[] = (await t.request(sam, 'GET', '/api/people')).json();
    ids = Object.fromEntries(all.map((p) => [p.name, p.id]));
  });
  afterAll(async () => t.close());

  it('sends a published process back to Draft on any edit of it or on it, and no other status', async () => {
    const { process } = await createRoleWithProcess(t, editor, {
      role: 'Sprinkler Fitter',
      process: 'Back to draft',
    });
    const artifact = await createArtifact(t, editor, {
      processId: process.id,
      type: 'systems',
      state: 'to_be',
      name: 'Systems',
      content: { systems: [] },
    });
    const publish = () =>
      t.database.db.execute(sql`UPDATE processes SET status = 'published' WHERE id = ${process.id}`);
    await publish();
    const edit = await t.request(editor, 'PUT', `/api/artifacts/${artifact.id}`, {
      content: { systems: [] },
      revision: artifact.revision,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await statusOf(process.id)).toBe('draft');
    await publish();
    // The edit's answer and its audit event say Draft too (the page shows the answer at once).
    const edited = await t.request(editor, 'PATCH', `/api/processes/${process.id}`, {
      description: 'Edited',
    });
    expect(edited.json().status).toBe('draft');
    expect(await statusOf(process.id)).toBe('draft');
    const [latest] = (await t.request(editor, 'GET', `/api/processes/${process.id}/history?limit=1`)).json();
    expect([latest.before.status, latest.after.status]).toEqual(['published', 'draft']);
    // A status set by someone is theirs; an edit of a process not published keeps its status.
    await t.request(editor, 'PATCH', `/api/processes/${process.id}`, { status: 'in_review' });
    await t.request(editor, 'PATCH', `/api/processes/${process.id}`, { description: 'Again' });
    expect(await statusOf(process.id)).toBe('in_review');
    const events = (await t.request(editor, 'GET', `/api/processes/${process.id}/history`)).json();
    expect(events.map((e: { summary: string }) => e.summary).slice(0, 3)).toEqual([
      'Updated process "Back to draft"',
      'Updated process "Back to draft"',
      'Updated process "Back to draft"',
    ]);
  });

  it('lists the approvers (approver role or higher) to an editor', async () => {
    const res = await t.request(editor, 'GET', '/api/people?role=approver');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: Person) => p.name)).toEqual(['Maria Lopez', 'Sam Ode']);
    expect((await t.request(editor, 'GET', '/api/people?role=boss')).statusCode).toBe(400);
  });

  it('runs a full round: request, request changes, edit, request, approve by both, published version', async () => {
    const { process } = await createRoleWithProcess(t, editor, { process: 'Dispatch' });
    await createArtifact(t, editor, {
      processId: process.id,
      type: 'systems',
      state: 'to_be',
      name: 'Systems',
      content: { systems: [] },
    });
    const url = `/api/processes/${process.id}/review-requests`;
    const body = { approverIds: [ids['Maria Lopez'], ids['Sam Ode']], message: 'Please sign off' };

    expect((await t.request(viewer, 'POST', url, body)).statusCode).toBe(403);
    const wrong = await t.request(editor, 'POST', url, { ...body, approverIds: [ids['Vera Viewer']] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      'Vera Viewer is Viewer: only approvers and admins can sign off a process.',
    );
    expect((await t.request(editor, 'POST', url, { ...body, approverIds: [] })).json().message).toContain(
      'Pick at least one approver',
    );

    const first = await t.request(editor, 'POST', url, body);
    expect(first.statusCode).toBe(201);
    const review: ReviewRequest = first.json();
    expect(review).toMatchObject({
      status: 'open',
      message: 'Please sign off',
      requestedByName: 'Eddie Editor',
    });
    expect(await statusOf(process.id)).toBe('in_review');
    const again = await t.request(editor, 'POST', url, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      '"Dispatch" is already in review: decide or wait for that review first.',
    );

    const mine = (await t.request(maria, 'GET', '/api/review-requests?mine=1')).json();
    expect(mine.map((r: ReviewRequest) => r.id)).toEqual([review.id]);
    expect((await t.request(editor, 'GET', '/api/review-requests?mine=1')).json()).toEqual([]);

    const decide = (cookie: string, decision: string, comment = '') =>
      t.request(cookie, 'POST', `/api/review-requests/${review.id}/decisions`, { decision, comment });
    expect((await decide(editor, 'approve')).statusCode).toBe(403);
    const other = await t.login({ role: 'approver', name: 'Olga Other' });
    const notAsked = await decide(other, 'approve');
    expect(notAsked.statusCode).toBe(403);
    expect(notAsked.json().message).toBe(
      'You were not asked to review this process: only its approvers decide.',
    );
    expect((await decide(maria, 'request_changes')).statusCode).toBe(400);
    const back = await decide(maria, 'request_changes', 'Add the escalation step');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'changes_requested' });
    expect(await statusOf(process.id)).toBe('draft');
    const late = await decide(sam, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This review is closed (changes requested): ask for a new review.');
    const shown = (await t.request(viewer, 'GET', `/api/review-requests?processId=${process.id}`)).json();
    expect(shown[0].approvers.find((a: { name: string }) => a.name === 'Maria Lopez').comment).toBe(
      'Add the escalation step',
    );

    await t.request(editor, 'PATCH', `/api/processes/${process.id}`, { description: 'With escalation' });
    const second: ReviewRequest = (await t.request(editor, 'POST', url, body)).json();
    const decide2 = (cookie: string) =>
      t.request(cookie, 'POST', `/api/review-requests/${second.id}/decisions`, {
        decision: 'approve',
        comment: '',
      });
    expect((await decide2(maria)).json()).toMatchObject({ status: 'open' });
    expect((await decide2(maria)).statusCode).toBe(409);
    const done = await decide2(sam);
    expect(done.statusCode).toBe(200);
    const approved: ReviewRequest = done.json();
    expect(approved.status).toBe('approved');
    expect(approved.publishedVersion).toMatchObject({
      version: '1.0',
      approvedBy: [{ name: 'Maria Lopez' }, { name: 'Sam Ode' }],
    });
    expect(await statusOf(process.id)).toBe('published');

    const versions = (
      await t.request(viewer, 'GET', `/api/processes/${process.id}/published-versions`)
    ).json();
    expect(versions).toHaveLength(1);
    const v1: PublishedVersion = (
      await t.request(viewer, 'GET', `/api/published-versions/${versions[0].id}`)
    ).json();
    expect(v1.snapshot.process).toMatchObject({
      name: 'Dispatch',
      description: 'With escalation',
      version: '1.0',
    });
    expect(v1.snapshot.artifacts.map((a) => a.name)).toEqual(['Systems']);

    // Editing the published process starts a new draft; the published version stays as it was.
    await t.request(editor, 'PATCH', `/api/processes/${process.id}`, { name: 'Dispatch v2' });
    expect(await statusOf(process.id)).toBe('draft');
    const kept: PublishedVersion = (
      await t.request(viewer, 'GET', `/api/published-versions/${v1.id}`)
    ).json();
    expect(kept.snapshot.process.name).toBe('Dispatch');

    const third: ReviewRequest = (await t.request(editor, 'POST', url, body)).json();
    expect(third.baseVersion?.version).toBe('1.0');
    for (const cookie of [maria, sam]) {
      await t.request(cookie, 'POST', `/api/review-requests/${third.id}/decisions`, {
        decision: 'approve',
        comment: '',
      });
    }
    const list = (await t.request(viewer, 'GET', `/api/processes/${process.id}/published-versions`)).json();
    expect(list.map((v: { version: string }) => v.version)).toEqual(['1.1', '1.0']);

    const history = (await t.request(viewer, 'GET', `/api/processes/${process.id}/history`)).json();
    const summaries = history.map((e: { summary: string }) => e.summary);
    expect(summaries).toContain('Requested changes to process "Dispatch": Add the escalation step');
    expect(summaries).toContain(
      'Published version 1.0 of process "Dispatch", approved by Maria Lopez, Sam Ode',
    );
    expect(summaries).toContain('Requested a review of process "Dispatch" from Maria Lopez, Sam Ode');
  });

  it('tells the approvers of a request and the requester of each decision in their inboxes', async () => {
    const { process } = await createRoleWithProcess(t, editor, { role: 'Biller', process: 'Invoicing' });
    const inbox = async (cookie: string) =>
      (await t.request(cookie, 'GET', '/api/notifications')).json().items as {
        kind: string;
        title: string;
        link: string;
      }[];
    const requested = await t.request(editor, 'POST', `/api/processes/${process.id}/review-requests`, {
      approverIds: [ids['Maria Lopez'], ids['Sam Ode']],
      message: 'Ready for sign-off',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const review: ReviewRequest = requested.json();
    for (const approver of [maria, sam]) {
      expect((await inbox(approver))[0]).toMatchObject({
        kind: 'review_requested',
        title: 'Eddie Editor asks you to review "Invoicing": Ready for sign-off',
        link: `/reviews/${review.id}`,
      });
    }
    const decide = (cookie: string, decision: string, comment = '') =>
      t.request(cookie, 'POST', `/api/review-requests/${review.id}/decisions`, { decision, comment });
    expect((await decide(maria, 'approve')).statusCode).toBe(200);
    expect((await inbox(editor))[0]).toMatchObject({
      kind: 'review_decided',
      title: 'Maria Lopez approved "Invoicing"',
    });
    expect((await decide(sam, 'approve')).statusCode).toBe(200);
    const last = (await inbox(editor))[0]!;
    expect(last.kind).toBe('review_decided');
    expect(last.title).toMatch(/^Sam Ode approved "Invoicing": published as version \d+\.\d+$/);
    // The one who decides is never told of their own decision.
    expect((await inbox(sam)).filter((n) => n.kind === 'review_decided')).toEqual([]);
  });

  it('refuses an approver their own change: one they requested, or an edit since the last published version', async () => {
    const { process } = await createRoleWithProcess(t, editor, { role: 'Planner', process: 'Plan' });
    const url = `/api/processes/${process.id}/review-requests`;
    const self = await t.request(maria, 'POST', url, { approverIds: [ids['Maria Lopez']], message: '' });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot approve your own change: pick other approvers.');
    await t.request(maria, 'PATCH', `/api/processes/${process.id}`, { description: 'Maria edited this' });
    const review: ReviewRequest = (
      await t.request(editor, 'POST', url, { approverIds: [ids['Maria Lopez']], message: '' })
    ).json();
    const res = await t.request(maria, 'POST', `/api/review-requests/${review.id}/decisions`, {
      decision: 'approve',
      comment: '',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('You cannot approve your own change');
  });

  it('answers 404 for unknown reviews, processes and versions', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request(sam, 'POST', `/api/review-requests/${none}/decisions`, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    expect((await t.request(sam, 'GET', '/api/review-requests/nope')).statusCode).toBe(404);
    expect(
      (
        await t.request(editor, 'POST', `/api/processes/${none}/review-requests`, {
          approverIds: [ids['Sam Ode']],
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request(sam, 'GET', `/api/published-versions/${none}`)).statusCode).toBe(404);
  });
});

describe('reviews: the map as published against the map now', () => {
  it('lists the diagram changes since the version was published', async () => {
    const t = await createTestApp();
    try {
      const editor = await t.login({ name: 'Eddie Editor' });
      const sam = await t.login({ role: 'admin', name: 'Sam Ode' });
      const samId = (await t.request(sam, 'GET', '/api/auth/session')).json().person.id;
      const { process } = await createRoleWithProcess(t, editor);
      const map = await createArtifact(t, editor, {
        processId: process.id,
        type: 'workflow_map',
        state: 'to_be',
        name: 'Map',
        content: { bpmn: validFixtures.collaboration },
      });
      const review = await t.request(editor, 'POST', `/api/processes/${process.id}/review-requests`, {
        approverIds: [samId],
      });
      const approved: ReviewRequest = (
        await t.request(sam, 'POST', `/api/review-requests/${review.json().id}/decisions`, {
          decision: 'approve',
        })
      ).json();
      const versionId = approved.publishedVersion!.id;
      const same = (await t.request(editor, 'GET', `/api/published-versions/${versionId}/map-diff`)).json();
      expect(same, JSON.stringify(same)).toMatchObject({ available: true, changes: [] });
      const edit = await t.request(editor, 'PUT', `/api/artifacts/${map.id}`, {
        content: { bpmn: collaborationToBe(validFixtures.collaboration!) },
        revision: map.revision,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const changed = (
        await t.request(editor, 'GET', `/api/published-versions/${versionId}/map-diff`)
      ).json();
      expect(changed.available, JSON.stringify(changed)).toBe(true);
      expect(changed.changes.length).toBeGreaterThan(0);
      const asIs = (
        await t.request(editor, 'GET', `/api/published-versions/${versionId}/map-diff?state=as_is`)
      ).json();
      expect(asIs.reason).toBe(
        'The process has no published As-Is workflow map. The process has no current As-Is workflow map.',
      );
    } finally {
      await t.close();
    }
  });
});

describe('reviews: ALLOW_SELF_APPROVAL=true', () => {
  it('lets an approver approve a review they requested', async () => {
    const t = await createTestApp({ allowSelfApproval: true });
    try {
      const maria = await t.login({ role: 'approver', name: 'Maria Lopez' });
      const { process } = await createRoleWithProcess(t, maria);
      const me = (await t.request(maria, 'GET', '/api/auth/session')).json().person.id;
      const review = await t.request(maria, 'POST', `/api/processes/${process.id}/review-requests`, {
        approverIds: [me],
        message: '',
      });
      expect(review.statusCode).toBe(201);
      const res = await t.request(maria, 'POST', `/api/review-requests/${review.json().id}/decisions`, {
        decision: 'approve',
        comment: 'Fine',
      });
      expect(res.json()).toMatchObject({ status: 'approved', publishedVersion: { version: '1.0' } });
    } finally {
      await t.close();
    }
  });
});
