import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible, type PageWatch, withoutLiveUpdates } from './support/browser';
import { answered, matrixRow, painPoint, region } from './support/process-page';
import { addArtifacts, createProcess, painPointsArtifact, QUOTE_SIPOC } from './support/seed';
import { signal } from './support/signal';

/*
 * Issue 4 on the process page (default tab): pain point resolution, Add New Pain Point (with a
 * colleague saving first), and the Change Impact Assessment Matrix; everything survives a reload.
 * The process and its artifacts are seeded through the API.
 */

const app = setUpApp();
let processId: string;

const PAIN_POINTS = [
  { title: 'Quotes retyped into the ERP', description: 'Every signed quote is keyed again.', impact: 'High' },
  { title: 'No view of approval status', description: 'Reps chase approvals by email.' },
];

/** The browser logs every 409 as a console error; here a 409 is the expected first answer to a stale save. */
function defects(watch: PageWatch): string[] {
  return watch.errors.filter((e) => !/status of 409 \(Conflict\)/.test(e));
}

async function openProcess(page: Page) {
  await page.goto(`/processes/${processId}`);
  await region(page, 'Pain Point Resolution')
    .getByRole('heading', { name: 'Pain Point Resolution' })
    .waitFor();
  await region(page, 'Change Impact Assessment Matrix')
    .getByRole('rowheader', { name: /Signed customer quote/ })
    .waitFor();
  await painPoint(page, PAIN_POINTS[0]!.title)
    .getByRole('button', { name: 'Resolved', exact: true })
    .waitFor();
}

beforeAll(async () => {
  processId = await createProcess(app.request, {
    name: 'Change Tracking E2E',
    description: 'Seeded for the change tracking test.',
  });
  await addArtifacts(app.request, processId, [QUOTE_SIPOC, painPointsArtifact('to_be', PAIN_POINTS)]);
});

