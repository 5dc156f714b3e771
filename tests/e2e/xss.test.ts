import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type PageWatch, signInByApi } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// Standard vectors; each one would leave a marker element or a global behind if it were rendered as HTML.
const VECTORS = [
  '<img src=x id=xss-img onerror="window.__xss=1">',
  '"><svg id=xss-svg onload="window.__xss=2">',
  "'><script id=xss-script>window.__xss=3</script>",
  '<a id=xss-link href="javascript:window.__xss=4">click</a>',
  '<iframe id=xss-frame srcdoc="<script>parent.__xss=5</script>">',
];
const MARKERS = '#xss-img, #xss-svg, #xss-script, #xss-link, #xss-frame';

let server: RunningServer;
let browser: Browser;
let w: PageWatch;
let processId: string;
let roleId: string;

beforeAll(async () => {
  server = await startServer({ DEMO_DATA: 'off' });
  browser = await launchBrowser();
  w = await newPage(browser, server.url);
  await signInByApi(w, server.url);
  const api = w.context.request;
  const role = await (
    await api.post(`${server.url}/api/job-roles`, {
      data: { name: `Role ${VECTORS[0]}`, description: VECTORS[1] },
    })
  ).json();
  roleId = role.id;
  const process = await (
    await api.post(`${server.url}/api/processes`, {
      data: { name: `Process ${VECTORS[2]}`, description: VECTORS.join(' '), jobRoleId: roleId },
    })
  ).json();
  processId = process.id;
  const artifact = (type: string, state: string, content: unknown) =>
    api.post(`${server.url}/api/artifacts`, {
      data: { processId, type, state, name: `${type} ${VECTORS[3]}`, description: VECTORS[4], content },
    });
  for (const state of ['as_is', 'to_be']) {
    await artifact('job_description', state, {
      positionSummary: VECTORS[0],
      responsibilities: VECTORS,
      processSteps: VECTORS.map((v, i) => ({ step: i + 1, name: v, description: v })),
      skills: VECTORS,
    });
    await artifact('sipoc', state, {
      suppliers: VECTORS,
      inputs: VECTORS,
      process: VECTORS,
      outputs: VECTORS,
      customers: VECTORS,
    });
    await artifact('systems', state, {
      systems: VECTORS.map((v) => ({ name: v, purpose: v, keyFunctions: VECTORS })),
    });
    await artifact('pain_points', state, {
      painPoints: VECTORS.map((v) => ({ title: v, description: v, impact: v })),
    });
    await artifact('cross_functional', state, {
      sections: [{ title: VECTORS[0], items: VECTORS, subsections: [{ title: VECTORS[1], items: VECTORS }] }],
    });
    await artifact('workflow_map', state, {
      workflowType: VECTORS[2],
      description: VECTORS[3],
      averageTime: VECTORS[4],
    });
  }
  await api.post(`${server.url}/api/pain-point-statuses`, {
    data: { processId, painPointTitle: VECTORS[0], status: 'resolved' },
  });
  await api.post(`${server.url}/api/change-impact-assessments`, {
    data: {
      processId,
      processOutput: VECTORS[1],
      changeType: 'NEW',
      changeDescription: ['PEOPLE'],
      impactAssessment: 'HIGH',
    },
  });
  await api.post(`${server.url}/api/training-tier-documents`, {
    data: {
      processId,
      tier: 'tier_1',
      name: VECTORS[2],
      description: VECTORS[3],
      fileUrl: 'https://example.com/a',
    },
  });
  await api.post(`${server.url}/api/training-artifacts/link`, {
    data: { processId, processOutput: VECTORS[1], name: VECTORS[4], fileUrl: 'https://example.com/b' },
  });
});
afterAll(async () => {
  await w?.context.close();
  await browser?.close();
  await server?.stop();
});

describe('stored XSS vectors stay text on every screen', () => {
  const dialogs: string[] = [];

  it('renders them as text and runs none of them', async () => {
    const { page } = w;
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const paths = [
      '/',
      `/?q=${encodeURIComponent('script')}`,
      '/job-roles',
      `/job-roles/${roleId}`,
      `/processes/${processId}`,
      `/processes/${processId}?tab=audiences`,
      `/processes/${processId}?tab=materials`,
      `/processes/${processId}?tab=changelog`,
      `/processes/${processId}?tab=artifacts`,
      '/history',
      '/training',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The stored data is on screen (as text): what would have planted a marker has rendered.
      await page
        .getByText(/id=xss-/)
        .first()
        .waitFor();
      const state = await page.evaluate(
        (selector) => ({
          flag: (window as unknown as { __xss?: number }).__xss ?? null,
          markers: document.querySelectorAll(selector).length,
        }),
        MARKERS,
      );
      expect(state, path).toEqual({ flag: null, markers: 0 });
    }
    await page.goto(`/processes/${processId}`);
    await page.getByText(VECTORS[0]!, { exact: false }).first().waitFor();
    expect(dialogs).toEqual([]);
  });
});
