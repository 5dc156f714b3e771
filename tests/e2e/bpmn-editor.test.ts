import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBpmn } from '../../src/core/bpmn/parse';
import { semanticDigest } from '../../src/core/bpmn/semantic-digest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { comparisonCard, openComparison as openProcessComparison, saveEditor } from './support/process-page';
import { type ArtifactJson, createProcess } from './support/seed';

/*
 * Issue 21 in the browser: a workflow map's BPMN 2.0 diagram imported in the editor, drawn and
 * edited in the bpmn.io modeler, copied to the To-Be, and uploaded through Upload Process Files.
 * Vendor files (Signavio, Camunda) keep what the app does not understand.
 */

const app = setUpApp();
let processId: string;

const fixture = (name: string) => fs.readFileSync(`src/core/bpmn/fixtures/${name}`, 'utf8');
const SIGNAVIO = fixture('signavio.bpmn');
const CAMUNDA = fixture('camunda.bpmn');
const XPDL = fixture('malformed/xpdl.xml');
const WITH_WARNINGS = fixture('malformed/unknown-elements.bpmn');
const ZIP = Buffer.from('504b0304140000000800', 'hex');

const card = comparisonCard;
const editor = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });
const modeler = (page: Page): Locator => page.getByRole('dialog', { name: /the diagram/ });

/**
 * Waits until the modeler has drawn `elementId` and fitted the diagram (Save diagram is enabled
 * then), and until the dialog's opening animation has ended: it scales the dialog, so a shape's
 * box measured during it is not where the pointer will later find the shape.
 */
async function modelerReady(panel: Locator, elementId: string): Promise<void> {
  await panel.locator(`[data-testid=bpmn-modeler] [data-element-id="${elementId}"]`).waitFor();
  await expect.poll(() => panel.getByRole('button', { name: 'Save diagram' }).isEnabled()).toBe(true);
  await panel.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}

/** The browser logs refused requests (400, 415) as console errors; here they are expected. */
const defects = () =>
  app.errors.filter((e) => !/status of (400 \(Bad Request\)|415 \(Unsupported Media Type\))/.test(e));

async function map(state: 'as_is' | 'to_be'): Promise<ArtifactJson & { content: { bpmn?: string } }> {
  const list = await app.api<ArtifactJson[]>('GET', `/api/artifacts?processId=${processId}`);
  const hit = list.find((a) => a.type === 'workflow_map' && a.state === state);
  expect(hit, `${state} workflow map`).toBeDefined();
  return hit as ArtifactJson & { content: { bpmn?: string } };
}

async function digest(xml: string): Promise<unknown> {
  const parsed = await parseBpmn(xml);
  if (!parsed.ok) throw new Error(parsed.reason);
  return semanticDigest(parsed.definitions);
}

/** Screenshots for a person to look at: SHOTS=1 writes them to shots/. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `shots/bpmn-${name}.png` });
}

const openComparison = (page: Page) => openProcessComparison(page, processId);
const save = saveEditor;

/** Opens Upload Process Files on the comparison with `files` chosen. */
async function uploadDialogWith(page: Page, files: { name: string; buffer: Buffer }[]): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload Process Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Process Files' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles(files.map((f) => ({ ...f, mimeType: 'application/octet-stream' })));
  return dialog;
}

/** How many tasks the modeler's canvas holds. */
const taskCount = (page: Page) =>
  page
    .locator('[data-testid=bpmn-modeler] .djs-element.djs-shape[data-element-id]')
    .evaluateAll(
      (shapes) =>
        shapes.filter(
          (s) =>
            s.querySelector('.djs-visual rect') &&
            !/Lane|Participant/.test(s.getAttribute('data-element-id') ?? ''),
        ).length,
    );

/**
 * Drags a task from the modeler's palette to a free spot given relative to the shape `id` on the
 * canvas: `across` its width and `down` its height from its top left corner.
 */
async function addTaskFromPalette(page: Page, id: string, across: number, down: number): Promise<void> {
  const lane = await page
    .locator(`[data-testid=bpmn-modeler] .djs-shape[data-element-id="${id}"]`)
    .boundingBox();
  if (!lane) throw new Error(`${id} is not on the canvas`);
  const spot = { x: lane.x + lane.width * across, y: lane.y + lane.height * down };
  await page.locator('.djs-palette .entry[data-action="create.task"]').click();
  await page.mouse.move(spot.x - 20, spot.y - 20);
  await page.mouse.move(spot.x, spot.y, { steps: 5 });
  await page.mouse.down();
  await page.mouse.up();
}

