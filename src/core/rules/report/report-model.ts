import type { ChangeImpact } from '../../schemas/change-impact';
import { PAIN_POINT_STATUS_LABELS, type PainPointStatusValue } from '../../schemas/pain-point-status';
import type { PainPointLinkKind } from '../../schemas/traceability';
import { resolveArtifactLink } from '../artifact-link';
import { COMPARISON_ROWS, canonicalType, normaliseProcessSteps, sipocOutputs } from '../artifact-shapes';
import { belongsTo, type PainPointRowRef } from '../pain-points';
import { DEFAULT_FIELD_SERVICE_PRODUCT, isSignificant, type SignificanceMode } from '../significance';
import { timeReductionPercent, toBeAutomationLevel } from '../time-reduction';
import { linksOfPainPoint, liveLinks, traceKey } from '../traceability';

/*
 * The comparison report (spec §2 export buttons, §7 "client-side only"): one model built from what
 * the process page has fetched, rendered as HTML, JSON and text by the sibling modules. Pure: no
 * DOM, no I/O, and nothing here trusts the shape of stored content.
 */

// ---------------------------------------------------------------- input

export interface ReportSourceArtifact {
  id: string;
  type: string;
  state: string;
  name: string;
  description: string | null;
  fileUrl: string | null;
  content: unknown;
}

