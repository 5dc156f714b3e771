import { lazy } from 'react';

export type { BpmnViewerProps } from './types';

/**
 * The BPMN viewer's public face: bpmn-js and its CSS load with the first diagram on screen, so a
 * page without one never fetches them (issue 21's budget for the process page).
 */
export const LazyBpmnViewer = lazy(() => import('./bpmn-viewer').then((m) => ({ default: m.BpmnViewer })));
