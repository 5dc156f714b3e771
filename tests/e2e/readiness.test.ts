import fs from 'node:fs/promises';
import type { ChangeImpact } from '@core/schemas/change-impact';
import type { JobRoleListItem } from '@core/schemas/job-role';
import type { Process } from '@core/schemas/process';
import type { ProcessReadinessRow, Readiness } from '@core/schemas/readiness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';

const app = setUpApp();

/** The dashboard as the API serves it: the test's oracle for the figures on the page. */
function readiness(search = ''): Promise<Readiness> {
  return app.api<Readiness>('GET', `/api/readiness?limit=200${search ? `&${search}` : ''}`);
}

const fmt = (n: number) => n.toLocaleString('en-US');
const IMPACT_TEXT = { HIGH: 'HIGH', MED: 'MED', LOW: 'LOW' } as const;

function outputsText(o: ProcessReadinessRow['outputs']): string {
  return `${o.assessed} of ${o.total} outputs assessed: ${o.high} high, ${o.med} medium, ${o.low} low`;
}

function processesRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Process figures', exact: true });
}

function processRow(page: Page, id: string): Locator {
  return processesRegion(page).locator(`tr[data-process-id="${id}"]`);
}

function heatRow(page: Page, jobRoleId: string): Locator {
  return page.getByRole('region', { name: /^Heat map/ }).locator(`tbody tr[data-job-role-id="${jobRoleId}"]`);
}

async function summaryValue(page: Page, title: string): Promise<string> {
  const card = page
    .getByRole('region', { name: 'Summary' })
    .locator(':scope > div')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return ((await card.locator('p').first().textContent()) ?? '').trim();
}

async function heatColumns(page: Page): Promise<string[]> {
  const headers = await page
    .getByRole('region', { name: /^Heat map/ })
    .locator('thead th')
    .allTextContents();
  // "ATL Atlanta, 102 emp." -> "ATL"; the first header is Job role and the last Total.
  return headers.slice(1, -1).map((h) => h.trim().split(/\s+/)[0]!);
}

/** Checks a process row against the API's figures for it. */
async function expectProcessFigures(page: Page, row: ProcessReadinessRow) {
  const tr = processRow(page, row.processId);
  await expect
    .poll(() => tr.locator('[data-impact]').getAttribute('data-impact'))
    .toBe(row.highestImpact ?? 'none');
  if (row.highestImpact) await tr.getByText(IMPACT_TEXT[row.highestImpact], { exact: true }).waitFor();
  await tr.getByText(outputsText(row.outputs), { exact: true }).waitFor();
  const c = row.coverage;
  await tr
    .getByRole('img', {
      name: `Pain-point coverage: ${c.resolved} of ${c.total} pain points resolved (${Math.round((c.resolved / c.total) * 100)}%): Resolved ${c.resolved}, Partially Resolved ${c.partiallyResolved}, Added to Parking Lot ${c.parkingLot}, Not Addressed ${c.notAddressed}, Not Set ${c.notSet}`,
    })
    .waitFor();
  await tr.getByText(fmt(row.peopleAffected), { exact: true }).waitFor();
  for (const [tier, n] of [
    ['1', row.tierDocuments.tier_1],
    ['2', row.tierDocuments.tier_2],
    ['3', row.tierDocuments.tier_3],
  ] as const) {
    const needed = row.tiersNeeded[`tier_${tier}`];
    const text =
      n > 0
        ? `Tier ${tier}: ${n === 1 ? '1 document' : `${n} documents`}`
        : `Tier ${tier}: no documents, ${needed ? 'needed' : 'not needed'}`;
    await tr.getByText(text, { exact: true }).waitFor();
  }
}

