import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import type { ArtifactJson } from './support/seed';

type ProcessJson = { id: string; name: string; jobRoleId: string | null; version: string; status: string };
type RoleJson = { id: string; name: string };

/** A demo process with its full artifact set, and its role. */
const app = setUpApp();
let demo: ProcessJson;
let demoRole: RoleJson;
let demoArtifacts: ArtifactJson[];

const tabNames = async () => app.page.getByRole('tab').allTextContents();
const selectedTab = async () => app.page.getByRole('tab', { selected: true }).textContent();

beforeAll(async () => {
  const processes = await app.api<ProcessJson[]>('GET', '/api/processes');
  for (const p of processes) {
    const artifacts = await app.api<ArtifactJson[]>('GET', `/api/artifacts?processId=${p.id}`);
    if (artifacts.length === 14 && p.jobRoleId) {
      demo = p;
      demoArtifacts = artifacts;
      break;
    }
  }
  expect(demo, 'a demo process with 14 artifacts').toBeDefined();
  demoRole = await app.api<RoleJson>('GET', `/api/job-roles/${demo.jobRoleId}`);
});

describe('process detail', () => {
  it('shows the header, the breadcrumb and the tabs, Process Comparison first and selected', async () => {
    const { page } = app;
    await page.goto(`/processes/${demo.id}`);
    await page.getByRole('heading', { level: 1, name: demo.name }).waitFor();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(await crumbs.getByRole('link', { name: demoRole.name }).getAttribute('href')).toBe(
      `/job-roles/${demoRole.id}`,
    );
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(demo.name);

    const header = page.locator('header').first();
    await header.getByText(/^Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await header.getByText(`Version ${demo.version}`, { exact: true }).waitFor();
    await header.getByText(demo.status === 'published' ? 'Published' : /Draft|In Review/).waitFor();
    await page.getByRole('button', { name: 'View History' }).waitFor();
    await page.getByRole('button', { name: 'Edit Process' }).waitFor();

    const names = await tabNames();
    expect(names[0]).toBe('Process Comparison');
    expect(names.slice(-2)).toEqual(['Change Log', 'Artifacts Library']);
    expect(names[2]).toBe('Training Materials');
    expect(await selectedTab()).toBe('Process Comparison');
    await page.getByRole('tabpanel').waitFor();
    await expectAccessible(page);
  });

  it('opens the same page under the job role route', async () => {
    const { page } = app;
    await page.goto(`/job-roles/${demoRole.id}/processes/${demo.id}`);
    await page.getByRole('heading', { level: 1, name: demo.name }).waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: demoRole.name })
      .waitFor();
  });

  it('keeps the chosen tab in the URL (replacing, not pushing) so a reload opens it again', async () => {
    const { page } = app;
    await page.goto(`/processes/${demo.id}?tab=artifacts`);
    expect(await selectedTab()).toBe('Artifacts Library');
    await page.reload();
    await page.getByRole('heading', { name: 'Artifacts Library' }).waitFor();
    expect(await selectedTab()).toBe('Artifacts Library');

    const depth = await page.evaluate(() => window.history.length);
    await page.getByRole('tab', { name: 'Change Log' }).click();
    await page.waitForURL(/\?tab=changelog$/);
    await page.getByRole('tab', { name: 'Process Comparison' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await page.evaluate(() => window.history.length)).toBe(depth);

    await page.goto(`/processes/${demo.id}?tab=nonsense`);
    await page.getByRole('heading', { level: 1, name: demo.name }).waitFor();
    expect(await selectedTab()).toBe('Process Comparison');
    await page.goto(`/processes/${demo.id}?tab=materials`);
    await page.getByRole('heading', { name: 'Integrated Training Curriculum' }).waitFor();
    expect(await selectedTab()).toBe('Training Materials');
  });

  it('lists the 14 demo artifacts as cards with state, type and a View button', async () => {
    const { page } = app;
    await page.goto(`/processes/${demo.id}?tab=artifacts`);
    const panel = page.getByRole('tabpanel', { name: 'Artifacts Library' });
    await panel.getByRole('heading', { name: 'Artifacts Library' }).waitFor();
    expect(await panel.locator('article').count()).toBe(14);
    expect(await panel.getByRole('button', { name: /^View / }).count()).toBe(14);
    await panel.getByText('14 artifacts · 7 As-Is · 7 To-Be').waitFor();

    const jd = demoArtifacts.find((a) => a.type === 'job_description' && a.state === 'as_is')!;
    const card = panel.locator('article', { has: page.getByRole('heading', { name: jd.name, exact: true }) });
    expect(await card.getByText('As-Is', { exact: true }).count()).toBe(1);
    expect(await card.getByText('job description', { exact: true }).count()).toBe(1);
    await expectAccessible(page);
  });

  it('shows an artifact without a file in the content dialog, by type', async () => {
    const { page } = app;
    const noFile = demoArtifacts.filter((a) => !a.fileUrl);
    expect(noFile.length).toBeGreaterThan(0);
    await page.goto(`/processes/${demo.id}?tab=artifacts`);

    const jd = noFile.find((a) => a.type === 'job_description')!;
    await page.getByRole('button', { name: `View ${jd.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: jd.name });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Ongoing Activities' }).waitFor();
    await dialog.getByRole('heading', { name: 'Process Steps' }).waitFor();
    expect(await dialog.locator('ol > li').count()).toBeGreaterThan(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const sipoc = noFile.find((a) => a.type === 'sipoc')!;
    await page.getByRole('button', { name: `View ${sipoc.name}`, exact: true }).click();
    const sipocDialog = page.getByRole('dialog', { name: sipoc.name });
    for (const column of ['Suppliers', 'Inputs', 'Process', 'Outputs', 'Customers']) {
      await sipocDialog.getByRole('heading', { name: column, exact: true }).waitFor();
    }
    await sipocDialog.getByRole('button', { name: 'Close' }).click();
    await sipocDialog.waitFor({ state: 'hidden' });

    const systems = noFile.find((a) => a.type === 'systems')!;
    await page.getByRole('button', { name: `View ${systems.name}`, exact: true }).click();
    const systemsDialog = page.getByRole('dialog', { name: systems.name });
    await systemsDialog.getByText('Key functions').first().waitFor();
    await page.keyboard.press('Escape');
  });

  it('opens a stored file (fileUrl under /objects/) in a new tab', async () => {
    const { page } = app;
    const map = demoArtifacts.find((a) => a.fileUrl?.startsWith('/objects/'))!;
    await page.goto(`/processes/${demo.id}?tab=artifacts`);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: `View ${map.name} (opens in a new tab)`, exact: true }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(map.fileUrl);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await popup.close();
  });

  it('shows the empty change log of an untouched demo process', async () => {
    const { page } = app;
    await page.goto(`/processes/${demo.id}?tab=changelog`);
    await page.getByText('Change history will appear here.', { exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('shows Training Audiences as the second tab', async () => {
    const { page } = app;
    await page.goto(`/processes/${demo.id}`);
    await page.getByRole('tab').first().waitFor();
    expect((await tabNames())[1]).toBe('Training Audiences');
    await page.getByRole('tab', { name: 'Training Audiences' }).click();
    await page.waitForURL(/\?tab=audiences$/);
    await page.getByRole('tabpanel', { name: 'Training Audiences' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });

  it('edits a process: publishes it with a new version, and the Change Log shows before → after', async () => {
    const { page } = app;
    const created = await app.api<ProcessJson>('POST', '/api/processes', {
      name: `Warranty Returns ${Date.now()}`,
      description: 'Returning faulty devices to the manufacturer.',
      jobRoleId: demoRole.id,
    });
    await page.goto(`/processes/${created.id}`);
    const header = page.locator('header').first();
    await header.getByText('Version 1.0', { exact: true }).waitFor();
    await header.getByText('Draft', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Process' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/Process Name/).inputValue()).toBe(created.name);
    await expectAccessible(page);

    // Inline validation: a blank name is refused next to the field.
    await dialog.getByLabel(/Process Name/).fill('   ');
    await dialog.getByLabel(/Version/).fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Process name is required').waitFor();
    await dialog.getByText('Version is required').waitFor();
    expect(await dialog.getByLabel(/Process Name/).getAttribute('aria-invalid')).toBe('true');
    const describedBy = await dialog.getByLabel(/Process Name/).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Process name is required');

    await dialog.getByLabel(/Process Name/).fill(created.name);
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    // Published comes from sign-off (Request Review): the form offers it disabled.
    expect(
      await page.getByRole('option', { name: 'Published (by sign-off)' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.getByRole('option', { name: 'In Review' }).click();
    await dialog.getByLabel(/Version/).fill('1.1');
    await dialog.getByText(/never changes the version/).waitFor();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await page.getByText('Process Updated', { exact: true }).waitFor();
    await page.getByText(`"${created.name}" has been saved.`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await header.getByText('Version 1.1', { exact: true }).waitFor();
    await header.getByText('In Review', { exact: true }).waitFor();

    const saved = await app.api<ProcessJson>('GET', `/api/processes/${created.id}`);
    expect(saved).toMatchObject({ status: 'in_review', version: '1.1', name: created.name });

    await page.getByRole('button', { name: 'View History' }).click();
    await page.waitForURL(/\?tab=changelog$/);
    expect(await selectedTab()).toBe('Change Log');
    const panel = page.getByRole('tabpanel', { name: 'Change Log' });
    const edit = panel.getByRole('listitem').filter({ hasText: `Updated process "${created.name}"` });
    await edit.waitFor();
    await edit.getByText('Updated', { exact: true }).waitFor();
    await edit.locator('del', { hasText: 'Draft' }).waitFor();
    await edit.locator('ins', { hasText: 'In Review' }).waitFor();
    await edit.locator('del', { hasText: '1.0' }).waitFor();
    await edit.locator('ins', { hasText: '1.1' }).waitFor();
    expect(await edit.getByText('Name', { exact: true }).count()).toBe(0);
    await panel.getByText(`Created process "${created.name}"`).waitFor();
    // Newest first: the edit is listed above the creation.
    const summaries = await panel.locator('article p.font-medium').allTextContents();
    expect(summaries[0]).toContain('Updated process');
    await expectAccessible(page);
    expect(app.errors).toEqual([]);
  });

  it('keeps what was typed and shows the server message when a save fails', async () => {
    const { page } = app;
    const created = await app.api<ProcessJson>('POST', '/api/processes', {
      name: `Stock Transfers ${Date.now()}`,
      description: 'Moving stock between warehouses.',
      jobRoleId: demoRole.id,
    });
    await page.route(`**/api/processes/${created.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Someone else saved this process first.' }),
          })
        : route.continue(),
    );
    await page.goto(`/processes/${created.id}`);
    await page.getByRole('button', { name: 'Edit Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Process' });
    await dialog.getByLabel(/Version/).fill('3.0');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Someone else saved this process first.', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/Version/).inputValue()).toBe('3.0');
    await page.unroute(`**/api/processes/${created.id}`);
    app.errors.length = 0; // the refused PATCH is logged by the browser on purpose
  });

  it('says Process not found. for an unknown process, with a way back to the dashboard', async () => {
    const { page } = app;
    await page.goto('/processes/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Process not found.' }).waitFor();
    const back = page.getByRole('link', { name: 'Back to Dashboard' });
    expect(await back.getAttribute('href')).toBe('/');
    await expectAccessible(page);
    await back.click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
