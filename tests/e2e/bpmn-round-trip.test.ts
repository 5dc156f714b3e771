import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { validFixtures } from '../../src/core/bpmn/fixtures';
import { collaborationToBe } from '../../src/core/bpmn/fixtures/collaboration-to-be';
import { setUpApp } from './support/app';
import { openComparison, saveEditor } from './support/process-page';
import { addArtifacts, createProcess } from './support/seed';

/*
 * Issue 21 across its two halves: a diagram imported in the editor or uploaded through Upload
 * Process Files is what the comparison's viewer draws next, and Show changes compares it.
 */
const app = setUpApp();
let processId: string;

const AS_IS = validFixtures.collaboration!;
const TO_BE = collaborationToBe(AS_IS);
const CAMUNDA = validFixtures.camunda!;

type MapDiffJson = { available: boolean; changes: { kind: string; elementId: string; text: string }[] };
const SYMBOL: Record<string, string> = { added: '+', removed: '−' };

const mapCell = (page: Page, state: 'as_is' | 'to_be'): Locator =>
  page.locator(`article[data-row="workflow_map"][data-state="${state}"]`);
/** An element of the drawn diagram: bpmn-js finished importing (the frame says so) and drew it. */
const drawnElement = (page: Page, state: 'as_is' | 'to_be', id: string): Locator =>
  mapCell(page, state).locator(`[data-import-state="done"] .djs-element[data-element-id="${id}"]`);

beforeAll(async () => {
  processId = await createProcess(app.request, {
    name: `Dispatch round trip ${Date.now()}`,
    description: 'Seeded for the BPMN round trip test.',
  });
  await addArtifacts(app.request, processId, [
    { type: 'workflow_map', state: 'as_is', name: 'Dispatch As-Is', content: { bpmn: AS_IS } },
    { type: 'workflow_map', state: 'to_be', name: 'Dispatch To-Be', content: {} },
  ]);
});

describe('a diagram from the editor to the comparison', () => {
  it('imported into the To-Be map and saved, is drawn in its cell and compared with the As-Is', async () => {
    const { page } = app;
    await openComparison(page, processId);
    await drawnElement(page, 'as_is', 'T_Quote').waitFor();
    expect(await mapCell(page, 'to_be').locator('[data-import-state]').count()).toBe(0);

    await mapCell(page, 'to_be').getByRole('button', { name: 'Edit To-Be Workflow Map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit To-Be Workflow Map' });
    await dialog.getByTestId('workflow-diagram-input').setInputFiles({
      name: 'dispatch-to-be.bpmn',
      mimeType: 'application/xml',
      buffer: Buffer.from(TO_BE),
    });
    // The editor's preview is the same viewer, compact.
    await dialog
      .locator('[data-testid=diagram-preview] [data-import-state="done"] [data-element-id="T_Photo"]')
      .waitFor();
    await saveEditor(page, dialog, 'Changes saved');

    await drawnElement(page, 'to_be', 'T_Photo').waitFor();
    expect(await mapCell(page, 'to_be').locator('[data-element-id="T_Quote"]').count()).toBe(0);

    const diff = await app.api<MapDiffJson>('GET', `/api/processes/${processId}/map-diff`);
    expect(diff.available).toBe(true);
    expect(diff.changes.map((c) => c.elementId)).toEqual(expect.arrayContaining(['T_Photo', 'T_Quote']));
    await page.getByRole('button', { name: /Show changes/ }).click();
    await mapCell(page, 'to_be').locator('.djs-element.pmr-diff-added[data-element-id="T_Photo"]').waitFor();
    await mapCell(page, 'as_is')
      .locator('.djs-element.pmr-diff-removed[data-element-id="T_Quote"]')
      .waitFor();
    const entries = mapCell(page, 'to_be')
      .getByRole('region', { name: /^Diagram changes/ })
      .getByRole('listitem')
      .getByRole('button');
    await entries.first().waitFor();
    expect(await entries.allTextContents()).toEqual(
      diff.changes.map((c) => `${SYMBOL[c.kind] ?? '~'}${c.text}: show it on the diagram`),
    );
    expect(app.errors).toEqual([]);
  });
});

describe('a diagram from Upload Process Files to the comparison', () => {
  it('replaces the As-Is diagram, and the As-Is cell draws the new one', async () => {
    const { page } = app;
    await openComparison(page, processId);
    await drawnElement(page, 'as_is', 'T_Quote').waitFor();

    await page.getByRole('button', { name: 'Upload Process Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Process Files' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'camunda.bpmn',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(CAMUNDA),
    });
    await dialog.getByRole('radiogroup', { name: 'Side' }).getByRole('radio', { name: 'As-Is' }).click();
    await dialog.getByRole('radio', { name: /Replace the diagram of “Dispatch As-Is”/ }).click();
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await page.getByText('1 file(s) uploaded successfully.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Redrawn in place, without reloading the page.
    await drawnElement(page, 'as_is', 'T_Review').waitFor();
    expect(await mapCell(page, 'as_is').locator('[data-element-id="T_Quote"]').count()).toBe(0);
    expect(app.errors).toEqual([]);
  });
});
