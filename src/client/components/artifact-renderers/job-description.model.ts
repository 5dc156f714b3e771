import { type NormalisedStep, readJobDescription, stepLine } from '@core/artifact-types';
import { isSignificant, normaliseLine, type SignificanceMode } from '@core/rules/significance';

/** A job description (spec §3) as the card shows it; every part may be empty. */
export interface JobDescriptionView {
  role: string | null;
  positionSummary: string | null;
  detailedDescription: string | null;
  responsibilities: string[];
  ongoingActivities: string[];
  steps: NormalisedStep[];
  skills: string[];
  hasContent: boolean;
}

export function describeJobDescription(content: unknown): JobDescriptionView {
  const jd = readJobDescription(content);
  const view = {
    role: jd.role,
    positionSummary: jd.positionSummary,
    detailedDescription: jd.detailedDescription,
    responsibilities: jd.responsibilities,
    ongoingActivities: jd.ongoingActivities,
    steps: jd.steps,
    skills: jd.skills,
  };
  const hasContent = Boolean(
    view.positionSummary ||
      view.detailedDescription ||
      view.responsibilities.length ||
      view.ongoingActivities.length ||
      view.steps.length ||
      view.skills.length,
  );
  return { ...view, hasContent };
}

export type MarkableSection = 'responsibilities' | 'ongoingActivities' | 'processSteps';

export interface MarkableLine {
  section: MarkableSection;
  index: number;
  /** The text matched by keywords and stored (normalised) as a manual tick. */
  text: string;
}

/** The lines Significant Change marking applies to: responsibilities, activities and process steps. */
export function markableLines(view: JobDescriptionView): MarkableLine[] {
  return [
    ...view.responsibilities.map((text, index) => ({ section: 'responsibilities' as const, index, text })),
    ...view.ongoingActivities.map((text, index) => ({ section: 'ongoingActivities' as const, index, text })),
    ...view.steps.map((step, index) => ({ section: 'processSteps' as const, index, text: stepLine(step) })),
  ];
}

/** Which markable lines are marked (by normalised text), and how many lines that is. */
export function markedLines(
  view: JobDescriptionView,
  mode: SignificanceMode,
  manualLines: readonly string[],
  productName: string,
): { keys: Set<string>; count: number } {
  const keys = new Set<string>();
  let count = 0;
  for (const line of markableLines(view)) {
    if (isSignificant(line.text, mode, manualLines, productName)) {
      keys.add(normaliseLine(line.text));
      count += 1;
    }
  }
  return { keys, count };
}