export interface ReportSource {
  process: {
    id: string;
    name: string;
    description: string;
    version: string;
    status: string;
    updatedAt: string;
  };
  jobRoleName: string | null;
  artifacts: readonly ReportSourceArtifact[];
  /** Statuses by pain point id (issue 19); a row without one only matches content without ids. */
  painPointStatuses: readonly (PainPointRowRef & { status: string })[];
  changeImpacts: readonly Pick<
    ChangeImpact,
    'processOutput' | 'changeType' | 'changeDescription' | 'impactAssessment'
  >[];
  trainingArtifacts: readonly {
    /** Needed to follow pain point links to the artifact; without it no link reaches it. */
    id?: string;
    processOutput: string;
    name: string;
    description: string | null;
    fileType: string;
    fileUrl: string | null;
  }[];
  tierDocuments: readonly {
    /** Needed to follow pain point links to the document; without it no link reaches it. */
    id?: string;
    tier: string;
    name: string;
    description: string | null;
    fileType: string;
    fileUrl: string;
  }[];
  /** Which outputs and training items address which pain point (issue 9); none when left out. */
  painPointLinks?: readonly (PainPointRowRef & { kind: PainPointLinkKind; target: string })[];
  /** When the report is made (ISO text or a Date). */
  generatedAt: string | Date;
  /** The app's origin (e.g. "https://pmr.example.com"): stored files are linked absolutely. */
  appOrigin?: string;
  /** The field-service product whose name marks a To-Be line in Auto mode (spec §4). */
  fieldServiceProduct?: string;
  /** Workflow map images already read by the caller, by the artifact's fileUrl, as data: URIs. */
  images?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------- output

export interface ListItem {
  text: string;
  /** Marked as a Significant Change (To-Be job description). */
  significant?: boolean;
}

export type ContentBlock =
  | { kind: 'text'; label: string | null; text: string }
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | { kind: 'list'; label: string; ordered: boolean; items: ListItem[] }
  | { kind: 'table'; label: string | null; columns: string[]; rows: string[][] }
  | { kind: 'image'; name: string; src: string | null; href: string | null };

export interface ReportArtifact {
  id: string;
  type: string;
  state: 'as_is' | 'to_be';
  name: string;
  description: string | null;
  /** An absolute http(s) address of the attached file, or null. */
  link: string | null;
  blocks: ContentBlock[];
  /** Set when there is nothing to show: the spec's §8 empty text, or "Content structure not recognized.". */
  note: string | null;
  /** The stored content, for the JSON export. */
  content: unknown;
}

export interface ReportComparisonRow {
  key: string;
  label: string;
  asIs: ReportArtifact | null;
  toBe: ReportArtifact | null;
  emptyText: string;
}

export interface ReportStatus {
  value: string;
  label: string;
}

export interface ReportPainPoint {
  /** The pain point's id in its process (issue 19); null in content from before ids. */
  id: string | null;
  title: string;
  description: string | null;
  impact: string | null;
  statuses: ReportStatus[];
  /** The status the export counts the pain point under: its first status, or not_started when none is set. */
  effectiveStatus: string;
}

export interface ReportChangeImpact {
  output: string;
  custom: boolean;
  changeType: string | null;
  changeTypeLabel: string | null;
  changeDescriptions: { value: string; label: string; highlighted: boolean }[];
  impact: string | null;
  impactLabel: string | null;
}

export interface ReportTrainingItem {
  name: string;
  description: string | null;
  kind: string;
  link: string | null;
}

/** An output linked as addressing a pain point, with its assessment. */
export interface ReportTraceOutput {
  output: string;
  changeTypeLabel: string | null;
  impact: string | null;
  impactLabel: string | null;
}

/** A training item linked as addressing a pain point; `where` is its output or its tier. */
export interface ReportTraceTraining extends ReportTrainingItem {
  source: 'output' | 'tier';
  where: string;
}

/** The chain of one pain point: its statuses, the outputs and the training items that address it. */
export interface ReportTrace {
  title: string;
  statuses: ReportStatus[];
  outputs: ReportTraceOutput[];
  training: ReportTraceTraining[];
}

export interface ReportModel {
  title: string;
  generatedAt: string;
  appOrigin: string | null;
  process: ReportSource['process'] & { link: string | null };
  jobRoleName: string;
  metrics: {
    timeReductionPercent: number | null;
    asIsAverageTime: string | null;
    toBeAverageTime: string | null;
    asIsAutomationLevel: string | null;
    toBeAutomationLevel: string | null;
    asIsSteps: number | null;
    toBeSteps: number | null;
    asIsDecisionPoints: number | null;
    toBeDecisionPoints: number | null;
  };
  comparison: ReportComparisonRow[];
  painPoints: ReportPainPoint[];
  /** Every status the export knows (six), with how many pain points count under each. */
  statusSummary: { value: PainPointStatusValue; label: string; count: number }[];
  changeImpacts: ReportChangeImpact[];
  training: {
    byOutput: { output: string; items: ReportTrainingItem[] }[];
    tiers: { tier: string; title: string; documents: ReportTrainingItem[] }[];
  };
  /** Every tracked pain point → its statuses → the outputs and training items linked to it. */
  traceability: ReportTrace[];
  /** Uploaded process files and any artifact outside the six comparison rows. */
  otherFiles: {
    name: string;
    type: string;
    state: string;
    description: string | null;
    link: string | null;
  }[];
}

// ---------------------------------------------------------------- labels

/** Export order: where work stands first, then the resolution outcomes. */
export const REPORT_STATUS_ORDER: readonly PainPointStatusValue[] = [
  'not_started',
  'in_progress',
  'resolved',
  'partially_resolved',
  'parking_lot',
  'not_addressed',
];

/** Shown for a pain point with no status, as in the tracker (spec §4). */
export const NO_STATUS_LABEL = 'Not Set';

export const REPORT_CHANGE_TYPE_LABELS: Record<string, string> = {
  NEW: 'New',
  MODIFIED: 'Modified',
  REMOVED: 'Removed',
  REPLACED: 'Replaced',
};

export const REPORT_CHANGE_DESCRIPTION_LABELS: Record<string, string> = {
  PEOPLE: 'People',
  SYSTEMS: 'Systems',
  AUTOMATION_ADDED: 'Automation Added',
  AUTOMATION_REDUCED: 'Automation Reduced',
  NEW_PROCESS: 'New Process',
  PROCESS_CHANGE: 'Process Change',
  PROCEDURE_CHANGE: 'Procedure Change',
  RULE_POLICY_CHANGE: 'Rule/Policy Change',
};

export const REPORT_IMPACT_LABELS: Record<string, string> = { HIGH: 'High', MED: 'Medium', LOW: 'Low' };

const IMPACT_RANK: Record<string, number> = { HIGH: 0, MED: 1, LOW: 2 };

/** The curriculum's tiers in the order the Training Materials tab lists them. */
export const REPORT_TIERS = [
  { tier: 'tier_3', title: 'Tier 3 - Transactional Training' },
  { tier: 'tier_2', title: 'Tier 2 - Process-Based Learning' },
  { tier: 'tier_1', title: 'Tier 1 - Leader & Foundational' },
] as const;

const EMPTY_TEXT: Record<string, string> = {
  job_description: 'No job description content available',
  workflow_map: 'No workflow map available',
  sipoc: 'No SIPOC content available',
  cross_functional: 'No cross-functional content available',
  systems: 'No systems content available',
  pain_points: 'No pain points content available',
};
const UNRECOGNISED = 'Content structure not recognized.';

export function statusLabel(value: string): string {
  return (PAIN_POINT_STATUS_LABELS as Record<string, string>)[value] ?? humanise(value);
}

function humanise(value: string): string {
  const words = value.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

// ---------------------------------------------------------------- readers

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const recs = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRec) : []);

