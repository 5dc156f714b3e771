import { lazy } from 'react';

/*
 * The training feature's tabs as lazily loaded components: a second public face beside index.ts,
 * so a page can show them without a static import of the index pulling the whole feature into
 * its chunk. Only dynamic imports here.
 */

export const TrainingMaterialsTab = lazy(() =>
  import('./materials/training-materials-tab').then((m) => ({ default: m.TrainingMaterialsTab })),
);
