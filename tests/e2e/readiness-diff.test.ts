import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { answered, matrixRow } from './support/process-page';
import { type ArtifactSeed, addArtifacts, createProcess } from './support/seed';

/*
 * Issue 9, what changed: the comparison's "Show changes" marks, in each To-Be card, what was added,
 * removed or changed since the As-Is; the Change Impact matrix suggests rows from the difference of
 * the SIPOC outputs, to accept (it sets the change type) or dismiss (for everyone, until restored).
 * The process and its artifacts are seeded through the API.
 */

const app = setUpApp();
let processId: string;

const SUGGESTIONS = /^Suggested from the As-Is ↔ To-Be difference/;

const ARTIFACTS: ArtifactSeed[] = [
  {
    type: 'sipoc',
    state: 'as_is',
    name: 'As-Is SIPOC',
    content: { suppliers: ['Customer'], outputs: ['Work order', 'Paper timesheet', 'Service report'] },
  },
  {
    type: 'sipoc',
    state: 'to_be',
    name: 'To-Be SIPOC',
    content: {
      suppliers: ['Customer'],
      outputs: ['Digital work order', 'Service report', 'Customer invoice'],
    },
  },
  { type: 'systems', state: 'as_is', name: 'As-Is Systems', content: { systems: [{ name: 'Excel' }] } },
  {
    type: 'job_description',
    state: 'as_is',
    name: 'As-Is Job Description',
    content: {
      processSteps: [
        { step: 1, name: 'Receive call' },
        { step: 2, name: 'Dispatch technician by phone' },
        { step: 3, name: 'File paperwork' },
      ],
      responsibilities: ['Answer calls'],
    },
  },
  {
    type: 'job_description',
    state: 'to_be',
    name: 'To-Be Job Description',
    content: {
      processSteps: [
        { step: 1, name: 'Receive call' },
        { step: 2, name: 'Dispatch technician via mobile app' },
        { step: 3, name: 'Review dispatch board' },
      ],
      responsibilities: ['Answer calls'],
    },
  },
];

function changes(page: Page, row: string): Locator {
  return page.getByRole('group', { name: `Changes from As-Is: ${row}`, exact: true });
}

function item(scope: Locator, status: 'added' | 'removed' | 'changed' | 'unchanged', text: string): Locator {
  return scope.locator(`li[data-diff="${status}"]`).filter({ hasText: text });
}

function suggestionsPanel(page: Page): Locator {
  return page.getByRole('region', { name: SUGGESTIONS });
}

function suggestion(page: Page, output: string): Locator {
  return suggestionsPanel(page)
    .getByRole('list', { name: 'Suggested change impact rows' })
    .getByRole('listitem')
    .filter({ hasText: output });
}

async function openProcess(page: Page, query = '') {
  await page.goto(`/processes/${processId}${query}`);
  await suggestionsPanel(page).getByRole('heading', { name: SUGGESTIONS }).waitFor();
  await suggestionsPanel(page).getByText('Loading suggestions…').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  processId = await createProcess(app.request, {
    name: 'What Changed E2E',
    description: 'Seeded for the difference test.',
  });
  await addArtifacts(app.request, processId, ARTIFACTS);
});

