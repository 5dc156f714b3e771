import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp, setUpTempDir } from './support/app';
import { expectAccessible } from './support/browser';
import { answered, matrixRow, painPoint } from './support/process-page';
import {
  addArtifacts,
  addTierDocument,
  assessChange,
  createProcess,
  linkTrainingArtifact,
  painPointsArtifact,
  QUOTE_OUTPUT,
  QUOTE_SIPOC,
} from './support/seed';

/*
 * Issue 9 part 5, traceability: a To-Be pain point is linked through its Link… dialog to the
 * output and the training items that address it; each chip leads to its target (on the Training
 * Materials tab for a tier document) and each target leads back; the links survive a reload, one
 * is removed from its chip, and the downloaded HTML report carries the chain. Seeded via the API.
 */

const app = setUpApp();
let processId: string;
const dir = setUpTempDir('pmr-trace-');

const PAIN_POINT = 'Quotes retyped into the ERP';
const OTHER_PAIN_POINT = 'No view of approval status';
const OUTPUT = QUOTE_OUTPUT;
const TRAINING_ARTIFACT = 'Quote entry walkthrough';
const TIER_DOCUMENT = 'Quoting guide';

/** The focused element's id, and whether it is fully in the viewport. */
function focused(page: Page): Promise<{ id: string; visible: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const r = el?.getBoundingClientRect();
    return { id: el?.id ?? '', visible: Boolean(r && r.top >= 0 && r.bottom <= window.innerHeight) };
  });
}

async function openProcess(page: Page) {
  await page.goto(`/processes/${processId}`);
  await painPoint(page, PAIN_POINT).getByText('Addressed by', { exact: true }).waitFor();
  await matrixRow(page, OUTPUT).waitFor();
}

beforeAll(async () => {
  const { request } = app;
  processId = await createProcess(request, {
    name: 'Traceability E2E',
    description: 'Seeded for the traceability test.',
  });
  await addArtifacts(request, processId, [
    QUOTE_SIPOC,
    painPointsArtifact('to_be', [
      { title: PAIN_POINT, description: 'Every signed quote is keyed again.' },
      { title: OTHER_PAIN_POINT },
    ]),
  ]);
  await assessChange(request, processId, {
    processOutput: OUTPUT,
    changeType: 'MODIFIED',
    changeDescription: ['SYSTEMS'],
    impactAssessment: 'HIGH',
  });
  await linkTrainingArtifact(request, processId, {
    processOutput: OUTPUT,
    name: TRAINING_ARTIFACT,
    description: null,
    fileUrl: 'https://example.com/quote-entry',
    linkType: 'external_url',
  });
  await addTierDocument(request, processId, {
    tier: 'tier_2',
    name: TIER_DOCUMENT,
    fileType: 'guide',
    fileUrl: 'https://example.com/quoting-guide',
  });
});

