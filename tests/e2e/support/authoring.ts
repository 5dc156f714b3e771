import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { setUpApp } from './app';
import { unexpectedErrors } from './console-errors';
import { comparisonCard, openComparison as openProcessComparison, saveEditor } from './process-page';
import { type ArtifactJson, createProcess, jobRoles } from './seed';

/* Shared by the authoring tests (authoring.test.ts, authoring-other-editors.test.ts). */

export const card = comparisonCard;
export const editor = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });
export const field = (dialog: Locator, name: string): Locator =>
  dialog.getByRole('textbox', { name, exact: true });
export const save = saveEditor;

/**
 * The usual app, and a new process created through the API to fill from scratch in the browser:
 * registers the hooks of the calling file and returns what its tests read and do.
 */
export function setUpAuthoring() {
  const app = setUpApp();
  /** The new process, filled in once beforeAll has run. */
  const authored = { id: '', name: '' };

  const artifacts = () => app.api<ArtifactJson[]>('GET', `/api/artifacts?processId=${authored.id}`);
  async function artifactOf(type: string, state: 'as_is' | 'to_be'): Promise<ArtifactJson> {
    const hit = (await artifacts()).find((a) => a.type === type && a.state === state);
    expect(hit, `${state} ${type}`).toBeDefined();
    return hit!;
  }

  /** The browser logs every refused save (409) as a console error; here they are expected. */
  const defects = () => unexpectedErrors(app.errors);

  const openComparison = (page: Page) => openProcessComparison(page, authored.id);

  beforeAll(async () => {
    const roles = await jobRoles(app.request);
    authored.name = `Parts Ordering ${Date.now()}`;
    authored.id = await createProcess(app.request, {
      name: authored.name,
      description: 'Technicians order parts for jobs.',
      jobRoleId: roles.find((r) => r.name === 'Procurement Manager')?.id ?? roles[0]!.id,
    });
  });

  return { app, authored, artifacts, artifactOf, defects, openComparison };
}
