import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp, setUpTempDir } from './support/app';
import { expectAccessible } from './support/browser';
import { processIdByName } from './support/seed';

/*
 * Issue 7 item 1 on the Process Comparison tab: Export Package (three files 500 ms apart), Download
 * HTML with hostile repository text, Print Preview and Share Process.
 */

const DEMO = 'Service Call Dispatch and Scheduling';
const XSS = `<img src=x onerror=alert(1)>`;

const app = setUpApp();
let processId: string;
const dir = setUpTempDir('pmr-report-');

async function readDownload(download: Download): Promise<string> {
  const file = path.join(dir.path, download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFileSync(file, 'utf8');
}

async function openComparison(page: Page): Promise<void> {
  await page.goto(`/processes/${processId}`);
  await page.getByRole('button', { name: 'Export Package' }).waitFor();
}

beforeAll(async () => {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
  // Record print() calls on the print window instead of opening a dialog.
  await app.context.addInitScript(() => {
    const open = window.open.bind(window);
    const calls: string[] = [];
    (window as unknown as { __printCalls: string[] }).__printCalls = calls;
    window.open = (...args: Parameters<typeof window.open>) => {
      const win = open(...args);
      if (win) win.print = () => calls.push(win.document.title);
      return win;
    };
  });
  processId = await processIdByName(app.request, DEMO);
});

describe('comparison report', () => {
  it('exports a package of three files, 500 ms apart, and says so', async () => {
    const { page } = app;
    await openComparison(page);
    await expectAccessible(page);

    const downloads: { download: Download }[] = [];
    const three = new Promise<void>((resolve) => {
      page.on('download', (download) => {
        downloads.push({ download });
        if (downloads.length === 3) resolve();
      });
    });
    // When the page hands each file to the browser, timed in the page: the moment the test hears
    // of a download comes later, by a delay a busy machine makes longer for one than another.
    await page.evaluate(() => {
      const handed: number[] = [];
      (window as unknown as { handedFiles: number[] }).handedFiles = handed;
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) handed.push(performance.now());
        click.call(this);
      };
    });
    await page.getByRole('button', { name: 'Export Package' }).click();
    await three;
    await page.getByText('Package Generated Successfully', { exact: true }).waitFor();
    await page.getByText('Downloaded 3 files for comprehensive process sharing.', { exact: true }).waitFor();

    const base = 'Service_Call_Dispatch_and_Scheduling';
    expect(downloads.map((d) => d.download.suggestedFilename())).toEqual([
      `${base}.html`,
      `${base}.json`,
      `${base}.txt`,
    ]);
    const handed = await page.evaluate(() => (window as unknown as { handedFiles: number[] }).handedFiles);
    expect(handed).toHaveLength(3);
    expect(handed[1]! - handed[0]!).toBeGreaterThanOrEqual(450);
    expect(handed[2]! - handed[1]!).toBeGreaterThanOrEqual(450);

    const html = await readDownload(downloads[0]!.download);
    expect(html).toContain(`<h1>${DEMO}</h1>`);
    for (const output of [
      'Service call dispatched to a qualified technician',
      'Printed work ticket with site and scope',
    ]) {
      expect(html).toContain(output);
    }
    expect(html).not.toMatch(/<script\b/i);
    expect(html).toContain('data:image/svg+xml;base64,');
    // Its workflow maps' BPMN diagrams (issue 21): drawn by the server, inline, with the words.
    expect(
      html.match(/<div class="diagram-drawing"><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/g),
    ).toHaveLength(2);
    expect(html).toContain('<h4>The diagram in words</h4>');
    expect(html).toContain('<li>Start: Portal or phone (Customer)</li>');

    const data = JSON.parse(await readDownload(downloads[1]!.download)) as {
      version: string;
      exportedAt: string;
      process: { id: string; name: string };
      changeImpacts: { output: string }[];
    };
    expect(data.version).toBe('1.0');
    expect(Number.isNaN(Date.parse(data.exportedAt))).toBe(false);
    expect(data.process).toMatchObject({ id: processId, name: DEMO });
    expect(data.changeImpacts.length).toBeGreaterThan(0);

    const text = await readDownload(downloads[2]!.download);
    expect(text).toContain(`Process:       ${DEMO}`);
    expect(text).toContain('PAIN POINT RESOLUTION');
    expect(app.errors).toEqual([]);
  });

  it('renders hostile names and pain points as text in the downloaded report', async () => {
    const { page, context } = app;
    const hostile = `${XSS} "Dispatch" & 'Co'`;
    const hostilePainPoint = `"><svg onload=alert(2)>`;
    const roles = (await (await context.request.get('/api/job-roles')).json()) as { id: string }[];
    const created = await context.request.post('/api/processes', {
      data: { name: 'Report XSS check', description: 'Seeded for the report test.', jobRoleId: roles[0]!.id },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const renamed = await context.request.patch(`/api/processes/${id}`, { data: { name: hostile } });
    expect(renamed.status()).toBe(200);
    const artifact = await context.request.post('/api/artifacts', {
      data: {
        processId: id,
        type: 'pain_points',
        state: 'to_be',
        name: 'To-Be Pain Points',
        content: { painPoints: [{ title: hostilePainPoint, description: XSS, impact: `'High' & "urgent"` }] },
      },
    });
    expect(artifact.status()).toBe(201);
    const status = await context.request.post('/api/pain-point-statuses', {
      data: { processId: id, painPointTitle: hostilePainPoint, status: 'in_progress' },
    });
    expect(status.ok()).toBe(true);

    await page.goto(`/processes/${id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download HTML' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^img_src=x_onerror=alert\(1\)_Dispatch_.*\.html$/);
    const file = path.join(dir.path, 'hostile.html');
    await download.saveAs(file);

    const viewer = await context.newPage();
    const dialogs: string[] = [];
    viewer.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    // goto resolves at the load event, which comes after every script and image (and an image's
    // onerror) of the file: by then any alert would have been raised.
    await viewer.goto(`file://${file}`);
    expect(await viewer.locator('h1').textContent()).toBe(hostile);
    expect(await viewer.title()).toBe(`${hostile} — Process Comparison Report`);
    await viewer.getByRole('cell', { name: hostilePainPoint, exact: true }).first().waitFor();
    await viewer.getByRole('cell', { name: XSS, exact: true }).first().waitFor();
    await viewer.getByText('In Progress', { exact: true }).first().waitFor();
    expect(await viewer.locator('img, svg, script').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await viewer.close();
  });

  it('opens the report for printing and prints it', async () => {
    const { page } = app;
    await openComparison(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print Preview' }).click(),
    ]);
    await popup.locator('h1', { hasText: DEMO }).waitFor();
    await popup.getByRole('heading', { name: /Change Impact Assessment/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printCalls: string[] }).__printCalls))
      .toEqual([`${DEMO} — Process Comparison Report`]);

    // Printed (issue 27): each of the two workflow maps on a landscape page of its own, the rest
    // portrait, and no section forced onto a new page (a short one left most of its page empty).
    const pdf = (await popup.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) =>
      Number(w) > Number(h) ? 'landscape' : 'portrait',
    );
    expect(pages.filter((p) => p === 'landscape').length).toBeGreaterThanOrEqual(2);
    expect(pages.filter((p) => p === 'portrait').length).toBeGreaterThanOrEqual(3);
    await popup.emulateMedia({ media: 'print' });
    const mapWidths = await popup.$$eval('.map-row .card', (cards) =>
      cards.map((card) => card.getBoundingClientRect().width / document.body.getBoundingClientRect().width),
    );
    expect(mapWidths).toHaveLength(2);
    for (const share of mapWidths) expect(share).toBeGreaterThan(0.9);
    expect(
      await popup.$$eval('section', (sections) => sections.map((s) => getComputedStyle(s).breakBefore)),
    ).toEqual(['auto', 'auto', 'auto', 'auto', 'auto', 'auto']);
    await popup.close();
  });

  it('copies a link to the process on its tab and says so', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}?tab=comparison`);
    await page.getByRole('button', { name: 'Share Process' }).click();
    const link = `${app.server.url}/processes/${processId}?tab=comparison`;
    await page.getByText('Link copied', { exact: true }).waitFor();
    await page.getByText(link, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectAccessible(page);
    expect(app.errors).toEqual([]);
  });
});
