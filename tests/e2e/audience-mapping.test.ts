import AxeBuilder from '@axe-core/playwright';
import type { Division } from '@core/schemas/division';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { assessChange, createProcess, jobRoles } from './support/seed';

/*
 * Issue 9, audience as data: a job role's training audience (its division role titles) is edited on
 * the Job Roles screen; the process page's Training Audiences preset and its headcount-weighted
 * impact strip follow, and the strip follows a matrix change to HIGH. Seeded through the API.
 */

const app = setUpApp();
let divisions: Division[];
let roleId: string;
let processId: string;

const ROLE = 'Service Coordinator';
const LEVEL_2 = 'Service Coordinator Level 2';
const LEVEL_3 = 'Service Coordinator Level 3';
const ADDED = 'Dispatcher';
const OUTPUT = 'Dispatch board snapshot';

/** The test's own count of who holds the titles: employees and divisions with any of them. */
function reach(titles: string[]): string {
  let employees = 0;
  let held = 0;
  for (const d of divisions) {
    const here = titles.reduce((sum, t) => sum + (d.roles[t] ?? 0), 0);
    employees += here;
    if (here > 0) held += 1;
  }
  return `${employees.toLocaleString('en-US')} employees in ${held} divisions`;
}

function strip(page: Page): Locator {
  return page.getByRole('region', { name: 'Change impact', exact: true });
}

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  const request = app.request;
  divisions = (await (await request.get('/api/divisions')).json()) as Division[];
  roleId = (await jobRoles(request)).find((r) => r.name === ROLE)!.id;

  // A process of the role with one matrix row assessed MED.
  processId = await createProcess(request, {
    name: 'Audience Mapping E2E',
    description: 'Seeded for the audience test.',
    jobRoleId: roleId,
  });
  await assessChange(request, processId, {
    processOutput: OUTPUT,
    changeType: 'MODIFIED',
    changeDescription: ['SYSTEMS'],
    impactAssessment: 'MED',
  });
}, 120_000);

