import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../core/schemas/people';
import type { ReviewRequest } from '../../../core/schemas/reviews';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The sheet's rows as values, header first, column A at index 0. */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('Export All workbook: comments, review requests and published versions', () => {
  let t: TestApp;
  let workbook: ExcelJS.Workbook;

  beforeAll(async () => {
    t = await createTestApp();
    const erin = await t.login({ name: 'Erin Editor' });
    const maria = await t.login({ role: 'approver', name: 'Maria Lopez' });
    const sam = await t.login({ role: 'approver', name: 'Sam Ode' });
    const people: Person[] = (await t.request(erin, 'GET', '/api/people?role=approver')).json();
    const id = (name: string) => people.find((p) => p.name === name)!.id;
    const processId = (await createRoleWithProcess(t, erin, { process: 'Dispatch' })).process.id;

    const post = async (cookie: string, url: string, body: object) => {
      const res = await t.request(cookie, 'POST', url, body);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    const thread = await post(erin, `/api/processes/${processId}/comments`, {
      body: 'Is the work order still printed?',
      anchor: { kind: 'matrix_row', processOutput: 'Work order' },
    });
    await post(maria, `/api/processes/${processId}/comments`, {
      body: 'No, it is on the tablet.',
      parentId: thread.id,
    });
    await post(sam, `/api/processes/${processId}/comments`, { body: 'Who signs the quote?' });
    expect(
      (await t.request(erin, 'PATCH', `/api/comments/${thread.id}`, { resolved: true })).statusCode,
    ).toBe(200);

    const ask = () =>
      post(erin, `/api/processes/${processId}/review-requests`, {
        approverIds: [id('Maria Lopez'), id('Sam Ode')],
        message: 'Please sign off',
      }) as Promise<ReviewRequest>;
    const first = await ask();
    await post(maria, `/api/review-requests/${first.id}/decisions`, {
      decision: 'request_changes',
      comment: 'Name the approval limit',
    });
    const second = await ask();
    await post(maria, `/api/review-requests/${second.id}/decisions`, {
      decision: 'approve',
      comment: 'Good',
    });
    await post(sam, `/api/review-requests/${second.id}/decisions`, { decision: 'approve' });

    const res = await t.request(erin, 'GET', '/api/export/all.xlsx');
    expect(res.statusCode).toBe(200);
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  });
  afterAll(async () => t.close());

  it('lists every comment by thread, replies after their first comment, with the thread resolved', () => {
    const [head, ...rows] = rowsOf(workbook.getWorksheet('Comments')!);
    expect(head).toEqual([
      'Process',
      'Anchor',
      'Reply',
      'Author',
      'Comment',
      'Created',
      'Resolved',
      'Resolved By',
    ]);
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      [
        'Dispatch',
        'Change impact · Work order',
        undefined,
        'Erin Editor',
        'Is the work order still printed?',
      ],
      ['Dispatch', 'Change impact · Work order', 'Yes', 'Maria Lopez', 'No, it is on the tablet.'],
      ['Dispatch', 'Process', undefined, 'Sam Ode', 'Who signs the quote?'],
    ]);
    expect(rows.map((r) => r[5] instanceof Date)).toEqual([true, true, true]);
    // The reply is resolved with its thread; the other thread is open.
    expect(rows.map((r) => [r[6] instanceof Date, r[7] ?? null])).toEqual([
      [true, 'Erin Editor'],
      [true, 'Erin Editor'],
      [false, null],
    ]);
  });

  it('lists each review request with every approver’s decision', () => {
    const [head, ...rows] = rowsOf(workbook.getWorksheet('Review Requests')!);
    expect(head).toEqual([
      'Process',
      'Requested By',
      'Approvers',
      'Status',
      'Message',
      'Requested',
      'Closed',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ['Dispatch', 'Erin Editor', 'Changes requested', 'Please sign off'],
      ['Dispatch', 'Erin Editor', 'Approved', 'Please sign off'],
    ]);
    expect(rows[0]![2]).toMatch(
      /^Maria Lopez: Changes requested \d{4}-\d\d-\d\d \d\d:\d\d “Name the approval limit”; Sam Ode: Pending$/,
    );
    expect(rows[1]![2]).toMatch(/^Maria Lopez: Approved [\d :-]+ “Good”; Sam Ode: Approved [\d :-]+$/);
    expect(rows.every((r) => r[5] instanceof Date && r[6] instanceof Date)).toBe(true);
  });

  it('lists the published versions with who approved them', () => {
    const [head, ...rows] = rowsOf(workbook.getWorksheet('Published Versions')!);
    expect(head).toEqual(['Process', 'Version', 'Approved By', 'Published']);
    expect(rows.map((r) => r.slice(0, 3))).toEqual([['Dispatch', '1.0', 'Maria Lopez, Sam Ode']]);
    expect(rows[0]![3]).toBeInstanceOf(Date);
  });

  it('styles the new sheets’ headers as the others', () => {
    const reference = workbook.getWorksheet('Processes')!.getRow(1);
    expect(reference.font?.bold).toBe(true);
    for (const name of ['Comments', 'Review Requests', 'Published Versions']) {
      const header = workbook.getWorksheet(name)!.getRow(1);
      expect(header.font, name).toEqual(reference.font);
      expect(header.getCell(1).fill, name).toEqual(reference.getCell(1).fill);
    }
  });
});
