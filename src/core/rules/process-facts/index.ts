import { readJobDescription } from '../../artifact-types';
import { type DiffStatus, diffTextLists, textKey } from '../item-diff';
import type { PainPointRowRef } from '../pain-points';
import { type PainPointFact, painPointFacts } from './pain-points';
import {
  isSignificantChange,
  type ProcessStep,
  type SignificanceRule,
  stateSteps,
  stepChanges,
} from './steps';
import { readSystemList, type StepSystem, type SystemFacts, systemsInStep } from './systems';
import type { FactArtifact, FactsArtifacts } from './types';

/*
 * One reader of a process for every draft (issue 22): how many steps it has, which systems each step
 * uses, which steps really change, and one status per pain point. The drafts print these facts and
 * never count or match on their own, so no draft contradicts another or the app.
 */

export { ADDRESSED_STATUSES, type PainPointFact, STATUS_ORDER, strongestStatus } from './pain-points';
export { isSignificantChange, type ProcessStep, type SignificanceRule } from './steps';
export { type StepSystem, type SystemFacts, stepSystemsText, systemsInStep } from './systems';
export type { FactArtifact, FactsArtifacts } from './types';

export interface StepFact extends ProcessStep {
  systems: StepSystem[];
  /** What the As-Is → To-Be difference says of the step; null without an As-Is. */
  change: DiffStatus | null;
  /** The As-Is line the difference pairs the step with; null for a new step. */
  before: string | null;
  significant: boolean;
}

export interface LineFact {
  text: string;
  significant: boolean;
}

export interface ProcessFacts {
  /** Where the To-Be steps come from. */
  stepsFrom: 'diagram' | 'job_description' | null;
  steps: StepFact[];
  decisionPoints: number | null;
  systems: SystemFacts[];
  ongoingActivities: LineFact[];
  painPoints: PainPointFact[];
}

export interface FactsInput extends FactsArtifacts {
  painPoints(state: 'as_is' | 'to_be'): FactArtifact | null;
  statuses: readonly (PainPointRowRef & { status: string })[];
  /** The field-service product's name (Auto significance). */
  product: string;
}

/** The To-Be facts of a process, each step compared with the As-Is. */
export function readProcessFacts(input: FactsInput): ProcessFacts {
  const asIs = stateSteps(input, 'as_is');
  const toBe = stateSteps(input, 'to_be');
  const jd = readJobDescription(input.jobDescription('to_be')?.content);
  const rule: SignificanceRule = {
    mode: jd.significanceMode,
    manualLines: jd.significantLines,
    product: input.product,
  };
  const systems = readSystemList(input.systems('to_be')?.content);
  const changes = stepChanges(asIs, toBe);
  const before = new Set(readSystemList(input.systems('as_is')?.content).map((s) => textKey(s.name)));
  const isNew = (used: readonly StepSystem[]) => used.some((s) => !before.has(textKey(s.name)));
  const steps = toBe.steps.map((step, i) => {
    const used = systemsInStep(step.line, step.lane, systems);
    return {
      ...step,
      systems: used,
      change: changes[i]!.status,
      before: changes[i]!.before,
      significant: isSignificantChange(step.line, changes[i]!, rule, isNew(used)),
    };
  });
  const asIsJd = input.jobDescription('as_is')
    ? readJobDescription(input.jobDescription('as_is')!.content)
    : null;
  const ongoing = asIsJd ? diffTextLists(asIsJd.ongoingActivities, jd.ongoingActivities) : [];
  return {
    stepsFrom: toBe.from,
    steps,
    decisionPoints: toBe.decisionPoints,
    systems,
    ongoingActivities: jd.ongoingActivities.map((text, i) => {
      const d = asIsJd ? ongoing.filter((x) => x.after)[i] : undefined;
      const change = d
        ? { status: d.status, before: d.before?.label ?? null }
        : { status: null, before: null };
      const used = systemsInStep(text, null, systems);
      return { text, significant: isSignificantChange(text, change, rule, isNew(used)) };
    }),
    painPoints: painPointFacts(input.painPoints('as_is'), input.painPoints('to_be'), input.statuses),
  };
}
