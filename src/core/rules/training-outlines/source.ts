import {
  type JobDescription,
  readCrossFunctional,
  readJobDescription,
  readSipoc,
  readSystems,
  readWorkflowMap,
  type Sipoc,
  titledPainPoints,
  type WorkflowMap,
} from '../../artifact-types';
import { COMPARISON_ROWS, pickRowArtifact } from '../artifact-shapes';
import { IMPACT_RANK } from '../change-impact-labels';
import { belongsTo, sameTitle } from '../pain-points';
import { isSignificant, type SignificanceMode } from '../significance';
import { timeReductionPercent } from '../time-reduction';
import type { OutlineBullet, SourceArtifact, TrainingSource } from './types';

export { stepLine } from '../../artifact-types';

/*
 * Readers shared by the four outline builders: each takes the few facts a draft needs from an
 * artifact, read by its type's module (which tolerates anything missing or malformed).
 */

type RowKey = (typeof COMPARISON_ROWS)[number]['key'];

/** The artifact a comparison cell would show for that row and state. */
export function artifactFor(
  source: TrainingSource,
  key: RowKey,
  state: 'as_is' | 'to_be',
): SourceArtifact | null {
  const row = COMPARISON_ROWS.find((r) => r.key === key)!;
  return pickRowArtifact(source.artifacts, row, state);
}

export const STATE_LABEL = { as_is: 'As-Is', to_be: 'To-Be' } as const;

/** "To-Be Job Description" or the artifact's own name when it has one. */
export function artifactLabel(artifact: SourceArtifact, fallback: string): string {
  return artifact.name.trim() || fallback;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

// ---------------------------------------------------------------------------------------------
// Job description

export interface JobDescriptionFacts extends JobDescription {
  artifact: SourceArtifact | null;
  mode: SignificanceMode;
  manualLines: string[];
}

export function jobDescription(source: TrainingSource, state: 'as_is' | 'to_be'): JobDescriptionFacts {
  const artifact = artifactFor(source, 'job_description', state);
  const jd = readJobDescription(artifact?.content);
  return { ...jd, artifact, mode: jd.significanceMode, manualLines: jd.significantLines };
}

/** A line as a bullet, marked when it is a Significant Change line of the To-Be job description. */
export function markedBullet(source: TrainingSource, jd: JobDescriptionFacts, line: string): OutlineBullet {
  const marked = isSignificant(line, jd.mode, jd.manualLines, source.fieldServiceProduct);
  return marked ? { text: line, marked: true } : { text: line };
}

// ---------------------------------------------------------------------------------------------
// Systems

export interface SystemFacts {
  name: string;
  purpose: string | null;
  keyFunctions: string[];
}

export function systems(source: TrainingSource, state: 'as_is' | 'to_be'): SystemFacts[] {
  return readSystems(artifactFor(source, 'systems', state)?.content).flatMap((s) =>
    s.name ? [{ name: s.name, purpose: s.purpose, keyFunctions: s.keyFunctions }] : [],
  );
}

/** The words a step would use for a system: its name, and its name before a dash ("Cloud ERP"). */
function systemKeys(name: string): string[] {
  const short = name.split(/\s+[–—-]\s+/)[0]!.trim();
  return [...new Set([name, short].map((k) => k.toLowerCase()).filter((k) => k.length >= 3))];
}

const STOP_WORDS = new Set(
  'the and for with from into onto this that then than when where which what their there they them your have has are was were will each per via its not but all any new'.split(
    ' ',
  ),
);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9&]+/)
      .map((w) => w.replace(/s$/, ''))
      .filter((w) => w.length >= 3 && !STOP_WORDS.has(w)),
  );
}

/** A key function belongs to a step when most of its words (at least two) appear in the step. */
function functionMatches(step: Set<string>, keyFunction: string): boolean {
  const fn = [...words(keyFunction)];
  const shared = fn.filter((w) => step.has(w)).length;
  return shared >= 2 && shared * 2 >= fn.length;
}

export interface StepSystem {
  name: string;
  /** The system's key functions the step uses; [] when it only names the system. */
  keyFunctions: string[];
}

/**
 * The systems a step uses: those it names (full name, or the part before a dash such as
 * "Cloud ERP"), and those whose key functions it describes, each with the matching functions.
 */
export function systemsInStep(step: string, list: readonly SystemFacts[]): StepSystem[] {
  const line = step.toLowerCase();
  const stepWords = words(step);
  return list.flatMap((s) => {
    const named = systemKeys(s.name).some((k) => line.includes(k));
    const keyFunctions = s.keyFunctions.filter((f) => functionMatches(stepWords, f));
    return named || keyFunctions.length > 0 ? [{ name: s.name, keyFunctions }] : [];
  });
}

/** "Cloud ERP (Automated contract check) · FieldPro Mobile", or null when no system is used. */
export function stepSystemsText(used: readonly StepSystem[]): string | null {
  if (used.length === 0) return null;
  return used
    .map((s) => (s.keyFunctions.length ? `${s.name} (${s.keyFunctions.join('; ')})` : s.name))
    .join(' · ');
}

/** The line with a full stop unless it already ends in punctuation. */
export function sentence(line: string): string {
  return /[.!?:;]$/.test(line) ? line : `${line}.`;
}

// ---------------------------------------------------------------------------------------------
// SIPOC, workflow, coordination

export { SIPOC_COLUMNS } from '../../artifact-types';

/** The five columns, each with its full names when present. */
export function sipocColumns(artifact: SourceArtifact | null): Sipoc {
  return readSipoc(artifact?.content);
}

export interface WorkflowFacts extends WorkflowMap {
  artifact: SourceArtifact | null;
}

