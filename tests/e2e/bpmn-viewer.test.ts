import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { validFixtures, warningFixture } from '../../src/core/bpmn/fixtures';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { type ArtifactJson, addArtifacts, createProcess } from './support/seed';

/*
 * Issue 21 in the browser: the demo Service Call Dispatch process has As-Is and To-Be BPMN
 * diagrams; the comparison draws both with bpmn-js, Show changes marks them and lists the
 * differences, each diagram has its text alternative, and the viewer downloads the diagram.
 */
const app = setUpApp();
let processId: string;
let asIs: ArtifactJson;
let toBe: ArtifactJson;

/** The badge each entry starts with (hidden from a screen reader, which has the words). */
const SYMBOL: Record<string, string> = { added: '+', removed: '−' };

type MapDiffJson = { available: boolean; changes: { kind: string; elementId: string; text: string }[] };

const mapCard = (state: 'as_is' | 'to_be'): Locator =>
  app.page.locator(`article[data-row="workflow_map"][data-state="${state}"]`);
const drawn = (state: 'as_is' | 'to_be') => mapCard(state).locator('[data-import-state="done"]');
const zoomText = (state: 'as_is' | 'to_be') => mapCard(state).locator('output[aria-label="Zoom level"]');
const zoomPercent = async (state: 'as_is' | 'to_be') =>
  Number(((await zoomText(state).first().textContent()) ?? '').replace('%', ''));
const viewportTransform = (state: 'as_is' | 'to_be') =>
  mapCard(state).locator('svg[role="img"] g.viewport').getAttribute('transform');

async function openComparison(query = ''): Promise<void> {
  await app.page.goto(`/processes/${processId}${query}`);
  // bpmn-js's import finished on both canvases (the viewer marks its frame when it has).
  await drawn('as_is').waitFor();
  await drawn('to_be').waitFor();
}

beforeAll(async () => {
  const processes = await app.api<{ id: string; name: string }[]>('GET', '/api/processes');
  const dispatch = processes.find((p) => p.name.startsWith('Service Call Dispatch'));
  expect(dispatch, 'the demo Service Call Dispatch process').toBeDefined();
  processId = dispatch!.id;
  const artifacts = await app.api<ArtifactJson[]>('GET', `/api/artifacts?processId=${processId}`);
  const map = (state: string) => artifacts.find((a) => a.type === 'workflow_map' && a.state === state)!;
  asIs = map('as_is');
  toBe = map('to_be');
  expect(typeof asIs.content?.bpmn).toBe('string');
  expect(typeof toBe.content?.bpmn).toBe('string');
});

