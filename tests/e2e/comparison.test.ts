import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoMarkingHint, isAutoSignificant, normaliseLine } from '../../src/core/rules/significance';
import { setUpApp } from './support/app';
import { expectAccessible, withoutLiveUpdates } from './support/browser';
import type { ArtifactJson } from './support/seed';

type ProcessJson = { id: string; name: string; jobRoleId: string | null };
type RoleJson = { id: string; name: string };

/** The Service Manager's process: a supervisory workflow map and every artifact type. */
const app = setUpApp();
let demo: ProcessJson;
let artifacts: ArtifactJson[];

/** The artifact a comparison cell shows (the spec's row order; sipoc before role_sipoc). */
function cellArtifact(types: string[], state: 'as_is' | 'to_be'): ArtifactJson {
  for (const type of types) {
    const hit = artifacts.find((a) => a.state === state && a.type === type);
    if (hit) return hit;
  }
  throw new Error(`no ${types.join('/')} artifact in ${state}`);
}

const list = (content: Record<string, unknown> | null, key: string) => (content?.[key] ?? []) as unknown[];
const first = <T>(items: unknown[]) => items[0] as T;

/** One text from each row's content that the card must show. */
const ROWS: { types: string[]; sample: (c: Record<string, unknown> | null) => string }[] = [
  { types: ['job_description'], sample: (c) => String(c?.positionSummary) },
  { types: ['workflow_map'], sample: (c) => String(c?.description) },
  { types: ['sipoc', 'role_sipoc'], sample: (c) => String(first<string>(list(c, 'suppliers'))) },
  {
    types: ['cross_functional'],
    sample: (c) =>
      c?.sections
        ? String(first<{ title: string }>(list(c, 'sections')).title)
        : String(first<{ activity: string }>(list(c, 'coordinationActivities')).activity),
  },
  { types: ['systems'], sample: (c) => first<{ name: string }>(list(c, 'systems')).name },
  { types: ['pain_points'], sample: (c) => first<{ title: string }>(list(c, 'painPoints')).title },
];

