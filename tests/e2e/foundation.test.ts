import { describe, expect, it } from 'vitest';
import { setUpPage, setUpServer } from './support/app';
import { expectAccessible } from './support/browser';
import { E2E_ACCESS_CODE } from './support/server';

const app = setUpServer();

describe('access gate', () => {
  const w = setUpPage(app, { signIn: false });

  it('shows only the gate whatever the path, then signs in with a right code after a wrong one', async () => {
    const { page } = w;
    await page.goto('/job-roles');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Secure Access Required' }).isVisible())
      .toBe(true);
    expect(await page.getByText('Process Map Repository').first().isVisible()).toBe(true);
    expect(await page.getByText('OCM: Business Process Change Tracker').isVisible()).toBe(true);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await expectAccessible(page);

    const field = page.getByLabel('Access Code');
    expect(await field.getAttribute('type')).toBe('password');
    const submit = page.getByRole('button', { name: /Access Portal/ });
    expect(await submit.isDisabled()).toBe(true);

    await field.fill('not-the-code');
    // The name is asked beside the code: without one the portal stays closed.
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Your Name').fill('Maria Lopez');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('button', { name: 'Validating...' }).waitFor();
    await page.getByText('Invalid access code. Please check your code and try again.').waitFor();
    expect(page.url()).toContain('/job-roles');

    await field.fill(E2E_ACCESS_CODE.toLowerCase());
    await page.getByRole('button', { name: /Access Portal/ }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(w.errors).toEqual([]);
  });

  it('stays signed in on reload and locks again on Sign Out', async () => {
    const { page } = w;
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Secure Access Required' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Secure Access Required' }).waitFor();
    const api = await page.request.get('/api/processes');
    expect(api.status()).toBe(401);
  });
});

describe('dashboard, new process, search and job role', () => {
  const w = setUpPage(app);

  it('shows the summary cards and recent processes from the demo data, and is accessible', async () => {
    const { page } = w;
    await page.goto('/');
    for (const title of ['Total Processes', 'Published', 'In Draft', 'Job Roles']) {
      await page.getByText(title, { exact: true }).first().waitFor();
    }
    await page.getByText(/Across \d+ job roles/).waitFor();
    await page.getByRole('heading', { name: 'Recent Processes' }).waitFor();
    expect(await page.locator('a[href^="/processes/"]').count()).toBeGreaterThan(5);
    await expectAccessible(page);
  });

  it('refuses an incomplete new process with the Validation Error toast and keeps the dialog open', async () => {
    const { page } = w;
    await page.goto('/');
    await page.getByRole('button', { name: 'New Process' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Process Name/).fill('   ');
    await dialog.getByRole('button', { name: 'Create Process' }).click();
    await page.getByText('Validation Error', { exact: true }).waitFor();
    await page.getByText('Please fill in all required fields.', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('creates a process, finds it by search, and opens its job role', async () => {
    const { page } = w;
    const name = `Warranty Claim Handling ${Date.now()}`;
    await page.goto('/');
    await page.getByRole('button', { name: 'New Process' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Process Name/).fill(name);
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Renewal Coordinator' }).click();
    await dialog.getByLabel(/Description/).fill('Handling warranty claims against the new ERP.');
    await dialog.getByRole('button', { name: 'Create Process' }).click();
    await page.getByText('Process Created', { exact: true }).waitFor();
    await page.getByText(`"${name}" has been created successfully.`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByPlaceholder('Search processes, roles...').fill('warranty claim');
    await page.getByRole('heading', { name: /Search Results/ }).waitFor();
    const card = page.getByRole('link', { name: new RegExp(name) });
    await card.waitFor();
    expect(await card.textContent()).toContain('Draft');
    expect(await card.textContent()).toContain('v1.0');
    expect(await card.textContent()).toContain('Renewal Coordinator');

    await page.reload();
    await page.getByRole('link', { name: new RegExp(name) }).waitFor();

    await page
      .getByRole('navigation')
      .getByRole('link', { name: /Renewal Coordinator/ })
      .click();
    await page.waitForURL(/\/job-roles\/[0-9a-f-]+$/);
    await page.getByRole('heading', { name: 'Renewal Coordinator', level: 1 }).waitFor();
    await page.getByRole('link', { name: new RegExp(name) }).waitFor();
    await expectAccessible(page);

    await page.goto('/?q=zzzz-no-such-process');
    await page.getByText('No processes found matching your search.').waitFor();
    expect(w.errors).toEqual([]);
  });

  it('shows the 404 page, Job role not found and Process not found', async () => {
    const { page } = w;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.goto('/job-roles/00000000-0000-4000-8000-000000000000');
    await page.getByText('Job role not found.').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto('/processes/00000000-0000-4000-8000-000000000000');
    await page.getByText('Process not found.').waitFor();
  });
});
