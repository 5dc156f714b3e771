import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Division } from '@core/schemas/division';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';

/** The divisions as the API serves them: the test's own oracle for every figure on the page. */
const app = setUpApp();
let divisions: Division[];

beforeAll(async () => {
  const res = await app.request.get(`${app.server.url}/api/divisions`);
  expect(res.status()).toBe(200);
  divisions = (await res.json()) as Division[];
  expect(divisions).toHaveLength(27);
});

/** The figures the page should show, computed here from the API data. */
function expected(states: string[], roles: string[]) {
  const held = (d: Division) =>
    Object.entries(d.roles).filter(([title, n]) => n > 0 && (roles.length === 0 || roles.includes(title)));
  const selected = divisions.filter(
    (d) => (states.length === 0 || states.includes(d.location)) && held(d).length > 0,
  );
  const pairs = selected.flatMap((d) => held(d).map(([title, n]) => ({ d, title, n })));
  return {
    divisions: selected,
    cards: {
      Divisions: selected.length,
      'Total Employees': selected.reduce((sum, d) => sum + d.employees, 0),
      'Unique Roles': new Set(pairs.map((p) => p.title)).size,
      'Role Instances': pairs.length,
    },
    pairs,
  };
}

async function cardValues(page: Page): Promise<Record<string, number>> {
  const summary = page.getByRole('region', { name: 'Summary' });
  const values: Record<string, number> = {};
  for (const title of ['Divisions', 'Total Employees', 'Unique Roles', 'Role Instances']) {
    const card = summary
      .locator(':scope > div')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const text = (await card.locator('p').first().textContent()) ?? '';
    values[title] = Number(text.replaceAll(',', ''));
  }
  return values;
}

async function matrixColumns(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Role by division matrix' }).getByRole('table');
  const headers = await table.locator('thead th').allTextContents();
  // "ATL Atlanta, 102 emp." -> "ATL"; the first header is Role and the last Total.
  return headers.slice(1, -1).map((h) => h.trim().split(/\s+/)[0]!);
}

async function matrixRoles(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Role by division matrix' }).getByRole('table');
  return (await table.locator('tbody th').allTextContents()).map((t) => t.trim());
}

async function pick(page: Page, dropdown: string, search: string, option: RegExp) {
  await page.getByRole('button', { name: new RegExp(`^${dropdown}`) }).click();
  await page.getByRole('combobox', { name: `Search ${dropdown.toLowerCase()}` }).fill(search);
  await page.getByRole('option', { name: option }).click();
  expect(await page.getByRole('option', { name: option }).getAttribute('aria-selected')).toBe('true');
  await closeDropdown(page);
}

