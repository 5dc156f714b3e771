import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { matrixRow } from './support/process-page';
import { QUOTE_OUTPUT } from './support/seed';
import { createUploadsProcess, defects, toast } from './support/uploads';

/*
 * Issue 5: the file store seen from the browser. Process files become As-Is artifacts, training
 * artifacts hang on the outputs of the Change Impact Assessment Matrix, and the Training Materials
 * tab files documents and links under its three tiers. MAX_UPLOAD_MB is 1 here so the size limit
 * can be met with a small file.
 */

const app = setUpApp({ MAX_UPLOAD_MB: '1' });
let processId: string;

const OUTPUT = QUOTE_OUTPUT;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// A Windows program renamed to .pdf: the server checks the content, not only the name.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(512, 1)]);

function tier(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

beforeAll(async () => {
  processId = await createUploadsProcess(app.request);
});

describe('Upload Process Files', () => {
  it('asks for files first, uploads a PDF as an As-Is artifact a colleague can open', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    await page.getByRole('button', { name: 'Upload Process Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Process Files' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Upload Error').getByText('Please select files and choose a file type.').waitFor();

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'Quote process.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    // The file type follows the chosen files.
    expect(await dialog.getByRole('combobox', { name: 'File type *' }).textContent()).toContain(
      'PDF document',
    );
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await toast(page, 'Upload Successful').getByText('1 file(s) uploaded successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Artifacts Library' }).click();
    const card = page.getByRole('article', { name: 'Quote process.pdf' });
    await card.waitFor();
    expect(await card.getByText('As-Is', { exact: true }).isVisible()).toBe(true);
    const opened = app.context.waitForEvent('page');
    await card.getByRole('button', { name: /View/ }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/objects\/[0-9a-f-]{36}\/Quote%20process\.pdf$/);
    await tab.close();

    // The stored file is the uploaded one, byte for byte.
    const artifacts = (await (await page.request.get(`/api/artifacts?processId=${processId}`)).json()) as {
      name: string;
      type: string;
      state: string;
      fileUrl: string;
    }[];
    const stored = artifacts.find((a) => a.name === 'Quote process.pdf')!;
    expect(stored).toMatchObject({ type: 'pdf', state: 'as_is' });
    expect(Buffer.from(await (await page.request.get(stored.fileUrl)).body()).equals(PDF)).toBe(true);
    expect(defects(app)).toEqual([]);
  });

  it('refuses a renamed binary, a file over MAX_UPLOAD_MB and other types, saying why', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Process Comparison' }).click();
    await page.getByRole('button', { name: 'Upload Process Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Process Files' });
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE },
      { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(1_200_000)]) },
      { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const row = (name: string) => dialog.getByRole('listitem').filter({ hasText: name });
    await row('photo.png').getByText('Files of type .png are not accepted here.', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Upload 2 file(s)' }).click();
    const error = toast(page, 'Upload Error');
    await error.getByText('Failed to upload files. Please try again.', { exact: false }).waitFor();
    await row('invoice.pdf').getByText('This is a Windows program, not a PDF document.').waitFor();
    await row('big.pdf').getByText('The file is larger than the 1 MB limit.').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    const artifacts = (await (await page.request.get(`/api/artifacts?processId=${processId}`)).json()) as {
      name: string;
    }[];
    expect(artifacts.map((a) => a.name).sort()).toEqual(['Quote SIPOC', 'Quote process.pdf']);
    expect(defects(app)).toEqual([]);
  });
});