beforeAll(async () => {
  processId = await createProcess(app.request, {
    name: `Dispatch ${Date.now()}`,
    description: 'Seeded for the BPMN editor test.',
  });
});

describe('a workflow map’s BPMN diagram in the editor', () => {
  it('refuses a file that is not BPMN 2.0 before saving, imports a Signavio export and saves it as it was', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'Workflow Map (As-Is)')
      .getByRole('button', { name: 'Add Workflow Map (As-Is)' })
      .click();
    const dialog = editor(page, 'Add As-Is Workflow Map');
    await dialog.waitFor();
    const input = dialog.getByTestId('workflow-diagram-input');

    await input.setInputFiles({ name: 'process.xml', mimeType: 'text/xml', buffer: Buffer.from(XPDL) });
    await dialog.getByText(/^This is not a BPMN 2\.0 diagram: The file is XML but not BPMN 2\.0/).waitFor();
    await input.setInputFiles({ name: 'archive.bpmn', mimeType: 'application/octet-stream', buffer: ZIP });
    await dialog.getByText('archive.bpmn is not a text file, so it cannot be a BPMN 2.0 diagram.').waitFor();

    // BPMN 2.0 with parts the reader skips, and no drawing (DI): the warnings and why it is not drawn.
    await input.setInputFiles({
      name: 'no-layout.bpmn',
      mimeType: 'application/xml',
      buffer: Buffer.from(WITH_WARNINGS),
    });
    await dialog.getByText('2 parts of the file could not be read and will be left out:').waitFor();
    await dialog.getByText(/^Skipped <bpmn:magicTask>/).waitFor();
    // The preview is the shared viewer: it says why, in words.
    const preview = dialog.getByTestId('diagram-preview');
    await preview
      .locator('[data-import-state=error]')
      .getByText('This diagram could not be drawn.')
      .waitFor();
    await preview.getByText(/^The file holds the model but no drawing of it \(BPMN DI\)/).waitFor();
    await shot(page, 'editor-warnings');

    await input.setInputFiles({
      name: 'signavio.bpmn',
      mimeType: 'application/xml',
      buffer: Buffer.from(SIGNAVIO),
    });
    await dialog
      .getByText(/^New diagram, saved with the map: \d+ steps?, \d+ decision points?, \d+ roles?\.$/)
      .waitFor();
    // The editor draws the diagram (bpmn-js), and the counts come from it, read-only.
    await dialog.locator('[data-testid=diagram-preview] svg .djs-element').first().waitFor();
    await dialog.getByText('from diagram').first().waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Steps', exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'editor-with-diagram');
    await dialog.getByText('from diagram').first().scrollIntoViewIfNeeded();
    await shot(page, 'editor-summary');
    await save(page, dialog, 'Workflow Map added');

    const stored = await map('as_is');
    expect(stored.content.bpmn).toBe(SIGNAVIO);
    expect(await digest(stored.content.bpmn!)).toEqual(await digest(SIGNAVIO));
    expect(stored.content.bpmn).toContain('signavio:signavioMetaData');
    expect(defects()).toEqual([]);
  });

  it('edits the diagram in the modeler (watermark visible), asks before dropping changes, keeps vendor data', async () => {
    const { page } = app;
    const stored0 = await map('as_is');
    await openComparison(page);
    await card(page, 'As-Is Workflow Map').getByRole('button', { name: 'Edit As-Is Workflow Map' }).click();
    const dialog = editor(page, 'Edit As-Is Workflow Map');
    await dialog.getByRole('button', { name: 'Edit diagram' }).click();
    const panel = modeler(page);
    await modelerReady(panel, 'L_Sched');
    // The bpmn.io licence: its watermark stays visible.
    expect(await panel.locator('.bjs-powered-by').isVisible()).toBe(true);
    await expectAccessible(page);
    const before = await taskCount(page);
    const stepsBefore = (stored0.content.bpmnSummary as { counts: { steps: number } }).counts.steps;

    await addTaskFromPalette(page, 'L_Sched', 0.3, 0.65);
    await expect.poll(() => taskCount(page)).toBe(before + 1);
    await shot(page, 'modeler');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard your diagram changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    expect(await taskCount(page)).toBe(before + 1);
    await panel.getByRole('button', { name: 'Save diagram' }).click();
    await panel.waitFor({ state: 'detached' });
    await dialog.getByText(/^New diagram, saved with the map/).waitFor();
    await save(page, dialog, 'Changes saved');

    const stored = await map('as_is');
    const summary = stored.content.bpmnSummary as { counts: { steps: number }; tasks: { name: string }[] };
    expect(stored.content.bpmn).not.toBe(SIGNAVIO);
    // Edited by bpmn-js, the Signavio metadata are still there.
    expect(stored.content.bpmn!.match(/signavio:signavioMetaData/g)?.length).toBe(
      SIGNAVIO.match(/signavio:signavioMetaData/g)?.length,
    );
    expect(summary.counts.steps).toBe(stepsBefore + 1);
    expect(defects()).toEqual([]);
  });

  it('copies the diagram with Copy to To-Be', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'As-Is Workflow Map')
      .getByRole('button', { name: 'Copy to To-Be: Workflow Map' })
      .click();
    await page.getByText('Copied to To-Be', { exact: true }).waitFor();
    await card(page, 'To-Be Workflow Map').waitFor();
    const [asIs, toBe] = [await map('as_is'), await map('to_be')];
    expect(toBe.content.bpmn).toBe(asIs.content.bpmn);
    expect(toBe.content.bpmnSummary).toEqual(asIs.content.bpmnSummary);
    expect(defects()).toEqual([]);
  });

  it('draws a diagram from a blank one and removes a diagram after confirming', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'To-Be Workflow Map').getByRole('button', { name: 'Edit To-Be Workflow Map' }).click();
    const dialog = editor(page, 'Edit To-Be Workflow Map');
    await dialog.getByRole('button', { name: 'Remove diagram' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the diagram?' });
    await confirm.getByRole('button', { name: 'Remove diagram' }).click();
    await dialog.getByText('The diagram will be removed when you save.').waitFor();
    await dialog.getByRole('textbox', { name: 'Steps', exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Draw diagram' }).click();
    const panel = modeler(page);
    await modelerReady(panel, 'StartEvent_1');
    await addTaskFromPalette(page, 'Lane_1', 0.6, 0.5);
    await expect.poll(() => taskCount(page)).toBe(1);
    await shot(page, 'modeler-blank');
    await panel.getByRole('button', { name: 'Save diagram' }).click();
    await panel.waitFor({ state: 'detached' });
    await dialog
      .getByText(/^New diagram, saved with the map: 1 step, 0 decision points, 1 role\.$/)
      .waitFor();
    await save(page, dialog, 'Changes saved');

    const stored = await map('to_be');
    expect(stored.content.bpmn).toContain('<bpmn:participant id="Participant_1" name="To-Be Workflow Map"');
    expect(stored.content.bpmn).toMatch(/<bpmn:task id="Activity_\w+"/);
    expect((stored.content.bpmnSummary as { counts: unknown }).counts).toEqual({
      steps: 1,
      decisionPoints: 0,
      roles: 1,
    });
    expect(defects()).toEqual([]);
  });
});

