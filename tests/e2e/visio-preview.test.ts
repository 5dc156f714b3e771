import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ooxmlPackage } from '../../src/server/lib/file-format/testing/samples';
import { visioDrawing } from '../../src/server/lib/file-format/testing/visio';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { createProcess } from './support/seed';

/*
 * Issue 21: an uploaded Visio drawing previews in the app as its pages drawn as SVG, with Download
 * always there; one the server cannot draw says why.
 */

const app = setUpApp();
let processId: string;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `shots/${name}.png` });
}

/** Uploads a process file through the API and files it as an As-Is artifact, as the upload dialog does. */
async function addProcessFile(name: string, data: Buffer): Promise<void> {
  const res = await app.request.post('/api/files?purpose=process-file', {
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: data } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const stored = (await res.json()) as { url: string };
  await app.api('POST', '/api/artifacts', {
    processId,
    type: 'vsdx',
    state: 'as_is',
    name,
    description: 'Visio drawing (.vsdx)',
    fileUrl: stored.url,
  });
}

beforeAll(async () => {
  processId = await createProcess(app.request, {
    name: 'Visio E2E',
    description: 'Seeded for the Visio preview.',
  });
  const drawing = await visioDrawing([
    {
      name: 'Dispatch',
      shapes: [
        { text: 'Receive call', x: 2.5, y: 9, width: 2.5, height: 1 },
        { text: 'Schedule technician', x: 6, y: 9, width: 2.5, height: 1 },
      ],
    },
    { name: 'Billing', shapes: [{ text: 'Send invoice', x: 4, y: 8, width: 3, height: 1.2 }] },
  ]);
  await addProcessFile('Dispatch flow.vsdx', drawing);
  await addProcessFile('Damaged flow.vsdx', await ooxmlPackage('vsdx'));
});

describe('Visio preview', () => {
  it('shows the pages of a drawing in a dialog with Download', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    await page.getByRole('tab', { name: 'Artifacts Library' }).click();
    await page
      .getByRole('article', { name: 'Dispatch flow.vsdx' })
      .getByRole('button', { name: /View/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Dispatch flow.vsdx' });
    await dialog.waitFor();
    const picture = dialog.getByRole('img', { name: 'Dispatch flow.vsdx: 2 pages of the drawing' });
    await picture.waitFor();
    // The picture really drew: an SVG object URL with a size.
    expect(await picture.getAttribute('src')).toMatch(/^blob:/);
    await page.waitForFunction(
      () => ((document.querySelector('[role=dialog] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
    );
    expect(await dialog.getByText('2 pages, drawn from the Visio file.', { exact: false }).isVisible()).toBe(
      true,
    );
    const download = dialog.getByRole('link', { name: 'Download' });
    expect(await download.getAttribute('href')).toMatch(/^\/objects\/[0-9a-f-]{36}\/Dispatch%20flow\.vsdx$/);
    expect(await dialog.getByRole('link', { name: 'Open in new tab' }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'visio-preview');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('says why a drawing cannot be drawn, and still offers the download', async () => {
    const { page } = app;
    await page
      .getByRole('article', { name: 'Damaged flow.vsdx' })
      .getByRole('button', { name: /View/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Damaged flow.vsdx' });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /This drawing cannot be previewed\.The file could not be read as a Visio drawing.*Download it to open it in Visio\./,
    );
    expect(await dialog.getByRole('link', { name: 'Download' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'visio-preview-refused');
  });
});
