import { describe, expect, it } from 'vitest';
import { card, editor, field, save, setUpAuthoring } from './support/authoring';
import { expectAccessible } from './support/browser';

/*
 * Issue 8: editors for every content shape, in place on the comparison. A new process is created
 * through the API and filled from scratch in the browser: As-Is SIPOC and job description, Copy
 * all to To-Be, an edited To-Be step, the Change Log; then a colleague's save in between (409).
 * The other shapes' forms, delete and discard confirmations are in authoring-other-editors.test.ts.
 */

const { app, authored, artifactOf, defects, openComparison } = setUpAuthoring();

const STEP_1 = {
  name: 'Receive the purchase request',
  description: 'From the technician, by phone or email.',
};
const STEP_2 = { name: 'Key the order into the ERP', description: 'Typed from the paper form.' };
const STEP_2_TO_BE = 'Confirm the order in the mobile app';

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

    await page.goto(`/processes/${authored.id}?tab=changelog`);
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
    expect(await page.locator('a[href^="/processes/"]').first().textContent()).toContain(authored.name);
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
