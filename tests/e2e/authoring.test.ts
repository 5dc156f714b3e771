import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from './support/app';
import { expectAccessible } from './support/browser';
import { comparisonCard, openComparison as openProcessComparison, saveEditor } from './support/process-page';
import { type ArtifactJson, createProcess, jobRoles } from './support/seed';

/*
 * Issue 8: editors for every content shape, in place on the comparison. A new process is created
 * through the API and filled from scratch in the browser: As-Is SIPOC and job description, Copy
 * all to To-Be, an edited To-Be step, the Change Log; then a colleague's save in between (409),
 * the other shapes' forms, delete and discard confirmations.
 */

const app = setUpApp();
let processId: string;
let processName: string;

const STEP_1 = {
  name: 'Receive the purchase request',
  description: 'From the technician, by phone or email.',
};
const STEP_2 = { name: 'Key the order into the ERP', description: 'Typed from the paper form.' };
const STEP_2_TO_BE = 'Confirm the order in the mobile app';

const artifacts = () => app.api<ArtifactJson[]>('GET', `/api/artifacts?processId=${processId}`);
async function artifactOf(type: string, state: 'as_is' | 'to_be'): Promise<ArtifactJson> {
  const hit = (await artifacts()).find((a) => a.type === type && a.state === state);
  expect(hit, `${state} ${type}`).toBeDefined();
  return hit!;
}

const card = comparisonCard;
const editor = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });
const field = (dialog: Locator, name: string): Locator => dialog.getByRole('textbox', { name, exact: true });

/** The browser logs every refused save (409) as a console error; here they are expected. */
const defects = () => app.errors.filter((e) => !/status of 409 \(Conflict\)/.test(e));

const openComparison = (page: Page) => openProcessComparison(page, processId);
const save = saveEditor;

beforeAll(async () => {
  const roles = await jobRoles(app.request);
  processName = `Parts Ordering ${Date.now()}`;
  processId = await createProcess(app.request, {
    name: processName,
    description: 'Technicians order parts for jobs.',
    jobRoleId: roles.find((r) => r.name === 'Procurement Manager')?.id ?? roles[0]!.id,
  });
});

