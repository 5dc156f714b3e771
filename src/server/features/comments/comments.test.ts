import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, UnreadComments } from '../../../core/schemas/comments';
import type { NotificationList } from '../../../core/schemas/notifications';
import type { Process } from '../../../core/schemas/process';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TO_BE_WORKFLOW = { kind: 'row', row: 'workflow_map', state: 'to_be' } as const;

describe('comments: threads on a process and its parts, mentions, replies, resolve, unread', () => {
  let t: TestApp;
  let maria: string;
  let sam: string;
  let vera: string;
  let process: Process;
  const post = async (cookie: string, body: unknown, processId = process.id) =>
    t.request(cookie, 'POST', `/api/processes/${processId}/comments`, body);
  const list = async (cookie: string): Promise<Comment[]> =>
    (await t.request(cookie, 'GET', `/api/processes/${process.id}/comments`)).json();
  const inbox = async (cookie: string): Promise<NotificationList> =>
    (await t.request(cookie, 'GET', '/api/notifications')).json();
  const unread = async (cookie: string): Promise<UnreadComments> =>
    (await t.request(cookie, 'GET', '/api/comments/unread')).json();

  beforeAll(async () => {
    t = await createTestApp();
    maria = await t.login({ role: 'editor', name: 'Maria Lopez' });
    sam = await t.login({ role: 'approver', name: 'Sam Ode' });
    vera = await t.login({ role: 'viewer', name: 'Vera Viewer' });
    ({ process } = await createRoleWithProcess(t, maria));
  });
  afterAll(async () => t.close());

  it('starts a thread on a To-Be row mentioning a colleague, who finds it in the inbox and unread counts', async () => {
    const res = await post(maria, {
      body: 'Is the dispatch step automatic now, @sam ode?',
      anchor: TO_BE_WORKFLOW,
    });
    expect(res.statusCode).toBe(201);
    const thread: Comment = res.json();
    expect(thread).toMatchObject({
      anchor: TO_BE_WORKFLOW,
      parentId: null,
      authorName: 'Maria Lopez',
      mentions: [{ name: 'Sam Ode' }],
      unread: false,
      resolvedAt: null,
    });

    const samsInbox = await inbox(sam);
    expect(samsInbox.unread).toBe(1);
    expect(samsInbox.items[0]).toMatchObject({
      kind: 'mention',
      title: 'Maria Lopez mentioned you on Service Call Dispatch (To-Be · Workflow Map)',
      link: `/processes/${process.id}?tab=comparison&comment=${thread.id}`,
      processName: 'Service Call Dispatch',
      actorName: 'Maria Lopez',
      readAt: null,
    });
    expect((await inbox(maria)).items).toEqual([]);

    expect(await unread(sam)).toEqual({
      total: 1,
      processes: { [process.id]: { total: 1, tabs: { process: 0, comparison: 1, materials: 0 } } },
    });
    expect((await unread(maria)).total).toBe(0);
    expect((await list(sam))[0]!.unread).toBe(true);

    const read = await t.request(sam, 'POST', `/api/processes/${process.id}/comments/read`, {
      commentIds: [thread.id],
    });
    expect(read.statusCode).toBe(204);
    expect((await unread(sam)).total).toBe(0);
    expect((await list(sam))[0]!.unread).toBe(false);
    // Reading the thread on the page is reading the inbox entry about it.
    expect((await inbox(sam)).unread).toBe(0);
  });

  it('replies join the thread (a reply to a reply too) and tell its other participants', async () => {
    const [thread] = await list(sam);
    const reply: Comment = (
      await post(sam, { body: 'Yes, the app assigns it.', parentId: thread!.id })
    ).json();
    expect(reply).toMatchObject({ parentId: thread!.id, anchor: TO_BE_WORKFLOW });
    const nested: Comment = (await post(maria, { body: 'Thanks!', parentId: reply.id })).json();
    expect(nested.parentId).toBe(thread!.id);

    const mariasInbox = await inbox(maria);
    expect(mariasInbox.items.map((n) => [n.kind, n.title])).toEqual([
      ['reply', 'Sam Ode replied on Service Call Dispatch (To-Be · Workflow Map)'],
    ]);
    expect((await inbox(sam)).items.map((n) => n.kind)).toEqual(['reply', 'mention']);
  });

  it('resolves and reopens a thread; only its author edits a comment', async () => {
    const [thread] = await list(sam);
    const resolved = await t.request(sam, 'PATCH', `/api/comments/${thread!.id}`, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolvedByName: 'Sam Ode' });
    expect(resolved.json().resolvedAt).not.toBeNull();
    const reopened = await t.request(maria, 'PATCH', `/api/comments/${thread!.id}`, { resolved: false });
    expect(reopened.json()).toMatchObject({ resolvedAt: null, resolvedByName: null });

    const foreign = await t.request(sam, 'PATCH', `/api/comments/${thread!.id}`, { body: 'Changed' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Only its author can edit a comment.');
    const edited = await t.request(maria, 'PATCH', `/api/comments/${thread!.id}`, {
      body: 'Is dispatch automatic now? @Vera Viewer, FYI',
    });
    expect(edited.json()).toMatchObject({ body: 'Is dispatch automatic now? @Vera Viewer, FYI' });
    expect(edited.json().editedAt).not.toBeNull();
    // Only the newly mentioned person is told about an edit.
    expect((await inbox(vera)).items.map((n) => n.kind)).toEqual(['mention']);
    expect((await inbox(sam)).items).toHaveLength(2);

    const [, reply] = await list(sam);
    const onReply = await t.request(sam, 'PATCH', `/api/comments/${reply!.id}`, { resolved: true });
    expect(onReply.statusCode).toBe(422);
  });

  it('lets a viewer comment and resolve their own thread, but not someone else’s', async () => {
    const own: Comment = (await post(vera, { body: 'Who signs off the To-Be?' })).json();
    expect(own.anchor).toBeNull();
    expect((await t.request(vera, 'PATCH', `/api/comments/${own.id}`, { resolved: true })).statusCode).toBe(
      200,
    );
    const [marias] = await list(vera);
    const refused = await t.request(vera, 'PATCH', `/api/comments/${marias!.id}`, { resolved: true });
    expect(refused.statusCode).toBe(403);
    expect((await unread(maria)).processes[process.id]!.tabs.process).toBe(1);
  });

  it('answers the errors a user can meet with a message', async () => {
    expect((await post(maria, { body: '   ' })).json().message).toMatch(/comment is required/);
    expect(
      (await post(maria, { body: 'x', anchor: { kind: 'row', row: 'nope', state: 'to_be' } })).statusCode,
    ).toBe(400);
    const stranger = await post(maria, {
      body: 'x',
      anchor: { kind: 'tier_document', tierDocumentId: crypto.randomUUID(), tier: 'tier_1', label: 'Guide' },
    });
    expect(stranger.statusCode).toBe(422);
    expect((await post(maria, { body: 'x', parentId: crypto.randomUUID() })).statusCode).toBe(422);
    expect((await post(maria, { body: 'x' }, crypto.randomUUID())).statusCode).toBe(404);
    expect(
      (await t.request(maria, 'PATCH', `/api/comments/${crypto.randomUUID()}`, { resolved: true }))
        .statusCode,
    ).toBe(404);
    expect((await t.request(maria, 'PATCH', `/api/comments/${crypto.randomUUID()}`, {})).statusCode).toBe(
      400,
    );
    const unnamed = await t.login();
    const noName = await t.request(unnamed, 'GET', `/api/processes/${process.id}/comments`);
    expect(noName.statusCode).toBe(409);
  });

  it('marks one inbox entry read or unread, and all of them read', async () => {
    const { items } = await inbox(sam);
    // The reply is unread; the mention was read with its thread on the process page.
    expect(items.map((n) => [n.kind, n.readAt === null])).toEqual([
      ['reply', true],
      ['mention', false],
    ]);
    const one = await t.request(sam, 'PATCH', `/api/notifications/${items[1]!.id}`, { read: false });
    expect(one.statusCode).toBe(204);
    expect((await inbox(sam)).unread).toBe(2);
    expect(
      (await t.request(maria, 'PATCH', `/api/notifications/${items[1]!.id}`, { read: true })).statusCode,
    ).toBe(404);
    const all = await t.request(sam, 'POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ marked: 2 });
    const after = await t.request(sam, 'GET', '/api/notifications?unread=1');
    expect(after.json()).toEqual({ items: [], unread: 0 });
  });

  it('keeps inbox entries of a deleted process, which then reads as deleted', async () => {
    const { process: doomed } = await createRoleWithProcess(t, maria, { role: 'Planner', process: 'Doomed' });
    expect((await post(maria, { body: 'Last word, @Sam Ode' }, doomed.id)).statusCode).toBe(201);
    expect((await t.request(maria, 'DELETE', `/api/processes/${doomed.id}`)).statusCode).toBe(204);
    const [entry] = (await inbox(sam)).items;
    expect(entry).toMatchObject({
      title: 'Maria Lopez mentioned you on Doomed (Process)',
      processName: null,
    });
    expect(entry!.processId).toBe(doomed.id);
  });
});
