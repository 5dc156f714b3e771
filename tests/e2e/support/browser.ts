import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_FLAGS } from '../../../scripts/lib/chromium.mjs';
import { E2E_ACCESS_CODE } from './server';

/** Debian's Chromium; playwright never downloads a browser here. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
}

export interface PageWatch {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors seen so far (a polished app has none). */
  errors: string[];
}

/**
 * Tests seed through the API with the context's request client, which (unlike the page's own
 * fetches in Chromium) sends no Origin: it is added so that those writes pass the cross-site rule
 * as the app's pages do. The page's own requests are untouched, so the app is tested as it runs.
 */
function sendOriginFromApiRequests(context: BrowserContext, baseURL: string): void {
  const origin = new URL(baseURL).origin;
  const request = context.request;
  for (const method of ['post', 'put', 'patch', 'delete', 'fetch'] as const) {
    const send = request[method].bind(request) as (url: unknown, options?: { headers?: object }) => unknown;
    (request as unknown as Record<string, unknown>)[method] = (
      url: unknown,
      options: { headers?: object } = {},
    ) => send(url, { ...options, headers: { origin, ...options.headers } });
  }
}

export async function newPage(browser: Browser, baseURL: string): Promise<PageWatch> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  sendOriginFromApiRequests(context, baseURL);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // 401s from the session probe before sign-in are expected; anything else is a defect.
    if (m.type() === 'error' && !/401 \(Unauthorized\)/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return { page, context, errors };
}

/** The name the tests sign in with (the app asks an unnamed session for one). */
export const E2E_PERSON = 'Erin Example';

/** Signs in through the API (tests seed through the API, not by clicking through set-up). */
export async function signInByApi(watch: PageWatch, baseURL: string, name = E2E_PERSON): Promise<void> {
  const res = await watch.context.request.post(`${baseURL}/api/auth/login`, {
    data: { accessCode: E2E_ACCESS_CODE, name },
  });
  expect(res.status()).toBe(200);
}

/**
 * axe-core on the current page: no serious or critical violation. It runs once the page's finite
 * animations have ended: a dialog still fading in has text at part opacity, which axe rightly
 * measures as low contrast, though no user reads it in those 160 ms. `targetSize` adds WCAG 2.5.8
 * (touch targets of 24 × 24 px, or spaced as far apart), a rule axe leaves off unless asked.
 */
export async function expectAccessible(page: Page, { targetSize = false } = {}): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
  const axe = new AxeBuilder({ page });
  if (targetSize) axe.options({ rules: { 'target-size': { enabled: true } } });
  const results = await axe.analyze();
  if (targetSize) {
    const ran = [...results.passes, ...results.violations, ...results.incomplete];
    expect(ran.some((r) => r.id === 'target-size')).toBe(true);
  }
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Keeps `page` from hearing colleagues' saves live: GET /api/events answers an empty stream that
 * asks to retry in ten minutes. For tests of a page that still holds an older revision when it
 * saves (the 409 path), which the live stream would otherwise refresh first. Takes effect from the
 * next page load; the returned function lets the stream through again.
 */
export async function withoutLiveUpdates(page: Page): Promise<() => Promise<void>> {
  const isStream = (url: URL) => url.pathname === '/api/events';
  await page.route(isStream, (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 600000\n\n' }),
  );
  return () => page.unroute(isStream);
}