describe('traceability between pain points, outputs and training', () => {
  it('links an output, a training artifact and a tier document through the Link… dialog', async () => {
    const { page } = app;
    await openProcess(page);
    const item = painPoint(page, PAIN_POINT);
    await item.getByText('nothing linked yet', { exact: true }).waitFor();

    await item.getByRole('button', { name: `Link… what addresses ${PAIN_POINT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Link what addresses this pain point' });
    await dialog.waitFor();
    await dialog
      .getByRole('region', { name: /^Tier documents/ })
      .getByText(TIER_DOCUMENT)
      .waitFor();

    // The search narrows the checklist to what matches, across the groups.
    const search = dialog.getByRole('searchbox', { name: 'Search outputs and training items' });
    // "signed" finds the output and the training artifact attached to it (its detail names the output).
    await search.fill('signed');
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(2);
    expect(await dialog.getByRole('checkbox', { name: TIER_DOCUMENT }).count()).toBe(0);
    let saved = answered(page, '/api/pain-point-links', 'POST');
    await dialog.getByRole('checkbox', { name: OUTPUT }).check();
    await saved;
    await search.fill('nothing like this');
    await dialog.getByText('Nothing matches “nothing like this”.').waitFor();
    await search.fill('');

    saved = answered(page, '/api/pain-point-links', 'POST');
    await dialog.getByRole('checkbox', { name: TRAINING_ARTIFACT }).check();
    await saved;
    saved = answered(page, '/api/pain-point-links', 'POST');
    await dialog.getByRole('checkbox', { name: TIER_DOCUMENT }).check();
    await saved;
    await dialog.getByText('3 items linked', { exact: true }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Service contract record' }).isChecked()).toBe(false);
    // A new link's chip stays busy (dimmed) until the Change Log behind its save has refreshed too.
    // (A CSS locator: the open dialog hides the page behind it from role queries.)
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    // axe-core with the dialog open, ticked and unticked items in it.
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const chips = item.getByRole('list', { name: `What addresses ${PAIN_POINT}` });
    await chips.getByRole('link', { name: `Output: ${OUTPUT}` }).waitFor();
    await chips.getByRole('link', { name: `Training artifact: ${TRAINING_ARTIFACT}` }).waitFor();
    await chips.getByRole('link', { name: `Tier document: ${TIER_DOCUMENT}` }).waitFor();
    // The other pain point is untouched.
    await painPoint(page, OTHER_PAIN_POINT).getByText('nothing linked yet', { exact: true }).waitFor();
    expect(app.errors).toEqual([]);
  });

  it('follows a chip to the output row and the output back to the pain point, one click each', async () => {
    const { page } = app;
    const item = painPoint(page, PAIN_POINT);
    await item.getByRole('link', { name: `Output: ${OUTPUT}` }).click();
    await expect.poll(async () => (await focused(page)).id).toMatch(/^output-signed-customer-quote-/);
    await expect.poll(async () => (await focused(page)).visible).toBe(true);
    const row = matrixRow(page, OUTPUT);
    expect(await row.evaluate((el) => el === document.activeElement)).toBe(true);

    // The other end: the row says which pain point it addresses, and leads back to it.
    await row
      .getByRole('rowheader')
      .getByRole('link', { name: `Addresses: ${PAIN_POINT}` })
      .click();
    await expect
      .poll(async () => (await focused(page)).id)
      .toMatch(/^pain-point-quotes-retyped-into-the-erp-/);
    await expect.poll(async () => (await focused(page)).visible).toBe(true);
    expect(await item.evaluate((el) => el === document.activeElement)).toBe(true);

    // The training artifact in the row's Training column, and back.
    await item.getByRole('link', { name: `Training artifact: ${TRAINING_ARTIFACT}` }).click();
    await expect.poll(async () => (await focused(page)).id).toMatch(/^training-artifact-/);
    const artifactItem = row.getByRole('listitem').filter({ hasText: TRAINING_ARTIFACT });
    expect(await artifactItem.evaluate((el) => el === document.activeElement)).toBe(true);
    await artifactItem.getByRole('link', { name: `Addresses: ${PAIN_POINT}` }).click();
    await expect.poll(async () => (await focused(page)).id).toMatch(/^pain-point-quotes-retyped/);
    expect(app.errors).toEqual([]);
  });

  it('opens the Training Materials tab for a tier document, and comes back from it', async () => {
    const { page } = app;
    await painPoint(page, PAIN_POINT)
      .getByRole('link', { name: `Tier document: ${TIER_DOCUMENT}` })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('materials');
    await expect.poll(async () => (await focused(page)).id).toMatch(/^tier-document-/);
    await expect.poll(async () => (await focused(page)).visible).toBe(true);
    const doc = page
      .getByRole('list', { name: 'Tier 2 - Process-Based Learning documents' })
      .getByRole('listitem')
      .filter({ hasText: TIER_DOCUMENT });
    expect(await doc.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);

    await doc.getByRole('link', { name: `Addresses: ${PAIN_POINT}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe(null);
    await expect.poll(async () => (await focused(page)).id).toMatch(/^pain-point-quotes-retyped/);
    await expect.poll(async () => (await focused(page)).visible).toBe(true);

    // The chip's own address (opened in a new tab, or shared) lands on the document too.
    const href = await painPoint(page, PAIN_POINT)
      .getByRole('link', { name: `Tier document: ${TIER_DOCUMENT}` })
      .getAttribute('href');
    expect(href).toMatch(new RegExp(`^/processes/${processId}\\?tab=materials#tier-document-`));
    await page.goto(href!);
    // A full page load (the tab and its data load first), so a longer wait than a click needs.
    await expect.poll(async () => (await focused(page)).id, { timeout: 20_000 }).toMatch(/^tier-document-/);
    expect(app.errors).toEqual([]);
  });

  it('keeps the links after a reload, and removes one from its chip', async () => {
    const { page } = app;
    await openProcess(page);
    const item = painPoint(page, PAIN_POINT);
    const chips = item.getByRole('list', { name: `What addresses ${PAIN_POINT}` });
    await chips.getByRole('link', { name: `Training artifact: ${TRAINING_ARTIFACT}` }).waitFor();
    expect(await chips.getByRole('listitem').count()).toBe(3);

    const removed = answered(page, '/api/pain-point-links/', 'DELETE');
    await chips.getByRole('button', { name: `Unlink ${TRAINING_ARTIFACT} from ${PAIN_POINT}` }).click();
    await removed;
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(2);
    // Focus stays in the pain point, on its Link… button.
    expect(
      await item
        .getByRole('button', { name: `Link… what addresses ${PAIN_POINT}` })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const artifactItem = matrixRow(page, OUTPUT).getByRole('listitem').filter({ hasText: TRAINING_ARTIFACT });
    await expect.poll(() => artifactItem.getByRole('link', { name: /^Addresses:/ }).count()).toBe(0);

    await page.reload();
    await painPoint(page, PAIN_POINT)
      .getByRole('link', { name: `Output: ${OUTPUT}` })
      .waitFor();
    expect(
      await painPoint(page, PAIN_POINT)
        .getByRole('link', { name: `Training artifact: ${TRAINING_ARTIFACT}` })
        .count(),
    ).toBe(0);
    expect(app.errors).toEqual([]);
  });

  it('puts the chain in the downloaded HTML report', async () => {
    const { page } = app;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download HTML' }).click(),
    ]);
    const file = path.join(dir.path, download.suggestedFilename());
    await download.saveAs(file);
    const html = fs.readFileSync(file, 'utf8');
    const trace = html.slice(html.indexOf('id="s-trace"'));
    expect(trace).toContain('Traceability');
    const row = trace.slice(trace.indexOf(`<strong>${PAIN_POINT}</strong>`));
    expect(row.slice(0, row.indexOf('</tr>'))).toMatch(
      new RegExp(
        `<strong>${OUTPUT}</strong> <span class="badge">MODIFIED</span><span class="badge i-HIGH">HIGH impact</span>.*${TIER_DOCUMENT}.*Tier 2 - Process-Based Learning`,
      ),
    );
    expect(row.slice(0, row.indexOf('</tr>'))).not.toContain(TRAINING_ARTIFACT);
    expect(trace).toContain('1 of 2 pain points linked.');

    // The report opens as a page that reads the chain as a table.
    const viewer = await app.context.newPage();
    await viewer.goto(`file://${file}`);
    const traceRow = viewer
      .getByRole('region', { name: /Traceability/ })
      .getByRole('row')
      .filter({ hasText: PAIN_POINT });
    await traceRow.getByRole('cell', { name: new RegExp(`^${OUTPUT}`) }).waitFor();
    await viewer.close();
    expect(app.errors).toEqual([]);
  });
});