describe('a diagram the server still refuses', () => {
  it('shows the server’s reason and keeps the editor open with the diagram', async () => {
    const { page } = app;
    await openComparison(page);
    const reason =
      "The workflow map's BPMN diagram could not be read: The file has no BPMN 2.0 <definitions> element.";
    // A refusal the browser's own check cannot meet (a newer server, say), answered as the API does.
    await page.route('**/api/artifacts/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: reason }),
          })
        : route.continue(),
    );
    try {
      await card(page, 'To-Be Workflow Map').getByRole('button', { name: 'Edit To-Be Workflow Map' }).click();
      const dialog = editor(page, 'Edit To-Be Workflow Map');
      await dialog
        .getByTestId('workflow-diagram-input')
        .setInputFiles({ name: 'signavio.bpmn', mimeType: 'application/xml', buffer: Buffer.from(SIGNAVIO) });
      await dialog.getByText(/^New diagram, saved with the map/).waitFor();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByRole('alert').getByText(reason).waitFor();
      expect(await dialog.locator('[data-testid=diagram-preview] .djs-element').count()).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('alertdialog', { name: 'Discard your changes?' })
        .getByRole('button', { name: 'Discard changes' })
        .click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await page.unroute('**/api/artifacts/*');
    }
    expect(defects()).toEqual([]);
  });
});

