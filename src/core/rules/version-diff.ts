import { type DiffableArtifact, diffRowContent, type RowDiff } from './artifact-diff';
import { COMPARISON_ROWS, pickRowArtifact } from './artifact-shapes';
import { addCounts, hasDifferences } from './item-diff';

/*
 * What changed since a published version (issue 24: a review shows it): each comparison row's As-Is
 * and To-Be artifact as published against the same artifact now, item by item, with the matching
 * rules of the As-Is → To-Be difference (artifact-diff.ts). An artifact that did not exist then
 * counts as all added; one removed since, as all removed.
 */

const STATE_LABEL = { as_is: 'As-Is', to_be: 'To-Be' } as const;

export interface VersionRowDiff extends RowDiff {
  /** `workflow_map:to_be`: unique per row and state. */
  key: string;
  state: 'as_is' | 'to_be';
  /** Published then / present now. */
  existedBefore: boolean;
  existsNow: boolean;
  /** Something differs: an item, or the artifact came or went. */
  changed: boolean;
}

export function diffSinceVersion(
  published: readonly DiffableArtifact[],
  current: readonly DiffableArtifact[],
): VersionRowDiff[] {
  const out: VersionRowDiff[] = [];
  for (const state of ['to_be', 'as_is'] as const) {
    for (const row of COMPARISON_ROWS) {
      const before = pickRowArtifact(published, row, state);
      const after = pickRowArtifact(current, row, state);
      if (!before && !after) continue;
      const sections = diffRowContent(row.key, before?.content, after?.content);
      const counts = addCounts(sections.map((s) => s.counts));
      out.push({
        key: `${row.key}:${state}`,
        rowKey: row.key,
        state,
        label: `${STATE_LABEL[state]} ${row.label}`,
        // Both "sides" are the same artifact at two moments: always comparable, a missing one is empty.
        hasAsIs: true,
        hasToBe: true,
        comparable: true,
        existedBefore: !!before,
        existsNow: !!after,
        sections,
        counts,
        changed: !before || !after || hasDifferences(counts),
      });
    }
  }
  return out;
}