describe('change tracking on the process page', () => {
  it('toggles two statuses on one pain point and removes one; none reads Not Set', async () => {
    const { page } = app;
    await openProcess(page);
    await expectAccessible(page);

    const item = painPoint(page, PAIN_POINTS[0]!.title);
    const resolved = item.getByRole('button', { name: 'Resolved', exact: true });
    const parking = item.getByRole('button', { name: 'Added to Parking Lot' });
    expect(await item.getByText('Not Set', { exact: true }).isVisible()).toBe(true);
    for (const label of ['Resolved', 'Partially Resolved', 'Added to Parking Lot', 'Not Addressed']) {
      expect(await item.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }

    let saved = answered(page, '/api/pain-point-statuses', 'POST');
    await resolved.click();
    await saved;
    saved = answered(page, '/api/pain-point-statuses', 'POST');
    await parking.click();
    await saved;
    expect(await resolved.getAttribute('aria-pressed')).toBe('true');
    expect(await parking.getAttribute('aria-pressed')).toBe('true');
    expect(await item.getByText('Not Set', { exact: true }).count()).toBe(0);

    const removed = answered(page, '/api/pain-point-statuses/', 'DELETE');
    await resolved.click();
    await removed;
    expect(await resolved.getAttribute('aria-pressed')).toBe('false');
    expect(await parking.getAttribute('aria-pressed')).toBe('true');

    // The other pain point is untouched.
    expect(
      await painPoint(page, PAIN_POINTS[1]!.title).getByText('Not Set', { exact: true }).isVisible(),
    ).toBe(true);
    expect(defects(app)).toEqual([]);
  });

  it('adds a pain point while a colleague saves one first: both are kept', async () => {
    const { page } = app;
    // The page must still hold the older revision when it saves: no live refresh in between.
    const liveAgain = await withoutLiveUpdates(page);
    await openProcess(page);
    const tracker = region(page, 'Pain Point Resolution');
    await tracker.getByRole('button', { name: 'Add New Pain Point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Pain Point' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Add Pain Point' }).click();
    await dialog.getByText('Enter a title.').waitFor();
    await dialog.getByLabel('Title *').fill(' quotes RETYPED into the ERP ');
    await dialog.getByRole('button', { name: 'Add Pain Point' }).click();
    await dialog.getByText('A pain point with this title already exists.').waitFor();
    await expectAccessible(page);

    // A colleague adds a pain point now: the page still holds the older revision.
    const artifacts = (await (await page.request.get(`/api/artifacts?processId=${processId}`)).json()) as {
      id: string;
      type: string;
      state: string;
      revision: number;
      content: { painPoints: unknown[] };
    }[];
    const target = artifacts.find((a) => a.type === 'pain_points' && a.state === 'to_be')!;
    const colleague = await page.request.put(`/api/artifacts/${target.id}`, {
      data: {
        revision: target.revision,
        content: { painPoints: [...target.content.painPoints, { title: 'Colleague pain point' }] },
      },
    });
    expect(colleague.status()).toBe(200);

    // Hold the save until "Adding..." has been seen (then let it, and everything after, through).
    const saveMayGo = signal();
    await page.route('**/api/artifacts/*', async (route) => {
      await saveMayGo.fired;
      await route.continue();
    });
    const conflict = page.waitForResponse((r) => r.url().includes('/api/artifacts/') && r.status() === 409);
    await dialog.getByLabel('Title *').fill('Field techs cannot see the contract');
    await dialog.getByLabel('Description').fill('Technicians call the office to check coverage.');
    await dialog.getByLabel('Impact').fill('Medium');
    await dialog.getByRole('button', { name: 'Add Pain Point' }).click();
    const adding = dialog.getByRole('button', { name: 'Adding...' });
    await adding.waitFor();
    expect(await adding.isDisabled()).toBe(true);
    saveMayGo.fire();
    await conflict;
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/artifacts/*');

    const added = painPoint(page, 'Field techs cannot see the contract');
    await added.waitFor();
    expect(await added.getByText('Technicians call the office to check coverage.').isVisible()).toBe(true);
    expect(await added.getByText('Not Set', { exact: true }).isVisible()).toBe(true);
    await painPoint(page, 'Colleague pain point').waitFor();
    await liveAgain();
    expect(defects(app)).toEqual([]);
  });

  it('fills a matrix row, tints it by impact, and adds and removes a custom output', async () => {
    const { page } = app;
    const matrix = region(page, 'Change Impact Assessment Matrix');
    const row = matrixRow(page, 'Signed customer quote');
    expect(await matrix.getByRole('rowheader').allInnerTexts()).toEqual([
      'Signed customer quote',
      'Service contract record',
    ]);

    let saved = answered(page, '/api/change-impact-assessments', 'POST');
    await row.getByRole('combobox', { name: 'Change type for Signed customer quote' }).click();
    await page.getByRole('option', { name: 'MODIFIED', exact: true }).click();
    await saved;

    await row.getByRole('button', { name: /Change description for Signed customer quote/ }).click();
    for (const label of ['Rule/Policy Change', 'People']) {
      saved = answered(page, '/api/change-impact-assessments', 'POST');
      await page.getByRole('menuitemcheckbox', { name: label }).click();
      await saved;
    }
    expect(await page.getByRole('menuitemcheckbox', { name: 'People' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');

    const before = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    saved = answered(page, '/api/change-impact-assessments', 'POST');
    await row.getByRole('combobox', { name: 'Impact for Signed customer quote' }).click();
    await page.getByRole('option', { name: 'HIGH', exact: true }).click();
    await saved;
    expect(await row.getAttribute('data-impact')).toBe('HIGH');
    const tinted = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(tinted).not.toBe(before);
    expect(
      await row.getByRole('combobox', { name: 'Impact for Signed customer quote' }).textContent(),
    ).toContain('HIGH');
    const rule = row.locator('[data-description="RULE_POLICY_CHANGE"]');
    expect(await rule.textContent()).toBe('Rule/Policy Change');
    expect(await rule.getAttribute('class')).toContain('text-red-');
    expect(await row.locator('[data-description="PEOPLE"]').getAttribute('class')).not.toContain('text-red-');

    // Custom outputs: blank and duplicate refused inline, Enter adds.
    const input = matrix.getByRole('textbox', { name: 'Add custom output' });
    await matrix.getByRole('button', { name: 'Add', exact: true }).click();
    await matrix.getByText('Enter an output name.').waitFor();
    await input.fill('  signed CUSTOMER quote ');
    await input.press('Enter');
    await matrix.getByText('That output is already in the matrix.').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    for (const name of ['Customer sign-off sheet', 'Lessons learned log']) {
      saved = answered(page, '/api/change-impact-assessments', 'POST');
      await input.fill(name);
      await input.press('Enter');
      await saved;
      await matrixRow(page, name).waitFor();
    }
    expect(await input.inputValue()).toBe('');
    expect(
      await matrixRow(page, 'Signed customer quote')
        .getByRole('button', { name: /^Remove output/ })
        .count(),
    ).toBe(0);

    await matrixRow(page, 'Lessons learned log')
      .getByRole('button', { name: 'Remove output Lessons learned log' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this output?' });
    await confirm.waitFor();
    await expectAccessible(page);
    const deleted = answered(page, '/api/change-impact-assessments/', 'DELETE');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await deleted;
    await confirm.waitFor({ state: 'detached' });
    expect(await matrixRow(page, 'Lessons learned log').count()).toBe(0);
    await expectAccessible(page);
    expect(defects(app)).toEqual([]);
  });

  it('undoes a change the server refuses and says why in a toast', async () => {
    const { page } = app;
    const known = app.errors.length;
    const refuse = async (route: import('playwright-core').Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Database unavailable"}',
      });
    };
    await page.route('**/api/pain-point-statuses', refuse);
    await page.route('**/api/change-impact-assessments', refuse);

    const item = painPoint(page, PAIN_POINTS[1]!.title);
    const notAddressed = item.getByRole('button', { name: 'Not Addressed' });
    await notAddressed.click();
    await page.getByText('The status could not be set', { exact: true }).waitFor();
    await page.getByText('Database unavailable', { exact: true }).waitFor();
    await expect.poll(() => notAddressed.getAttribute('aria-pressed')).toBe('false');
    expect(await item.getByText('Not Set', { exact: true }).isVisible()).toBe(true);

    const row = matrixRow(page, 'Service contract record');
    const type = row.getByRole('combobox', { name: 'Change type for Service contract record' });
    await type.click();
    await page.getByRole('option', { name: 'REPLACED', exact: true }).click();
    await page.getByText('The change could not be saved', { exact: true }).waitFor();
    await expect.poll(() => type.textContent()).toContain('Not set');

    await page.unroute('**/api/pain-point-statuses', refuse);
    await page.unroute('**/api/change-impact-assessments', refuse);
    // The browser logs the refused calls; anything else logged is a defect.
    const logged = app.errors.splice(known);
    expect(logged.filter((e) => !/status of 503/.test(e))).toEqual([]);
    expect(defects(app)).toEqual([]);
  });

  it('keeps everything after a reload, and the Change Log records the changes', async () => {
    const { page } = app;
    await page.reload();
    await openProcess(page);

    const item = painPoint(page, PAIN_POINTS[0]!.title);
    expect(
      await item.getByRole('button', { name: 'Resolved', exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(
      await item.getByRole('button', { name: 'Added to Parking Lot' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await painPoint(page, 'Field techs cannot see the contract').waitFor();
    await painPoint(page, 'Colleague pain point').waitFor();

    const row = matrixRow(page, 'Signed customer quote');
    expect(await row.getAttribute('data-impact')).toBe('HIGH');
    expect(await row.getByRole('combobox', { name: /Change type for/ }).textContent()).toContain('MODIFIED');
    expect(await row.locator('[data-description]').allInnerTexts()).toEqual(['People', 'Rule/Policy Change']);
    expect(
      await region(page, 'Change Impact Assessment Matrix').getByRole('rowheader').allInnerTexts(),
    ).toEqual([
      'Signed customer quote',
      'Service contract record',
      expect.stringContaining('Customer sign-off sheet'),
    ]);
    expect(await matrixRow(page, 'Lessons learned log').count()).toBe(0);
    await expectAccessible(page);

    const history = (await (await page.request.get(`/api/processes/${processId}/history`)).json()) as {
      summary: string;
    }[];
    const summaries = history.map((e) => e.summary).join('\n');
    expect(summaries).toContain('Added to Parking Lot');
    expect(summaries).toContain('Removed output "Lessons learned log"');
    expect(summaries).toContain('change impact of "Signed customer quote"');
    expect(defects(app)).toEqual([]);
  });

  it('keeps the statuses of a pain point renamed in the editor; one removed and added again starts at Not Set', async () => {
    const { page } = app;
    const renamed = 'Quotes keyed twice into the ERP';
    await page.getByRole('button', { name: 'Edit To-Be Pain Points', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit To-Be Pain Points' });
    const title = editor.getByRole('textbox', { name: 'Pain point 1, Title', exact: true });
    expect(await title.inputValue()).toBe(PAIN_POINTS[0]!.title);
    await title.fill(renamed);
    const saved = answered(page, '/api/artifacts/', 'PUT');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    await editor.waitFor({ state: 'hidden' });

    // The status follows the pain point under its new title, here and after a reload.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      const item = painPoint(page, renamed);
      const parking = item.getByRole('button', { name: 'Added to Parking Lot' });
      await expect.poll(() => parking.getAttribute('aria-pressed')).toBe('true');
      expect(await painPoint(page, PAIN_POINTS[0]!.title).count()).toBe(0);
      expect(await item.getByText('Not Set', { exact: true }).count()).toBe(0);
    }

    // Removed, then added again under the same title: a new pain point, with no status.
    await painPoint(page, renamed)
      .getByRole('button', { name: `Remove pain point ${renamed}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this pain point?' });
    const removed = answered(page, '/api/artifacts/', 'PUT');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await removed;
    await confirm.waitFor({ state: 'detached' });
    expect(await painPoint(page, renamed).count()).toBe(0);

    await region(page, 'Pain Point Resolution').getByRole('button', { name: 'Add New Pain Point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Pain Point' });
    await dialog.getByLabel('Title *').fill(renamed);
    const added = answered(page, '/api/artifacts/', 'PUT');
    await dialog.getByRole('button', { name: 'Add Pain Point' }).click();
    await added;
    await dialog.waitFor({ state: 'detached' });
    const again = painPoint(page, renamed);
    await again.getByText('Not Set', { exact: true }).waitFor();
    expect(
      await again.getByRole('button', { name: 'Added to Parking Lot' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await page.reload();
    await painPoint(page, renamed).getByText('Not Set', { exact: true }).waitFor();
    const history = (await (await page.request.get(`/api/processes/${processId}/history`)).json()) as {
      summary: string;
    }[];
    expect(history.map((e) => e.summary)).toContain(
      `Removed Added to Parking Lot from pain point "${renamed}" (the pain point was removed)`,
    );
    expect(defects(app)).toEqual([]);
  });
});