/** The Manual-mode checkbox of one line (its name starts with the line; a badge may follow). */
const lineBox = (cell: Locator, line: string): Locator =>
  cell.getByRole('checkbox', { name: new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

const card = (artifact: ArtifactJson): Locator =>
  app.page.getByRole('article', { name: artifact.name, exact: true });

async function openComparison(): Promise<void> {
  await app.page.goto(`/processes/${demo.id}`);
  await app.page.getByRole('heading', { level: 2, name: 'As-Is (Current State)' }).waitFor();
  await app.page.getByRole('heading', { level: 2, name: 'To-Be (Future State)' }).waitFor();
}

beforeAll(async () => {
  const roles = await app.api<RoleJson[]>('GET', '/api/job-roles');
  const manager = roles.find((r) => r.name === 'Service Manager');
  expect(manager, 'the demo Service Manager role').toBeDefined();
  const processes = await app.api<ProcessJson[]>('GET', `/api/processes?jobRoleId=${manager!.id}`);
  for (const p of processes) {
    const list = await app.api<ArtifactJson[]>('GET', `/api/artifacts?processId=${p.id}`);
    const map = list.find((a) => a.type === 'workflow_map' && a.state === 'as_is');
    if (map?.content?.workflowType === 'supervisory_links') {
      demo = p;
      artifacts = list;
      break;
    }
  }
  expect(demo, 'a Service Manager process with a supervisory map').toBeDefined();
});

describe('side-by-side comparison', () => {
  it('shows the six rows on both sides with the demo content, aligned to equal heights', async () => {
    const { page } = app;
    await openComparison();
    for (const row of ROWS) {
      for (const state of ['as_is', 'to_be'] as const) {
        const artifact = cellArtifact(row.types, state);
        const cell = card(artifact);
        await cell.getByText(row.sample(artifact.content), { exact: true }).first().waitFor();
        expect(await cell.getByText('Improved', { exact: true }).count()).toBe(1);
        expect(await cell.getByText('Optimized', { exact: true }).count()).toBe(state === 'to_be' ? 1 : 0);
      }
    }

    // Rows line up: each pair of cells ends with the same height (set 150 ms after load).
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const boxes = [...document.querySelectorAll<HTMLElement>('article[data-row]')];
          const rows = new Map<string, number[]>();
          for (const b of boxes) {
            const h = Math.round(b.getBoundingClientRect().height);
            rows.set(b.dataset.row!, [...(rows.get(b.dataset.row!) ?? []), h]);
          }
          return [...rows.values()].every((hs) => hs.length === 2 && Math.abs(hs[0]! - hs[1]!) <= 1);
        }),
      )
      .toBe(true);

    // The metrics come from the two workflow maps.
    const summary = page.getByRole('region', { name: /Workflow metrics/ });
    await summary.getByText('Time reduction').waitFor();
    await summary.getByText(/^\u2212\d+% time$/).waitFor();
    const toBeMap = cellArtifact(['workflow_map'], 'to_be');
    await summary.getByText(String(toBeMap.content?.automationLevel), { exact: true }).waitFor();

    // A long SIPOC entry is cut at 35 characters and shows in full in a tooltip from the keyboard.
    const sipoc = card(cellArtifact(['sipoc', 'role_sipoc'], 'as_is'));
    const cut = sipoc.locator('span[tabindex="0"]').first();
    const tooltip = page.getByRole('tooltip');
    // Focused again on each try: a card that renders again (its data refetched after the page's
    // first load) takes the focus, and the tooltip with it, from the entry it replaced.
    await expect
      .poll(async () => {
        await cut.focus();
        return ((await tooltip.textContent({ timeout: 2_000 }).catch(() => null)) ?? '').length;
      })
      .toBeGreaterThan(35);

    await expectAccessible(page);
    expect(app.errors).toEqual([]);
  });

  it('lists the subordinate roles of the supervisory map and opens one role’s map', async () => {
    const { page } = app;
    await openComparison();
    const map = cellArtifact(['workflow_map'], 'as_is');
    const cell = card(map);
    const roles = list(map.content, 'subordinateProcesses') as {
      roleName: string;
      processId: string;
      keyResponsibilities: string[];
    }[];
    expect(roles.length).toBeGreaterThan(0);
    const role = roles.find((r) => r.keyResponsibilities.length > 2) ?? roles[0]!;
    await cell.getByText(role.roleName, { exact: true }).waitFor();
    await cell.getByText(role.keyResponsibilities[1]!, { exact: true }).waitFor();
    expect(await cell.getByText(role.keyResponsibilities[2]!, { exact: true }).count()).toBe(0);
    await cell
      .getByText(`+${role.keyResponsibilities.length - 2} more...`)
      .first()
      .waitFor();

    await cell.getByRole('button', { name: `View the ${role.roleName} workflow map` }).click();
    const dialog = page.getByRole('dialog', { name: `${role.roleName} – workflow map` });
    await dialog.waitFor();
    await dialog.getByRole('img').waitFor();
    const link = dialog.getByRole('link', { name: `Open the ${role.roleName} process` });
    expect(await link.getAttribute('href')).toBe(`/processes/${role.processId}`);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the map viewer: zoom in twice to 150%, reset to 100%, fullscreen on and off', async () => {
    const { page } = app;
    await openComparison();
    const map = cellArtifact(['workflow_map'], 'to_be');
    await card(map)
      .getByRole('button', { name: `Open ${map.name} in the map viewer` })
      .click();
    const dialog = page.getByRole('dialog', { name: map.name });
    await dialog.waitFor();
    const zoom = dialog.getByRole('status', { name: 'Zoom level' });
    expect(await zoom.textContent()).toBe('100%');
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    expect(await zoom.textContent()).toBe('150%');

    // Dragging pans the zoomed map.
    const img = dialog.getByRole('img');
    const before = await img.evaluate((el) => (el as HTMLElement).style.transform);
    const frame = await dialog.getByRole('group', { name: new RegExp(`^${map.name}, 150%`) }).boundingBox();
    await page.mouse.move(frame!.x + frame!.width / 2, frame!.y + frame!.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame!.x + frame!.width / 2 + 80, frame!.y + frame!.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    expect(await img.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe(before);

    await dialog.getByRole('button', { name: 'Reset 1:1', exact: true }).click();
    expect(await zoom.textContent()).toBe('100%');
    await page.mouse.move(frame!.x + frame!.width / 2, frame!.y + frame!.height / 2);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => zoom.textContent()).toBe('110%');

    await dialog.getByRole('button', { name: 'Full screen' }).click();
    await dialog.getByRole('button', { name: 'Exit full screen' }).click();
    await dialog.getByRole('button', { name: 'Full screen' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(app.errors).toEqual([]);
  });

  it('marks significant To-Be lines automatically, then keeps manual ticks across a reload', async () => {
    const { page } = app;
    const jd = cellArtifact(['job_description'], 'to_be');
    const settings = await app.api<{ fieldServiceProduct: string }>('GET', '/api/settings');
    const responsibilities = list(jd.content, 'responsibilities') as string[];
    const activities = list(jd.content, 'ongoingActivities') as string[];
    const steps = (list(jd.content, 'processSteps') as { name: string; description?: string }[]).map((s) =>
      s.description ? `${s.name}: ${s.description}` : s.name,
    );
    const autoCount = [...responsibilities, ...activities, ...steps].filter((l) =>
      isAutoSignificant(l, settings.fieldServiceProduct),
    ).length;
    expect(autoCount).toBeGreaterThan(0);

    await openComparison();
    const cell = card(jd);
    const marking = cell.getByRole('radiogroup', { name: 'Significant change marking' });
    expect(await marking.getByRole('radio', { name: 'Auto' }).getAttribute('aria-checked')).toBe('true');
    await cell.getByText(`${autoCount} lines marked`).waitFor();
    expect(await cell.getByText('Significant change', { exact: true }).count()).toBe(autoCount);
    // The hint names the words the rule marks (issue 27: it said "automation" and left five out).
    const hint = await cell.getByText(/^Marked automatically:/).textContent();
    expect(hint).toBe(autoMarkingHint(settings.fieldServiceProduct));
    expect(hint).toContain('automated, real-time, mobile, integration, streamlined, digital, enhanced');

    const saved = () =>
      page.waitForResponse(
        (r) => r.url().includes(`/api/artifacts/${jd.id}`) && r.request().method() === 'PUT',
      );
    const modeSaved = saved();
    await marking.getByRole('radio', { name: 'Manual' }).click();
    expect((await modeSaved).status()).toBe(200);
    await cell.getByText('0 lines marked').waitFor();

    const line =
      responsibilities.find((l) => !isAutoSignificant(l, settings.fieldServiceProduct)) ??
      responsibilities[0]!;
    const tickSaved = saved();
    await lineBox(cell, line).check();
    expect((await tickSaved).status()).toBe(200);
    await cell.getByText('1 line marked').waitFor();

    await page.reload();
    const again = card(jd);
    await again.getByRole('radiogroup', { name: 'Significant change marking' }).waitFor();
    expect(await again.getByRole('radio', { name: 'Manual' }).getAttribute('aria-checked')).toBe('true');
    expect(await lineBox(again, line).isChecked()).toBe(true);
    await again.getByText('1 line marked').waitFor();
    await expectAccessible(page);

    const stored = await app.api<ArtifactJson>('GET', `/api/artifacts/${jd.id}`);
    expect(stored.content).toMatchObject({
      significanceMode: 'manual',
      significantLines: [normaliseLine(line)],
    });
    expect(app.errors).toEqual([]);
  });

  it('re-applies a tick onto a colleague’s newer save (409) so both ticks are kept', async () => {
    const { page } = app;
    const jd = cellArtifact(['job_description'], 'to_be');
    // The page must still hold the older revision when it saves: no live refresh in between.
    const liveAgain = await withoutLiveUpdates(page);
    await openComparison();
    const cell = card(jd);
    await cell.getByText('1 line marked').waitFor();

    // A colleague ticks a step while this page still holds the older revision.
    const current = await app.api<ArtifactJson>('GET', `/api/artifacts/${jd.id}`);
    const activities = list(current.content, 'ongoingActivities') as string[];
    const theirs = activities[0]!;
    const mine = activities[1]!;
    const ticked = [...(list(current.content, 'significantLines') as string[]), normaliseLine(theirs)];
    await app.api('PUT', `/api/artifacts/${jd.id}`, {
      content: { ...current.content, significantLines: ticked },
      revision: current.revision,
    });

    const conflict = page.waitForResponse(
      (r) => r.url().includes(`/api/artifacts/${jd.id}`) && r.status() === 409,
    );
    const success = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/artifacts/${jd.id}`) && r.status() === 200 && r.request().method() === 'PUT',
    );
    await lineBox(cell, mine).check();
    await conflict;
    await success;

    const stored = await app.api<ArtifactJson>('GET', `/api/artifacts/${jd.id}`);
    expect(stored.content?.significantLines).toEqual([...ticked, normaliseLine(mine)]);
    // The page shows the colleague's tick too once the list is refetched.
    await expect.poll(() => lineBox(cell, theirs).isChecked()).toBe(true);
    await cell.getByText('3 lines marked').waitFor();
    await liveAgain();
    expect(app.errors.filter((e) => !/409 \(Conflict\)/.test(e))).toEqual([]);
  });
});
