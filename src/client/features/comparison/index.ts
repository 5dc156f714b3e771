// The side-by-side comparison of current and to-be artifacts, with its editors.
export { ShowChangesToggle } from './changes-toggle';
export { ComparisonView } from './comparison-view';
// Reviews show what changed since a published version with the same pieces.
export type { MapDiffState } from './map-diff-context';
export { MapDifferences, MarksLegend } from './map-differences';
export { ChangesSummary, RowChanges } from './row-changes';
