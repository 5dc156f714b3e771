import { artifactTypeModule } from '../artifact-types';
import { COMPARISON_ROWS, type ComparisonRowKey, pickRowArtifact } from './artifact-shapes';
import { addCounts, type DiffCounts, type SectionDiff } from './item-diff';

/*
 * What changed between the As-Is and the To-Be artifact of each comparison row (issue 9), section by
 * section: every item is added, removed, changed (before → after) or unchanged.
 *
 * The matching rule, in order:
 * 1. Same item: the names are equal once normalised (`textKey`: trimmed, inner whitespace collapsed,
 *    case ignored). It is unchanged when its detail (a step's description, a system's purpose, a pain
 *    point's description and impact) and its parts (a system's key functions, a subordinate role's key
 *    responsibilities) are equal too, else changed: "same step, new description", "same system, new
 *    key functions". Duplicates pair up in order.
 * 2. Reworded: an As-Is item and a To-Be item left over are one changed item when their names are
 *    clearly the same words reworded (`sameWords`): they share at least two content words and the
 *    Dice coefficient of their word sets is at least 0.5, or every word of the shorter name is in the
 *    longer one ("Work order" → "Digital work order"). Words are lower-cased, plural "s" dropped, and
 *    filler words (the, a, of, by, via, …) ignored. Equal details of at least three words also pair
 *    two items (a step renamed, its description kept). The best-scoring pairs are taken first.
 * 3. Everything else left over is removed (As-Is only) or added (To-Be only).
 *
 * Order is not a change: a step moved to another position is unchanged. Items are listed in To-Be
 * order, each removed item right after the item that preceded it in the As-Is. Single-value fields
 * (position summary, workflow type, average time, …) are compared by field, not by text.
 * A workflow map's image is not compared, only its content.
 */

export { sipocList } from '../artifact-types/sipoc';
export {
  addCounts,
  contentWords,
  countItems,
  type DiffCounts,
  type DiffStatus,
  type DiffText,
  diffTextLists,
  hasDifferences,
  type ItemDiff,
  type SectionDiff,
  type SectionKind,
  sameWords,
  textKey,
  wordSimilarity,
} from './item-diff';

export interface RowDiff {
  rowKey: ComparisonRowKey;
  label: string;
  hasAsIs: boolean;
  hasToBe: boolean;
  /** Both states are documented, so the difference means something. */
  comparable: boolean;
  /** Sections with at least one item, in the card's order. */
  sections: SectionDiff[];
  counts: DiffCounts;
}

/** The sections of one row's difference (what its type's module compares), empty sections left out. */
export function diffRowContent(rowKey: ComparisonRowKey, asIs: unknown, toBe: unknown): SectionDiff[] {
  return artifactTypeModule(rowKey)!
    .diff(asIs, toBe)
    .filter((s) => s.items.length > 0);
}

/** The artifact fields the difference reads. */
export interface DiffableArtifact {
  type: string;
  state: string;
  content: unknown;
}

/** The difference of every comparison row, from the artifacts the comparison shows (`pickRowArtifact`). */
export function diffArtifacts(artifacts: readonly DiffableArtifact[]): RowDiff[] {
  return COMPARISON_ROWS.map((row) => {
    const asIs = pickRowArtifact(artifacts, row, 'as_is');
    const toBe = pickRowArtifact(artifacts, row, 'to_be');
    const sections = diffRowContent(row.key, asIs?.content, toBe?.content);
    return {
      rowKey: row.key,
      label: row.label,
      hasAsIs: !!asIs,
      hasToBe: !!toBe,
      comparable: !!asIs && !!toBe,
      sections,
      counts: addCounts(sections.map((s) => s.counts)),
    };
  });
}