function text(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t || null;
}

function texts(v: unknown): string[] {
  if (typeof v === 'string') return text(v) ? [v.trim()] : [];
  if (!Array.isArray(v)) return [];
  return v.map(text).filter((t): t is string => t !== null);
}

function count(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

/** An absolute http(s) address for a stored file or web link; anything else (javascript:, data:) is null. */
export function absoluteLink(url: string | null | undefined, origin: string | null): string | null {
  const link = resolveArtifactLink(url);
  if (link.kind === 'dialog') return null;
  if (/^https?:\/\//i.test(link.url)) return link.url;
  if (link.url.startsWith('/') && !link.url.startsWith('//') && origin) return `${origin}${link.url}`;
  return null;
}

const SAFE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

function jobDescriptionBlocks(c: Rec, state: string, product: string): ContentBlock[] {
  const mode: SignificanceMode = c.significanceMode === 'manual' ? 'manual' : 'auto';
  const ticks = texts(c.significantLines);
  const mark = (line: string): ListItem =>
    state === 'to_be' && isSignificant(line, mode, ticks, product)
      ? { text: line, significant: true }
      : { text: line };
  const blocks: ContentBlock[] = [];
  const summary = text(c.positionSummary);
  if (summary) blocks.push({ kind: 'text', label: 'Position Summary', text: summary });
  const detail = text(c.detailedDescription);
  if (detail) blocks.push({ kind: 'text', label: 'Detailed Description', text: detail });
  const lists: [string, string[]][] = [
    ['Responsibilities', texts(c.responsibilities)],
    ['Ongoing Activities', texts(c.ongoingActivities)],
  ];
  for (const [label, items] of lists) {
    if (items.length) blocks.push({ kind: 'list', label, ordered: false, items: items.map(mark) });
  }
  let steps: ReturnType<typeof normaliseProcessSteps> = [];
  try {
    steps = normaliseProcessSteps(c.processSteps);
  } catch {
    steps = [];
  }
  if (steps.length) {
    blocks.push({
      kind: 'list',
      label: 'Process Steps',
      ordered: true,
      items: steps.map((s) => mark(s.description ? `${s.name}: ${s.description}` : s.name)),
    });
  }
  const skills = texts(c.skills);
  if (skills.length)
    blocks.push({ kind: 'list', label: 'Skills', ordered: false, items: skills.map((t) => ({ text: t })) });
  return blocks;
}

function workflowBlocks(c: Rec): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  const facts: { label: string; value: string }[] = [];
  const type = text(c.workflowType);
  if (type) facts.push({ label: 'Workflow Type', value: humanise(type) });
  const steps = count(c.steps);
  if (steps !== null) facts.push({ label: 'Steps', value: String(steps) });
  const decisions = count(c.decisionPoints);
  if (decisions !== null) facts.push({ label: 'Decision Points', value: String(decisions) });
  const time = text(c.averageTime);
  if (time) facts.push({ label: 'Average Time', value: time });
  const automation = text(c.automationLevel);
  if (automation) facts.push({ label: 'Automation Level', value: automation });
  if (facts.length) blocks.push({ kind: 'facts', items: facts });
  const description = text(c.description);
  if (description) blocks.push({ kind: 'text', label: null, text: description });
  const subs = recs(c.subordinateProcesses);
  if (subs.length) {
    blocks.push({
      kind: 'table',
      label: 'Subordinate Processes',
      columns: ['Role', 'Description', 'Key Responsibilities'],
      rows: subs.map((s) => [
        text(s.roleName) ?? 'Unnamed role',
        text(s.description) ?? '',
        texts(s.keyResponsibilities).join('; '),
      ]),
    });
  }
  return blocks;
}

const SIPOC_KEYS = [
  ['suppliers', 'Suppliers'],
  ['inputs', 'Inputs'],
  ['process', 'Process'],
  ['outputs', 'Outputs'],
  ['customers', 'Customers'],
] as const;

function sipocBlocks(c: Rec): ContentBlock[] {
  const columns = SIPOC_KEYS.map(([key]) => {
    const short = Array.isArray(c[key]) ? (c[key] as unknown[]) : texts(c[key]);
    const full = Array.isArray(c[`${key}FullNames`]) ? (c[`${key}FullNames`] as unknown[]) : [];
    const n = Math.max(short.length, full.length);
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const t = text(full[i]) ?? text(short[i]);
      if (t) out.push(t);
    }
    return out;
  });
  // Five labelled lists read better than a five-column table in a half-width card.
  return SIPOC_KEYS.flatMap(([, label], i): ContentBlock[] =>
    columns[i]!.length
      ? [{ kind: 'list', label, ordered: false, items: columns[i]!.map((t) => ({ text: t })) }]
      : [],
  );
}

