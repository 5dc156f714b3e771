import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeCfb } from '../../src/server/lib/file-format/testing/cfb-writer';
import { plainZip } from '../../src/server/lib/file-format/testing/samples';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { matrixRow } from './support/process-page';
import { QUOTE_OUTPUT } from './support/seed';
import { createUploadsProcess, defects, toast } from './support/uploads';

/*
 * Issue 18 seen from the browser: uploads checked by the structure of their format, text decoded
 * from its encoding, a password-protected document marked so. MAX_UPLOAD_MB is 1 as in uploads.test.ts.
 */

const app = setUpApp({ MAX_UPLOAD_MB: '1' });
let processId: string;

const OUTPUT = QUOTE_OUTPUT;
// "Café – naïve" in Windows-1252 (é E9, en dash 96, ï EF), and in UTF-16LE with its BOM.
const WINDOWS_1252 = Buffer.from([
  0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65, 0x0a,
]);
const UTF16 = Buffer.concat([
  Buffer.from([0xff, 0xfe]),
  Buffer.from('Café – naïve\r\nStep two\r\n', 'utf16le'),
]);
/** A .docx saved with a password: the package encrypted inside a compound file, as Office writes it. */
const ENCRYPTED_DOCX = writeCfb([
  { name: 'EncryptionInfo', data: Buffer.alloc(200, 4) },
  { name: 'EncryptedPackage', data: Buffer.alloc(8192, 7) },
  { name: '\u0006DataSpaces', children: [{ name: 'Version', data: Buffer.alloc(76) }] },
]);

/** Screenshots of the screens this file covers, for a person to look at: SHOTS=1 writes them to shots/. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `shots/${name}.png` });
}

beforeAll(async () => {
  processId = await createUploadsProcess(app.request);
});

describe('uploads checked by the structure of their format (issue 18)', () => {
  it('previews Windows-1252 and UTF-16 text training artifacts decoded', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    const row = matrixRow(page, OUTPUT);
    const input = row.locator(`input[type=file][aria-label="Training file for ${OUTPUT}"]`);
    for (const [name, buffer] of [
      ['Cafe 1252.txt', WINDOWS_1252],
      ['Cafe UTF-16.txt', UTF16],
    ] as const) {
      await input.setInputFiles({ name, mimeType: 'text/plain', buffer });
      await toast(page, 'Training artifact uploaded').waitFor();
      const title = name.replace(/\.txt$/, '');
      await row.getByRole('link', { name: new RegExp(`^${title}`) }).waitFor();

      await row.getByRole('button', { name: `Details of ${title}` }).click();
      const details = page.getByRole('dialog', { name: title });
      await details.getByRole('button', { name: 'Preview' }).click();
      const text = page.getByRole('region', { name: `${title} (text preview)` });
      await text.getByText('Café – naïve').waitFor();
      await expectAccessible(page);
      await shot(page, `text-preview-${title.includes('1252') ? 'windows-1252' : 'utf-16'}`);
      await page.keyboard.press('Escape');
      await text.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
    }
    expect(defects(app)).toEqual([]);
  });

  it('marks an encrypted .docx password-protected and says what a renamed zip really is', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    await page.getByRole('button', { name: 'Upload Process Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Process Files' });
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'Locked plan.docx', mimeType: 'application/octet-stream', buffer: ENCRYPTED_DOCX },
      { name: 'Renamed archive.docx', mimeType: 'application/octet-stream', buffer: await plainZip() },
    ]);
    await dialog.getByRole('button', { name: 'Upload 2 file(s)' }).click();
    const row = (name: string) => dialog.getByRole('listitem').filter({ hasText: name });
    await row('Renamed archive.docx').getByText('This is a zip archive, not a Word document.').waitFor();
    await row('Locked plan.docx').getByText('Password-protected').waitFor();
    await row('Locked plan.docx').getByText('Uploaded').waitFor();
    await toast(page, 'Upload Error').waitFor();
    await expectAccessible(page);
    await shot(page, 'upload-dialog-refused-and-protected');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Artifacts Library' }).click();
    const card = page.getByRole('article', { name: 'Locked plan.docx' });
    await card.getByText('Password-protected').waitFor();
    expect(await page.getByRole('article', { name: 'Renamed archive.docx' }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'artifacts-library-password-protected');

    // View explains instead of opening a tab, and offers the download.
    await card.getByRole('button', { name: /View/ }).click();
    const preview = page.getByRole('dialog', { name: 'Locked plan.docx' });
    await preview
      .getByText('This file is password-protected: download it to open it with its password.')
      .waitFor();
    const download = preview.getByRole('link', { name: 'Download' });
    expect(await download.getAttribute('href')).toMatch(/^\/objects\/[0-9a-f-]{36}\/Locked%20plan\.docx$/);
    expect(await preview.getByRole('link', { name: 'Open in new tab' }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'password-protected-preview');
    const saved = await Promise.all([page.waitForEvent('download'), download.click()]).then(([d]) => d);
    expect(saved.suggestedFilename()).toBe('Locked plan.docx');
    const path = await saved.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).equals(ENCRYPTED_DOCX)).toBe(true);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    expect(defects(app)).toEqual([]);
  });
});