describe('the workflow map row with diagrams', () => {
  it('draws both diagrams with the bpmn.io watermark, named for a screen reader, axe clean', async () => {
    await openComparison();
    for (const state of ['as_is', 'to_be'] as const) {
      const card = mapCard(state);
      expect(await card.locator('.djs-shape').count()).toBeGreaterThan(5);
      expect(await card.locator('a.bjs-powered-by').isVisible()).toBe(true);
      const label = await card.locator('svg[role="img"]').getAttribute('aria-label');
      expect(label).toContain(state === 'as_is' ? asIs.name : toBe.name);
      expect(label).toContain('steps as text follow');
      // The picture is replaced by the diagram.
      expect(await card.getByRole('button', { name: /in the map viewer/ }).count()).toBe(0);
    }
    await expectAccessible(app.page);
    expect(app.errors).toEqual([]);
  });

  it('zooms with the buttons and the keyboard, fits, and pans with the arrow keys', async () => {
    await openComparison();
    const card = mapCard('as_is');
    const fitted = await zoomPercent('as_is');
    await card.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomPercent('as_is')).toBeGreaterThan(fitted);
    await card.getByRole('button', { name: /^Fit/ }).click();
    await expect.poll(() => zoomPercent('as_is')).toBe(fitted);

    // Tab from the last download reaches the canvas, as a keyboard user would.
    await card.getByRole('link', { name: 'Download as PNG (.png)' }).focus();
    await app.page.keyboard.press('Tab');
    expect(await card.locator('svg[role="img"]').evaluate((el) => el === document.activeElement)).toBe(true);
    // The focused canvas shows a focus ring on its frame.
    expect(await card.locator('.pmr-bpmn').evaluate((el) => getComputedStyle(el).boxShadow !== 'none')).toBe(
      true,
    );
    await app.page.keyboard.press('+');
    await expect.poll(() => zoomPercent('as_is')).toBeGreaterThan(fitted);
    await app.page.keyboard.press('-');
    await app.page.keyboard.press('-');
    await expect.poll(() => zoomPercent('as_is')).toBeLessThan(fitted);
    await app.page.keyboard.press('0');
    await expect.poll(() => zoomPercent('as_is')).toBe(fitted);
    const before = await viewportTransform('as_is');
    await app.page.keyboard.press('ArrowRight');
    await expect.poll(() => viewportTransform('as_is')).not.toBe(before);
  });

  it('pans by dragging the canvas', async () => {
    await openComparison();
    await mapCard('to_be').locator('.pmr-bpmn').scrollIntoViewIfNeeded();
    const box = (await mapCard('to_be').locator('.pmr-bpmn').boundingBox())!;
    const before = await viewportTransform('to_be');
    await app.page.mouse.move(box.x + box.width / 2, box.y + 20);
    await app.page.mouse.down();
    await app.page.mouse.move(box.x + box.width / 2 - 120, box.y + 60, { steps: 6 });
    await app.page.mouse.up();
    await expect.poll(() => viewportTransform('to_be')).not.toBe(before);
  });

  it('goes full screen and back', async () => {
    await openComparison();
    const card = mapCard('to_be');
    const small = (await card.locator('.pmr-bpmn').boundingBox())!.height;
    await card.getByRole('button', { name: 'Full screen' }).click();
    await expect
      .poll(async () => (await card.locator('.pmr-bpmn').boundingBox())?.height ?? 0)
      .toBeGreaterThan(small + 200);
    await card.getByRole('button', { name: 'Exit full screen' }).click();
    await expect
      .poll(async () => (await card.locator('.pmr-bpmn').boundingBox())?.height ?? 0)
      .toBeLessThan(small + 5);
  });

  it('has each diagram as text, reachable by keyboard', async () => {
    await openComparison();
    const card = mapCard('as_is');
    const summary = card.locator('summary', { hasText: 'Diagram as text' });
    await summary.focus();
    await app.page.keyboard.press('Enter');
    const lines = (asIs.content as { bpmnSummary: { textAlternative: string[] } }).bpmnSummary
      .textAlternative;
    expect(lines.length).toBeGreaterThan(3);
    const items = card.locator('details[open] li');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(lines);
    expect(lines.some((line) => line.includes('Print work ticket'))).toBe(true);
  });
});

describe('Show changes on the diagrams', () => {
  it('marks removed, added and changed elements with colour and a symbol on both canvases and lists them', async () => {
    const diff = await app.api<MapDiffJson>('GET', `/api/processes/${processId}/map-diff`);
    expect(diff.available).toBe(true);
    await openComparison();
    await app.page.getByRole('button', { name: /Show changes/ }).click();

    const removed = diff.changes.find((c) => c.kind === 'removed' && c.text.includes('Print work ticket'))!;
    const added = diff.changes.find((c) => c.kind === 'added')!;
    expect(removed).toBeDefined();
    const asIsCard = mapCard('as_is');
    const toBeCard = mapCard('to_be');
    await asIsCard.locator(`.djs-element.pmr-diff-removed[data-element-id="${removed.elementId}"]`).waitFor();
    await toBeCard.locator(`.djs-element.pmr-diff-added[data-element-id="${added.elementId}"]`).waitFor();
    // Colour plus a symbol: the badges beside the shapes.
    expect(await asIsCard.locator('.pmr-diff-badge--removed').first().textContent()).toBe('−');
    expect(await toBeCard.locator('.pmr-diff-badge--added').first().textContent()).toBe('+');
    const changed = diff.changes.find((c) => c.kind !== 'added' && c.kind !== 'removed');
    if (changed) {
      for (const card of [asIsCard, toBeCard]) {
        await card.locator(`.djs-element.pmr-diff-changed[data-element-id="${changed.elementId}"]`).waitFor();
      }
      expect(await asIsCard.locator('.pmr-diff-badge--changed').first().textContent()).toBe('~');
    }
    // Nothing removed is marked on the To-Be, nothing added on the As-Is.
    expect(await toBeCard.locator('.pmr-diff-removed').count()).toBe(0);
    expect(await asIsCard.locator('.pmr-diff-added').count()).toBe(0);
    // The legends.
    expect(await asIsCard.getByRole('list', { name: 'Marks on this diagram' }).textContent()).toContain(
      'Removed',
    );
    expect(await toBeCard.getByRole('list', { name: 'Marks on this diagram' }).textContent()).toContain(
      'Added',
    );

    // The differences in words, in the server's order.
    const list = toBeCard.getByRole('region', { name: /^Diagram changes/ });
    const entries = list.getByRole('listitem').getByRole('button');
    await entries.first().waitFor();
    expect(await entries.allTextContents()).toEqual(
      diff.changes.map((c) => `${SYMBOL[c.kind] ?? '~'}${c.text}: show it on the diagram`),
    );

    // An entry brings its element into view, selected, on the canvas that has it.
    await list.getByRole('button', { name: removed.text }).click();
    await asIsCard.locator(`.djs-element.selected[data-element-id="${removed.elementId}"]`).waitFor();

    await asIsCard.locator('summary', { hasText: 'Diagram as text' }).click();
    await expectAccessible(app.page);
    expect(app.errors).toEqual([]);
  });
});

