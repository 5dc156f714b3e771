import { lazy } from 'react';

/*
 * The change impact matrix as a lazily loaded component: a second public face beside index.ts.
 * It sits below the comparison, so the process page's first load leaves it out (issue 21's budget).
 * Only dynamic imports here.
 */

export const ChangeImpactMatrix = lazy(() =>
  import('./change-impact-matrix').then((m) => ({ default: m.ChangeImpactMatrix })),
);
