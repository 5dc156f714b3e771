import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import {
  type ArtifactSeed,
  addArtifacts,
  addTierDocument,
  assessChange,
  createJobRole,
  createProcess,
  linkTrainingArtifact,
  setPainPointStatus,
} from './support/seed';

// Standard vectors; each one would leave a marker element or a global behind if it were rendered as HTML.
const VECTORS = [
  '<img src=x id=xss-img onerror="window.__xss=1">',
  '"><svg id=xss-svg onload="window.__xss=2">',
  "'><script id=xss-script>window.__xss=3</script>",
  '<a id=xss-link href="javascript:window.__xss=4">click</a>',
  '<iframe id=xss-frame srcdoc="<script>parent.__xss=5</script>">',
];
const MARKERS = '#xss-img, #xss-svg, #xss-script, #xss-link, #xss-frame';

const app = setUpApp({ DEMO_DATA: 'off' });
let processId: string;
let roleId: string;

beforeAll(async () => {
  const { request } = app;
  roleId = await createJobRole(request, { name: `Role ${VECTORS[0]}`, description: VECTORS[1] });
  processId = await createProcess(request, {
    name: `Process ${VECTORS[2]}`,
    description: VECTORS.join(' '),
    jobRoleId: roleId,
  });
  const artifact = (type: string, state: 'as_is' | 'to_be', content: unknown): ArtifactSeed => ({
    type,
    state,
    name: `${type} ${VECTORS[3]}`,
    description: VECTORS[4],
    content,
  });
  for (const state of ['as_is', 'to_be'] as const) {
    await addArtifacts(request, processId, [
      artifact('job_description', state, {
        positionSummary: VECTORS[0],
        responsibilities: VECTORS,
        processSteps: VECTORS.map((v, i) => ({ step: i + 1, name: v, description: v })),
        skills: VECTORS,
      }),
      artifact('sipoc', state, {
        suppliers: VECTORS,
        inputs: VECTORS,
        process: VECTORS,
        outputs: VECTORS,
        customers: VECTORS,
      }),
      artifact('systems', state, {
        systems: VECTORS.map((v) => ({ name: v, purpose: v, keyFunctions: VECTORS })),
      }),
      artifact('pain_points', state, {
        painPoints: VECTORS.map((v) => ({ title: v, description: v, impact: v })),
      }),
      artifact('cross_functional', state, {
        sections: [
          { title: VECTORS[0], items: VECTORS, subsections: [{ title: VECTORS[1], items: VECTORS }] },
        ],
      }),
      artifact('workflow_map', state, {
        workflowType: VECTORS[2],
        description: VECTORS[3],
        averageTime: VECTORS[4],
      }),
    ]);
  }
  await setPainPointStatus(request, processId, VECTORS[0]!, 'resolved');
  await assessChange(request, processId, {
    processOutput: VECTORS[1]!,
    changeType: 'NEW',
    changeDescription: ['PEOPLE'],
    impactAssessment: 'HIGH',
  });
  await addTierDocument(request, processId, {
    tier: 'tier_1',
    name: VECTORS[2]!,
    description: VECTORS[3],
    fileUrl: 'https://example.com/a',
  });
  await linkTrainingArtifact(request, processId, {
    processOutput: VECTORS[1]!,
    name: VECTORS[4]!,
    fileUrl: 'https://example.com/b',
  });
});

describe('stored XSS vectors stay text on every screen', () => {
  const dialogs: string[] = [];

  it('renders them as text and runs none of them', async () => {
    const { page } = app;
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
