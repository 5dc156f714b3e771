// The side-by-side comparison of current and to-be artifacts, with its editors.
export { ShowChangesToggle } from './changes-toggle';
export { ComparisonView } from './comparison-view';