describe('downloads', () => {
  it('gives the stored XML as .bpmn, the drawing as .svg and links the server PNG', async () => {
    await openComparison();
    const card = mapCard('to_be');
    const [bpmn] = await Promise.all([
      app.page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download as BPMN (.bpmn)' }).click(),
    ]);
    expect(bpmn.suggestedFilename()).toMatch(/^service-call-dispatch-to-be-workflow-map\.bpmn$/);
    expect(fs.readFileSync((await bpmn.path())!, 'utf8')).toBe(toBe.content?.bpmn);

    const [svg] = await Promise.all([
      app.page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download as SVG (.svg)' }).click(),
    ]);
    expect(svg.suggestedFilename()).toMatch(/^service-call-dispatch-to-be-workflow-map\.svg$/);
    const svgText = fs.readFileSync((await svg.path())!, 'utf8');
    expect(svgText).toContain('<svg');
    // Labels are wrapped into lines (tspans): a word of a To-Be-only task.
    expect(svgText).toContain('warranty');

    const png = card.getByRole('link', { name: 'Download as PNG (.png)' });
    expect(await png.getAttribute('href')).toBe(`/api/artifacts/${toBe.id}/diagram.png`);
    expect(await png.getAttribute('download')).toMatch(/^service-call-dispatch-to-be-workflow-map\.png$/);
  });
});

describe('diagrams bpmn-js finds fault with', () => {
  let otherId: string;
  beforeAll(async () => {
    otherId = await createProcess(app.request, {
      name: 'Diagrams with faults',
      description: 'A diagram with warnings and one without a layout',
    });
    // The server accepts both (each is BPMN 2.0); the viewer still has something to say.
    const withWarnings = validFixtures.gateways!.replace(
      '<startEvent id="SE"',
      '<magicTask id="M1" name="Not BPMN" /><startEvent id="SE"',
    );
    const noLayout = warningFixture.replace(/<bpmn:magicTask[^>]*\/>/, '');
    await addArtifacts(app.request, otherId, [
      { type: 'workflow_map', state: 'as_is', name: 'Map with warnings', content: { bpmn: withWarnings } },
      { type: 'workflow_map', state: 'to_be', name: 'Map without layout', content: { bpmn: noLayout } },
    ]);
  });

  it('lists import warnings under a drawn diagram and says why another cannot be drawn', async () => {
    await app.page.goto(`/processes/${otherId}`);
    await drawn('as_is').waitFor();
    const warnings = mapCard('as_is').locator('details', { hasText: 'import warning' });
    await warnings.locator('summary').click();
    expect(await warnings.locator('li').first().textContent()).toMatch(/magicTask/);

    const failed = mapCard('to_be').locator('[data-import-state="error"]');
    await failed.waitFor();
    const alert = failed.getByRole('alert');
    expect(await alert.textContent()).toContain('This diagram could not be drawn.');
    expect(await alert.textContent()).toMatch(/no drawing of it \(BPMN DI\)/);
    // Its text alternative is there all the same.
    expect(await mapCard('to_be').locator('summary', { hasText: 'Diagram as text' }).count()).toBe(1);
  });
});
