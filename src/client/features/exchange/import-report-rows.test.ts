import { EXPORT_TABLE_PATHS } from '@core/schemas/export';
import { describe, expect, it } from 'vitest';
import type { ImportReport, ImportRow } from '../../api/exchange/import-report';
import {
  canApply,
  failureRows,
  filterRows,
  pageOfRows,
  reportSummary,
  sheetLabel,
  summarizeRows,
  summarySentence,
} from './import-report-rows';

const row = (n: number, action: ImportRow['action'], reason?: string): ImportRow => ({
  sheet: 'processes',
  row: n,
  key: `Process ${n}`,
  action,
  ...(reason ? { reason } : {}),
});

const rows: ImportRow[] = [
  row(2, 'create'),
  row(3, 'update'),
  row(4, 'unchanged'),
  row(5, 'reject', 'Process Name is required'),
  row(6, 'create'),
];

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  kind: 'processes-sheet',
  mode: 'merge',
  applied: false,
  summary: { create: 2, update: 1, unchanged: 1, reject: 1 },
  rows,
  ...overrides,
});

describe('report summary', () => {
  it('counts the rows by action', () => {
    expect(summarizeRows(rows)).toEqual({ create: 2, update: 1, unchanged: 1, reject: 1 });
    expect(summarizeRows([])).toEqual({ create: 0, update: 0, unchanged: 0, reject: 0 });
  });

  it("takes the server's counts (rows may be cut short) and fills a missing one from the rows", () => {
    expect(reportSummary(report({ summary: { create: 900, update: 0, unchanged: 0, reject: 0 } }))).toEqual({
      create: 900,
      update: 0,
      unchanged: 0,
      reject: 0,
    });
    const partial = report({ summary: { create: 5 } as ImportReport['summary'] });
    expect(reportSummary(partial)).toEqual({ create: 5, update: 1, unchanged: 1, reject: 1 });
  });

  it('allows the import only after a check without rejects', () => {
    expect(canApply(null)).toBe(false);
    expect(canApply(report())).toBe(false);
    expect(
      canApply(
        report({ summary: { create: 2, update: 1, unchanged: 1, reject: 0 }, rows: rows.slice(0, 3) }),
      ),
    ).toBe(true);
  });

  it('says what will happen, then what happened', () => {
    const summary = { create: 1200, update: 2, unchanged: 0, reject: 1 };
    expect(summarySentence(summary, false)).toBe('1,200 to create, 2 to update, 1 to reject.');
    expect(summarySentence({ ...summary, reject: 0, unchanged: 4 }, true)).toBe(
      '1,200 created, 2 updated, 4 unchanged.',
    );
    expect(summarySentence({ create: 0, update: 0, unchanged: 0, reject: 0 }, false)).toBe(
      'Nothing to import.',
    );
  });
});

describe('report table', () => {
  it('filters the rows by action', () => {
    expect(filterRows(rows, 'all')).toHaveLength(5);
    expect(filterRows(rows, 'create').map((r) => r.row)).toEqual([2, 6]);
    expect(filterRows(rows, 'reject')[0]?.reason).toBe('Process Name is required');
  });

  it('pages large reports and keeps the page in range', () => {
    const many = Array.from({ length: 120 }, (_, i) => row(i + 2, 'create'));
    expect(pageOfRows(many, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 50, total: 120 });
    const third = pageOfRows(many, 3);
    expect(third).toMatchObject({ first: 101, last: 120 });
    expect(third.rows[0]?.row).toBe(102);
    expect(pageOfRows(many, 9).page).toBe(3);
    expect(pageOfRows(many, 0).page).toBe(1);
    expect(pageOfRows([], 1)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });

  it('shows only the rejected rows of a refused import', () => {
    expect(failureRows({ status: 400, message: 'x', report: report() }).map((r) => r.row)).toEqual([5]);
    expect(failureRows({ status: 413, message: 'x', report: null })).toEqual([]);
    expect(failureRows(null)).toEqual([]);
  });

  it('names sheets in words', () => {
    expect(sheetLabel('training_tier_documents')).toBe('Training tier documents');
    expect(sheetLabel('job-roles')).toBe('Job roles');
    expect(sheetLabel('Processes')).toBe('Processes');
    expect(sheetLabel('pain-point-links')).toBe('Pain point links');
    expect(sheetLabel('impact-suggestion-dismissals')).toBe('Dismissed suggestions');
  });

  it('has words for every table of an Export All archive', () => {
    // The report names an archive row's table by its data file: data/job-roles.json -> "job-roles".
    for (const path of Object.values(EXPORT_TABLE_PATHS)) {
      const sheet = path.replace(/^data\//, '').replace(/\.json$/, '');
      expect(sheetLabel(sheet), sheet).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
  });
});
