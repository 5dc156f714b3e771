import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { processIdByName } from './seed';

/*
 * Layout checks on the current page, run inside the browser: what makes the page scroll sideways
 * as a whole (WCAG 1.4.10) and what text a box cuts off (1.4.4, 1.4.12). Each returns the offenders
 * described, so that a failing test says where to look.
 */

/** The demo data's ids the screens' paths need. */
export interface DemoIds {
  processId: string;
  jobRoleId: string;
  /** A process whose workflow maps are BPMN diagrams (drawn by bpmn-js). */
  diagramProcessId: string;
}

/** A screen of the app: a name for the messages, and its path on the demo data. */
export interface Screen {
  name: string;
  path: (ids: DemoIds) => string;
}

const process = ({ processId }: DemoIds) => `/processes/${processId}`;

/** Every screen of the app on the demo data: each page, each process tab, and the 404 page. */
export const SCREENS: readonly Screen[] = [
  { name: 'dashboard', path: () => '/' },
  { name: 'job roles', path: () => '/job-roles' },
  { name: 'a job role', path: (ids) => `/job-roles/${ids.jobRoleId}` },
  { name: 'process: comparison', path: process },
  { name: 'process: training audiences', path: (ids) => `${process(ids)}?tab=audiences` },
  { name: 'process: training materials', path: (ids) => `${process(ids)}?tab=materials` },
  { name: 'process: change log', path: (ids) => `${process(ids)}?tab=changelog` },
  { name: 'process: artifacts library', path: (ids) => `${process(ids)}?tab=artifacts` },
  { name: 'process with diagrams: comparison', path: (ids) => `/processes/${ids.diagramProcessId}` },
  { name: 'process under its job role', path: (ids) => `/job-roles/${ids.jobRoleId}${process(ids)}` },
  { name: 'training audiences', path: () => '/training' },
  { name: 'change readiness', path: () => '/readiness' },
  { name: 'version history', path: () => '/history' },
  { name: 'bulk import', path: () => '/bulk-import' },
  { name: 'export all', path: () => '/export-all' },
  { name: 'people and roles', path: () => '/admin/people' },
  { name: 'not found', path: () => '/no-such-screen' },
];

/** The demo process the screens show (the richest one), its job role, and one with diagrams. */
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const processId = await processIdByName(request, 'Quote to Contract for Service Agreements');
  const diagramProcessId = await processIdByName(request, 'Service Call Dispatch and Scheduling');
  const roles = (await (await request.get('/api/job-roles')).json()) as { id: string; name: string }[];
  return { processId, diagramProcessId, jobRoleId: roles.find((r) => r.name === 'Sales Rep')!.id };
}

/**
 * Opens a screen and waits until it has settled: its heading is shown, the network is quiet and no
 * loading placeholder is left (a skeleton is narrower than what replaces it).
 */
export async function openScreen(page: Page, screen: Screen, ids: DemoIds): Promise<void> {
  await page.goto(screen.path(ids));
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main .animate-pulse'));
}

/**
 * Resizes the window and waits until the page has laid itself out again: what reacts to a width in
 * script (media-query listeners, ResizeObservers, the React renders they start, the diagram's
 * re-fit) has run once the boxes stay where they are over consecutive frames, with no animation
 * left running and no loading placeholder shown.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(() => !document.querySelector('main .animate-pulse'));
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const boxes = () =>
      [...document.body.querySelectorAll('*')]
        .map((el) => {
          const r = el.getBoundingClientRect();
          return `${r.x},${r.y},${r.width},${r.height}`;
        })
        .join(';');
    let before = '';
    for (let stable = 0; stable < 2; ) {
      await Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished),
      );
      await frame();
      const now = boxes();
      stable = now === before ? stable + 1 : 0;
      before = now;
    }
  });
}

/** The elements that stick out past the right edge of the viewport without a scroll box to hold them. */
export function pageOverflow(
  page: Page,
): Promise<{ scrollWidth: number; width: number; offenders: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 80)} (${el.textContent?.trim().slice(0, 40)})`;
    const offenders: string[] = [];
    if (root.scrollWidth > width) {
      for (const el of document.body.querySelectorAll('*')) {
        if (el.getBoundingClientRect().right <= width + 1) continue;
        let held = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 1) {
            held = true;
            break;
          }
        }
        if (!held) offenders.push(describe(el));
      }
    }
    return { scrollWidth: root.scrollWidth, width, offenders: offenders.slice(-5) };
  });
}

/**
 * Boxes that cut their text off (overflow hidden or clipped, and content larger than the box), and
 * boxes whose own text spills out sideways over what stands beside them (a word wider than its
 * column). Deliberate cuts are left out: a one-line ellipsis or a line clamp (the whole text is a
 * click or a tooltip away), and screen-reader-only text (a 1 px box by design).
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const clips = (v: string) => v === 'hidden' || v === 'clip';
    for (const el of document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *')) {
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (style.overflowX === 'visible' && style.display !== 'inline' && el.clientWidth > 0 && ownText) {
        if (el.scrollWidth > el.clientWidth + 1) {
          out.push(
            `spills: ${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 80)} (${el.textContent?.trim().slice(0, 40)}): ${el.scrollWidth} in ${el.clientWidth}`,
          );
        }
        continue;
      }
      if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      if (!(el instanceof HTMLElement) || !el.textContent?.trim()) continue;
      const wide = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (wide || tall) {
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 80)} (${el.textContent?.trim().slice(0, 40)}): ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
      }
    }
    return out;
  });
}

/**
 * WCAG 1.4.12's text spacing: line height 1.5, paragraph spacing 2, letter 0.12 and word 0.16 em.
 * Resolves to a function that takes the spacing off again.
 */
export async function overrideTextSpacing(page: Page): Promise<() => Promise<void>> {
  const style = await page.addStyleTag({
    content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`,
  });
  return async () => {
    await style.evaluate((el) => (el as Element).remove());
    await style.dispose();
  };
}

/**
 * Scrolls a table's region to its far bottom-right corner and says where its sticky parts are then,
 * in CSS px from the region's inner top-left edge: the header's first and last cells (`top` 0 when
 * the header row stuck), and the first cell of the last body row (`left` 0 when the first column
 * stuck). `scrolled` says how far the region moved, so a check can tell it had somewhere to go.
 */
export function stickyOffsets(region: Locator): Promise<{
  scrolled: { down: number; right: number };
  corner: { top: number; left: number };
  lastHeaderTop: number;
  firstColumnLeft: number;
}> {
  return region.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.scrollLeft = el.scrollWidth;
    const box = el.getBoundingClientRect();
    const top = box.top + el.clientTop;
    const left = box.left + el.clientLeft;
    const head = el.querySelector('thead tr') as HTMLTableRowElement;
    const rows = el.querySelectorAll<HTMLTableRowElement>('tbody tr');
    const corner = head.cells[0]!.getBoundingClientRect();
    const lastHeader = head.cells[head.cells.length - 1]!.getBoundingClientRect();
    const firstCell = rows[rows.length - 1]!.cells[0]!.getBoundingClientRect();
    const px = (n: number) => Math.round(n);
    return {
      scrolled: { down: el.scrollTop, right: el.scrollLeft },
      corner: { top: px(corner.top - top), left: px(corner.left - left) },
      lastHeaderTop: px(lastHeader.top - top),
      firstColumnLeft: px(firstCell.left - left),
    };
  });
}
