import { type NormalisedStep, normaliseProcessSteps } from '@core/rules/artifact-shapes';
import { isSignificant, normaliseLine, type SignificanceMode } from '@core/rules/significance';
import { isRecord, textList, textOf } from './content-utils';

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
  const c = isRecord(content) ? content : {};
  const view = {
    role: textOf(c.role),
    positionSummary: textOf(c.positionSummary),
    detailedDescription: textOf(c.detailedDescription),
    responsibilities: textList(c.responsibilities),
    ongoingActivities: textList(c.ongoingActivities),
    steps: safeSteps(c.processSteps),
    skills: textList(c.skills),
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

function safeSteps(steps: unknown): NormalisedStep[] {
  try {
    return normaliseProcessSteps(steps);
  } catch {
    return [];
  }
}

/** The text a process step is marked by: its name, and its description when it has one. */
export function stepLine(step: NormalisedStep): string {
  return step.description ? `${step.name}: ${step.description}` : step.name;
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