export function workflow(source: TrainingSource, state: 'as_is' | 'to_be'): WorkflowFacts {
  const artifact = artifactFor(source, 'workflow_map', state);
  return { ...readWorkflowMap(artifact?.content), artifact };
}

/** "Average time 4.5 hours → 45 minutes (83% faster); automation Low → High", or null. */
export function headlineMetrics(source: TrainingSource): string | null {
  const asIs = workflow(source, 'as_is');
  const toBe = workflow(source, 'to_be');
  const parts: string[] = [];
  if (asIs.averageTime && toBe.averageTime) {
    const pct = timeReductionPercent(asIs.averageTime, toBe.averageTime);
    const change = pct === null ? '' : pct >= 0 ? ` (${pct}% faster)` : ` (${-pct}% slower)`;
    parts.push(`Average time ${asIs.averageTime} → ${toBe.averageTime}${change}`);
  } else if (toBe.averageTime) {
    parts.push(`Average time ${toBe.averageTime}`);
  }
  if (toBe.automationLevel) {
    parts.push(
      asIs.automationLevel
        ? `automation ${asIs.automationLevel} → ${toBe.automationLevel}`
        : `automation ${toBe.automationLevel}`,
    );
  }
  if (parts.length === 0) return null;
  const line = parts.join('; ');
  return `${line[0]!.toUpperCase()}${line.slice(1)}.`;
}

export interface CoordinationGroup {
  heading: string | null;
  items: string[];
}

/** Cross-functional content in either shape (sections, or coordination activities). */
export function coordination(artifact: SourceArtifact | null): CoordinationGroup[] {
  const cf = readCrossFunctional(artifact?.content);
  const groups: CoordinationGroup[] = [];
  for (const section of cf.sections) {
    const items = [...section.items];
    for (const sub of section.subsections) {
      for (const item of sub.items) items.push(sub.title ? `${sub.title}: ${item}` : item);
    }
    if (items.length > 0) groups.push({ heading: section.title, items });
  }
  const activities = cf.activities.map(({ activity, description }) =>
    activity && description ? `${activity}: ${description}` : (activity ?? description)!,
  );
  if (activities.length > 0) groups.push({ heading: null, items: activities });
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Pain points

export interface PainPointFacts {
  title: string;
  /** The As-Is statement of the problem. */
  today: string | null;
  /** What the To-Be says changes. */
  toBe: string | null;
  statuses: string[];
}

/** Resolved first, then partially resolved; the To-Be "resolves" a pain point in either case. */
export const ADDRESSED_STATUSES = ['resolved', 'partially_resolved'] as const;

export const STATUS_TEXT: Record<string, string> = {
  resolved: 'Resolved',
  partially_resolved: 'Partially resolved',
  parking_lot: 'Parking lot',
  not_addressed: 'Not addressed',
  not_started: 'Not started',
  in_progress: 'In progress',
};

function painPointList(artifact: SourceArtifact | null) {
  return titledPainPoints(artifact?.content);
}

/**
 * The To-Be pain points (statuses are tracked against them, by id) with the As-Is statement of
 * each (the As-Is pain point of the same title).
 */
export function painPoints(source: TrainingSource): PainPointFacts[] {
  const toBe = painPointList(artifactFor(source, 'pain_points', 'to_be'));
  const asIs = painPointList(artifactFor(source, 'pain_points', 'as_is'));
  const base = toBe.length > 0 ? toBe : asIs;
  return base.map((p) => ({
    title: p.title,
    today: asIs.find((a) => sameTitle(a.title, p.title))?.description ?? (toBe.length ? null : p.description),
    toBe: toBe.length > 0 ? p.description : null,
    statuses: source.painPointStatuses.filter((s) => belongsTo(s, p)).map((s) => s.status),
  }));
}

export function isAddressed(p: PainPointFacts): boolean {
  return p.statuses.some((s) => (ADDRESSED_STATUSES as readonly string[]).includes(s));
}

export function statusText(p: PainPointFacts): string {
  const order = Object.keys(STATUS_TEXT);
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  const sorted = [...p.statuses].sort((a, b) => rank(a) - rank(b));
  return sorted.length > 0 ? sorted.map((s) => STATUS_TEXT[s] ?? s).join(', ') : 'Not set';
}

/** Addressed pain points, resolved ones first. */
export function addressedPainPoints(source: TrainingSource): PainPointFacts[] {
  const rank = (p: PainPointFacts) => (p.statuses.includes('resolved') ? 0 : 1);
  return painPoints(source)
    .filter(isAddressed)
    .sort((a, b) => rank(a) - rank(b));
}

// ---------------------------------------------------------------------------------------------
// Change impact

export const CHANGE_DESCRIPTION_TEXT: Record<string, string> = {
  PEOPLE: 'People',
  SYSTEMS: 'Systems',
  AUTOMATION_ADDED: 'Automation added',
  AUTOMATION_REDUCED: 'Automation reduced',
  NEW_PROCESS: 'New process',
  PROCESS_CHANGE: 'Process change',
  PROCEDURE_CHANGE: 'Procedure change',
  RULE_POLICY_CHANGE: 'Rule/policy change',
};

/** The assessed outputs, HIGH first, then MED, LOW and unrated; ties keep their order. */
export function impactsHighFirst(source: TrainingSource) {
  const rank = (impact: string | null) => (IMPACT_RANK as Record<string, number>)[impact ?? ''] ?? 3;
  return source.changeImpacts
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c.impactAssessment) - rank(b.c.impactAssessment) || a.i - b.i)
    .map(({ c }) => c);
}

export function changeDescriptionText(values: readonly string[]): string {
  return values.map((v) => CHANGE_DESCRIPTION_TEXT[v] ?? v).join(', ');
}