function crossFunctionalBlocks(c: Rec): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  recs(c.sections).forEach((s, i) => {
    const title = text(s.title) ?? `Section ${i + 1}`;
    const items: ListItem[] = texts(s.items).map((t) => ({ text: t }));
    for (const sub of recs(s.subsections)) {
      const subTitle = text(sub.title) ?? text(sub.subtitle);
      const subItems = texts(sub.items);
      if (!subTitle && !subItems.length) continue;
      const head = subTitle ?? '';
      items.push({
        text: subItems.length ? (head ? `${head}: ${subItems.join('; ')}` : subItems.join('; ')) : head,
      });
    }
    if (items.length) blocks.push({ kind: 'list', label: title, ordered: false, items });
    else if (text(s.title)) blocks.push({ kind: 'text', label: null, text: title });
  });
  const activities: string[][] = [];
  for (const a of Array.isArray(c.coordinationActivities) ? c.coordinationActivities : []) {
    if (typeof a === 'string' && a.trim()) activities.push([a.trim(), '']);
    else if (isRec(a)) {
      const activity = text(a.activity);
      const description = text(a.description);
      if (activity || description) activities.push([activity ?? '', description ?? '']);
    }
  }
  if (activities.length) {
    blocks.push({
      kind: 'table',
      label: 'Coordination Activities',
      columns: ['Activity', 'Description'],
      rows: activities,
    });
  }
  return blocks;
}

function systemsBlocks(c: Rec): ContentBlock[] {
  const rows: string[][] = [];
  for (const s of Array.isArray(c.systems) ? c.systems : []) {
    if (typeof s === 'string' && s.trim()) rows.push([s.trim(), '', '']);
    else if (isRec(s)) {
      const name = text(s.name);
      const purpose = text(s.purpose);
      const fns = texts(s.keyFunctions);
      if (name || purpose || fns.length) rows.push([name ?? 'Unnamed system', purpose ?? '', fns.join('; ')]);
    }
  }
  return rows.length
    ? [{ kind: 'table', label: null, columns: ['System', 'Purpose', 'Key Functions'], rows }]
    : [];
}

interface PainPointItem {
  id: string | null;
  title: string;
  description: string | null;
  impact: string | null;
}

function painPointItems(content: unknown): PainPointItem[] {
  const list = isRec(content) && Array.isArray(content.painPoints) ? content.painPoints : [];
  const out: PainPointItem[] = [];
  for (const p of list) {
    if (typeof p === 'string') {
      if (p.trim()) out.push({ id: null, title: p.trim(), description: null, impact: null });
    } else if (isRec(p)) {
      const title = text(p.title);
      const id = typeof p.id === 'string' && p.id.trim() ? p.id.trim() : null;
      if (title) out.push({ id, title, description: text(p.description), impact: text(p.impact) });
    }
  }
  return out;
}

