import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpServer } from './support/app';
import { newPage, type PageWatch } from './support/browser';
import { addArtifacts, createJobRole, createProcess } from './support/seed';

const EDITOR_CODE = 'E2E-Editor-Code';
const APPROVER_CODE = 'E2E-Approver-Code';
const PROCESS = 'Service Call Dispatch';

/*
 * Two people in two browser contexts: Maria (an editor) comments on a To-Be row mentioning Sam
 * (an approver); Sam sees the unread count, finds the entry in the inbox, opens it, replies and
 * resolves; Maria is told of the reply.
 */
const app = setUpServer({ ACCESS_CODES: `editor:${EDITOR_CODE},approver:${APPROVER_CODE}` });

async function signIn(w: PageWatch, accessCode: string, name: string) {
  const res = await w.context.request.post(`${app.server.url}/api/auth/login`, {
    data: { accessCode, name },
  });
  expect(res.status()).toBe(200);
}

describe('a comment thread with a mention, across two people', () => {
  let maria: PageWatch;
  let sam: PageWatch;
  let processId: string;

  beforeAll(async () => {
    maria = await newPage(app.browser, app.server.url);
    sam = await newPage(app.browser, app.server.url);
    await signIn(maria, EDITOR_CODE, 'Maria Lopez');
    await signIn(sam, APPROVER_CODE, 'Sam Ode');
    const jobRoleId = await createJobRole(maria.context.request, { name: 'Dispatcher' });
    processId = await createProcess(maria.context.request, {
      name: PROCESS,
      description: 'Dispatch',
      jobRoleId,
    });
    await addArtifacts(maria.context.request, processId, [
      {
        type: 'systems',
        state: 'to_be',
        name: 'To-Be Systems',
        content: { systems: [{ name: 'Field Service app' }] },
      },
    ]);
  });
  afterAll(async () => {
    await maria?.context.close();
    await sam?.context.close();
  });

  it('Maria comments on the To-Be systems row, mentioning Sam through the autocomplete', async () => {
    const { page } = maria;
    await page.goto(`/processes/${processId}`);
    await page.getByRole('button', { name: 'Comments on To-Be · Systems: no comments yet' }).click();
    const box = page.getByRole('combobox', { name: 'New comment' });
    await box.pressSequentially('Is the dispatch step automatic now, @Sa');
    const option = page.getByRole('option', { name: /Sam Ode/ });
    await option.waitFor();
    await box.press('Enter');
    await box.pressSequentially('?');
    expect(await box.inputValue()).toBe('Is the dispatch step automatic now, @Sam Ode ?');
    await page.getByText('Notifies Sam Ode').waitFor();
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const thread = page.getByRole('article', { name: 'Thread by Maria Lopez' });
    await thread.getByText('Is the dispatch step automatic now,').waitFor();
    expect(await box.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Comments on To-Be · Systems: 1 open thread' }).waitFor();
    expect(maria.errors).toEqual([]);
  });

  it('Sam sees the unread counts, opens the inbox entry, replies and resolves', async () => {
    const { page } = sam;
    await page.goto('/');
    const inboxLink = page.locator('aside').getByRole('link', { name: /Inbox/ });
    await inboxLink.getByText('1 unread').waitFor();
    // The process card and, on the page, the tab with the thread and the page's Comments.
    const card = page.getByRole('link', { name: new RegExp(`^${PROCESS}`) }).filter({ hasText: 'unread' });
    await card.getByText('1 unread').waitFor();
    await card.click();
    await page.getByRole('tab', { name: 'Process Comparison 1 unread' }).waitFor();
    await page.getByRole('button', { name: 'Comments 1 unread' }).waitFor();
    await page
      .getByRole('button', { name: 'Comments on To-Be · Systems: 1 open thread, 1 unread' })
      .waitFor();

    await inboxLink.click();
    const entry = page.getByRole('link', {
      name: `Maria Lopez mentioned you on ${PROCESS} (To-Be · Systems)`,
    });
    await entry.click();
    await page.getByRole('dialog', { name: 'Comments' }).waitFor();
    const thread = page.getByRole('article', { name: 'Thread by Maria Lopez' });
    await thread.getByText('@Sam Ode').waitFor();

    await thread.getByRole('button', { name: 'Reply' }).click();
    await thread
      .getByRole('combobox', { name: 'Reply' })
      .fill('Yes: the app assigns it to the nearest engineer.');
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await thread.getByText('Yes: the app assigns it to the nearest engineer.').waitFor();
    await thread.getByRole('button', { name: 'Resolve' }).click();
    await thread.getByText('Resolved by Sam Ode').waitFor();
    await page.keyboard.press('Escape');

    // Read now: no unread count is left anywhere.
    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByText('Nothing unread').first().waitFor();
    await page.goto(`/processes/${processId}`);
    await page.getByRole('button', { name: 'Comments on To-Be · Systems: 0 open threads' }).waitFor();
    expect(await page.getByRole('tab', { name: /unread/ }).count()).toBe(0);
    expect(sam.errors).toEqual([]);
  });

  it('Maria is told of the reply and sees the resolved thread', async () => {
    const { page } = maria;
    await page.goto('/inbox');
    await page.getByRole('link', { name: `Sam Ode replied on ${PROCESS} (To-Be · Systems)` }).click();
    const thread = page.getByRole('article', { name: 'Thread by Maria Lopez' });
    await thread.getByText('Resolved by Sam Ode').waitFor();
    await thread.getByText('Yes: the app assigns it to the nearest engineer.').waitFor();
    await thread.getByRole('button', { name: 'Reopen' }).waitFor();
    expect(maria.errors).toEqual([]);
  });
});