describe('what changed between As-Is and To-Be', () => {
  it('shows the added, removed and changed items of each row behind Show changes, kept in the address', async () => {
    const { page } = app;
    await openProcess(page);
    const toggle = page.getByRole('button', { name: /^Show changes/ });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await changes(page, 'SIPOC').count()).toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('changes')).toBe('1');

    const sipoc = changes(page, 'SIPOC');
    await sipoc.waitFor();
    expect(await sipoc.getByText('1 added', { exact: true }).isVisible()).toBe(true);
    expect(await sipoc.getByText('1 removed', { exact: true }).isVisible()).toBe(true);
    expect(await sipoc.getByText('1 changed', { exact: true }).isVisible()).toBe(true);
    expect(await sipoc.getByText('2 unchanged', { exact: true }).isVisible()).toBe(true);
    await item(sipoc, 'added', 'Customer invoice').waitFor();
    expect(await item(sipoc, 'removed', 'Paper timesheet').locator('del').textContent()).toBe(
      'Paper timesheet',
    );
    const reworded = item(sipoc, 'changed', 'Digital work order');
    expect(await reworded.locator('del').textContent()).toBe('Work order');
    expect(await reworded.locator('ins').textContent()).toBe('Digital work order');

    // Unchanged items fold away until asked for.
    expect(await item(sipoc, 'unchanged', 'Service report').count()).toBe(0);
    const unchanged = sipoc.getByRole('button', { name: 'Show 2 unchanged' });
    expect(await unchanged.getAttribute('aria-expanded')).toBe('false');
    await unchanged.click();
    await item(sipoc, 'unchanged', 'Service report').waitFor();
    expect(await sipoc.getByRole('button', { name: 'Hide unchanged' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    const job = changes(page, 'Job Description');
    expect(
      await item(job, 'changed', 'Dispatch technician via mobile app').locator('del').textContent(),
    ).toBe('Dispatch technician by phone');
    await item(job, 'added', 'Review dispatch board').waitFor();
    await item(job, 'removed', 'File paperwork').waitFor();
    // A row with one state says there is nothing to compare; a row with neither shows nothing.
    expect(
      await changes(page, 'Systems')
        .getByText('Nothing to compare: the To-Be is not documented yet.')
        .isVisible(),
    ).toBe(true);
    expect(await changes(page, 'Workflow Map').count()).toBe(0);

    // The two cells of a row still line up.
    const heights = await page
      .locator('article[data-row="sipoc"]')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(heights).toHaveLength(2);
    expect(Math.abs(heights[0]! - heights[1]!)).toBeLessThanOrEqual(1);

    await expectAccessible(page);

    // A reload (or a shared link) keeps the view.
    await page.reload();
    await changes(page, 'SIPOC').waitFor();
    await page.getByRole('button', { name: /^Show changes/ }).click();
    await changes(page, 'SIPOC').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('changes')).toBe(false);
    expect(app.errors).toEqual([]);
  }, 120_000); // axe over the whole comparison takes a while on a busy machine

  it('suggests change impact rows from the SIPOC outputs; an accepted one fills the matrix', async () => {
    const { page } = app;
    await openProcess(page);
    const panel = suggestionsPanel(page);
    await suggestion(page, 'Customer invoice').waitFor();
    expect(
      await suggestion(page, 'Customer invoice').getByText('Only in To-Be SIPOC outputs').isVisible(),
    ).toBe(true);
    expect(
      await suggestion(page, 'Paper timesheet').getByText('Only in As-Is SIPOC outputs').isVisible(),
    ).toBe(true);
    // The reworded output is suggested for the row the matrix already has.
    expect(await suggestion(page, 'Work order').getByText('MODIFIED', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await panel.getByRole('listitem').count()).toBe(3);

    const saved = answered(page, '/api/change-impact-assessments', 'POST');
    await suggestion(page, 'Customer invoice')
      .getByRole('button', { name: /^Accept/ })
      .click();
    const body = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      processOutput: 'Customer invoice',
      changeType: 'NEW',
      changeDescription: ['NEW_PROCESS'],
      impactAssessment: null,
    });
    await page.getByText('Suggestion accepted', { exact: true }).waitFor();
    await suggestion(page, 'Customer invoice').waitFor({ state: 'detached' });
    const row = matrixRow(page, 'Customer invoice');
    expect(
      await row.getByRole('combobox', { name: 'Change type for Customer invoice' }).textContent(),
    ).toContain('NEW');

    await page.reload();
    await openProcess(page);
    expect(
      await matrixRow(page, 'Customer invoice')
        .getByRole('combobox', { name: 'Change type for Customer invoice' })
        .textContent(),
    ).toContain('NEW');
    expect(await suggestion(page, 'Customer invoice').count()).toBe(0);
    expect(await suggestion(page, 'Paper timesheet').count()).toBe(1);
    expect(app.errors).toEqual([]);
  });

  it('keeps a dismissed suggestion dismissed after a reload, and restores it', async () => {
    const { page } = app;
    await openProcess(page);
    const panel = suggestionsPanel(page);
    const dismissed = answered(page, '/api/impact-suggestion-dismissals', 'POST');
    await suggestion(page, 'Paper timesheet')
      .getByRole('button', { name: /^Dismiss/ })
      .click();
    expect((await dismissed).request().postDataJSON()).toMatchObject({
      processId,
      processOutput: 'Paper timesheet',
      changeType: 'REMOVED',
    });
    await suggestion(page, 'Paper timesheet').waitFor({ state: 'detached' });
    await page.getByText('Suggestion dismissed', { exact: true }).waitFor();

    await page.reload();
    await openProcess(page);
    expect(await suggestion(page, 'Paper timesheet').count()).toBe(0);
    const show = panel.getByRole('button', { name: 'Show 1 dismissed' });
    await show.click();
    const list = panel.getByRole('list', { name: 'Dismissed suggestions' });
    const entry = list.getByRole('listitem').filter({ hasText: 'Paper timesheet' });
    await entry.waitFor();
    await expectAccessible(page);

    const restored = answered(page, '/api/impact-suggestion-dismissals/', 'DELETE');
    await entry.getByRole('button', { name: /^Restore/ }).click();
    await restored;
    await suggestion(page, 'Paper timesheet').waitFor();
    expect(await panel.getByRole('button', { name: /dismissed$/ }).count()).toBe(0);
    expect(app.errors).toEqual([]);
  }, 120_000);
});