function painPointBlocks(c: Rec): ContentBlock[] {
  const items = painPointItems(c);
  return items.length
    ? [
        {
          kind: 'table',
          label: null,
          columns: ['Pain Point', 'Description', 'Impact'],
          rows: items.map((p) => [p.title, p.description ?? '', p.impact ?? '']),
        },
      ]
    : [];
}

function rowKeyOf(type: string): string | null {
  const t = canonicalType(type);
  if (t === 'role_sipoc') return 'sipoc';
  return t in EMPTY_TEXT ? t : null;
}

function reportArtifact(
  a: ReportSourceArtifact,
  state: 'as_is' | 'to_be',
  source: ReportSource,
  origin: string | null,
): ReportArtifact {
  const row = rowKeyOf(a.type);
  const c = isRec(a.content) ? a.content : null;
  const product = source.fieldServiceProduct?.trim() || DEFAULT_FIELD_SERVICE_PRODUCT;
  let blocks: ContentBlock[] = [];
  if (c) {
    switch (row) {
      case 'job_description':
        blocks = jobDescriptionBlocks(c, state, product);
        break;
      case 'workflow_map':
        blocks = workflowBlocks(c);
        break;
      case 'sipoc':
        blocks = sipocBlocks(c);
        break;
      case 'cross_functional':
        blocks = crossFunctionalBlocks(c);
        break;
      case 'systems':
        blocks = systemsBlocks(c);
        break;
      case 'pain_points':
        blocks = painPointBlocks(c);
        break;
    }
  }
  const link = absoluteLink(a.fileUrl, origin);
  if (row === 'workflow_map' && a.fileUrl) {
    const data = source.images?.[a.fileUrl];
    blocks.unshift({
      kind: 'image',
      name: a.name,
      src: data && SAFE_IMAGE.test(data) ? data : null,
      href: link,
    });
  }
  let note: string | null = null;
  if (blocks.length === 0) {
    const hasData = c ? Object.keys(c).length > 0 : a.content !== null && a.content !== undefined;
    note = hasData ? UNRECOGNISED : (EMPTY_TEXT[row ?? ''] ?? UNRECOGNISED);
  }
  return {
    id: a.id,
    type: canonicalType(a.type),
    state,
    name: a.name,
    description: text(a.description),
    link,
    blocks,
    note,
    content: a.content ?? null,
  };
}

function pickRow(
  artifacts: readonly ReportSourceArtifact[],
  types: readonly string[],
  state: 'as_is' | 'to_be',
): ReportSourceArtifact | null {
  for (const type of types) {
    const hit = artifacts.find((a) => a.state === state && canonicalType(a.type) === type);
    if (hit) return hit;
  }
  return null;
}

const outputKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The matrix's rows (SIPOC outputs in order, then custom outputs), HIGH impact first, then MED, LOW, unassessed. */
export function reportChangeImpacts(
  outputs: readonly string[],
  saved: ReportSource['changeImpacts'],
): ReportChangeImpact[] {
  const byKey = new Map<string, ReportSource['changeImpacts'][number]>();
  for (const row of saved) {
    const key = outputKey(row.processOutput);
    if (key && !byKey.has(key)) byKey.set(key, row);
  }
  const rows: { output: string; custom: boolean; saved: ReportSource['changeImpacts'][number] | null }[] = [];
  const seen = new Set<string>();
  for (const name of outputs) {
    const key = outputKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const hit = byKey.get(key) ?? null;
    rows.push({ output: hit?.processOutput ?? name.trim(), custom: false, saved: hit });
  }
  for (const row of saved) {
    const key = outputKey(row.processOutput);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    rows.push({ output: row.processOutput, custom: true, saved: row });
  }
  const out = rows.map((r): ReportChangeImpact => {
    const type = r.saved?.changeType ?? null;
    const impact = r.saved?.impactAssessment ?? null;
    return {
      output: r.output,
      custom: r.custom,
      changeType: type,
      changeTypeLabel: type ? (REPORT_CHANGE_TYPE_LABELS[type] ?? type) : null,
      changeDescriptions: (r.saved?.changeDescription ?? []).map((d) => ({
        value: d,
        label: REPORT_CHANGE_DESCRIPTION_LABELS[d] ?? humanise(d),
        highlighted: d === 'RULE_POLICY_CHANGE',
      })),
      impact,
      impactLabel: impact ? (REPORT_IMPACT_LABELS[impact] ?? impact) : null,
    };
  });
  const rank = (r: ReportChangeImpact) => (r.impact ? (IMPACT_RANK[r.impact] ?? 3) : 4);
  // Array.prototype.sort is stable: within one impact the matrix order stays.
  return out.sort((a, b) => rank(a) - rank(b));
}

