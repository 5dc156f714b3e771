import fs from 'node:fs/promises';
import type { Process } from '@core/schemas/process';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { setUpApp } from './support/app';
import { expectAccessible, newPage, signInByApi } from './support/browser';
import { unexpectedErrors } from './support/console-errors';
import { jobRoles } from './support/seed';
import { startServer } from './support/server';
import { signal } from './support/signal';

const app = setUpApp();

describe('version history', () => {
  let process: Process;

  beforeAll(async () => {
    const role = (await jobRoles(app.request))[0]!;
    const created = await app.request.post(`${app.server.url}/api/processes`, {
      data: { name: `History Probe ${Date.now()}`, description: 'Edited many times', jobRoleId: role.id },
    });
    expect(created.status()).toBe(201);
    process = (await created.json()) as Process;
    // A job role created and deleted: the kind and action filters have these to offer.
    const temp = await app.request.post(`${app.server.url}/api/job-roles`, {
      data: { name: `Short-lived ${Date.now()}` },
    });
    expect(temp.status()).toBe(201);
    const tempId = ((await temp.json()) as { id: string }).id;
    expect((await app.request.delete(`${app.server.url}/api/job-roles/${tempId}`)).status()).toBe(204);
    // 54 edits + the creation: two pages of this process's history.
    for (let i = 1; i <= 54; i++) {
      const res = await app.request.patch(`${app.server.url}/api/processes/${process.id}`, {
        data: { version: `1.${i}` },
      });
      expect(res.status()).toBe(200);
    }
  });

  it('filters by process through the searchable picker and pages through the results', async () => {
    const { page } = app;
    await page.goto('/history');
    await page.getByRole('heading', { name: 'Version History', level: 1 }).waitFor();
    // The whole log counts up to 100: "of 100+" past that.
    await page.getByText(/^Showing 1–50 of [\d,]+\+?$/).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Process/ }).click();
    await page.getByRole('combobox', { name: 'Search process' }).fill('History Probe');
    await page.getByRole('option', { name: new RegExp(process.name) }).click();
    await page.waitForURL(new RegExp(`processId=${process.id}`));
    await page.getByText('Showing 1–50 of 55').waitFor();
    expect(await page.getByRole('button', { name: /^Process/ }).textContent()).toContain(process.name);

    // Newest first: the last edit tops the list; its diff shows the version change.
    const rows = page.getByTestId('history-entry');
    expect(await rows.first().textContent()).toContain('Updated');
    await rows
      .first()
      .getByRole('button', { name: /Show changes/ })
      .click();
    await page.getByText('Version', { exact: true }).first().waitFor();
    expect(await page.locator('del').first().textContent()).toBe('1.53');
    expect(await page.locator('ins').first().textContent()).toBe('1.54');
    const link = rows.first().getByRole('link', { name: new RegExp(process.name) });
    expect(await link.getAttribute('href')).toBe(`/processes/${process.id}?tab=changelog`);

    // While page 2 loads, page 1 stays on screen (dimmed) and is still the one described.
    const secondPage = /\/api\/history\?.*offset=50/;
    const released = signal();
    const requested = signal();
    await page.route(secondPage, async (route) => {
      requested.fire();
      await released.fired;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await requested.fired;
    expect(await page.getByText(/^Showing 1–50 of 55$/).isVisible()).toBe(true);
    released.fire();
    await page.getByText('Showing 51–55 of 55').waitFor();
    await page.unroute(secondPage);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('history-entry').last().textContent()).toContain('Created');

    await page.goBack();
    await page.getByText('Showing 1–50 of 55').waitFor();
    await page.reload();
    await page.getByText('Showing 1–50 of 55').waitFor();
    expect(unexpectedErrors(app.errors)).toEqual([]);
  });

  it('says "100+ changes" when a search matches more than the server counts, and pages on past it', async () => {
    const { page } = app;
    const role = (await jobRoles(app.request))[0]!;
    const name = `Capped Probe ${Date.now()}`;
    const created = await app.request.post(`${app.server.url}/api/processes`, {
      data: { name, description: 'Edited past the count', jobRoleId: role.id },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as Process).id;
    // The creation + 110 edits: 111 events name it, past the server's count of 100.
    for (let i = 1; i <= 110; i++) {
      const res = await app.request.patch(`${app.server.url}/api/processes/${id}`, {
        data: { version: `2.${i}` },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto(`/history?search=${encodeURIComponent(name)}`);
    await page.getByText('100+ changes, newest first').waitFor();
    await page.getByText('Showing 1–50 of 100+').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 51–100 of 100+').waitFor();
    // The count stops at 100, the changes do not: a third page is there.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Showing 101–111$/).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('history-entry').last().textContent()).toContain('Created');
    expect(unexpectedErrors(app.errors)).toEqual([]);
  });

  it('searches the processes on the server as the user types, and names a deleted process', async () => {
    const { page } = app;
    const lists: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/processes') lists.push(url.search);
    };
    page.on('request', onRequest);
    const retired = (await (
      await app.request.post(`${app.server.url}/api/processes`, {
        data: { name: `Retired Flow ${Date.now()}`, description: 'Replaced', jobRoleId: process.jobRoleId },
      })
    ).json()) as Process;
    expect((await app.request.delete(`${app.server.url}/api/processes/${retired.id}`)).status()).toBe(204);

    await page.goto(`/history?processId=${retired.id}`);
    await page.getByText('Showing 1–2 of 2').waitFor();
    const picker = page.getByRole('button', { name: /^Process/ });
    await expect.poll(() => picker.textContent()).toContain('Deleted process');
    const rows = page.getByTestId('history-entry');
    expect(await rows.first().getByText('Its process has since been deleted').isVisible()).toBe(true);

    await picker.click();
    const box = page.getByRole('combobox', { name: 'Search process' });
    await box.fill('history probe');
    await page.getByRole('option', { name: new RegExp(process.name) }).waitFor();
    await expect
      .poll(() => lists.some((q) => /search=history\+probe/.test(q) && /limit=50/.test(q)))
      .toBe(true);
    await box.fill('no process is called this');
    await page.getByText('No matches.').waitFor();
    await page.route(/\/api\/processes\?search=broken/, (route) =>
      route.fulfill({ status: 503, json: { message: 'The database is not reachable.' } }),
    );
    await box.fill('broken');
    await page
      .getByRole('alert')
      .getByText('The processes could not be searched. The database is not reachable.')
      .waitFor();
    await page.unroute(/\/api\/processes\?search=broken/);
    await box.press('Escape');
    await box.press('Escape');

    // A process nobody has changed yet says so, with the way to it.
    const [quiet] = (await (
      await app.request.get(`${app.server.url}/api/processes?search=Renewal&limit=1`)
    ).json()) as Process[];
    await page.goto(`/history?processId=${quiet!.id}`);
    await page.getByText('No changes recorded for this process yet.').waitFor();
    await page.getByRole('link', { name: 'Open the process' }).click();
    await page.waitForURL(new RegExp(`/processes/${quiet!.id}$`));
    // The screen never asks for the whole list: 100,000 processes would be tens of megabytes.
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((q) => !/limit=/.test(q))).toEqual([]);
    page.off('request', onRequest);
    // The expected failures: the deleted process read by its id, and the search refused above.
    expect(unexpectedErrors(app.errors).filter((e) => !/status of (404 \(Not Found\)|503)/.test(e))).toEqual(
      [],
    );
    app.errors.length = 0;
  });

  it('filters by kind of change, with readable labels, and clears back to everything', async () => {
    const { page } = app;
    await page.goto('/history');
    await page.getByText(/^Showing 1–\d+ of [\d,]+\+?$/).waitFor();
    await page.getByLabel('Kind of change').click();
    await page.getByRole('option', { name: 'Job role', exact: true }).click();
    await page.waitForURL(/entityType=job_role/);
    await expect
      .poll(async () => {
        const kinds = await page.getByTestId('history-kind').allTextContents();
        return kinds.length > 0 && kinds.every((k) => k === 'Job role');
      })
      .toBe(true);

    await page.getByLabel('Action', { exact: true }).click();
    await page.getByRole('option', { name: 'Deleted', exact: true }).click();
    await page.waitForURL(/action=delete/);
    await expect
      .poll(async () => {
        const entries = await page.getByTestId('history-entry').allTextContents();
        return entries.length > 0 && entries.every((text) => text.includes('Deleted'));
      })
      .toBe(true);

    await page.getByLabel('Search', { exact: true }).fill('no-such-change-anywhere');
    await page.getByText('No changes match these filters.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL(/\/history$/);
    // The whole log counts up to 100: "of 100+" past that.
    await page.getByText(/^Showing 1–50 of [\d,]+\+?$/).waitFor();

    // Days are whole local days: everything so far happened today, nothing tomorrow.
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await page.getByLabel('From', { exact: true }).fill(day(0));
    await page.waitForURL(new RegExp(`from=${day(0)}`));
    // The whole log counts up to 100: "of 100+" past that.
    await page.getByText(/^Showing 1–50 of [\d,]+\+?$/).waitFor();
    await page.getByLabel('From', { exact: true }).fill(day(1));
    await page.getByText('No changes match these filters.').waitFor();
    expect(unexpectedErrors(app.errors)).toEqual([]);
  });
});

/** Reads one entry of a zip file into a string. */
function readZipEntry(file: string, entryName: string): Promise<{ names: string[]; text: string | null }> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      let text: string | null = null;
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== entryName) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            text = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve({ names, text }));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('export all, then import into an empty repository', () => {
  let archivePath: string;

  it('downloads the full archive: a zip with a version 1 manifest', async () => {
    const { page } = app;
    await page.goto('/export-all');
    await page.getByRole('heading', { name: 'Export All', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Full archive (.zip)' }).waitFor();
    await page.getByRole('heading', { name: 'Spreadsheet (.xlsx)' }).waitFor();
    const summary = (await (await app.request.get(`${app.server.url}/api/dashboard/summary`)).json()) as {
      totalProcesses: number;
    };
    await page.getByText(String(summary.totalProcesses), { exact: true }).first().waitFor();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .zip' }).click(),
    ]);
    await page.getByText('Export started', { exact: true }).waitFor();
    expect(download.suggestedFilename()).toMatch(/^process-map-repository-\d{4}-\d{2}-\d{2}\.zip$/);
    archivePath = `${app.server.dataDir}/${download.suggestedFilename()}`;
    await download.saveAs(archivePath);
    const bytes = await fs.readFile(archivePath);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const { names, text } = await readZipEntry(archivePath, 'manifest.json');
    expect(names).toContain('manifest.json');
    expect(names.some((n) => n.startsWith('data/'))).toBe(true);
    const manifest = JSON.parse(text!) as { format: string; version: number; counts: Record<string, number> };
    expect(manifest.format).toBe('process-map-repository-export');
    expect(manifest.version).toBe(1);
    expect(manifest.counts.processes).toBe(summary.totalProcesses);

    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .xlsx' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);
    const xlsx = await fs.readFile((await sheet.path())!);
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(unexpectedErrors(app.errors)).toEqual([]);
  });

  it('imports the archive into a fresh server through Bulk Import (Merge) and the dashboard counts match', async () => {
    const source = (await (
      await app.request.get(`${app.server.url}/api/dashboard/summary`)
    ).json()) as Record<string, number>;
    const fresh = await startServer({ DEMO_DATA: 'off' });
    const w2 = await newPage(app.browser, fresh.url);
    try {
      await signInByApi(w2, fresh.url);
      const { page } = w2;
      await page.goto('/');
      await page.getByText('No processes created yet.').waitFor();

      await page.goto('/bulk-import');
      await page.getByRole('heading', { name: 'Bulk Import', level: 1 }).waitFor();
      expect(await page.getByRole('radio', { name: /Merge/ }).isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
      await expectAccessible(page);

      await page.getByLabel('Choose file to import').setInputFiles(archivePath);
      await page.getByRole('button', { name: 'Check file' }).click();
      await page.getByText(/^Ready to import \(Merge\)/).waitFor();
      await page.getByRole('heading', { name: 'Check result' }).waitFor();
      expect(await page.getByRole('button', { name: /^To create/ }).textContent()).toMatch(/[1-9]/);
      expect(await page.getByRole('button', { name: /^Rejected/ }).textContent()).toMatch(/Rejected\s*0$/);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText('Import complete', { exact: true }).first().waitFor();
      await page.getByRole('heading', { name: 'Import complete' }).waitFor();

      const imported = (await (
        await w2.context.request.get(`${fresh.url}/api/dashboard/summary`)
      ).json()) as Record<string, number>;
      expect(imported).toEqual(source);

      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      const cards = page.getByRole('region', { name: 'Summary' });
      await cards.waitFor();
      const text = (await cards.textContent()) ?? '';
      expect(text).toContain(`Total Processes${source.totalProcesses!.toLocaleString('en-US')}`);
      expect(text).toContain(`Job Roles${source.jobRoles!.toLocaleString('en-US')}`);
      await page.getByRole('navigation', { name: 'Job Roles' }).getByRole('link').first().waitFor();

      // Replace everything asks first, then restores the same archive: the counts stay the same.
      await page.getByRole('link', { name: 'Bulk Import' }).click();
      await page.getByLabel('Choose file to import').setInputFiles(archivePath);
      await page.getByRole('radio', { name: /Replace everything/ }).click();
      await page.getByText('Replace everything deletes all current data.').waitFor();
      await page.getByRole('button', { name: 'Check file' }).click();
      await page.getByText(/^Ready to import \(Replace everything\)/).waitFor();
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Replace everything?' });
      await confirm.getByRole('button', { name: 'Replace everything' }).click();
      await page.getByRole('heading', { name: 'Import complete' }).waitFor();
      const restored = (await (
        await w2.context.request.get(`${fresh.url}/api/dashboard/summary`)
      ).json()) as Record<string, number>;
      expect(restored).toEqual(source);
      expect(unexpectedErrors(w2.errors)).toEqual([]);
    } finally {
      await w2.context.close();
      await fresh.stop();
    }
  });

  it('refuses a file of the wrong kind with the server message, inline', async () => {
    const { page } = app;
    await page.goto('/bulk-import');
    const notes = `${app.server.dataDir}/notes.csv`;
    await fs.writeFile(notes, 'Hello,World\n1,2\n');
    await page.getByLabel('Choose file to import').setInputFiles(notes);
    await page.getByRole('button', { name: 'Check file' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be checked' });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
  });
});