describe('authoring a process from scratch on the comparison', () => {
  it('adds an As-Is SIPOC with two suppliers, reordered by keyboard, drag and the move buttons', async () => {
    const { page } = app;
    await openComparison(page);
    const empty = card(page, 'SIPOC (As-Is)');
    await empty.getByText('No SIPOC content available').waitFor();
    await empty.getByRole('button', { name: 'Add SIPOC (As-Is)' }).click();

    const dialog = editor(page, 'Add As-Is SIPOC');
    await dialog.waitFor();
    expect(await field(dialog, 'Name').inputValue()).toBe('As-Is SIPOC');
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    // A new entry takes the focus.
    await expect
      .poll(() => field(dialog, 'Supplier 1').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await field(dialog, 'Supplier 1').fill('Parts distributor');
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    await field(dialog, 'Supplier 2').fill('Technician');
    await field(dialog, 'Supplier 2 full name').fill('Field service technician on the job');

    // Alt+ArrowUp in the second entry moves it first; the focus stays in it; the move is announced.
    await field(dialog, 'Supplier 2').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => field(dialog, 'Supplier 1').inputValue()).toBe('Technician');
    expect(await field(dialog, 'Supplier 1 full name').inputValue()).toBe(
      'Field service technician on the job',
    );
    expect(await field(dialog, 'Supplier 2').inputValue()).toBe('Parts distributor');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      'Technician',
    );
    await dialog.getByText('Supplier "Technician" moved to position 1 of 2.').waitFor({ state: 'attached' });

    // Dragging the second entry's handle above the first moves it back; the Move down button undoes that.
    const suppliers = dialog.getByRole('group', { name: /^Suppliers/ });
    const rows = suppliers.getByRole('listitem');
    await rows
      .nth(1)
      .locator('[title="Drag to move this supplier"]')
      .dragTo(rows.nth(0), {
        targetPosition: { x: 40, y: 4 },
      });
    await expect.poll(() => field(dialog, 'Supplier 1').inputValue()).toBe('Parts distributor');
    await dialog.getByRole('button', { name: 'Move supplier 1 down' }).click();
    await expect.poll(() => field(dialog, 'Supplier 1').inputValue()).toBe('Technician');
    expect(await field(dialog, 'Supplier 1 full name').inputValue()).toBe(
      'Field service technician on the job',
    );

    await dialog.getByRole('button', { name: 'Add output' }).click();
    await field(dialog, 'Output 1').fill('PO');
    await field(dialog, 'Output 1 full name').fill('Approved purchase order');
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await field(dialog, 'Customer 1').fill('Warehouse');
    await expectAccessible(page);
    await save(page, dialog, 'SIPOC added');

    const sipoc = card(page, 'As-Is SIPOC');
    await sipoc.getByText('Technician', { exact: false }).first().waitFor();
    await sipoc.getByText('Parts distributor').waitFor();
    const stored = await artifactOf('sipoc', 'as_is');
    expect(stored.content).toEqual({
      suppliers: ['Technician', 'Parts distributor'],
      suppliersFullNames: ['Field service technician on the job', ''],
      outputs: ['PO'],
      outputsFullNames: ['Approved purchase order'],
      customers: ['Warehouse'],
    });
    // The SIPOC's outputs now feed the change impact matrix.
    await page.getByRole('rowheader', { name: /Approved purchase order/ }).waitFor();
    expect(defects()).toEqual([]);
  });

  it('adds an As-Is job description with two steps, then copies all to To-Be', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'Job Description (As-Is)')
      .getByRole('button', { name: 'Add Job Description (As-Is)' })
      .click();
    const dialog = editor(page, 'Add As-Is Job Description');
    await dialog.waitFor();
    await field(dialog, 'Position summary').fill('Buys the parts technicians need, on time and on budget.');
    await dialog.getByRole('button', { name: 'Add responsibility' }).click();
    await field(dialog, 'Responsibility 1').fill('Approve purchase requests');
    for (const [i, step] of [STEP_1, STEP_2].entries()) {
      await dialog.getByRole('button', { name: 'Add step' }).click();
      await field(dialog, `Step ${i + 1} name`).fill(step.name);
      await field(dialog, `Step ${i + 1} description`).fill(step.description);
    }
    // A step needs a name: the message sits next to the field.
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await field(dialog, 'Step 3 description').fill('Half-finished');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Name the step, or remove it').waitFor();
    expect(await field(dialog, 'Step 3 name').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Remove step 3' }).click();
    await expectAccessible(page);
    await save(page, dialog, 'Job Description added');

    const jd = card(page, 'As-Is Job Description');
    await jd.getByText(STEP_2.name, { exact: false }).first().waitFor();

    const header = page.getByRole('region', { name: 'As-Is (Current State)' });
    await header.getByRole('button', { name: 'Copy all to To-Be' }).click();
    await page.getByText('Copied to To-Be', { exact: true }).waitFor();
    await page.getByText('2 As-Is artifacts copied: Job Description, SIPOC.').first().waitFor();
    await card(page, 'To-Be SIPOC').getByText('Parts distributor').waitFor();
    await card(page, 'To-Be Job Description').getByText(STEP_2.name, { exact: false }).first().waitFor();
    // Nothing is left to copy.
    expect(await header.getByRole('button', { name: 'Copy all to To-Be' }).count()).toBe(0);
    const toBe = await artifactOf('job_description', 'to_be');
    expect(toBe.content).toEqual((await artifactOf('job_description', 'as_is')).content);
    expect(defects()).toEqual([]);
  });

  it('edits a To-Be step: both sides show in the comparison and the Change Log shows before → after', async () => {
    const { page } = app;
    await openComparison(page);
    const toBeCard = card(page, 'To-Be Job Description');
    await toBeCard.getByRole('button', { name: 'Edit To-Be Job Description' }).click();
    const dialog = editor(page, 'Edit To-Be Job Description');
    await dialog.waitFor();
    expect(await field(dialog, 'Step 2 name').inputValue()).toBe(STEP_2.name);
    await field(dialog, 'Step 2 name').fill(STEP_2_TO_BE);
    await field(dialog, 'Step 2 description').fill('');
    await save(page, dialog, 'Changes saved');

    await toBeCard.getByText(STEP_2_TO_BE, { exact: false }).first().waitFor();
    expect(await toBeCard.getByText(STEP_2.name, { exact: false }).count()).toBe(0);
    await card(page, 'As-Is Job Description').getByText(STEP_2.name, { exact: false }).first().waitFor();

    await page.goto(`/processes/${processId}?tab=changelog`);
    const panel = page.getByRole('tabpanel', { name: 'Change Log' });
    const entry = panel
      .getByRole('listitem')
      .filter({ hasText: 'Edited To-Be job description "To-Be Job Description"' })
      .first();
    await entry.waitFor();
    await entry.getByText('Process steps', { exact: true }).waitFor();
    for (const summary of await entry.locator('summary').all()) await summary.click();
    await expect.poll(async () => (await entry.textContent()) ?? '').toContain(STEP_2_TO_BE);
    expect((await entry.textContent()) ?? '').toContain(STEP_2.name);
    await panel.getByText('Added To-Be sipoc "To-Be SIPOC"').waitFor();

    // The dashboard follows: the process was just updated, so it leads the recent list.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Recent Processes' }).waitFor();
    expect(await page.locator('a[href^="/processes/"]').first().textContent()).toContain(processName);
    expect(defects()).toEqual([]);
  });

  it('keeps what was typed when a colleague saved first: the alert, then "Overwrite with mine"', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'To-Be SIPOC').getByRole('button', { name: 'Edit To-Be SIPOC' }).click();
    const dialog = editor(page, 'Edit To-Be SIPOC');
    await dialog.waitFor();
    await field(dialog, 'Supplier 1').fill('Technician app');
    await field(dialog, 'Supplier 1 full name').fill('Technician ordering in the mobile app');

    const before = await artifactOf('sipoc', 'to_be');
    await app.api('PUT', `/api/artifacts/${before.id}`, {
      content: { ...before.content, inputs: ['Purchase request'] },
      revision: before.revision,
    });

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'A colleague saved a newer version.' });
    await alert.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await field(dialog, 'Supplier 1').inputValue()).toBe('Technician app');
    expect(await dialog.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await alert.getByRole('button', { name: 'Overwrite with mine' }).click();
    await page.getByText('Changes saved', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const after = await artifactOf('sipoc', 'to_be');
    expect(after.revision).toBe(before.revision + 2);
    expect(after.content?.suppliers).toEqual(['Technician app', 'Parts distributor']);
    await card(page, 'To-Be SIPOC').getByText('Technician ordering in the mobile app').waitFor();
    // Mine replaces theirs: the input only the colleague added is gone (their version stays in the Change Log).
    expect(after.content?.inputs).toBeUndefined();
    expect(defects()).toEqual([]);
  });

  it('loads the colleague’s version only after asking', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'To-Be SIPOC').getByRole('button', { name: 'Edit To-Be SIPOC' }).click();
    const dialog = editor(page, 'Edit To-Be SIPOC');
    await field(dialog, 'Customer 1').fill('Mine: stores');
    const current = await artifactOf('sipoc', 'to_be');
    await app.api('PUT', `/api/artifacts/${current.id}`, {
      content: { ...current.content, customers: ['Theirs: central warehouse'] },
      revision: current.revision,
    });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'A colleague saved a newer version.' });
    await alert.getByRole('button', { name: 'Load their version' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Load their version?' });
    await ask.getByRole('button', { name: 'Keep mine' }).click();
    expect(await field(dialog, 'Customer 1').inputValue()).toBe('Mine: stores');
    await alert.getByRole('button', { name: 'Load their version' }).click();
    await ask.getByRole('button', { name: 'Load their version' }).click();
    await expect.poll(() => field(dialog, 'Customer 1').inputValue()).toBe('Theirs: central warehouse');
    await dialog.getByText('Their version is loaded.', { exact: false }).waitFor();
    // Nothing typed since: Cancel closes without asking.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(defects()).toEqual([]);
  });
});

