import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpServer } from './support/app';
import { newPage, type PageWatch } from './support/browser';
import {
  addArtifacts,
  addTierDocument,
  assessChange,
  createProcess,
  linkTrainingArtifact,
  painPointsArtifact,
  setPainPointStatus,
} from './support/seed';
import { toast } from './support/uploads';

const CODES = { editor: 'Editor-Review-1', approver: 'Approver-Review-1', admin: 'Admin-Review-1' };

const app = setUpServer({
  ACCESS_CODES: `editor:${CODES.editor},approver:${CODES.approver},admin:${CODES.admin}`,
});

/** A browser context of its own, signed in as a named person with a role's code. */
async function personPage(name: string, code: string): Promise<PageWatch> {
  const w = await newPage(app.browser, app.server.url);
  const res = await w.context.request.post(`${app.server.url}/api/auth/login`, {
    data: { accessCode: code, name },
  });
  expect(res.status()).toBe(200);
  return w;
}

/** The matrix row the version keeps: HIGH when approved, LOW after. */
const row = { processOutput: 'Repair quote', changeDescription: ['SYSTEMS'] };

const header = (page: Page) => page.locator('header').first();

describe('review and sign-off, two people in two browsers', () => {
  let erin: PageWatch;
  let maria: PageWatch;
  let sam: PageWatch;
  let processId: string;

  beforeAll(async () => {
    erin = await personPage('Erin Editor', CODES.editor);
    maria = await personPage('Maria Lopez', CODES.approver);
    sam = await personPage('Sam Ode', CODES.admin);
    processId = await createProcess(erin.context.request, {
      name: 'Field Quote Approval',
      description: 'Technicians quote repairs on site.',
    });
    await addArtifacts(erin.context.request, processId, [
      {
        type: 'systems',
        state: 'to_be',
        name: 'Systems',
        content: { systems: [{ name: 'Field service app', purpose: 'Quote on site' }] },
      },
      painPointsArtifact('to_be', [{ title: 'Quotes typed twice' }]),
    ]);
    // The approved state beyond the artifacts: a status, a matrix row, training.
    const request = erin.context.request;
    await setPainPointStatus(request, processId, 'Quotes typed twice', 'resolved');
    await assessChange(request, processId, { ...row, changeType: 'MODIFIED', impactAssessment: 'HIGH' });
    await linkTrainingArtifact(request, processId, {
      processOutput: 'Repair quote',
      name: 'Quoting on the tablet',
      fileUrl: 'https://videos.example.com/quote',
    });
    await addTierDocument(request, processId, {
      tier: 'tier_3',
      name: 'Quote screen guide',
      fileType: 'guide',
      fileUrl: 'https://docs.example.com/quote',
    });
  });
  afterAll(async () => {
    for (const w of [erin, maria, sam]) await w?.context.close();
  });

  /** The editor asks Maria and Sam from the process page's Request Review dialog. */
  async function requestReview(message: string) {
    await erin.page.goto(`/processes/${processId}`);
    await erin.page.getByRole('button', { name: 'Request Review' }).click();
    const dialog = erin.page.getByRole('dialog', { name: 'Request Review' });
    await dialog.getByRole('checkbox', { name: /Maria Lopez/ }).check();
    await dialog.getByRole('checkbox', { name: /Sam Ode/ }).check();
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Request Review' }).click();
    // The toast says so even though the open review takes the button (and its dialog) away.
    await toast(erin.page, 'Review Requested').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await erin.page.getByRole('region', { name: 'Review in progress' }).waitFor();
    await header(erin.page).getByText('In Review').waitFor();
  }

  /** An approver opens the review from My Reviews (the sidebar counts it) and decides. */
  async function decide(w: PageWatch, decision: 'Approve' | 'Request Changes', comment: string) {
    await w.page.goto('/');
    const link = w.page.getByRole('link', { name: /My Reviews/ });
    await expect.poll(() => link.getByTestId('my-reviews-count').textContent()).toContain('1');
    await link.click();
    const card = w.page.getByRole('listitem').filter({ hasText: 'Field Quote Approval' });
    await card.getByRole('link', { name: 'Review', exact: true }).click();
    await w.page.getByRole('heading', { name: 'Your decision' }).waitFor();
    await w.page.getByLabel('Comment').fill(comment);
    await w.page.getByRole('button', { name: decision }).click();
    // The decision ends the form; its toast still comes.
    await toast(w.page, decision === 'Approve' ? 'Approved' : 'Changes Requested').waitFor();
    await w.page.getByRole('heading', { name: 'Your decision' }).waitFor({ state: 'detached' });
  }

  it('runs a full round: request, request changes, edit, request, approve by both, published', async () => {
    await requestReview('Ready for sign-off: the quote happens on site now.');

    // Maria sees what is new (never published) and sends it back with a comment.
    await maria.page.goto('/reviews');
    const changed = maria.page.getByRole('list', { name: 'What changed' });
    await changed.getByText('To-Be Systems:').waitFor();
    expect(
      await changed
        .getByRole('listitem')
        .filter({ hasText: 'Change Impact Assessment Matrix:' })
        .textContent(),
    ).toBe('Change Impact Assessment Matrix:1 added');
    await decide(maria, 'Request Changes', 'Name the approval limit for technicians.');

    // Erin sees the process back in Draft with Maria's comment on it.
    await erin.page.goto(`/processes/${processId}`);
    const sentBack = erin.page.getByRole('region', { name: 'Changes requested' });
    await sentBack.getByText('Name the approval limit for technicians.').waitFor();
    // The panel and the header's status are read by two queries: wait for both.
    await header(erin.page).getByText('Draft').waitFor();

    // The edit Maria asked for, then a second request.
    const edit = await erin.context.request.patch(`${app.server.url}/api/processes/${processId}`, {
      data: { description: 'Technicians quote repairs on site up to $2,000.' },
    });
    expect(edit.status()).toBe(200);
    await requestReview('Added the approval limit.');

    // Maria finds the new request with its message; both approve.
    await maria.page.goto('/reviews');
    await maria.page.getByText('Added the approval limit.').waitFor();
    await decide(maria, 'Approve', 'Looks right.');
    await decide(sam, 'Approve', '');

    // Published, with an immutable version that names both approvers.
    await erin.page.goto(`/processes/${processId}`);
    const versions = erin.page.getByRole('region', { name: 'Published versions' });
    await versions.getByText(/Version 1\.0, approved by Maria Lopez and Sam Ode on/).waitFor();
    await header(erin.page).getByText('Published').waitFor();
    await versions.getByRole('link', { name: 'View version 1.0' }).click();
    await erin.page.getByRole('heading', { name: 'Field Quote Approval — version 1.0' }).waitFor();
    await erin.page.getByText('Field service app').first().waitFor();
    const approvedState = erin.page.getByTestId('approved-state');
    const pains = approvedState.getByRole('region', { name: 'Pain Point Resolution' });
    await pains
      .getByRole('listitem')
      .filter({ hasText: 'Quotes typed twice' })
      .getByText('Resolved')
      .waitFor();
    const matrix = approvedState.getByRole('region', { name: 'Change Impact Assessment Matrix' });
    const quoteRow = matrix.getByRole('row', { name: /Repair quote/ });
    expect(await quoteRow.textContent()).toMatch(/MODIFIED.*Systems.*HIGH.*Quoting on the tablet/);
    await approvedState
      .getByRole('region', { name: 'Training Materials' })
      .getByRole('link', { name: 'Tier 3 guide “Quote screen guide”' })
      .waitFor();

    // Editing the published process starts a new draft; the published version stays readable.
    await erin.context.request.patch(`${app.server.url}/api/processes/${processId}`, {
      data: { name: 'Field Quote Approval v2' },
    });
    await assessChange(erin.context.request, processId, {
      ...row,
      changeType: 'MODIFIED',
      impactAssessment: 'LOW',
    });
    await erin.page.reload();
    await erin.page.getByRole('heading', { name: 'Field Quote Approval — version 1.0' }).waitFor();
    await erin.page.getByRole('tab', { name: 'Compare with now' }).click();
    await erin.page.getByTestId('version-changes').getByText('Field Quote Approval v2').waitFor();
    const matrixChanges = erin.page
      .getByTestId('version-changes')
      .getByRole('region', { name: 'Change Impact Assessment Matrix' });
    await matrixChanges.getByText('MODIFIED · Systems · LOW').waitFor();
    expect(await matrixChanges.locator('del').textContent()).toBe('MODIFIED · Systems · HIGH');

    for (const w of [erin, maria, sam]) expect(w.errors).toEqual([]);
  });
});
