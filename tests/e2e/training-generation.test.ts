import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { processIdByName } from './support/seed';

const app = setUpApp();
let processId: string;

const PROCESS = 'Service Call Dispatch and Scheduling';

beforeAll(async () => {
  processId = await processIdByName(app.request, PROCESS);
});

describe('Generate Training Materials', () => {
  it('shows the plan per tier, generates the drafts and files them under their tiers', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    await page.getByRole('heading', { level: 1, name: PROCESS }).waitFor();
    await page.getByRole('button', { name: 'Generate Training Materials' }).click();

    const dialog = page.getByRole('dialog', { name: 'Generate Training Materials' });
    await dialog.waitFor();
    await dialog.getByText('Built from:').first().waitFor();
    for (const tier of [
      'Tier 3 - Transactional Training',
      'Tier 2 - Process-Based Learning',
      'Tier 1 - Leader & Foundational',
    ]) {
      expect(await dialog.getByRole('heading', { name: tier }).isVisible()).toBe(true);
    }
    for (const label of ['Job Aid', 'Process Walkthrough', 'Change Summary', 'ILT/VILT Session Deck']) {
      expect(await dialog.getByRole('checkbox', { name: new RegExp(label) }).isChecked(), label).toBe(true);
    }
    expect(
      await dialog
        // The To-Be map has a BPMN diagram: the steps are its tasks (issue 21).
        .getByText(/To-Be workflow map diagram \(6 steps, 1 decision point\)/)
        .first()
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Training materials generated', { exact: true }).first().waitFor();
    await page.getByText('4 documents added under their tiers.', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Open Training Materials' }).click();
    await page.waitForURL(/\?tab=materials/);

    const tiers: [string, string][] = [
      ['Tier 3 - Transactional Training', 'Job Aid'],
      ['Tier 2 - Process-Based Learning', 'Process Walkthrough'],
      ['Tier 1 - Leader & Foundational', 'Change Summary'],
      ['Tier 1 - Leader & Foundational', 'ILT/VILT Session Deck'],
    ];
    for (const [tier, label] of tiers) {
      const list = page.getByRole('list', { name: `${tier} documents` });
      const item = list.getByRole('listitem').filter({ hasText: `${label} – ${PROCESS}` });
      await item.first().waitFor();
      expect(await item.getByText(/^Generated [A-Z][a-z]{2} \d{1,2}, \d{4}$/).isVisible(), label).toBe(true);
    }

    // Opening a generated document hands over the Word file.
    const tier3 = page.getByRole('list', { name: 'Tier 3 - Transactional Training documents' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tier3.getByRole('button', { name: `Open Job Aid – ${PROCESS} in a new tab` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/ – Job Aid \(generated \d{4}-\d{2}-\d{2}\)\.docx$/);
    expect(app.errors).toEqual([]);
  });

  it('explains missing sources for a process with nothing To-Be yet', async () => {
    const { page } = app;
    const role = await (
      await app.request.post(`${app.server.url}/api/job-roles`, { data: { name: 'Yard Planner' } })
    ).json();
    const created = await (
      await app.request.post(`${app.server.url}/api/processes`, {
        data: { name: 'Yard moves', description: 'Moving trailers', jobRoleId: role.id },
      })
    ).json();
    await page.goto(`/processes/${created.id}`);
    await page.getByRole('button', { name: 'Generate Training Materials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Training Materials' });
    await dialog
      .getByText(/No To-Be job description yet/)
      .first()
      .waitFor();
    expect(await dialog.getByText('Missing, so this draft will be thin:').count()).toBe(4);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
