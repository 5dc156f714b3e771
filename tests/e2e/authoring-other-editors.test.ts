import { describe, expect, it } from 'vitest';
import { card, editor, field, save, setUpAuthoring } from './support/authoring';
import { expectAccessible } from './support/browser';

/*
 * Issue 8: the other content shapes' editors on the comparison of a new process (the SIPOC and job
 * description ones are in authoring.test.ts): their forms, delete and discard confirmations.
 */

const { app, artifacts, artifactOf, defects, openComparison } = setUpAuthoring();

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
