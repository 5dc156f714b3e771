import { lazyDialog } from '../../lib/lazy-dialog';

// Traceability: pain point ↔ output/training links, their chips, navigation and the link dialog.
export { AddressedBy } from './addressed-by';
export { AddressesChips } from './trace-chips';
export type { TracePainPoint } from './trace-model';
export { useRevealFragmentTarget } from './trace-navigation';
export { useTraceability } from './use-traceability';

/** The dialog's code loads the first time it opens. */
export const LinkTargetsDialog = lazyDialog(() =>
  import('./link-targets-dialog').then((m) => m.LinkTargetsDialog),
);