describe('training artifacts in the Change Impact Assessment Matrix', () => {
  it('uploads a file and adds a link on Enter for one output; the other output has none', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    const row = matrixRow(page, OUTPUT);
    await row.getByText('No training artifacts').waitFor();
    expect(
      await matrixRow(page, 'Service contract record').getByText('No training artifacts').isVisible(),
    ).toBe(true);

    await row
      .locator(`input[type=file][aria-label="Training file for ${OUTPUT}"]`)
      .setInputFiles({ name: 'Quote screen.png', mimeType: 'image/png', buffer: PNG });
    await toast(page, 'Training artifact uploaded').waitFor();
    const list = row.getByRole('list', { name: `Training artifacts for ${OUTPUT}` });
    await list.getByRole('link', { name: /^Quote screen/ }).waitFor();

    const linkBox = row.getByRole('textbox', { name: `Add a training link for ${OUTPUT}` });
    await linkBox.press('Enter'); // empty: nothing happens
    await linkBox.fill('not a link');
    await linkBox.press('Enter');
    await row.getByText('Please provide a valid URL.').waitFor();
    await linkBox.fill('https://www.youtube.com/watch?v=quote-demo');
    await linkBox.press('Enter');
    const video = list.getByRole('link', { name: new RegExp(`^YouTube Video - ${OUTPUT}`) });
    await video.waitFor();
    expect(await linkBox.inputValue()).toBe('');
    expect(await video.getAttribute('target')).toBe('_blank');
    expect(await video.getAttribute('rel')).toBe('noopener noreferrer');
    await expectAccessible(page);

    // The stored screenshot opens in a new tab (spec §9).
    const opened = app.context.waitForEvent('page');
    await list.getByRole('link', { name: /^Quote screen/ }).click();
    const tab = await opened;
    expect(tab.url()).toMatch(/\/objects\/[0-9a-f-]{36}\/Quote%20screen\.png$/);
    await tab.close();
    expect(defects(app)).toEqual([]);
  });

  it('shows an artifact in its detail dialog and deletes it after confirmation', async () => {
    const { page } = app;
    const row = matrixRow(page, OUTPUT);
    await row.getByRole('button', { name: `Details of YouTube Video - ${OUTPUT}` }).click();
    const dialog = page.getByRole('dialog', { name: `YouTube Video - ${OUTPUT}` });
    await dialog.waitFor();
    expect(await dialog.getByText('Video link').isVisible()).toBe(true);
    expect(await dialog.getByText('https://www.youtube.com/watch?v=quote-demo').isVisible()).toBe(true);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this training artifact?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Training artifact deleted').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The page is exposed again once the confirmation has gone.
    await expect.poll(() => row.getByRole('link', { name: /^Quote screen/ }).count()).toBe(1);
    expect(await row.getByRole('link', { name: /^YouTube Video/ }).count()).toBe(0);

    // After a reload the list is what the server keeps.
    await page.reload();
    await matrixRow(page, OUTPUT)
      .getByRole('link', { name: /^Quote screen/ })
      .waitFor();
    expect(
      await matrixRow(page, OUTPUT)
        .getByRole('link', { name: /^YouTube Video/ })
        .count(),
    ).toBe(0);
    expect(defects(app)).toEqual([]);
  });
});

