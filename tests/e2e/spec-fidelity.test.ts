import type { Division } from '@core/schemas/division';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { createJobRole, createProcess } from './support/seed';

/*
 * Issue 27, on a server started with DEMO_DATA=off: what the product carries without the demo
 * (the 27 divisions), the Training Audiences empty states, the dashboard's search without results
 * and the sidebar on a process page.
 */

const app = setUpApp({ DEMO_DATA: 'off' });

const summaryValue = async (page: Page, title: string) => {
  const card = page
    .getByRole('region', { name: 'Summary' })
    .locator(':scope > div')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return Number(((await card.locator('p').first().textContent()) ?? '').replaceAll(',', ''));
};

describe('Training Audiences without the demo data', () => {
  it('shows the product’s 27 divisions, and no Clear All Filters while no filter is set', async () => {
    const { page } = app;
    const divisions = await app.api<Division[]>('GET', '/api/divisions');
    expect(divisions).toHaveLength(27);
    expect(await app.api<unknown[]>('GET', '/api/job-roles')).toEqual([]);

    await page.goto('/training');
    await page.getByRole('region', { name: 'Role by division matrix' }).waitFor();
    expect(await summaryValue(page, 'Divisions')).toBe(27);
    expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(0);
    expect(app.errors).toEqual([]);
  });

  it('offers Clear All Filters when filters match no division', async () => {
    const { page } = app;
    const divisions = await app.api<Division[]>('GET', '/api/divisions');
    const elsewhere = divisions.find((d) => d.location !== 'Georgia')!;
    await page.goto(`/training?states=Georgia&divisions=${elsewhere.code}`);
    await page.getByText('No divisions match these filters.', { exact: true }).waitFor();
    // One in the Filters card, one in the empty matrix.
    expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Clear All Filters' }).last().click();
    await page.getByRole('region', { name: 'Role by division matrix' }).waitFor();
    expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(0);
  });

  it('says there are no divisions yet, with the way to import them, when the list is empty', async () => {
    const { page } = app;
    // A repository whose divisions are gone: the page's answer, stubbed for this one test.
    await page.route('**/api/divisions', (route) => route.fulfill({ json: [] }));
    try {
      await page.goto('/training');
      await page.getByText('No divisions yet.', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(0);
      expect(await page.getByText('No divisions match these filters.').count()).toBe(0);
      const importLink = page.getByRole('link', { name: 'Bulk Import' }).last();
      expect(await importLink.getAttribute('href')).toBe('/bulk-import');
      await expectAccessible(page);
    } finally {
      await page.unroute('**/api/divisions');
    }
  });
});

describe('a search without results', () => {
  it('offers both Clear search and Create Your First Process', async () => {
    const { page } = app;
    await page.goto('/dashboard?q=nothing-matches-this');
    const results = page.getByRole('region', { name: 'Search Results' });
    await results.getByText('No processes found matching your search.', { exact: true }).waitFor();
    await results.getByRole('button', { name: 'Clear search' }).waitFor();
    await results.getByRole('button', { name: 'Create Your First Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Process' });
    await dialog.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await results.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('No processes created yet.', { exact: true }).waitFor();
    expect(page.url()).not.toContain('q=');
    expect(app.errors).toEqual([]);
  });
});

describe('the sidebar on a process page', () => {
  let roleId: string;
  let processId: string;
  const MISSING = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    roleId = await createJobRole(app.request, { name: 'Audit Deficiency Coordinator' });
    await createJobRole(app.request, { name: 'Audit Other Role' });
    processId = await createProcess(app.request, {
      name: 'Audit deficiency quoting',
      description: 'Deficiencies to approved repair work.',
      jobRoleId: roleId,
    });
  });

  const current = (page: Page) =>
    page
      .locator('aside a[aria-current="page"]')
      .evaluateAll((links) => links.map((l) => l.textContent?.trim()));

  it('highlights the process’s job role, not Dashboard', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    await page.getByRole('heading', { name: 'Audit deficiency quoting', level: 1 }).waitFor();
    await page.locator(`aside a[href="/job-roles/${roleId}"][aria-current="page"]`).waitFor();
    expect(await current(page)).toEqual([expect.stringMatching(/^Audit Deficiency Coordinator/)]);
  });

  it('highlights nothing on "Process not found", and the role its address names', async () => {
    const { page } = app;
    await page.goto(`/processes/${MISSING}`);
    await page.getByText('Process not found.', { exact: true }).waitFor();
    expect(await current(page)).toEqual([]);

    await page.goto(`/job-roles/${roleId}/processes/${MISSING}`);
    await page.getByText('Process not found.', { exact: true }).waitFor();
    expect(await current(page)).toEqual([expect.stringMatching(/^Audit Deficiency Coordinator/)]);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await current(page)).toEqual(['Dashboard']);
    // The missing process's 404s, which the browser logs, and nothing else; the next test starts clean.
    expect(app.errors.every((e) => e.includes('status of 404 (Not Found)'))).toBe(true);
    app.errors.length = 0;
  });
});

describe('renaming a job role whose audience was never set by hand', () => {
  it('moves the audience to the new name’s preset as the name is typed, and saves it', async () => {
    const { page } = app;
    const id = await createJobRole(app.request, { name: 'Audit Empty Role' });
    await page.goto('/job-roles');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Audit Empty Role/ }) });
    await row.getByRole('button', { name: 'Edit Audit Empty Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job Role' });
    await dialog.waitFor();
    const chips = dialog.getByRole('list', { name: 'Titles in the training audience' });
    expect(await chips.count()).toBe(0);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Audit Renewal Coordinator');
    await chips.getByRole('listitem').filter({ hasText: 'Renewal Coordinator' }).waitFor();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = await app.api<{ name: string; divisionRoles: string[] }>('GET', `/api/job-roles/${id}`);
    expect(saved).toMatchObject({
      name: 'Audit Renewal Coordinator',
      divisionRoles: ['Renewal Coordinator'],
    });
    expect(app.errors).toEqual([]);
  });
});
