import {
  type DiffCounts,
  type DiffStatus,
  hasDifferences,
  type ItemDiff,
  type RowDiff,
  type SectionDiff,
  textKey,
} from '@core/rules/artifact-diff';

/**
 * "Show changes" on the comparison (issue 9) lives in the address as `?changes=1`, so a link or a
 * reload shows the same view; the plain process address stays the canonical one.
 */
export const CHANGES_PARAM = 'changes';

export function parseShowChanges(value: string | null | undefined): boolean {
  return value === '1' || value === 'true';
}

/** The query string after switching: other parameters kept, off leaves no parameter behind. */
export function withShowChanges(search: URLSearchParams | string, on: boolean): URLSearchParams {
  const params = new URLSearchParams(search);
  if (on) params.set(CHANGES_PARAM, '1');
  else params.delete(CHANGES_PARAM);
  return params;
}

const STATUS_ORDER: readonly DiffStatus[] = ['added', 'removed', 'changed', 'unchanged'];

export interface SummaryPart {
  status: DiffStatus;
  count: number;
  text: string;
}

/** The non-zero counts in reading order: "2 added", "1 removed", "1 changed", "5 unchanged". */
export function summaryParts(counts: DiffCounts): SummaryPart[] {
  return STATUS_ORDER.filter((status) => counts[status] > 0).map((status) => ({
    status,
    count: counts[status],
    text: `${counts[status]} ${status}`,
  }));
}

/** "2 added · 1 removed · 1 changed · 5 unchanged"; "No differences · 5 unchanged"; "Nothing to compare". */
export function summaryText(counts: DiffCounts): string {
  const parts = summaryParts(counts).map((p) => p.text);
  if (!hasDifferences(counts))
    return parts.length ? ['No differences', ...parts].join(' · ') : 'Nothing to compare';
  return parts.join(' · ');
}

/** Why a row shows no difference: one state (or both) is not documented. Null when it can be compared. */
export function notComparableText(row: Pick<RowDiff, 'hasAsIs' | 'hasToBe'>): string | null {
  if (row.hasAsIs && row.hasToBe) return null;
  if (!row.hasAsIs && !row.hasToBe) return 'Nothing to compare: neither state is documented.';
  if (!row.hasAsIs) return 'Nothing to compare: the As-Is is not documented.';
  return 'Nothing to compare: the To-Be is not documented yet.';
}

/** The items shown: the differences, and the unchanged ones too when asked. */
export function visibleItems(items: readonly ItemDiff[], showUnchanged: boolean): ItemDiff[] {
  return showUnchanged ? [...items] : items.filter((item) => item.status !== 'unchanged');
}

/** The sections with something to show (a section of only unchanged items folds away with them). */
export function visibleSections(
  sections: readonly SectionDiff[],
  showUnchanged: boolean,
): { section: SectionDiff; items: ItemDiff[] }[] {
  return sections
    .map((section) => ({ section, items: visibleItems(section.items, showUnchanged) }))
    .filter((s) => s.items.length > 0);
}

/** What differs in a changed item: its name (reworded), its detail, or both. */
export function changedParts(item: ItemDiff): { label: boolean; detail: boolean } {
  if (!item.before || !item.after) return { label: false, detail: false };
  return {
    label: textKey(item.before.label) !== textKey(item.after.label),
    detail: textKey(item.before.detail ?? '') !== textKey(item.after.detail ?? ''),
  };
}

/** Added, removed and changed items over the rows that can be compared: the toggle's count. */
export function totalDifferences(rows: readonly RowDiff[]): number {
  return rows
    .filter((r) => r.comparable)
    .reduce((sum, r) => sum + r.counts.added + r.counts.removed + r.counts.changed, 0);
}