function reportPainPoints(source: ReportSource): ReportPainPoint[] {
  const toBe = pickRow(source.artifacts, ['pain_points'], 'to_be');
  return painPointItems(toBe?.content).map((p) => {
    const values = new Set(source.painPointStatuses.filter((s) => belongsTo(s, p)).map((s) => s.status));
    const ordered = [
      ...REPORT_STATUS_ORDER.filter((v) => values.has(v)),
      ...[...values].filter((v) => !(REPORT_STATUS_ORDER as readonly string[]).includes(v)).sort(),
    ];
    return {
      ...p,
      statuses: ordered.map((value) => ({ value, label: statusLabel(value) })),
      effectiveStatus: ordered[0] ?? 'not_started',
    };
  });
}

function trainingItem(
  item: { name: string; description: string | null; fileType: string; fileUrl: string | null },
  origin: string | null,
): ReportTrainingItem {
  return {
    name: item.name,
    description: text(item.description),
    kind: humanise(item.fileType),
    link: absoluteLink(item.fileUrl, origin),
  };
}

/**
 * The traceability chain (issue 9): for each tracked pain point, the outputs (as the matrix assesses
 * them, high impact first) and training items linked to it. Links whose pain point, output or item is
 * gone are left out.
 */
export function reportTraceability(
  source: ReportSource,
  painPoints: readonly ReportPainPoint[],
  changeImpacts: readonly ReportChangeImpact[],
  origin: string | null,
): ReportTrace[] {
  const artifacts = source.trainingArtifacts.filter((t): t is typeof t & { id: string } => Boolean(t.id));
  const documents = source.tierDocuments.filter((d): d is typeof d & { id: string } => Boolean(d.id));
  const links = liveLinks(source.painPointLinks ?? [], {
    painPoints,
    outputs: changeImpacts.map((r) => r.output),
    trainingArtifactIds: artifacts.map((t) => t.id),
    tierDocumentIds: documents.map((d) => d.id),
  });
  const rowByKey = new Map(changeImpacts.map((r) => [traceKey(r.output), r]));
  const artifactById = new Map(artifacts.map((t) => [t.id, t]));
  const documentById = new Map(documents.map((d) => [d.id, d]));
  const tierTitle = (tier: string) => REPORT_TIERS.find((t) => t.tier === tier)?.title ?? humanise(tier);
  const rank = (impact: string | null) => (impact ? (IMPACT_RANK[impact] ?? 3) : 4);

  return painPoints.map((p) => {
    const own = linksOfPainPoint(links, p);
    const outputs: ReportTraceOutput[] = [];
    const training: ReportTraceTraining[] = [];
    for (const link of own) {
      if (link.kind === 'output') {
        const row = rowByKey.get(traceKey(link.target));
        if (row) {
          outputs.push({
            output: row.output,
            changeTypeLabel: row.changeTypeLabel,
            impact: row.impact,
            impactLabel: row.impactLabel,
          });
        }
      } else if (link.kind === 'training_artifact') {
        const t = artifactById.get(link.target.trim());
        if (t) {
          training.push({
            ...trainingItem(t, origin),
            source: 'output',
            where: `Output: ${t.processOutput.trim()}`,
          });
        }
      } else {
        const d = documentById.get(link.target.trim());
        if (d) training.push({ ...trainingItem(d, origin), source: 'tier', where: tierTitle(d.tier) });
      }
    }
    // Array.prototype.sort is stable: within one impact the link order stays.
    outputs.sort((a, b) => rank(a.impact) - rank(b.impact));
    return { title: p.title, statuses: p.statuses, outputs, training };
  });
}

function toIso(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}

