import { PAIN_POINTS_LABELS, readPainPoints } from '@core/artifact-types';

/** The pain point list scrolls past this height (spec §9). */
export const PAIN_POINTS_MAX_HEIGHT = 500;

export interface PainPointView {
  title: string;
  description: string | null;
  impact: string | null;
}

export function painPointsView(content: unknown): PainPointView[] {
  return readPainPoints(content).map((p) => ({
    title: p.title ?? PAIN_POINTS_LABELS.untitled,
    description: p.description,
    impact: p.impact,
  }));
}