/** Escape clears the search first, then closes the dropdown. */
async function closeDropdown(page: Page) {
  const search = page.getByRole('combobox', { name: /^Search / });
  if (await search.inputValue()) {
    await page.keyboard.press('Escape');
    expect(await search.inputValue()).toBe('');
    expect(await page.getByRole('listbox').isVisible()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('Training Audiences page', () => {
  it('shows the cards, the matrix and the division cards for every division, and is accessible', async () => {
    const { page } = app;
    await page.goto('/training');
    await page.getByRole('heading', { name: 'Training Audiences', level: 1 }).waitFor();
    await page.getByText(/Role by divisions matrix for all locations/).waitFor();
    await page.getByRole('heading', { name: 'Role × Division Matrix' }).waitFor();

    const all = expected([], []);
    expect(await cardValues(page)).toEqual(all.cards);
    expect(await matrixColumns(page)).toEqual(divisions.map((d) => d.code));
    const roles = await matrixRoles(page);
    expect(roles).toHaveLength(all.cards['Unique Roles']);
    // Largest role first.
    const totals = new Map<string, number>();
    for (const p of all.pairs) totals.set(p.title, (totals.get(p.title) ?? 0) + p.n);
    expect(roles[0]).toBe([...totals.entries()].sort((a, b) => b[1] - a[1])[0]![0]);

    // Column header: code and employee count.
    const atl = divisions.find((d) => d.code === 'ATL')!;
    await page.getByRole('columnheader', { name: new RegExp(`ATL.*${atl.employees} emp\\.`) }).waitFor();

    await page.getByRole('heading', { name: 'Division Details' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: / - / }).count()).toBe(27);
    await page.getByText('Division and headcount data provided by HR Workforce Planning.').waitFor();
    expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(0);
    for (const text of ['All States', 'All Roles', 'All Divisions']) {
      await page.getByRole('button', { name: new RegExp(text) }).waitFor();
    }
    await expectAccessible(page);

    // The open dropdown (search box and listbox) is accessible too; axe looks at it alone, as the
    // rest of the page was checked just above.
    await page.getByRole('button', { name: /^Roles/ }).click();
    await page.getByRole('listbox', { name: 'Roles' }).waitFor();
    const popup = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(popup.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`)).toEqual([]);
    await closeDropdown(page);
    expect(app.errors).toEqual([]);
  }, 120_000); // axe over the full 31 x 27 matrix and 27 cards takes a while on a busy machine

  it('filters by a state and a role: the cards, the matrix and the address follow; a reload keeps them', async () => {
    const { page } = app;
    await page.goto('/training');
    await page.getByRole('heading', { name: 'Role × Division Matrix' }).waitFor();

    await pick(page, 'States', 'flor', /^Florida/);
    await page.getByRole('button', { name: /^States Florida$/ }).waitFor();
    const florida = expected(['Florida'], []);
    await expect.poll(() => cardValues(page)).toEqual(florida.cards);
    expect(await matrixColumns(page)).toEqual(florida.divisions.map((d) => d.code));

    // Keyboard: the first match is active, Enter ticks it.
    await page.getByRole('button', { name: /^Roles/ }).click();
    await page.getByRole('combobox', { name: 'Search roles' }).fill('sprinkler fitter');
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('option', { name: /^Sprinkler Fitter \d/ }).getAttribute('aria-selected'),
    ).toBe('true');
    await closeDropdown(page);
    await page.getByRole('button', { name: /^Roles Sprinkler Fitter$/ }).waitFor();

    const both = expected(['Florida'], ['Sprinkler Fitter']);
    expect(both.cards['Unique Roles']).toBe(1);
    await expect.poll(() => cardValues(page)).toEqual(both.cards);
    expect(await matrixColumns(page)).toEqual(both.divisions.map((d) => d.code));
    expect(await matrixRoles(page)).toEqual(['Sprinkler Fitter']);
    const row = page.getByRole('row', { name: /^Sprinkler Fitter/ });
    const rowTotal = both.pairs.reduce((sum, p) => sum + p.n, 0);
    expect((await row.getByRole('cell').last().textContent())?.trim()).toBe(String(rowTotal));
    for (const p of both.pairs) {
      const i = both.divisions.indexOf(p.d);
      expect((await row.getByRole('cell').nth(i).textContent())?.trim()).toBe(String(p.n));
    }
    expect(await page.getByRole('heading', { level: 3, name: / - / }).count()).toBe(both.divisions.length);

    expect(new URL(page.url()).search).toBe('?states=Florida&roles=Sprinkler%20Fitter');
    await page.reload();
    await page.getByRole('button', { name: /^Roles Sprinkler Fitter$/ }).waitFor();
    await page.getByRole('button', { name: /^States Florida$/ }).waitFor();
    await expect.poll(() => cardValues(page)).toEqual(both.cards);

    // Removing the role chip widens the view back to every role in Florida.
    await page.getByRole('button', { name: 'Remove Sprinkler Fitter' }).click();
    await expect.poll(() => cardValues(page)).toEqual(florida.cards);
    expect(new URL(page.url()).search).toBe('?states=Florida');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect.poll(() => cardValues(page)).toEqual(expected([], []).cards);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(0);
    expect(app.errors).toEqual([]);
  });

  it('exports the filtered division-role pairs as a quoted CSV file', async () => {
    const { page } = app;
    await page.goto('/training?states=Georgia&roles=Sprinkler%20Fitter,Dispatcher');
    await page.getByRole('button', { name: /^Roles 2 roles selected$/ }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^role-division-matrix-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"Division","Location","Employees","Specialization","Role","Count"');

    const { pairs } = expected(['Georgia'], ['Sprinkler Fitter', 'Dispatcher']);
    expect(lines).toHaveLength(1 + pairs.length);
    const atl = divisions.find((d) => d.code === 'ATL')!;
    const quoted = (cells: (string | number)[]) => cells.map((c) => `"${c}"`).join(',');
    expect(lines).toContain(
      quoted([
        atl.name,
        'Georgia',
        atl.employees,
        atl.specialization,
        'Sprinkler Fitter',
        atl.roles['Sprinkler Fitter']!,
      ]),
    );
    expect(lines.filter((l) => l.includes('"Sprinkler Inspector"'))).toEqual([]);
    await page.getByText('CSV Exported', { exact: true }).waitFor();
    expect(app.errors).toEqual([]);
  });
});

describe('process tab Training Audiences', () => {
  it('presets the role filter from the job role (Service Coordinator) and lets the user change it', async () => {
    const { page, context } = app;
    const roles = (await (await context.request.get(`${app.server.url}/api/job-roles`)).json()) as {
      id: string;
      name: string;
    }[];
    const coordinator = roles.find((r) => r.name === 'Service Coordinator')!;
    expect(coordinator).toBeDefined();
    const processes = (await (
      await context.request.get(`${app.server.url}/api/processes?jobRoleId=${coordinator.id}`)
    ).json()) as { id: string }[];
    expect(processes.length).toBeGreaterThan(0);

    await page.goto(`/processes/${processes[0]!.id}?tab=audiences`);
    await page
      .getByText(
        'Preset from job role Service Coordinator: Service Coordinator Level 2, Service Coordinator Level 3',
        { exact: true },
      )
      .waitFor();
    await page.getByRole('button', { name: /^Roles 2 roles selected$/ }).waitFor();
    expect(await matrixRoles(page)).toEqual(['Service Coordinator Level 2', 'Service Coordinator Level 3']);
    const preset = expected([], ['Service Coordinator Level 2', 'Service Coordinator Level 3']);
    expect(await matrixColumns(page)).toEqual(preset.divisions.map((d) => d.code));
    // The compact view: no export, no summary cards.
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Summary' }).count()).toBe(0);
    await expectAccessible(page);

    // The user may narrow the preset; the address does not keep it.
    await page.getByRole('button', { name: 'Remove Service Coordinator Level 3' }).click();
    await expect.poll(() => matrixRoles(page)).toEqual(['Service Coordinator Level 2']);
    expect(new URL(page.url()).search).toBe('?tab=audiences');
    await page.getByRole('button', { name: 'Back to preset' }).click();
    await expect.poll(() => matrixRoles(page)).toHaveLength(2);
    expect(app.errors).toEqual([]);
  });
});
