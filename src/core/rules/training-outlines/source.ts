import {
  readCrossFunctional,
  readJobDescription,
  readSipoc,
  readWorkflowMap,
  type Sipoc,
  type WorkflowMap,
} from '../../artifact-types';
import { COMPARISON_ROWS, pickRowArtifact } from '../artifact-shapes';
import { IMPACT_RANK } from '../change-impact-labels';
import {
  ADDRESSED_STATUSES,
  type PainPointFact,
  type ProcessFacts,
  readProcessFacts,
  type StepFact,
  type SystemFacts,
  stepSystemsText,
} from '../process-facts';
import { timeReductionPercent } from '../time-reduction';
import type { OutlineBullet, OutlineImage, SourceArtifact, TrainingSource } from './types';

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
// The process facts every draft prints (one reader, so the drafts agree with each other)

const factsCache = new WeakMap<TrainingSource, ProcessFacts>();

/** The To-Be steps, systems, significant changes and pain point statuses (process-facts). */
export function facts(source: TrainingSource): ProcessFacts {
  let read = factsCache.get(source);
  if (!read) {
    const row = (key: RowKey) => (state: 'as_is' | 'to_be') => artifactFor(source, key, state);
    read = readProcessFacts({
      workflowMap: row('workflow_map'),
      jobDescription: row('job_description'),
      systems: row('systems'),
      painPoints: row('pain_points'),
      statuses: source.painPointStatuses,
      product: source.fieldServiceProduct,
    });
    factsCache.set(source, read);
  }
  return read;
}

export function jobDescription(source: TrainingSource, state: 'as_is' | 'to_be') {
  const artifact = artifactFor(source, 'job_description', state);
  return { ...readJobDescription(artifact?.content), artifact };
}

/** A To-Be step as a numbered line: bold name, its description, role and systems below. */
export function stepBullet(step: StepFact): OutlineBullet {
  const description = step.line.startsWith(`${step.name}: `) ? step.line.slice(step.name.length + 2) : null;
  const used = stepSystemsText(step.systems);
  const detail = [step.lane ? `Role: ${step.lane}` : null, used ? `Uses: ${used}` : null]
    .filter(Boolean)
    .join(' · ');
  return {
    text: sentence(step.name),
    ...(description ? { description: sentence(description) } : {}),
    ...(step.significant ? { marked: true } : {}),
    ...(detail ? { detail } : {}),
  };
}

export function systems(source: TrainingSource): SystemFacts[] {
  return facts(source).systems;
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

export const STATUS_TEXT: Record<string, string> = {
  resolved: 'Resolved',
  partially_resolved: 'Partially resolved',
  parking_lot: 'Parking lot',
  not_addressed: 'Not addressed',
  not_started: 'Not started',
  in_progress: 'In progress',
};

export function painPoints(source: TrainingSource): PainPointFact[] {
  return facts(source).painPoints;
}

export function isAddressed(p: PainPointFact): boolean {
  return p.status !== null && ADDRESSED_STATUSES.includes(p.status);
}

/** The pain point's one status (the strongest it holds), or "Not set". */
export function statusText(p: PainPointFact): string {
  return p.status ? (STATUS_TEXT[p.status] ?? p.status) : 'Not set';
}

/** Addressed pain points, resolved ones first. */
export function addressedPainPoints(source: TrainingSource): PainPointFact[] {
  const rank = (p: PainPointFact) => (p.status === 'resolved' ? 0 : 1);
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

/** The To-Be hand-offs ("Margin approval: Sales Manager approves …"): who to turn to at each. */
export function coordinationContacts(source: TrainingSource): string[] {
  return coordination(artifactFor(source, 'cross_functional', 'to_be')).flatMap((g) => g.items);
}

/** A stored image or a web address the writer can show (an SVG, PNG or JPEG map). */
function isMapImage(url: string | null): url is string {
  return Boolean(url && (/^\/objects\//.test(url) || /^https?:\/\//i.test(url)));
}

/** The To-Be workflow map's stored picture (its file), or null when it has none. */
export function storedMapImage(source: TrainingSource): OutlineImage | null {
  const flow = workflow(source, 'to_be');
  if (!flow.artifact || !isMapImage(flow.artifact.fileUrl)) return null;
  return { fileUrl: flow.artifact.fileUrl, caption: flow.artifact.name || 'To-Be workflow map' };
}
