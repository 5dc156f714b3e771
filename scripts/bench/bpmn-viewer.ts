// `npm run bench` scenario (issue 21 item 7): a workflow map with a 300-element BPMN diagram, opened
// on its process page in Chromium; the time from bpmn-js's importXML call to its import-done event
// (the viewer writes it to `data-import-ms`), the median of a few page loads.
//   npx tsx scripts/bench/bpmn-viewer.ts '{"url":"http://127.0.0.1:5000","cookie":"pmr_session=…","jobRoleId":"…"}'
import { chromium } from 'playwright-core';
import { buildBpmn } from '../../src/server/demo/bpmn/build';
import { largeProcess } from '../../src/server/demo/bpmn/large';
import { CHROMIUM_FLAGS } from '../lib/chromium.mjs';

const { url, cookie, jobRoleId, elements = 300, runs = 5 } = JSON.parse(process.argv[2] ?? '{}');
const headers = { cookie, origin: url, 'content-type': 'application/json' };

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const created = await post<{ id: string }>('/api/processes', {
  name: `Bench: a diagram of ${elements} elements`,
  description: 'Opens a large BPMN diagram in the viewer',
  jobRoleId,
});
await post('/api/artifacts', {
  processId: created.id,
  type: 'workflow_map',
  state: 'as_is',
  name: `Synthetic process of ${elements} elements`,
  content: { bpmn: buildBpmn(largeProcess(elements)) },
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  const times: number[] = [];
  let shapes = 0;
  // The first load also compiles the viewer's chunk: it is a warm-up, not counted.
  for (let i = 0; i <= runs; i++) {
    await page.goto(`${url}/processes/${created.id}`);
    await page.waitForSelector('[data-import-state="done"], [data-import-state="error"]', {
      timeout: 60_000,
    });
    const result = await page.evaluate(() => ({
      state: document.querySelector('[data-import-state]')?.getAttribute('data-import-state'),
      ms: Number(document.querySelector<HTMLElement>('[data-import-ms]')?.dataset.importMs),
      shapes: document.querySelectorAll('.djs-shape').length,
    }));
    if (result.state !== 'done') throw new Error('the viewer could not draw the diagram');
    shapes = result.shapes;
    if (i > 0) times.push(result.ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({ ms: times[Math.floor(times.length / 2)], max: times.at(-1), shapes, elements }),
  );
} finally {
  await browser.close();
}
