import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { matrixRow, region } from './support/process-page';
import { jobRoles, QUOTE_OUTPUT } from './support/seed';
import { signal } from './support/signal';
import { createUploadsProcess, toast } from './support/uploads';

/*
 * A save's follow-ups (its toast, the navigation after it) outlive the screen that started it.
 * TanStack Query drops the callbacks given to mutate() once their component unmounts, and the
 * screen often goes before the answer arrives: the user moves on, or the live stream refreshes
 * what the save changed. Each test holds the server's answer (already given: the save has landed)
 * until the screen that asked is gone, then lets it through.
 */

const app = setUpApp();
let processId: string;

beforeAll(async () => {
  processId = await createUploadsProcess(app.request);
});

/**
 * Holds the answer to the next `method` request of `path`: `answered` resolves once the server has
 * answered it (the save landed), and `release()` lets the answer through to the page.
 */
async function holdAnswer(page: Page, path: string, method: string) {
  const landed = signal();
  const released = signal();
  const delivered = signal();
  const matches = (url: URL) => url.pathname === path;
  let held = false;
  const handler = async (route: Route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = true;
    const response = await route.fetch();
    landed.fire();
    await released.fired;
    await route.fulfill({ response });
    delivered.fire();
  };
  await page.route(matches, handler);
  return {
    answered: landed.fired,
    release: async () => {
      released.fire();
      await delivered.fired;
      await page.unroute(matches, handler);
    },
  };
}

describe('a save answered after its screen is gone', () => {
  it('still toasts an uploaded training artifact when the user has switched tabs', async () => {
    const { page } = app;
    await page.goto(`/processes/${processId}`);
    const row = matrixRow(page, QUOTE_OUTPUT);
    await row.getByText('No training artifacts').waitFor();

    const upload = await holdAnswer(page, '/api/training-artifacts/upload', 'POST');
    await row
      .locator(`input[type=file][aria-label="Training file for ${QUOTE_OUTPUT}"]`)
      .setInputFiles({ name: 'Quote checklist.txt', mimeType: 'text/plain', buffer: Buffer.from('Steps') });
    await upload.answered;

    await page.getByRole('tab', { name: 'Change Log' }).click();
    await region(page, 'Change Impact Assessment Matrix').waitFor({ state: 'detached' });
    await upload.release();

    await toast(page, 'Training artifact uploaded').waitFor();
    await page.getByRole('tab', { name: 'Process Comparison' }).click();
    await matrixRow(page, QUOTE_OUTPUT)
      .getByRole('list', { name: `Training artifacts for ${QUOTE_OUTPUT}` })
      .getByRole('link', { name: /^Quote checklist/ })
      .waitFor();
  });

  it('still toasts a deleted job role when the user has gone back from its page', async () => {
    const { page } = app;
    const name = `Claims Clerk ${Date.now()}`;
    const role = await app.api<{ id: string }>('POST', '/api/job-roles', { name, description: 'Claims' });
    await page.goto('/job-roles');
    await page.getByRole('rowheader', { name }).getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    const remove = await holdAnswer(page, `/api/job-roles/${role.id}`, 'DELETE');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Job Role' }).click();
    await remove.answered;

    await page.goBack();
    await page.getByRole('heading', { name: 'Job Roles', level: 1 }).waitFor();
    await remove.release();

    await toast(page, 'Job Role Deleted').waitFor();
    await page.getByRole('rowheader', { name }).waitFor({ state: 'detached' });
    expect((await jobRoles(app.request)).some((r) => r.id === role.id)).toBe(false);
  });
});
