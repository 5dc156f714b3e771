import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpPage, setUpServer } from './support/app';
import { expectAccessible, signInByApi } from './support/browser';
import { unexpectedErrors } from './support/console-errors';
import { matrixRow, region } from './support/process-page';
import { addArtifacts, assessChange, createJobRole, createProcess, painPointsArtifact } from './support/seed';

/** How soon a colleague's save must show on an open page (the bar). */
const LIVE_WITHIN_MS = 2_000;

/** The notice over an open dialog that Maria saved the same thing. */
async function colleagueNotice(dialog: Locator): Promise<Locator> {
  const notice = dialog.getByRole('alert').filter({ hasText: 'Maria Lopez saved this section' });
  await notice.waitFor({ timeout: LIVE_WITHIN_MS });
  expect(await notice.textContent()).toMatch(
    /Maria Lopez saved this section (just now|\d+ s ago) — review their version\./,
  );
  return notice;
}

/**
 * The Edit Process and Edit Job Role dialogs, open in Sam's browser while Maria saves the same
 * process or role in hers: what Sam typed stays, and Sam reviews Maria's version, then overwrites
 * it with his or loads hers; an untouched dialog simply takes hers.
 */
describe('a colleague’s save over an open edit dialog', () => {
  const app = setUpServer();
  const maria = setUpPage(app, { signIn: false });
  const sam = setUpPage(app, { signIn: false });
  let processId: string;
  let jobRoleId: string;

  it('keeps what Sam typed in Edit Process, shows Maria’s version, and saves his over it', async () => {
    await signInByApi(maria, app.server.url, 'Maria Lopez');
    await signInByApi(sam, app.server.url, 'Sam Ode');
    jobRoleId = await createJobRole(maria.context.request, { name: 'Dispatcher' });
    processId = await createProcess(maria.context.request, {
      name: 'Service Call Dispatch',
      description: 'Calls in',
      jobRoleId,
    });
    // Both on the process: the banner naming Maria tells Sam's page is listening.
    await sam.page.goto(`/processes/${processId}`);
    await maria.page.goto(`/processes/${processId}`);
    await expect
      .poll(() => sam.page.getByTestId('presence-banner').textContent(), { timeout: LIVE_WITHIN_MS })
      .toContain('Maria Lopez has this process open too.');

    const { page } = sam;
    await page.getByRole('button', { name: 'Edit Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Process' });
    await dialog.getByLabel('Description *').fill('Calls in, routed by the technician app');

    const patched = await maria.context.request.patch(`/api/processes/${processId}`, {
      data: { name: 'Service Call Dispatch (regional)', description: 'Calls in by region' },
    });
    expect(patched.status()).toBe(200);
    const notice = await colleagueNotice(dialog);
    expect(await dialog.getByLabel('Description *').inputValue()).toBe(
      'Calls in, routed by the technician app',
    );
    expect(await dialog.getByLabel('Process Name *').inputValue()).toBe('Service Call Dispatch');

    await notice.getByRole('button', { name: 'Review their version' }).click();
    const theirs = dialog.getByRole('region', { name: 'Their version' });
    await theirs.getByRole('cell', { name: 'Service Call Dispatch (regional)' }).waitFor();
    await theirs.getByRole('cell', { name: 'Calls in by region' }).waitFor();
    // Sam did not touch the name: his save leaves Maria's.
    const nameRow = theirs.getByRole('row').filter({ hasText: 'Service Call Dispatch (regional)' });
    expect(await nameRow.getByRole('cell').last().textContent()).toBe('Not changed here');
    await page.screenshot({ path: 'shots/live/edit-process-their-version.png' });
    await expectAccessible(page);

    // Overwrite with mine: Sam's description wins; Maria's new name, which Sam left alone, stays.
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = await (await maria.context.request.get(`/api/processes/${processId}`)).json();
    expect(saved).toMatchObject({
      name: 'Service Call Dispatch (regional)',
      description: 'Calls in, routed by the technician app',
    });
  });

  it('loads Maria’s version into an Edit Process dialog where Sam typed nothing', async () => {
    const { page } = sam;
    await page.getByRole('button', { name: 'Edit Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Process' });
    await dialog.getByLabel('Process Name *').waitFor();
    const patched = await maria.context.request.patch(`/api/processes/${processId}`, {
      data: { version: '1.4' },
    });
    expect(patched.status()).toBe(200);
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Maria Lopez saved this process; their version is loaded.' })
      .waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await dialog.getByLabel('Version *').inputValue()).toBe('1.4');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('offers Maria’s job role edit to Sam, who loads her version over what he typed', async () => {
    const { page } = sam;
    await page.goto(`/job-roles/${jobRoleId}`);
    await maria.page.goto(`/job-roles/${jobRoleId}`);
    // Sam's page hears Maria's first save (its stream is up) before the dialog opens.
    await maria.context.request.patch(`/api/job-roles/${jobRoleId}`, {
      data: { description: 'Takes calls' },
    });
    await page.getByText('Takes calls', { exact: true }).first().waitFor({ timeout: LIVE_WITHIN_MS });

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job Role' });
    await dialog.getByLabel('Name *').fill('Dispatch Coordinator');
    const patched = await maria.context.request.patch(`/api/job-roles/${jobRoleId}`, {
      data: { description: 'Takes calls and books technicians' },
    });
    expect(patched.status()).toBe(200);
    const notice = await colleagueNotice(dialog);
    expect(await dialog.getByLabel('Name *').inputValue()).toBe('Dispatch Coordinator');

    await notice.getByRole('button', { name: 'Review their version' }).click();
    await dialog
      .getByRole('region', { name: 'Their version' })
      .getByRole('cell', { name: 'Takes calls and books technicians' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Load their version' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Their version is loaded. Make your changes again, then save.' })
      .waitFor();
    expect(await dialog.getByLabel('Name *').inputValue()).toBe('Dispatcher');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Takes calls and books technicians');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('tells Sam, adding a pain point, that Maria saved the pain points, and flags the title she took', async () => {
    const { page } = sam;
    await addArtifacts(maria.context.request, processId, [
      painPointsArtifact('to_be', [{ title: 'Calls dropped at shift change' }]),
    ]);
    await page.goto(`/processes/${processId}`);
    await maria.page.goto(`/processes/${processId}`);
    await expect
      .poll(() => page.getByTestId('presence-banner').textContent(), { timeout: LIVE_WITHIN_MS })
      .toContain('Maria Lopez has this process open too.');
    await region(page, 'Pain Point Resolution').getByRole('button', { name: 'Add New Pain Point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Pain Point' });
    await dialog.getByLabel('Title *').fill('Jobs booked twice');

    const artifacts = (await (
      await maria.context.request.get(`/api/artifacts?processId=${processId}`)
    ).json()) as {
      id: string;
      type: string;
      revision: number;
      content: { painPoints: object[] };
    }[];
    const pains = artifacts.find((a) => a.type === 'pain_points')!;
    const put = await maria.context.request.put(`/api/artifacts/${pains.id}`, {
      data: {
        content: { painPoints: [...pains.content.painPoints, { title: 'Jobs booked twice' }] },
        revision: pains.revision,
      },
    });
    expect(put.status()).toBe(200);
    const notice = await colleagueNotice(dialog);
    expect(await dialog.getByLabel('Title *').inputValue()).toBe('Jobs booked twice');
    await notice.getByRole('button', { name: 'Review their version' }).click();
    await dialog.getByRole('region', { name: 'Their version' }).getByText('Jobs booked twice').waitFor();
    await dialog
      .getByText('“Jobs booked twice” is among theirs now: give yours another title, or cancel.')
      .waitFor();
    await page.screenshot({ path: 'shots/live/add-pain-point-their-version.png' });

    // Another title: added beside theirs, nothing of theirs lost.
    await dialog.getByLabel('Title *').fill('Jobs booked twice by phone');
    await dialog
      .getByText('Yours is added to theirs when you save: nothing of theirs is overwritten.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Add Pain Point' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = (await (await maria.context.request.get(`/api/artifacts/${pains.id}`)).json()) as {
      content: { painPoints: { title: string }[] };
    };
    expect(after.content.painPoints.map((p) => p.title)).toEqual([
      'Calls dropped at shift change',
      'Jobs booked twice',
      'Jobs booked twice by phone',
    ]);
  });

  it('says on a matrix row that Maria saved it, until Sam edits the row himself', async () => {
    const { page } = sam;
    const row = { processOutput: 'Dispatch ticket', changeDescription: ['SYSTEMS'], changeType: 'MODIFIED' };
    await assessChange(maria.context.request, processId, { ...row, impactAssessment: 'LOW' });
    const ticket = matrixRow(page, 'Dispatch ticket');
    await ticket.waitFor({ timeout: LIVE_WITHIN_MS });

    await assessChange(maria.context.request, processId, { ...row, impactAssessment: 'HIGH' });
    const line = ticket.getByRole('status').filter({ hasText: 'Maria Lopez saved this row' });
    await line.waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await line.textContent()).toMatch(/Maria Lopez saved this row (just now|\d+ s ago)/);
    await ticket.getByRole('combobox', { name: 'Impact for Dispatch ticket' }).getByText('HIGH').waitFor();
    await ticket.screenshot({ path: 'shots/live/matrix-row-colleague-save.png' });

    await ticket.getByRole('combobox', { name: 'Impact for Dispatch ticket' }).click();
    await page.getByRole('option', { name: 'MED' }).click();
    await line.waitFor({ state: 'detached' });
    expect(unexpectedErrors([...maria.errors, ...sam.errors])).toEqual([]);
  });
});
