import { diffArtifacts, type ItemDiff } from '@core/rules/artifact-diff';
import { describe, expect, it } from 'vitest';
import {
  changedParts,
  notComparableText,
  parseShowChanges,
  summaryParts,
  summaryText,
  totalDifferences,
  visibleItems,
  visibleSections,
  withShowChanges,
} from './changes-view.model';

const counts = (added: number, removed: number, changed: number, unchanged: number) => ({
  added,
  removed,
  changed,
  unchanged,
});

describe('Show changes in the address', () => {
  it('reads ?changes=1 (or true) as on, anything else as off', () => {
    expect(parseShowChanges('1')).toBe(true);
    expect(parseShowChanges('true')).toBe(true);
    expect(parseShowChanges('0')).toBe(false);
    expect(parseShowChanges(null)).toBe(false);
  });

  it('keeps the other parameters and leaves nothing behind when off', () => {
    expect(withShowChanges('tab=comparison', true).toString()).toBe('tab=comparison&changes=1');
    expect(withShowChanges('changes=1&tab=x', false).toString()).toBe('tab=x');
  });
});

describe('the summary line', () => {
  it('lists the non-zero counts in reading order', () => {
    expect(summaryText(counts(2, 1, 1, 5))).toBe('2 added · 1 removed · 1 changed · 5 unchanged');
    expect(summaryText(counts(0, 3, 0, 0))).toBe('3 removed');
    expect(summaryParts(counts(1, 0, 0, 2)).map((p) => p.status)).toEqual(['added', 'unchanged']);
  });

  it('says so when nothing differs', () => {
    expect(summaryText(counts(0, 0, 0, 4))).toBe('No differences · 4 unchanged');
    expect(summaryText(counts(0, 0, 0, 0))).toBe('Nothing to compare');
  });

  it('explains a row with a side missing', () => {
    expect(notComparableText({ hasAsIs: true, hasToBe: true })).toBeNull();
    expect(notComparableText({ hasAsIs: true, hasToBe: false })).toBe(
      'Nothing to compare: the To-Be is not documented yet.',
    );
    expect(notComparableText({ hasAsIs: false, hasToBe: true })).toBe(
      'Nothing to compare: the As-Is is not documented.',
    );
    expect(notComparableText({ hasAsIs: false, hasToBe: false })).toBe(
      'Nothing to compare: neither state is documented.',
    );
  });
});

describe('what is shown', () => {
  const [sipoc] = diffArtifacts([
    { type: 'sipoc', state: 'as_is', content: { suppliers: ['Customer'], outputs: ['Work order', 'Fax'] } },
    { type: 'sipoc', state: 'to_be', content: { suppliers: ['Customer'], outputs: ['Digital work order'] } },
  ]).filter((r) => r.rowKey === 'sipoc');

  it('folds unchanged items, and sections holding only those, until asked', () => {
    expect(visibleSections(sipoc!.sections, false).map((s) => [s.section.label, s.items.length])).toEqual([
      ['Outputs', 2],
    ]);
    expect(visibleSections(sipoc!.sections, true).map((s) => [s.section.label, s.items.length])).toEqual([
      ['Suppliers', 1],
      ['Outputs', 2],
    ]);
    expect(visibleItems(sipoc!.sections[0]!.items, false)).toEqual([]);
  });

  it('counts the differences of comparable rows for the toggle', () => {
    expect(totalDifferences([sipoc!])).toBe(2);
    expect(totalDifferences([{ ...sipoc!, comparable: false }])).toBe(0);
  });

  it('tells a reworded name from a new detail', () => {
    const item = (before: [string, string | null], after: [string, string | null]): ItemDiff => ({
      status: 'changed',
      before: { label: before[0], detail: before[1] },
      after: { label: after[0], detail: after[1] },
      parts: [],
    });
    expect(changedParts(item(['Work order', null], ['Digital work order', null]))).toEqual({
      label: true,
      detail: false,
    });
    expect(changedParts(item(['Excel', 'Scheduling'], ['excel', 'Reporting']))).toEqual({
      label: false,
      detail: true,
    });
  });
});
