import type { Division } from '../../schemas/division';
import {
  COMPARISON_ROWS,
  type NormalisedStep,
  normaliseProcessSteps,
  pickRowArtifact,
} from '../artifact-shapes';
import { belongsTo, sameTitle } from '../pain-points';
import { isSignificant, type SignificanceMode } from '../significance';
import { timeReductionPercent } from '../time-reduction';
import type { AudienceRow, OutlineBullet, SourceArtifact, TrainingSource } from './types';

/*
 * Readers shared by the four outline builders: each turns loosely shaped artifact content
 * (spec §3) into the few facts a draft needs, tolerating anything missing or malformed.
 */

type RowKey = (typeof COMPARISON_ROWS)[number]['key'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(text).filter((x): x is string => x !== null) : [];

/** The artifact a comparison cell would show for that row and state. */
export function artifactFor(
  source: TrainingSource,
  key: RowKey,
  state: 'as_is' | 'to_be',
): SourceArtifact | null {
  const row = COMPARISON_ROWS.find((r) => r.key === key)!;
  return pickRowArtifact(source.artifacts, row, state);
}

export function contentOf(artifact: SourceArtifact | null): Record<string, unknown> {
  return isRecord(artifact?.content) ? artifact.content : {};
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

export interface JobDescriptionFacts {
  artifact: SourceArtifact | null;
  positionSummary: string | null;
  steps: NormalisedStep[];
  responsibilities: string[];
  ongoingActivities: string[];
  skills: string[];
  mode: SignificanceMode;
  manualLines: string[];
}

export function jobDescription(source: TrainingSource, state: 'as_is' | 'to_be'): JobDescriptionFacts {
  const artifact = artifactFor(source, 'job_description', state);
  const c = contentOf(artifact);
  let steps: NormalisedStep[] = [];
  try {
    steps = normaliseProcessSteps(c.processSteps);
  } catch {
    steps = [];
  }
  return {
    artifact,
    positionSummary: text(c.positionSummary),
    steps,
    responsibilities: texts(c.responsibilities),
    ongoingActivities: texts(c.ongoingActivities),
    skills: texts(c.skills),
    mode: c.significanceMode === 'manual' ? 'manual' : 'auto',
    manualLines: texts(c.significantLines),
  };
}

/** The text a step is marked by, as on the job description card: "name: description". */
export function stepLine(step: NormalisedStep): string {
  return step.description ? `${step.name}: ${step.description}` : step.name;
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
  const list = contentOf(artifactFor(source, 'systems', state)).systems;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((s) => {
    const name = text(s.name);
    return name ? [{ name, purpose: text(s.purpose), keyFunctions: texts(s.keyFunctions) }] : [];
  });
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

export const SIPOC_COLUMNS = [
  ['suppliers', 'Suppliers'],
  ['inputs', 'Inputs'],
  ['process', 'Process'],
  ['outputs', 'Outputs'],
  ['customers', 'Customers'],
] as const;

/** The five columns, each with its full names when present. */
export function sipocColumns(artifact: SourceArtifact | null): Record<string, string[]> {
  const c = contentOf(artifact);
  const out: Record<string, string[]> = {};
  for (const [key] of SIPOC_COLUMNS) {
    const full = texts(c[`${key}FullNames`]);
    out[key] = full.length > 0 ? full : texts(c[key]);
  }
  return out;
}

export interface WorkflowFacts {
  artifact: SourceArtifact | null;
  description: string | null;
  averageTime: string | null;
  automationLevel: string | null;
  steps: number | null;
  decisionPoints: number | null;
}

export function workflow(source: TrainingSource, state: 'as_is' | 'to_be'): WorkflowFacts {
  const artifact = artifactFor(source, 'workflow_map', state);
  const c = contentOf(artifact);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    artifact,
    description: text(c.description),
    averageTime: text(c.averageTime),
    automationLevel: text(c.automationLevel),
    steps: num(c.steps),
    decisionPoints: num(c.decisionPoints),
  };
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
  const c = contentOf(artifact);
  const groups: CoordinationGroup[] = [];
  if (Array.isArray(c.sections)) {
    for (const section of c.sections.filter(isRecord)) {
      const items = [...texts(section.items)];
      if (Array.isArray(section.subsections)) {
        for (const sub of section.subsections.filter(isRecord)) {
          const title = text(sub.title) ?? text(sub.subtitle);
          for (const item of texts(sub.items)) items.push(title ? `${title}: ${item}` : item);
        }
      }
      if (items.length > 0) groups.push({ heading: text(section.title), items });
    }
  }
  if (Array.isArray(c.coordinationActivities)) {
    const items = c.coordinationActivities.filter(isRecord).flatMap((a) => {
      const activity = text(a.activity);
      const description = text(a.description);
      if (activity && description) return [`${activity}: ${description}`];
      return activity || description ? [(activity ?? description)!] : [];
    });
    if (items.length > 0) groups.push({ heading: null, items });
  }
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

function painPointList(
  artifact: SourceArtifact | null,
): { id: string | null; title: string; description: string | null }[] {
  const list = contentOf(artifact).painPoints;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((p) => {
    const title = text(p.title);
    const id = typeof p.id === 'string' && p.id.trim() ? p.id.trim() : null;
    return title ? [{ id, title, description: text(p.description) }] : [];
  });
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

const IMPACT_ORDER: Record<string, number> = { HIGH: 0, MED: 1, LOW: 2 };

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

export const IMPACT_TEXT: Record<string, string> = { HIGH: 'High', MED: 'Medium', LOW: 'Low' };

/** The assessed outputs, HIGH first, then MED, LOW and unrated; ties keep their order. */
export function impactsHighFirst(source: TrainingSource) {
  return source.changeImpacts
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) =>
        (IMPACT_ORDER[a.c.impactAssessment ?? ''] ?? 3) - (IMPACT_ORDER[b.c.impactAssessment ?? ''] ?? 3) ||
        a.i - b.i,
    )
    .map(({ c }) => c);
}

export function changeDescriptionText(values: readonly string[]): string {
  return values.map((v) => CHANGE_DESCRIPTION_TEXT[v] ?? v).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Audience

/**
 * The job role's audience (the division role titles it covers, seeded from the spec §6 preset) as
 * one row per division and role with a headcount, largest first. [] when no title is mapped.
 */
export function audienceForJobRole(divisions: readonly Division[], roles: readonly string[]): AudienceRow[] {
  const rows: AudienceRow[] = [];
  for (const d of divisions) {
    for (const role of roles) {
      const count = d.roles[role] ?? 0;
      if (count > 0) rows.push({ division: d.name, location: d.location, role, count });
    }
  }
  return rows.sort((a, b) => b.count - a.count || a.division.localeCompare(b.division, 'en-US'));
}

export interface AudienceTable {
  /** The roles, largest audience first: one column each. */
  roles: string[];
  /** One row per division, largest first. */
  rows: { division: string; location: string; counts: number[]; total: number }[];
}

/** The audience as a division × role table (one row per division). */
export function audienceByDivision(rows: readonly AudienceRow[]): AudienceTable {
  const roles = audienceTotals(rows).byRole.map(([role]) => role);
  const byDivision = new Map<
    string,
    { division: string; location: string; counts: number[]; total: number }
  >();
  for (const r of rows) {
    let entry = byDivision.get(r.division);
    if (!entry) {
      entry = { division: r.division, location: r.location, counts: roles.map(() => 0), total: 0 };
      byDivision.set(r.division, entry);
    }
    entry.counts[roles.indexOf(r.role)]! += r.count;
    entry.total += r.count;
  }
  return {
    roles,
    rows: [...byDivision.values()].sort(
      (a, b) => b.total - a.total || a.division.localeCompare(b.division, 'en-US'),
    ),
  };
}

/** The division table as outline rows: Division, Location, one column per role, Total. */
export function audienceTableRows(
  table: AudienceTable,
  limit = Number.POSITIVE_INFINITY,
): {
  columns: string[];
  rows: string[][];
} {
  const n = (v: number) => (v > 0 ? v.toLocaleString('en-US') : '–');
  const shown = table.rows.slice(0, limit);
  const rows = shown.map((r) => [r.division, r.location, ...r.counts.map(n), n(r.total)]);
  return { columns: ['Division', 'Location', ...table.roles, 'Total'], rows };
}

export interface AudienceTotals {
  employees: number;
  divisions: number;
  locations: number;
  byRole: [string, number][];
}

export function audienceTotals(rows: readonly AudienceRow[]): AudienceTotals {
  const byRole = new Map<string, number>();
  for (const r of rows) byRole.set(r.role, (byRole.get(r.role) ?? 0) + r.count);
  return {
    employees: rows.reduce((sum, r) => sum + r.count, 0),
    divisions: new Set(rows.map((r) => r.division)).size,
    locations: new Set(rows.map((r) => r.location)).size,
    byRole: [...byRole.entries()].sort((a, b) => b[1] - a[1]),
  };
}

// ---------------------------------------------------------------------------------------------
// Missing notes (shared wording)

export const MISSING = {
  toBeJobDescription:
    'No To-Be job description yet: add one in Process Comparison (To-Be Job Description) to list the new steps.',
  toBeSteps:
    'The To-Be job description has no process steps: add them in Process Comparison (To-Be Job Description).',
  toBeSystems:
    'No To-Be systems yet: add the To-Be Systems artifact to name the systems and key functions each step uses.',
  toBeSipoc: 'No To-Be SIPOC yet: add the To-Be SIPOC in Process Comparison.',
  toBeWorkflow: 'No To-Be workflow map yet: add the To-Be Workflow Map in Process Comparison.',
  toBeWorkflowImage:
    'The To-Be workflow map has no image file: upload the map so the walkthrough can show it.',
  toBeCoordination:
    'No To-Be cross-functional coordination yet: add it in Process Comparison to describe the hand-offs.',
  painPoints: 'No pain points recorded yet: add them in Process Comparison (Pain Points).',
  painPointStatuses:
    'No pain point is marked Resolved or Partially Resolved yet: set statuses in the Pain Point Resolution Tracker.',
  changeImpacts:
    'No change impact assessed yet: rate the outputs in the Change Impact Assessment Matrix (Process Comparison).',
  audience: (jobRoleName: string | null) =>
    jobRoleName
      ? `No training audience for job role ${jobRoleName}: no division role titles are mapped to it (Job Roles screen), so no headcounts are given.`
      : 'The process has no job role, so no training audience or headcounts are given.',
} as const;
