import { describe, expect, it } from 'vitest';
import { setUpPage, setUpServer } from './support/app';
import { editor, field } from './support/authoring';
import { expectAccessible, type PageWatch } from './support/browser';
import { unexpectedErrors } from './support/console-errors';
import { comparisonCard, openComparison } from './support/process-page';
import { addArtifacts, createJobRole, createProcess } from './support/seed';
import { E2E_ACCESS_CODE } from './support/server';

/** How soon a colleague's save must show on an open page (the bar). */
const LIVE_WITHIN_MS = 2_000;

async function signInAs(w: PageWatch, baseURL: string, name: string): Promise<void> {
  const res = await w.context.request.post(`${baseURL}/api/auth/login`, {
    data: { accessCode: E2E_ACCESS_CODE, name },
  });
  expect(res.status()).toBe(200);
}

/**
 * Two people in two browsers: Maria (A) saves, Sam (B) has the process open. B's page learns of
 * it through GET /api/events, keeps what B typed, and shows who else has the process open.
 */
describe('live updates between two signed-in people', () => {
  const app = setUpServer();
  const maria = setUpPage(app, { signIn: false });
  const sam = setUpPage(app, { signIn: false });
  let processId: string;
  let sipocId: string;

  it('shows B who else has the process open: the banner names A', async () => {
    await signInAs(maria, app.server.url, 'Maria Lopez');
    await signInAs(sam, app.server.url, 'Sam Ode');
    const request = maria.context.request;
    const jobRoleId = await createJobRole(request, { name: 'Dispatcher' });
    processId = await createProcess(request, {
      name: 'Service Call Dispatch',
      description: 'Calls in',
      jobRoleId,
    });
    await addArtifacts(request, processId, [
      { type: 'workflow_sipoc', state: 'to_be', name: 'To-Be SIPOC', content: { suppliers: ['Customer'] } },
    ]);
    const artifacts = (await (await request.get(`/api/artifacts?processId=${processId}`)).json()) as {
      id: string;
    }[];
    sipocId = artifacts[0]!.id;

    await openComparison(sam.page, processId);
    await openComparison(maria.page, processId);
    const banner = sam.page.getByTestId('presence-banner');
    await expect
      .poll(() => banner.textContent(), { timeout: LIVE_WITHIN_MS })
      .toContain('Maria Lopez has this process open too.');
    await expect
      .poll(() => maria.page.getByTestId('presence-banner').textContent(), { timeout: LIVE_WITHIN_MS })
      .toContain('Sam Ode has this process open too.');
    await sam.page.screenshot({ path: 'shots/live/presence-banner.png' });
    await expectAccessible(sam.page);
  });

  it('refreshes B’s page within 2 s when A saves', async () => {
    const described = sam.page.getByText('Calls in, routed by region', { exact: true });
    const patched = await maria.context.request.patch(`/api/processes/${processId}`, {
      data: { description: 'Calls in, routed by region' },
    });
    expect(patched.status()).toBe(200);
    await described.waitFor({ timeout: LIVE_WITHIN_MS });
  });

  it('keeps B’s unsaved editor text and says A saved this section, with their version to review', async () => {
    const { page } = sam;
    await comparisonCard(page, 'To-Be SIPOC').getByRole('button', { name: 'Edit To-Be SIPOC' }).click();
    const dialog = editor(page, 'Edit To-Be SIPOC');
    await dialog.waitFor();
    await field(dialog, 'Supplier 1').fill('Technician app');

    const theirs = (await (await maria.context.request.get(`/api/artifacts/${sipocId}`)).json()) as {
      content: Record<string, unknown>;
      revision: number;
    };
    const put = await maria.context.request.put(`/api/artifacts/${sipocId}`, {
      data: { content: { ...theirs.content, suppliers: ['Dispatcher desk'] }, revision: theirs.revision },
    });
    expect(put.status()).toBe(200);

    const notice = dialog.getByRole('alert').filter({ hasText: 'Maria Lopez saved this section' });
    await notice.waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await notice.textContent()).toMatch(
      /Maria Lopez saved this section (just now|\d+ s ago) — review their version\./,
    );
    expect(await field(dialog, 'Supplier 1').inputValue()).toBe('Technician app');
    await page.screenshot({ path: 'shots/live/editor-notice.png' });
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Review their version' }).click();
    const their = dialog.getByRole('region', { name: 'Their version' });
    await their.getByText('Dispatcher desk', { exact: true }).waitFor();
    expect(await field(dialog, 'Supplier 1').inputValue()).toBe('Technician app');
    await page.screenshot({ path: 'shots/live/editor-their-version.png' });
    await expectAccessible(page);

    // Keep mine: saved over theirs, with what B typed.
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await page.getByText('Changes saved', { exact: true }).first().waitFor();
    const after = (await (await maria.context.request.get(`/api/artifacts/${sipocId}`)).json()) as {
      content: { suppliers: string[] };
    };
    expect(after.content.suppliers[0]).toBe('Technician app');
    // And A's page learned of B's save: its card shows B's supplier.
    await comparisonCard(maria.page, 'To-Be SIPOC')
      .getByText('Technician app')
      .first()
      .waitFor({ timeout: LIVE_WITHIN_MS });
  });

  it('drops A from B’s banner when A leaves the process', async () => {
    await maria.page.goto('/');
    await sam.page.getByTestId('presence-banner').waitFor({ state: 'detached', timeout: LIVE_WITHIN_MS });
    expect(unexpectedErrors([...maria.errors, ...sam.errors])).toEqual([]);
  });
});
