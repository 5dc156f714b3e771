import type { Locator, Page, Response } from 'playwright-core';

/** Locators and waits on the process page's default tab, shared by the files that drive it. */

export function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** One To-Be pain point under Pain Point Resolution, found by its title. */
export function painPoint(page: Page, title: string): Locator {
  return region(page, 'Pain Point Resolution')
    .getByRole('region', { name: 'Pain points to track' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The Change Impact Assessment Matrix row of an output (its row header starts with the output). */
export function matrixRow(page: Page, output: string): Locator {
  return region(page, 'Change Impact Assessment Matrix')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${output}`) }) });
}

/** Resolves on the page's first successful answer to `method` on a URL containing `path`. */
export function answered(page: Page, path: string, method: string): Promise<Response> {
  return page.waitForResponse((r) => r.url().includes(path) && r.request().method() === method && r.ok());
}

/** A comparison card (an article named for its artifact, or "Workflow Map (As-Is)" when empty). */
export function comparisonCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Opens a process on its comparison and waits for the As-Is column. */
export async function openComparison(page: Page, processId: string): Promise<void> {
  await page.goto(`/processes/${processId}`);
  await page.getByRole('heading', { level: 2, name: 'As-Is (Current State)' }).waitFor();
}

/** Saves an artifact editor and waits for its toast and for the dialog to close. */
export async function saveEditor(page: Page, dialog: Locator, toast: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(toast, { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}