describe('the other editors', () => {
  it('adds a workflow map with an uploaded SVG, its summary and a subordinate process', async () => {
    const { page } = app;
    await openComparison(page);
    await card(page, 'Workflow Map (As-Is)')
      .getByRole('button', { name: 'Add Workflow Map (As-Is)' })
      .click();
    const dialog = editor(page, 'Add As-Is Workflow Map');
    await dialog.waitFor();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect x="10" y="10" width="80" height="40" fill="#c7d2fe"/><text x="20" y="35">Request</text></svg>';
    const upload = page.waitForResponse((r) => r.url().includes('/api/files?purpose=workflow-image'));
    await dialog.getByTestId('workflow-image-input').setInputFiles({
      name: 'parts-ordering.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(svg),
    });
    expect((await upload).status()).toBe(201);
    await dialog.getByRole('img', { name: 'Preview of the new map image' }).waitFor();
    await field(dialog, 'Steps').fill('many');
    await field(dialog, 'Average time').fill('2 days');
    // With its suggestions (a datalist) the field is a combobox.
    await dialog.getByRole('combobox', { name: 'Automation level' }).fill('Low');
    await dialog.getByRole('combobox', { name: 'Workflow type' }).click();
    await page.getByRole('option', { name: /Supervisory/ }).click();
    await dialog.getByRole('button', { name: 'Add subordinate process' }).click();
    await field(dialog, 'Subordinate process 1, Role name').fill('Warehouse Associate');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Enter the number of steps as a whole number').waitFor();
    await field(dialog, 'Steps').fill('9');
    await expectAccessible(page);
    await save(page, dialog, 'Workflow Map added');

    const map = await artifactOf('workflow_map', 'as_is');
    expect(map.fileUrl).toMatch(/^\/objects\/[0-9a-f-]+\/parts-ordering\.svg$/);
    expect(map.content).toEqual({
      workflowType: 'supervisory_links',
      steps: 9,
      averageTime: '2 days',
      automationLevel: 'Low',
      subordinateProcesses: [{ roleName: 'Warehouse Associate' }],
    });
    await card(page, 'As-Is Workflow Map').getByText('Warehouse Associate').waitFor();
    expect(defects()).toEqual([]);
  });

  it('adds cross-functional sections, systems and pain points; each form is accessible', async () => {
    const { page } = app;
    await openComparison(page);

    await card(page, 'Cross-Functional Coordination (To-Be)')
      .getByRole('button', { name: 'Add Cross-Functional Coordination (To-Be)' })
      .click();
    let dialog = editor(page, 'Add To-Be Cross-Functional Coordination');
    await dialog.getByRole('button', { name: 'Add section' }).click();
    await field(dialog, 'Section 1, Title').fill('Finance hand-off');
    await dialog.getByRole('button', { name: 'Add item' }).last().click();
    await dialog
      .getByRole('group', { name: 'Section 1 of 1' })
      .getByRole('textbox', { name: 'Item 1' })
      .fill('Match invoice to PO');
    await dialog.getByRole('button', { name: 'Add activity' }).click();
    await field(dialog, 'Activity 1, Activity').fill('Weekly vendor review');
    await expectAccessible(page);
    await save(page, dialog, 'Cross-Functional Coordination added');
    await card(page, 'To-Be Cross-Functional Coordination').getByText('Finance hand-off').waitFor();

    await card(page, 'Systems (As-Is)').getByRole('button', { name: 'Add Systems (As-Is)' }).click();
    dialog = editor(page, 'Add As-Is Systems');
    await dialog.getByRole('button', { name: 'Add system' }).click();
    await field(dialog, 'System 1, Name').fill('Legacy purchasing');
    await dialog.getByRole('button', { name: 'Add key function' }).click();
    await dialog.getByRole('textbox', { name: 'Key function 1' }).fill('Paper PO numbers');
    await expectAccessible(page);
    await save(page, dialog, 'Systems added');
    await card(page, 'As-Is Systems').getByText('Legacy purchasing').waitFor();

    await card(page, 'Pain Points (As-Is)').getByRole('button', { name: 'Add Pain Points (As-Is)' }).click();
    dialog = editor(page, 'Add As-Is Pain Points');
    for (const [i, title] of ['Orders retyped', 'No delivery dates'].entries()) {
      await dialog.getByRole('button', { name: 'Add pain point' }).click();
      await field(dialog, `Pain point ${i + 1}, Title`).fill(title);
    }
    await field(dialog, 'Pain point 1, Impact').fill('Errors on one order in ten');
    await expectAccessible(page);
    await save(page, dialog, 'Pain Points added');
    await card(page, 'As-Is Pain Points').getByText('No delivery dates').waitFor();
    // The server gives each pain point its id (issue 19).
    const id = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect((await artifactOf('pain_points', 'as_is')).content).toEqual({
      painPoints: [
        { id, title: 'Orders retyped', impact: 'Errors on one order in ten' },
        { id, title: 'No delivery dates' },
      ],
    });
    expect(defects()).toEqual([]);
  });

  it('asks before discarding typed changes, replaces a To-Be with a copy, and deletes after confirming', async () => {
    const { page } = app;
    await openComparison(page);
    const systems = card(page, 'As-Is Systems');
    await systems.getByRole('button', { name: 'Edit As-Is Systems' }).click();
    const dialog = editor(page, 'Edit As-Is Systems');
    await field(dialog, 'System 1, Purpose').fill('Everything, on paper');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    expect(await field(dialog, 'System 1, Purpose').inputValue()).toBe('Everything, on paper');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // One As-Is card: Copy to To-Be; then, with a To-Be there, Replace To-Be with a copy.
    await systems.getByRole('button', { name: 'Copy to To-Be: Systems' }).click();
    await page.getByText('Copied to To-Be', { exact: true }).waitFor();
    const toBeSystems = card(page, 'To-Be Systems');
    await toBeSystems.getByText('Legacy purchasing').waitFor();
    await toBeSystems.getByRole('button', { name: 'Edit To-Be Systems' }).click();
    const toBeDialog = editor(page, 'Edit To-Be Systems');
    await field(toBeDialog, 'System 1, Name').fill('Cloud ERP purchasing');
    await save(page, toBeDialog, 'Changes saved');
    await toBeSystems.getByText('Cloud ERP purchasing').waitFor();
    await systems.getByRole('button', { name: 'More actions for As-Is Systems' }).click();
    await page.getByRole('menuitem', { name: 'Replace To-Be with a copy' }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace the To-Be Systems?' });
    await replace.getByRole('button', { name: 'Replace To-Be' }).click();
    await page.getByText('To-Be replaced', { exact: true }).waitFor();
    await toBeSystems.getByText('Legacy purchasing').waitFor();

    await toBeSystems.getByRole('button', { name: 'Edit To-Be Systems' }).click();
    await toBeDialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “To-Be Systems”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await toBeDialog.isVisible()).toBe(true);
    await toBeDialog.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Systems deleted', { exact: true }).waitFor();
    await card(page, 'Systems (To-Be)').getByText('No systems content available').waitFor();
    expect((await artifacts()).filter((a) => a.type === 'systems' && a.state === 'to_be')).toEqual([]);
    expect(defects()).toEqual([]);
  });
});
