import { describe, expect, it } from 'vitest';
import { setUpPage, setUpServer } from './support/app';
import { signInByApi } from './support/browser';

const app = setUpServer();

describe('the API reference at /api/docs', () => {
  const w = setUpPage(app, { signIn: false });

  it('is refused without a session, with its document and files', async () => {
    for (const url of ['/api/docs', '/api/openapi.json', '/api/docs/static/swagger-ui-bundle.js']) {
      expect((await w.context.request.get(url)).status(), url).toBe(401);
    }
  });

  it('renders every route from the document under the app’s CSP after sign-in, and tries one out', async () => {
    const { page } = w;
    // CSP refusals are console errors in Chromium; they are collected with the others.
    await signInByApi(w, app.server.url);
    const res = await page.goto('/api/docs');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /Process Map Repository API/ }).waitFor();

    const document = await (await w.context.request.get('/api/openapi.json')).json();
    const operations = Object.values(document.paths as Record<string, object>).flatMap((ops) =>
      Object.keys(ops),
    );
    await expect.poll(() => page.locator('.opblock').count()).toBe(operations.length);
    for (const path of ['/api/processes/{id}', '/api/import/apply', '/objects/{id}/{name}']) {
      expect(await page.locator(`[data-path="${path}"]`).count(), path).toBeGreaterThan(0);
    }

    // A response named in components/schemas is shown resolved, with its fields.
    const put = page.locator('#operations-artifacts-put_api_artifacts__id_');
    await put.locator('.opblock-summary').click();
    await put.locator('.response[data-code="200"] .example', { hasText: '"revision"' }).waitFor();

    // The session cookie goes with the reference's own requests.
    const settings = page.locator('#operations-settings-get_api_settings');
    await settings.locator('.opblock-summary').click();
    await settings.getByRole('button', { name: 'Try it out' }).click();
    await settings.getByRole('button', { name: 'Execute' }).click();
    await settings.locator('.live-responses-table .response-col_status', { hasText: '200' }).waitFor();
    expect(w.errors).toEqual([]);
  });
});
