import { readJobDescription, readWorkflowMap, stepLine } from '../../artifact-types';
import { type DiffStatus, diffEntries, type Entry } from '../item-diff';
import { isAutoSignificant, isSignificant } from '../significance';
import type { FactsArtifacts } from './types';

/*
 * The steps of one state of a process, as every draft lists and counts them: the BPMN diagram's
 * tasks in flow order (with the lane doing each) when the workflow map has a diagram, else the job
 * description's typed-in steps. Each To-Be step carries what the As-Is → To-Be difference says about
 * it, so "significant change" rests on a real difference, not on a keyword alone.
 */

export interface ProcessStep {
  /** The step's name (a diagram task, or a job description step's name). */
  name: string;
  /** "Name: description" for a typed-in step; the name for a diagram task. */
  line: string;
  /** The diagram lane doing the step; null for a typed-in step. */
  lane: string | null;
}

export interface StateSteps {
  from: 'diagram' | 'job_description' | null;
  steps: ProcessStep[];
  /** Splitting gateways of the diagram; the map's typed-in count without one (null when unknown). */
  decisionPoints: number | null;
}

export function stateSteps(artifacts: FactsArtifacts, state: 'as_is' | 'to_be'): StateSteps {
  const map = readWorkflowMap(artifacts.workflowMap(state)?.content);
  if (map.diagram) {
    return {
      from: 'diagram',
      steps: map.stepOrder.map((s) => ({ name: s.name, line: s.name, lane: s.lane })),
      decisionPoints: map.decisionPoints,
    };
  }
  const jd = readJobDescription(artifacts.jobDescription(state)?.content);
  return {
    from: jd.steps.length ? 'job_description' : null,
    steps: jd.steps.map((s) => ({ name: s.name, line: stepLine(s), lane: null })),
    decisionPoints: map.decisionPoints,
  };
}

const entry = (s: ProcessStep): Entry => ({
  label: s.name,
  detail: s.line === s.name ? null : s.line,
  parts: [],
});

/**
 * What the structured difference says of each To-Be step (same order as `toBe.steps`): added,
 * changed or unchanged, and the As-Is line it replaces. Null throughout when there is no As-Is.
 */
export function stepChanges(
  asIs: StateSteps,
  toBe: StateSteps,
): { status: DiffStatus | null; before: string | null }[] {
  if (asIs.steps.length === 0) return toBe.steps.map(() => ({ status: null, before: null }));
  const diff = diffEntries(asIs.steps.map(entry), toBe.steps.map(entry)).filter((d) => d.after);
  return toBe.steps.map((_, i) => {
    const d = diff[i];
    return { status: d?.status ?? null, before: d?.before ? (d.before.detail ?? d.before.label) : null };
  });
}

export interface SignificanceRule {
  mode: 'auto' | 'manual';
  manualLines: readonly string[];
  product: string;
}

/**
 * A To-Be line is a significant change only when the difference says it is new or changed, and
 * then: in Manual mode when it is ticked; in Auto mode when it holds a keyword (or the field-service
 * product) and the worker meets a system there that the As-Is did not have (`newSystem`). A step that
 * is only reworded, or that brings no new tool, is not marked: in a process where every step is
 * rewritten, the keywords alone would mark nearly every line.
 */
export function isSignificantChange(
  line: string,
  change: { status: DiffStatus | null; before: string | null },
  rule: SignificanceRule,
  newSystem: boolean,
): boolean {
  // Without an As-Is there is nothing to differ from: the saved ticks or keywords decide alone.
  if (change.status === null) return isSignificant(line, rule.mode, rule.manualLines, rule.product);
  if (change.status !== 'added' && change.status !== 'changed') return false;
  if (rule.mode === 'manual') return isSignificant(line, 'manual', rule.manualLines, rule.product);
  return newSystem && isAutoSignificant(line, rule.product);
}