async function pick(page: Page, dropdown: string, search: string, option: RegExp) {
  await page.getByRole('button', { name: new RegExp(`^${dropdown}`) }).click();
  await page.getByRole('combobox', { name: `Search ${dropdown.toLowerCase()}` }).fill(search);
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('Change Readiness dashboard', () => {
  it('opens from the sidebar; a process row and its heat-map row follow a change of impact', async () => {
    const { page } = app;
    // A role with one process, every impact of it lowered to MED, so raising one to HIGH shows.
    const roles = await app.api<JobRoleListItem[]>('GET', '/api/job-roles');
    const role = roles.find((r) => r.name === 'Renewal Coordinator')!;
    expect(role.divisionRoles.length).toBeGreaterThan(0);
    const [process] = await app.api<Process[]>('GET', `/api/processes?jobRoleId=${role.id}`);
    expect(process).toBeDefined();
    const impacts = await app.api<ChangeImpact[]>('GET', `/api/change-impact-assessments/${process!.id}`);
    const assessed = impacts.filter((i) => i.impactAssessment);
    expect(assessed.length).toBeGreaterThan(0);
    for (const row of assessed) {
      await app.api('POST', '/api/change-impact-assessments', {
        processId: process!.id,
        processOutput: row.processOutput,
        changeType: row.changeType,
        changeDescription: row.changeDescription,
        impactAssessment: 'MED',
      });
    }

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: 'Change Readiness' })
      .click();
    await page.getByRole('heading', { name: 'Change Readiness', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/readiness');
    expect(
      await page
        .getByRole('navigation', { name: 'Navigation' })
        .getByRole('link', { name: 'Change Readiness' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await processRow(page, process!.id).waitFor();

    const before = await readiness();
    const row = before.processes.items.find((p) => p.processId === process!.id)!;
    expect(row.highestImpact).toBe('MED');
    expect(row.outputs.high).toBe(0);
    await expectProcessFigures(page, row);
    await processRow(page, process!.id).getByRole('link', { name: process!.name }).waitFor();

    // The heat map: the role's row is blue (MED), and a cell shows the role's headcount there.
    const heat = before.heatMap.rows.find((r) => r.jobRoleId === role.id)!;
    expect(heat.impact).toBe('MED');
    const column = heat.cells.findIndex((n) => n > 0);
    const cellCount = heat.cells[column]!;
    const tr = heatRow(page, role.id);
    expect(await tr.getAttribute('data-impact')).toBe('MED');
    await tr.getByRole('rowheader').getByText('MED', { exact: true }).waitFor();
    expect((await tr.getByRole('cell').nth(column).textContent())?.trim()).toBe(fmt(cellCount));
    expect((await tr.getByRole('cell').last().textContent())?.trim()).toBe(fmt(heat.total));
    expect(await heatColumns(page)).toEqual(before.heatMap.divisions.map((d) => d.code));

    // Raise one output to HIGH through the API, as a colleague on the process page would.
    const target = assessed[0]!;
    await app.api('POST', '/api/change-impact-assessments', {
      processId: process!.id,
      processOutput: target.processOutput,
      changeType: target.changeType,
      changeDescription: target.changeDescription,
      impactAssessment: 'HIGH',
    });
    await page.reload();
    await processRow(page, process!.id).waitFor();

    const after = await readiness();
    const raised = after.processes.items.find((p) => p.processId === process!.id)!;
    expect(raised.highestImpact).toBe('HIGH');
    expect(raised.outputs.high).toBe(1);
    expect(raised.outputs.med).toBe(row.outputs.med - 1);
    await expectProcessFigures(page, raised);
    await expect.poll(() => heatRow(page, role.id).getAttribute('data-impact')).toBe('HIGH');
    await heatRow(page, role.id).getByRole('rowheader').getByText('HIGH', { exact: true }).waitFor();
    expect((await heatRow(page, role.id).getByRole('cell').nth(column).textContent())?.trim()).toBe(
      fmt(cellCount),
    );
    // The job-role table follows too.
    const roleRow = page
      .getByRole('region', { name: 'Job role figures', exact: true })
      .locator(`tr[data-job-role-id="${role.id}"]`);
    expect(await roleRow.locator('[data-impact]').getAttribute('data-impact')).toBe('HIGH');
    await roleRow.getByText(role.divisionRoles.join(', '), { exact: true }).waitFor();
    expect(app.errors).toEqual([]);
  });

  it('filters and sorts through the address; the figures follow; a filter matching nothing says so', async () => {
    const { page } = app;
    await page.goto('/readiness');
    await processesRegion(page).waitFor();
    const all = await readiness();
    expect(await summaryValue(page, 'People Affected')).toBe(fmt(all.totals.peopleAffected));
    expect(await summaryValue(page, 'Processes in Scope')).toBe(fmt(all.totals.processes));

    await pick(page, 'States', 'flor', /^Florida/);
    await page.getByRole('button', { name: /^States Florida$/ }).waitFor();
    expect(new URL(page.url()).search).toBe('?states=Florida');
    const florida = await readiness('states=Florida');
    expect(florida.totals.peopleAffected).toBeLessThan(all.totals.peopleAffected);
    await expect.poll(() => summaryValue(page, 'People Affected')).toBe(fmt(florida.totals.peopleAffected));
    await expect.poll(() => heatColumns(page)).toEqual(florida.heatMap.divisions.map((d) => d.code));
    expect(florida.heatMap.divisions.every((d) => d.location === 'Florida')).toBe(true);
    const first = florida.processes.items[0]!;
    await processRow(page, first.processId).getByText(fmt(first.peopleAffected), { exact: true }).waitFor();

    // Sort by name: the address keeps it with the filter, and the rows come back in name order.
    await processesRegion(page).waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?states=Florida&sort=name');
    const byName = await readiness('states=Florida&sort=name');
    await expect
      .poll(
        async () => await processesRegion(page).locator('tbody tr').first().getAttribute('data-process-id'),
      )
      .toBe(byName.processes.items[0]!.processId);
    await page.reload();
    await page.getByRole('button', { name: /^States Florida$/ }).waitFor();
    await expect.poll(() => summaryValue(page, 'People Affected')).toBe(fmt(florida.totals.peopleAffected));
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe('Name');

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=name');
    await expect.poll(() => summaryValue(page, 'People Affected')).toBe(fmt(all.totals.peopleAffected));

    // A role no job role covers: nothing is in scope, and the page says how to get back.
    await page.goto('/readiness?states=Florida&roles=Dispatcher');
    await page.getByText('No processes or divisions match these filters.', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('button', { name: 'Clear All Filters' }).last().click();
    await processesRegion(page).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(app.errors).toEqual([]);
  });

  it('exports a table as CSV with a header row, and the chart has its table as text equivalent', async () => {
    const { page } = app;
    await page.goto('/readiness?states=Georgia');
    await processesRegion(page).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV of the per-process table' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toMatch(/^"Process","Job Role"/);
    const georgia = await readiness('states=Georgia');
    expect(lines).toHaveLength(1 + georgia.processes.total);
    await page.getByText('Export Downloaded', { exact: true }).waitFor();

    // The chart is an image named by its summary; the table beside it holds every figure.
    const demand = georgia.trainingDemand;
    const chart = page.getByRole('region', { name: 'Training Demand' }).getByRole('img', {
      name: new RegExp(
        `^Training seats per tier in ${demand.rows.length} divisions?: Tier 1 ${fmt(demand.totals.tier_1)}, Tier 2 ${fmt(demand.totals.tier_2)}, Tier 3 ${fmt(demand.totals.tier_3)}\\.`,
      ),
    });
    await chart.waitFor();
    const table = page.getByRole('region', { name: 'Training seats by division' }).getByRole('table');
    expect(await table.locator('tbody tr').count()).toBe(demand.rows.length);
    const totals = table.locator('tfoot tr');
    expect((await totals.getByRole('cell').nth(2).textContent())?.trim()).toBe(fmt(demand.totals.tier_1));
    await page.getByText(/^Tier 1 - Leader & Foundational: every employee/).waitFor();
    expect(app.errors).toEqual([]);
  });

  it('is accessible, pages the process table on the server, and shows an unmapped role as a warning', async () => {
    const { page } = app;
    // 15 more processes make two pages of 25; a new role without division titles counts nobody.
    const role = await app.api<{ id: string }>('POST', '/api/job-roles', {
      name: 'Readiness Test Role',
      description: 'No division role titles',
      divisionRoles: [],
    });
    for (let i = 1; i <= 15; i += 1) {
      await app.api('POST', '/api/processes', {
        name: `Paging Process ${String(i).padStart(2, '0')}`,
        description: 'Made by the readiness test',
        jobRoleId: role.id,
        version: '1.0',
        status: 'draft',
      });
    }
    const all = await readiness();
    expect(all.processes.total).toBeGreaterThan(25);
    expect(all.unmappedJobRoles.map((r) => r.name)).toContain('Readiness Test Role');

    await page.goto('/readiness');
    await processesRegion(page).waitFor();
    await page
      .getByText(/^No division role titles mapped: nobody is counted for .*Readiness Test Role/)
      .waitFor();
    await page.getByRole('link', { name: 'Map division role titles on Job Roles' }).waitFor();
    const pager = page.getByRole('navigation', { name: 'Pages of processes' });
    await pager.getByText(`1–25 of ${all.processes.total}`, { exact: true }).waitFor();
    expect(await processesRegion(page).locator('tbody tr').count()).toBe(25);
    await expectAccessible(page);

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`26–${all.processes.total} of ${all.processes.total}`, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(await processesRegion(page).locator('tbody tr').count()).toBe(all.processes.total - 25);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByText(`1–25 of ${all.processes.total}`, { exact: true }).waitFor();
    expect(app.errors).toEqual([]);
  }, 120_000);
});