describe('training audience as data', () => {
  it('starts from the spec §6 seed: the strip and the tab count the Service Coordinator titles', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}?tab=audiences`);
    await page.getByText(`Preset from job role ${ROLE}: ${LEVEL_2}, ${LEVEL_3}`, { exact: true }).waitFor();
    await strip(page)
      .getByText(`${reach([LEVEL_2, LEVEL_3])}, MED: systems change`, { exact: true })
      .waitFor();
    await strip(page).getByText(`Audience of job role ${ROLE}: ${LEVEL_2}, ${LEVEL_3}`).waitFor();
    const med = strip(page).getByRole('list', { name: 'Impact by level' }).getByRole('listitem');
    expect(await med.count()).toBe(1);
    expect(await med.first().textContent()).toContain('MED');
    expect(await med.first().textContent()).toContain(OUTPUT);
    await strip(page).getByText('1 of 1 output assessed', { exact: true }).waitFor();
    expect(
      await strip(page)
        .getByRole('link', { name: /Readiness dashboard/ })
        .getAttribute('href'),
    ).toBe('/readiness');
    expect(await axeViolations(page, 'section[aria-labelledby="process-impact-heading"]')).toEqual([]);
    expect(app.errors).toEqual([]);
  });

  it('edits the audience on the Job Roles screen: one title removed, another added', async () => {
    const { page } = app;
    // In-app navigation, so the process page's figures loaded above stay in the cache.
    await page
      .getByRole('navigation', { name: 'Navigation', exact: true })
      .getByRole('link', { name: 'Job Roles', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Job Roles', level: 1 }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${ROLE}`) }) });
    await row.getByText(reach([LEVEL_2, LEVEL_3]), { exact: true }).waitFor();

    await row.getByRole('button', { name: `Edit ${ROLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job Role' });
    await dialog.waitFor();
    const chips = dialog.getByRole('list', { name: 'Titles in the training audience' });
    expect((await chips.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
      LEVEL_2,
      LEVEL_3,
    ]);
    await dialog.getByText(reach([LEVEL_2, LEVEL_3]), { exact: true }).waitFor();

    await dialog.getByRole('button', { name: `Remove ${LEVEL_3}` }).click();
    await dialog.getByRole('button', { name: /^Training audience/ }).click();
    await page.getByRole('combobox', { name: 'Search training audience' }).fill('dispatch');
    await page.getByRole('option', { name: new RegExp(`^${ADDED}\\b`) }).click();
    expect(
      await page.getByRole('option', { name: new RegExp(`^${ADDED}\\b`) }).getAttribute('aria-selected'),
    ).toBe('true');
    // Escape clears the search, then closes the list; the dialog stays.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect((await chips.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
      LEVEL_2,
      ADDED,
    ]);
    await dialog.getByText(reach([LEVEL_2, ADDED]), { exact: true }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Job Role Updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(reach([LEVEL_2, ADDED]), { exact: true }).waitFor();
    await row.getByText(`${LEVEL_2}, ${ADDED}`, { exact: true }).waitFor();

    const stored = (await (await app.request.get(`/api/job-roles/${roleId}`)).json()) as {
      divisionRoles: string[];
    };
    expect(stored.divisionRoles).toEqual([LEVEL_2, ADDED]);
    expect(app.errors).toEqual([]);
  });

  it('the process tab preset and the impact strip follow the new mapping', async () => {
    const { page } = app;
    await page.goBack();
    await page.getByText(`Preset from job role ${ROLE}: ${LEVEL_2}, ${ADDED}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Roles 2 roles selected$/ }).waitFor();
    const matrixRoles = await page
      .getByRole('region', { name: 'Role by division matrix' })
      .locator('tbody th')
      .allTextContents();
    expect(matrixRoles.map((t) => t.trim()).sort()).toEqual([ADDED, LEVEL_2].sort());
    await strip(page)
      .getByText(`${reach([LEVEL_2, ADDED])}, MED: systems change`, { exact: true })
      .waitFor();
    await strip(page).getByText(`Audience of job role ${ROLE}: ${LEVEL_2}, ${ADDED}`).waitFor();
    expect(app.errors).toEqual([]);
  });

  it('the strip follows a matrix change to HIGH', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Process Comparison' }).click();
    const matrix = page.getByRole('region', { name: 'Change Impact Assessment Matrix', exact: true });
    const row = matrix
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${OUTPUT}`) }) });
    await row.getByRole('combobox', { name: `Impact for ${OUTPUT}` }).click();
    await page.getByRole('option', { name: 'HIGH', exact: true }).click();
    expect(await row.getAttribute('data-impact')).toBe('HIGH');

    await strip(page)
      .getByText(`${reach([LEVEL_2, ADDED])}, HIGH: systems change`, { exact: true })
      .waitFor();
    const levels = strip(page).getByRole('list', { name: 'Impact by level' }).getByRole('listitem');
    expect(await levels.count()).toBe(1);
    expect(await levels.first().textContent()).toContain('HIGH');
    expect(await axeViolations(page, 'section[aria-labelledby="process-impact-heading"]')).toEqual([]);
    expect(app.errors).toEqual([]);
  });

  it('a role mapped to nothing says so, with the way to the Job Roles screen', async () => {
    const { page } = app;
    const res = await app.request.patch(`/api/job-roles/${roleId}`, { data: { divisionRoles: [] } });
    expect(res.ok()).toBe(true);
    await page.goto('/job-roles');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${ROLE}`) }) });
    await row.getByText('No training audience mapped', { exact: true }).waitFor();

    await page.goto(`/processes/${processId}?tab=audiences`);
    await page.getByText('No preset for this job role: showing all roles', { exact: true }).waitFor();
    await strip(page).getByRole('link', { name: 'Job Roles screen' }).waitFor();
    expect(await strip(page).getByRole('link', { name: 'Job Roles screen' }).getAttribute('href')).toBe(
      '/job-roles',
    );
    expect(app.errors).toEqual([]);
  });
});
