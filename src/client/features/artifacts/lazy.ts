import { lazy } from 'react';

/*
 * The artifacts feature's tab as a lazily loaded component: a second public face beside index.ts,
 * so the process page can show it without a static import of the index pulling the whole feature
 * into its chunk. Only dynamic imports here.
 */

export const ArtifactsLibraryTab = lazy(() =>
  import('./artifacts-library-tab').then((m) => ({ default: m.ArtifactsLibraryTab })),
);