describe('a Camunda file through the modeler', () => {
  it('comes back byte for byte when saved unchanged, and keeps its extensions when edited', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'To-Be Workflow Map').getByRole('button', { name: 'Edit To-Be Workflow Map' }).click();
    const dialog = editor(page, 'Edit To-Be Workflow Map');
    await dialog
      .getByTestId('workflow-diagram-input')
      .setInputFiles({ name: 'camunda.bpmn', mimeType: 'application/xml', buffer: Buffer.from(CAMUNDA) });
    await dialog.getByText(/^New diagram, saved with the map/).waitFor();
    await dialog.getByRole('button', { name: 'Edit diagram' }).click();
    const panel = modeler(page);
    await modelerReady(panel, 'T_Review');
    await panel.getByRole('button', { name: 'Cancel' }).click(); // nothing changed: closes at once
    await panel.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Edit diagram' }).click();
    await modelerReady(panel, 'T_Review');
    await panel.getByRole('button', { name: 'Save diagram' }).click();
    await panel.waitFor({ state: 'detached' });
    await save(page, dialog, 'Changes saved');
    expect((await map('to_be')).content.bpmn).toBe(CAMUNDA);

    await card(page, 'To-Be Workflow Map').getByRole('button', { name: 'Edit To-Be Workflow Map' }).click();
    await dialog.getByRole('button', { name: 'Edit diagram' }).click();
    await modelerReady(panel, 'T_Review');
    // Below "Review request" (100 × 80 at 230,95): a free spot at 260,285.
    await addTaskFromPalette(page, 'T_Review', 0.3, 2.375);
    await expect.poll(() => taskCount(page)).toBe(3);
    await panel.getByRole('button', { name: 'Save diagram' }).click();
    await panel.waitFor({ state: 'detached' });
    await save(page, dialog, 'Changes saved');

    const edited = (await map('to_be')).content.bpmn!;
    expect(edited).not.toBe(CAMUNDA);
    const tags = (xml: string) => (xml.match(/camunda:\w+/g) ?? []).sort();
    expect(tags(edited)).toEqual(tags(CAMUNDA));
    // A Camunda expression, kept as written.
    expect(edited).toContain(`camunda:assignee="$\{coordinator}"`);
    expect(defects()).toEqual([]);
  });
});

describe('Upload Process Files with a BPMN diagram', () => {
  it('replaces the To-Be map’s diagram with a Camunda file, keeping its extensions; refuses a renamed archive', async () => {
    const { page } = app;
    await openComparison(page);
    const dialog = await uploadDialogWith(page, [{ name: 'camunda.bpmn', buffer: Buffer.from(CAMUNDA) }]);
    await dialog.getByRole('radiogroup', { name: 'Side' }).getByRole('radio', { name: 'To-Be' }).click();
    await dialog.getByRole('radio', { name: /Replace the diagram of “To-Be Workflow Map”/ }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'File type *' }).isVisible()).toBe(false);
    await expectAccessible(page);
    await shot(page, 'upload-dialog');
    const before = await map('to_be');
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await page.getByText('1 file(s) uploaded successfully.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const replaced = await map('to_be');
    expect(replaced).toMatchObject({ id: before.id, name: before.name, revision: before.revision + 1 });
    expect(replaced.content.bpmn).toBe(CAMUNDA);
    expect(await digest(replaced.content.bpmn!)).toEqual(await digest(CAMUNDA));

    await uploadDialogWith(page, [{ name: 'model.bpmn', buffer: ZIP }]);
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await dialog
      .getByText(/not a BPMN 2\.0 diagram/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await map('to_be')).revision).toBe(replaced.revision);
    expect(defects()).toEqual([]);
  });

  it('adds a new As-Is map from a diagram when asked', async () => {
    const { page } = app;
    await openComparison(page);
    const dialog = await uploadDialogWith(page, [
      { name: 'Order intake.bpmn', buffer: Buffer.from(CAMUNDA) },
    ]);
    await dialog.getByRole('radio', { name: /Add as a new workflow map/ }).click();
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await page.getByText('1 file(s) uploaded successfully.').first().waitFor();
    const list = await app.api<ArtifactJson[]>('GET', `/api/artifacts?processId=${processId}`);
    const added = list.find((a) => a.name === 'Order intake');
    expect(added).toMatchObject({ type: 'workflow_map', state: 'as_is', content: { bpmn: CAMUNDA } });
    expect(defects()).toEqual([]);
  });
});