/** Everything the three export files say, in the order the report says it. */
export function buildReportModel(source: ReportSource): ReportModel {
  const origin = source.appOrigin ? source.appOrigin.replace(/\/+$/, '') : null;
  const { artifacts } = source;

  const comparison = COMPARISON_ROWS.map((row): ReportComparisonRow => {
    const asIs = pickRow(artifacts, row.types, 'as_is');
    const toBe = pickRow(artifacts, row.types, 'to_be');
    return {
      key: row.key,
      label: row.label,
      asIs: asIs ? reportArtifact(asIs, 'as_is', source, origin) : null,
      toBe: toBe ? reportArtifact(toBe, 'to_be', source, origin) : null,
      emptyText: EMPTY_TEXT[row.key]!,
    };
  });

  const asIsMap = pickRow(artifacts, ['workflow_map'], 'as_is');
  const toBeMap = pickRow(artifacts, ['workflow_map'], 'to_be');
  const asIsC = isRec(asIsMap?.content) ? asIsMap.content : {};
  const toBeC = isRec(toBeMap?.content) ? toBeMap.content : {};

  const painPoints = reportPainPoints(source);
  const statusSummary = REPORT_STATUS_ORDER.map((value) => ({
    value,
    label: PAIN_POINT_STATUS_LABELS[value],
    count: painPoints.filter((p) =>
      value === 'not_started'
        ? p.statuses.length === 0 || p.statuses.some((s) => s.value === value)
        : p.statuses.some((s) => s.value === value),
    ).length,
  }));

  const outputs = sipocOutputs(artifacts);
  const changeImpacts = reportChangeImpacts(outputs, source.changeImpacts);

  // Training artifacts per output: the matrix's outputs first, in matrix order, then any other.
  const groups = new Map<string, { output: string; items: ReportTrainingItem[] }>();
  for (const row of changeImpacts) groups.set(outputKey(row.output), { output: row.output, items: [] });
  for (const t of source.trainingArtifacts) {
    const key = outputKey(t.processOutput);
    if (!groups.has(key)) groups.set(key, { output: t.processOutput.trim(), items: [] });
    groups.get(key)!.items.push(trainingItem(t, origin));
  }
  const byOutput = [...groups.values()].filter((g) => g.items.length > 0);
  const tiers = REPORT_TIERS.map(({ tier, title }) => ({
    tier,
    title,
    documents: source.tierDocuments.filter((d) => d.tier === tier).map((d) => trainingItem(d, origin)),
  }));

  const shown = new Set(comparison.flatMap((r) => [r.asIs?.id, r.toBe?.id]).filter(Boolean));
  const otherFiles = artifacts
    .filter((a) => !shown.has(a.id))
    .map((a) => ({
      name: a.name,
      type: humanise(canonicalType(a.type)),
      state: a.state === 'to_be' ? 'To-Be' : 'As-Is',
      description: text(a.description),
      link: absoluteLink(a.fileUrl, origin),
    }));

  return {
    title: `${source.process.name} — Process Comparison Report`,
    generatedAt: toIso(source.generatedAt),
    appOrigin: origin,
    process: {
      ...source.process,
      link: origin ? `${origin}/processes/${encodeURIComponent(source.process.id)}` : null,
    },
    jobRoleName: source.jobRoleName?.trim() || 'Unknown Role',
    metrics: {
      timeReductionPercent: timeReductionPercent(text(asIsC.averageTime), text(toBeC.averageTime)),
      asIsAverageTime: text(asIsC.averageTime),
      toBeAverageTime: text(toBeC.averageTime),
      asIsAutomationLevel: text(asIsC.automationLevel),
      toBeAutomationLevel: toBeAutomationLevel({ automationLevel: toBeC.automationLevel }),
      asIsSteps: count(asIsC.steps),
      toBeSteps: count(toBeC.steps),
      asIsDecisionPoints: count(asIsC.decisionPoints),
      toBeDecisionPoints: count(toBeC.decisionPoints),
    },
    comparison,
    painPoints,
    statusSummary,
    changeImpacts,
    training: { byOutput, tiers },
    traceability: reportTraceability(source, painPoints, changeImpacts, origin),
    otherFiles,
  };
}
