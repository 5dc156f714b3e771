import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import {
  clippedText,
  type DemoIds,
  demoIds,
  openScreen,
  overrideTextSpacing,
  pageOverflow,
  resizeTo,
  SCREENS,
  type Screen,
  stickyOffsets,
} from './support/layout';
import { E2E_ACCESS_CODE } from './support/server';

/*
 * Every screen at a phone's 320 px (WCAG 1.4.10: 1280 px at 400 % zoom), a tablet's 768, a small
 * laptop's 1024 and the desktop's 1440: no page scrolls sideways as a whole; wide content scrolls
 * in a region of its own. At 320 px axe runs too, with the 24 × 24 px touch-target rule; at 200 %
 * zoom and with WCAG 1.4.12's text spacing no box cuts its text off.
 */

// Signed in as an admin, so every screen is reachable and every control a role may see is drawn.
const app = setUpApp({ ACCESS_CODES: `admin:${E2E_ACCESS_CODE}` });
let ids: DemoIds;

beforeAll(async () => {
  ids = await demoIds(app.request);
});

async function expectNoSidewaysScroll(screen: Screen, width: number) {
  const overflow = await pageOverflow(app.page);
  expect(
    overflow.scrollWidth,
    `${screen.name} at ${width} px is ${overflow.scrollWidth} px wide: ${overflow.offenders.join(' | ')}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/*
 * Each screen is loaded once, at 320 px, and then laid out at each other size by resizing the
 * window: the app fits a width with media queries, their listeners and ResizeObservers, so a resize
 * gives the boxes a fresh load at that size gives (compared box by box on every screen and size
 * when this was set up), and a page load per screen and size only added time. The one thing a load
 * does that a resize does not is scroll the selected process tab into its row, a scroll region's
 * own offset: axe, which sees what is on screen, runs first, on the page as loaded.
 */
describe.each(SCREENS)('$name', (screen) => {
  beforeAll(async () => {
    await app.page.setViewportSize({ width: 320, height: 800 });
    await openScreen(app.page, screen, ids);
  });

  it('passes axe at 320 px, touch targets included', async () => {
    await resizeTo(app.page, 320, 800);
    await expectAccessible(app.page, { targetSize: true });
  });

  it.each([320, 768, 1024, 1440])('does not scroll sideways at %i px', async (width) => {
    await resizeTo(app.page, width, 800);
    await expectNoSidewaysScroll(screen, width);
    expect(app.errors).toEqual([]);
  });

  it('cuts off no text at 200 % zoom (1440 px seen as 720)', async () => {
    await resizeTo(app.page, 720, 450);
    await expectNoSidewaysScroll(screen, 720);
    expect(await clippedText(app.page), screen.name).toEqual([]);
  });

  it.each([320, 1024])('cuts off no text with WCAG 1.4.12 text spacing at %i px', async (width) => {
    const removeSpacing = await overrideTextSpacing(app.page);
    try {
      await resizeTo(app.page, width, 800);
      await expectNoSidewaysScroll(screen, width);
      expect(await clippedText(app.page), `${screen.name} at ${width} px`).toEqual([]);
    } finally {
      await removeSpacing();
    }
  });
});

describe('the checks themselves', () => {
  it('catch a page wider than the viewport, a box that cuts its text off and text that spills out', async () => {
    await app.page.setViewportSize({ width: 320, height: 800 });
    await openScreen(app.page, SCREENS[0]!, ids);
    expect(await clippedText(app.page)).toEqual([]);
    await app.page.evaluate(() => {
      const cut = document.createElement('p');
      cut.textContent = 'A sentence far longer than the narrow box that holds it';
      cut.style.cssText = 'width: 60px; overflow: hidden; white-space: nowrap';
      const spill = document.createElement('h3');
      spill.textContent = 'Unbreakablewordwiderthanitsbox';
      spill.style.cssText = 'width: 60px';
      const wide = document.createElement('div');
      wide.textContent = 'Wider than a phone';
      wide.style.width = '400px';
      document.querySelector('main')!.append(cut, spill, wide);
    });
    const overflow = await pageOverflow(app.page);
    expect(overflow.scrollWidth).toBeGreaterThan(overflow.width);
    expect(overflow.offenders.some((o) => o.includes('Wider than a phone'))).toBe(true);
    const clipped = await clippedText(app.page);
    expect(clipped).toHaveLength(2);
    expect(clipped[0]).toContain('A sentence far longer');
    expect(clipped[1]).toMatch(/^spills: h3.*Unbreakableword/);
  });
});

/**
 * The wide tables, each on its screen, by its scroll region's name; `fitsFrom`: the width from
 * which the table fits its region and has nothing to scroll sideways. (The process's own Training
 * Audiences tab draws the same matrix as the Training Audiences screen, too short to scroll down.)
 */
const WIDE_TABLES: { screen: string; region: string; fitsFrom?: number }[] = [
  { screen: 'process: comparison', region: 'Change impact assessment table' },
  { screen: 'change readiness', region: 'Process figures' },
  { screen: 'change readiness', region: 'Job role figures' },
  { screen: 'change readiness', region: 'Heat map of people affected by job role and division' },
  { screen: 'change readiness', region: 'Training seats by division', fitsFrom: 1024 },
  { screen: 'training audiences', region: 'Role by division matrix' },
];

describe('wide tables keep their header row and first column in view', () => {
  // A short window, so that each region is shorter than its table and scrolls down too. Each
  // screen is loaded once and resized, as above.
  describe.each([...new Set(WIDE_TABLES.map((t) => t.screen))])('%s', (screenName) => {
    beforeAll(async () => {
      await app.page.setViewportSize({ width: 320, height: 480 });
      await openScreen(app.page, SCREENS.find((s) => s.name === screenName)!, ids);
    });

    for (const width of [320, 1024]) {
      const tables = WIDE_TABLES.filter((t) => t.screen === screenName);
      it.each(tables)(`at ${width} px: $region on $screen`, async ({ region, fitsFrom }) => {
        await resizeTo(app.page, width, 480);
        const offsets = await stickyOffsets(app.page.getByRole('region', { name: region, exact: true }));
        expect(offsets.scrolled.down, 'the region scrolls down').toBeGreaterThan(0);
        expect(offsets.corner.top).toBe(0);
        expect(offsets.lastHeaderTop).toBe(0);
        if (fitsFrom !== undefined && width >= fitsFrom) {
          expect(offsets.scrolled.right, 'the table fits its region').toBe(0);
        } else {
          expect(offsets.scrolled.right, 'the region scrolls sideways').toBeGreaterThan(0);
          expect(offsets.corner.left).toBe(0);
          expect(offsets.firstColumnLeft).toBe(0);
        }
      });
    }
  });
});

describe('the comparison stands side by side when its own width allows it', () => {
  /** Where the first row's To-Be card sits against its As-Is card. */
  async function toBeBesideAsIs(): Promise<boolean> {
    const card = (state: string) =>
      app.page.locator(`article[data-row="workflow_map"][data-state="${state}"]`).boundingBox();
    const [asIs, toBe] = [(await card('as_is'))!, (await card('to_be'))!];
    if (toBe.x > asIs.x + asIs.width && toBe.y === asIs.y) return true;
    expect(toBe.y, 'stacked: the To-Be card under its As-Is card').toBeGreaterThanOrEqual(
      asIs.y + asIs.height,
    );
    return false;
  }

  // Beside the 256 px sidebar the comparison gets 780 px at 1100 px (two columns of 380) and 704
  // at 1024; without the sidebar, 720 at 768 px. Side by side from 768 px of its own.
  it.each([
    { width: 1100, sideBySide: true },
    { width: 1024, sideBySide: false },
    { width: 768, sideBySide: false },
    { width: 1440, sideBySide: true },
  ])('at $width px: side by side $sideBySide', async ({ width, sideBySide }) => {
    await app.page.setViewportSize({ width, height: 800 });
    await openScreen(app.page, SCREENS.find((s) => s.name === 'process: comparison')!, ids);
    expect(await app.page.getByRole('navigation', { name: 'Job Roles' }).isVisible()).toBe(width >= 1024);
    expect(await toBeBesideAsIs()).toBe(sideBySide);
  });

  it('follows its own width as the window changes', async () => {
    await app.page.setViewportSize({ width: 1100, height: 800 });
    await openScreen(app.page, SCREENS.find((s) => s.name === 'process: comparison')!, ids);
    expect(await toBeBesideAsIs()).toBe(true);
    await app.page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(toBeBesideAsIs).toBe(false);
    // Below 1024 px the sidebar folds into the drawer: the comparison gets 952 px of a 1000 px window.
    await app.page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(toBeBesideAsIs).toBe(true);
    await app.page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(toBeBesideAsIs).toBe(true);
    expect(app.errors).toEqual([]);
  });
});

describe('the shell on a narrow screen', () => {
  const focusedInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

  /** More Tab presses than `modal` has stops, then one Shift+Tab: focus never leaves it. */
  async function expectFocusTrapped(modal: Locator) {
    const stops = await modal.locator('a[href], button, [tabindex="0"]').count();
    for (let i = 0; i <= stops; i++) {
      await app.page.keyboard.press('Tab');
      expect(await focusedInside(modal)).toBe(true);
    }
    await app.page.keyboard.press('Shift+Tab');
    expect(await focusedInside(modal)).toBe(true);
  }

  it('keeps the sidebar behind Menu: focus moves in and stays in, Escape closes, focus returns', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 320, height: 800 });
    await openScreen(page, SCREENS[0]!, ids);
    expect(await page.getByRole('navigation', { name: 'Job Roles' }).count()).toBe(0);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('navigation', { name: 'Job Roles' }).waitFor();
    await expect.poll(() => focusedInside(drawer)).toBe(true);
    await expectFocusTrapped(drawer);
    // From a link without a tooltip, once the job roles' tooltips have gone (Escape closes the
    // innermost layer first, as it should, and a tooltip fading out is still one).
    await drawer.getByRole('link', { name: 'Dashboard' }).focus();
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
  });

  it('closes the drawer when a link in it is followed', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Change Readiness' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change Readiness' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(app.errors).toEqual([]);
  });

  it('shows the sidebar and no Menu button from 1024 px', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('navigation', { name: 'Job Roles' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
  });

  it('fits a dialog on a small phone, which scrolls inside', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 320, height: 480 });
    await openScreen(page, SCREENS[3]!, ids);
    await page.getByRole('button', { name: 'Edit Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Process' });
    await dialog.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y + box.height).toBeLessThanOrEqual(480);
    expect(await dialog.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await dialog.getByRole('button', { name: 'Save Changes' }).scrollIntoViewIfNeeded();
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps focus inside a diagram that fills the window when full screen is refused', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`/processes/${ids.diagramProcessId}`);
    const card = page.locator('article[data-row="workflow_map"][data-state="to_be"]');
    await card.locator('[data-import-state="done"]').waitFor();
    await page.evaluate(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Full screen refused'));
    });
    await card.getByRole('button', { name: 'Full screen' }).click();
    const viewer = card.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expectFocusTrapped(viewer);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });
});
