import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { unexpectedErrors } from './support/console-errors';
import { jobRoles } from './support/seed';

const app = setUpApp();

function sidebarRoles(page: Page) {
  return page.getByRole('navigation', { name: 'Job Roles' });
}

describe('job roles: search, create, edit, delete', () => {
  it('creates a role that the sidebar lists, refuses a duplicate name on the name field, edits and deletes it', async () => {
    const { page } = app;
    const name = `Warranty Administrator ${Date.now()}`;
    await page.goto('/job-roles');
    await page.getByRole('heading', { name: 'Job Roles', level: 1 }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New Job Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Job Role' });
    await dialog.getByRole('button', { name: 'Create Job Role' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Handles warranty claims and returns.');
    await dialog.getByRole('button', { name: 'Create Job Role' }).click();
    await page.getByText('Job Role Created', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name }).waitFor();
    await sidebarRoles(page)
      .getByRole('link', { name: new RegExp(name) })
      .waitFor();

    // The same name again: the server's 409 lands on the name field.
    await page.getByRole('button', { name: 'New Job Role' }).click();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create Job Role' }).click();
    await dialog.getByText(/already exists/).waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Search narrows the list to the new role (and the address keeps the term).
    await page.getByLabel('Search job roles').fill('warranty admin');
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
    await page.getByRole('rowheader', { name }).waitFor();
    await page.waitForURL(/\?q=warranty\+admin|\?q=warranty%20admin/);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job Role' });
    await edit.getByLabel('Description').fill('Handles warranty claims, returns and credits.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Job Role Updated', { exact: true }).waitFor();
    await page.getByText('Handles warranty claims, returns and credits.').filter({ visible: true }).waitFor();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this job role?' });
    await confirm.getByRole('button', { name: 'Delete Job Role' }).click();
    await page.getByText('Job Role Deleted', { exact: true }).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(/No job roles match/).waitFor();
    await sidebarRoles(page)
      .getByRole('link', { name: new RegExp(name) })
      .waitFor({ state: 'detached' });
    expect((await jobRoles(app.request)).some((r) => r.name === name)).toBe(false);
    expect(unexpectedErrors(app.errors)).toEqual([]);
  });

  it("shows the server's refusal in the dialog when the role still has processes", async () => {
    const { page } = app;
    const busy = (await jobRoles(app.request)).find((r) => r.processCount > 0);
    expect(busy).toBeDefined();
    await page.goto('/job-roles');
    await page.getByRole('button', { name: `Delete ${busy!.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this job role?' });
    await confirm.getByRole('button', { name: 'Delete Job Role' }).click();
    const refusal = confirm.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/has \d+ process/);
    expect(await confirm.getByRole('button', { name: 'Delete Job Role' }).count()).toBe(0);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Close' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await jobRoles(app.request)).some((r) => r.id === busy!.id)).toBe(true);
  });

  it('edits and deletes a role from its own page', async () => {
    const { page } = app;
    const name = `Returns Clerk ${Date.now()}`;
    const res = await app.request.post(`${app.server.url}/api/job-roles`, {
      data: { name, description: 'Returns' },
    });
    expect(res.status()).toBe(201);
    const role = (await res.json()) as { id: string };
    await page.goto(`/job-roles/${role.id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job Role' });
    await edit.getByLabel('Name').fill(`${name} II`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: `${name} II`, level: 1 }).waitFor();
    await sidebarRoles(page)
      .getByRole('link', { name: new RegExp(`${name} II`) })
      .waitFor();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Job Role' }).click();
    await page.waitForURL(/\/job-roles$/);
    await page.getByText('Job Role Deleted', { exact: true }).waitFor();
    await sidebarRoles(page)
      .getByRole('link', { name: new RegExp(name) })
      .waitFor({ state: 'detached' });
    expect(unexpectedErrors(app.errors)).toEqual([]);
  });
});