describe('Training Materials tab', () => {
  it('shows the framework, the three tiers, the alignment panel and the delivery cards', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}?tab=materials`);
    await page.getByRole('heading', { name: 'Integrated Training Curriculum' }).waitFor();
    for (const title of [
      'Tier 3 - Transactional Training',
      'Tier 2 - Process-Based Learning',
      'Tier 1 - Leader & Foundational',
    ]) {
      await tier(page, title).getByText('No documents uploaded yet.').waitFor();
    }
    for (const point of ['System navigation', 'Sub-process introduction', 'Assigned to all roles']) {
      expect(await page.getByText(point, { exact: true }).first().isVisible()).toBe(true);
    }
    const alignment = page.getByRole('region', { name: 'Process-Driven Alignment' });
    for (const level of [
      'Work instructions',
      'Business processes (workflows and SIPOCs)',
      'Enterprise processes',
    ]) {
      expect(await alignment.getByText(level).isVisible()).toBe(true);
    }
    // The uploaded screenshot is this process's one simulation.
    const simulations = page.getByRole('region', { name: 'Simulations' });
    await simulations.getByText('Quote screen').waitFor();
    expect(await simulations.locator('p').first().textContent()).toBe('1 item');
    await expectAccessible(page);

    // The framework image: click to enlarge, zoom by buttons, fit, click to 150%.
    const image = page.locator('img[src*="curriculum-framework"]');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Enlarge Integrated Training Curriculum Framework' }).click();
    const viewer = page.getByRole('dialog', { name: 'Integrated Training Curriculum Framework' });
    await viewer.waitFor();
    await viewer.getByText('Drag to pan • Scroll to zoom').waitFor();
    const level = viewer.getByLabel('Zoom level');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    expect(await level.textContent()).toBe('120%');
    await viewer.getByRole('button', { name: 'Fit to Screen' }).click();
    expect(await level.textContent()).toBe('100%');
    await viewer.getByRole('group', { name: /zoomable|Integrated Training Curriculum Framework/ }).click();
    expect(await level.textContent()).toBe('150%');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(defects(app)).toEqual([]);
  });

  it('uploads a tier document file with the name prefilled, and adds a link', async () => {
    const { page } = app;
    const tier3 = tier(page, 'Tier 3 - Transactional Training');
    await tier3.getByRole('button', { name: 'Upload to Tier 3 - Transactional Training' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload to Tier 3 - Transactional Training' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText('Please select a file to upload.').waitFor();
    await dialog.getByText('Please provide a document name.').waitFor();
    await expectAccessible(page);

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'Receiving job aid.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    expect(await dialog.getByLabel('Document name *').inputValue()).toBe('Receiving job aid');
    expect(await dialog.getByRole('combobox', { name: 'Document type' }).textContent()).toContain('Document');
    await dialog.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: 'Guide' }).click();
    await dialog.getByLabel(/Description/).fill('  Scan, count, post.  ');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Success').getByText('Training document uploaded successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const docs = tier3.getByRole('list', { name: 'Tier 3 - Transactional Training documents' });
    await docs.getByRole('button', { name: /^Receiving job aid/ }).waitFor();
    expect(await docs.getByText('Scan, count, post.', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('region', { name: 'Job Aids' }).getByText('Receiving job aid').waitFor();

    // Closing resets every field.
    const tier1 = tier(page, 'Tier 1 - Leader & Foundational');
    await tier1.getByRole('button', { name: 'Upload to Tier 1 - Leader & Foundational' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Upload to Tier 1 - Leader & Foundational' });
    await linkDialog.getByLabel('Document name *').fill('Half typed');
    await linkDialog.getByRole('button', { name: 'Cancel' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await tier1.getByRole('button', { name: 'Upload to Tier 1 - Leader & Foundational' }).click();
    expect(await linkDialog.getByLabel('Document name *').inputValue()).toBe('');

    await linkDialog.getByRole('radio', { name: 'External link' }).click();
    const url = linkDialog.getByLabel('Link *');
    expect(await url.getAttribute('type')).toBe('url');
    await linkDialog.getByLabel('Document name *').fill('ERP program overview');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await linkDialog.getByText('Please provide a valid URL.').waitFor();
    await url.fill('https://training.example.com/erp-overview');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await toast(page, 'Success').getByText('Training document uploaded successfully').waitFor();
    await linkDialog.waitFor({ state: 'detached' });
    await tier1.getByRole('button', { name: /^ERP program overview/ }).waitFor();
    await tier1.getByText('Link · training.example.com').waitFor();
    await page.getByRole('region', { name: 'ILT/VILT Sessions' }).getByText('ERP program overview').waitFor();
    expect(defects(app)).toEqual([]);
  });

  it('opens a document in a new tab, previews a PDF, and deletes a document', async () => {
    const { page } = app;
    const tier3 = tier(page, 'Tier 3 - Transactional Training');
    const opened = app.context.waitForEvent('page');
    await tier3.getByRole('button', { name: 'Open Receiving job aid in a new tab' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/objects\/[0-9a-f-]{36}\/Receiving%20job%20aid\.pdf$/);
    // Without opener access (spec §7).
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    await tier3.getByRole('button', { name: 'Preview Receiving job aid' }).click();
    const preview = page.getByRole('dialog', { name: 'Receiving job aid' });
    await preview.waitFor();
    const frame = preview.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(/^\/objects\/.+\/Receiving%20job%20aid\.pdf$/);
    expect(await preview.getByRole('link', { name: 'Open in new tab' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    const tier1 = tier(page, 'Tier 1 - Leader & Foundational');
    await tier1.getByRole('button', { name: 'Delete ERP program overview' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Success').getByText('Document deleted successfully').waitFor();
    await tier1.getByText('No documents uploaded yet.').waitFor();

    await page.reload();
    await tier(page, 'Tier 3 - Transactional Training')
      .getByRole('button', { name: /^Receiving job aid/ })
      .waitFor();
    await tier(page, 'Tier 1 - Leader & Foundational').getByText('No documents uploaded yet.').waitFor();
    expect(defects(app)).toEqual([]);
  });
});
