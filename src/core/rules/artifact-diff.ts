import {
  COMPARISON_ROWS,
  type ComparisonRowKey,
  type NormalisedStep,
  normaliseProcessSteps,
  pickRowArtifact,
} from './artifact-shapes';

/*
 * What changed between the As-Is and the To-Be artifact of each comparison row (issue 9), section by
 * section: every item is added, removed, changed (before → after) or unchanged.
 *
 * The matching rule, in order:
 * 1. Same item: the names are equal once normalised (`textKey`: trimmed, inner whitespace collapsed,
 *    case ignored). It is unchanged when its detail (a step's description, a system's purpose, a pain
 *    point's description and impact) and its parts (a system's key functions, a subordinate role's key
 *    responsibilities) are equal too, else changed: "same step, new description", "same system, new
 *    key functions". Duplicates pair up in order.
 * 2. Reworded: an As-Is item and a To-Be item left over are one changed item when their names are
 *    clearly the same words reworded (`sameWords`): they share at least two content words and the
 *    Dice coefficient of their word sets is at least 0.5, or every word of the shorter name is in the
 *    longer one ("Work order" → "Digital work order"). Words are lower-cased, plural "s" dropped, and
 *    filler words (the, a, of, by, via, …) ignored. Equal details of at least three words also pair
 *    two items (a step renamed, its description kept). The best-scoring pairs are taken first.
 * 3. Everything else left over is removed (As-Is only) or added (To-Be only).
 *
 * Order is not a change: a step moved to another position is unchanged. Items are listed in To-Be
 * order, each removed item right after the item that preceded it in the As-Is. Single-value fields
 * (position summary, workflow type, average time, …) are compared by field, not by text.
 * A workflow map's image is not compared, only its content.
 */

export type DiffStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** An item as one side states it: its name and, where the shape has one, a detail line. */
export interface DiffText {
  label: string;
  detail: string | null;
}

export interface ItemDiff {
  status: DiffStatus;
  /** The As-Is item; null when added. */
  before: DiffText | null;
  /** The To-Be item; null when removed. */
  after: DiffText | null;
  /** Sub-items differenced the same way (a system's key functions); empty when the shape has none. */
  parts: ItemDiff[];
}

export interface DiffCounts {
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
}

/**
 * `list`: items with a name (and detail); `fields`: single values under a fixed label, where the
 * label is the field's name and the detail its value.
 */
export type SectionKind = 'list' | 'fields';

export interface SectionDiff {
  key: string;
  label: string;
  kind: SectionKind;
  /** A cross-functional section whose title was reworded: its As-Is title. */
  renamedFrom: string | null;
  items: ItemDiff[];
  counts: DiffCounts;
}

export interface RowDiff {
  rowKey: ComparisonRowKey;
  label: string;
  hasAsIs: boolean;
  hasToBe: boolean;
  /** Both states are documented, so the difference means something. */
  comparable: boolean;
  /** Sections with at least one item, in the card's order. */
  sections: SectionDiff[];
  counts: DiffCounts;
}

/** An item to match: its name, detail and sub-items. */
interface Entry {
  label: string;
  detail: string | null;
  parts: string[];
}

/** Text compared: trimmed, inner whitespace collapsed, case ignored. */
export function textKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'via',
  'with',
]);

/** The content words of a text: lower case, split on anything not a letter or digit, plural "s" dropped. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of textKey(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || FILLER_WORDS.has(raw)) continue;
    words.add(raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return words;
}

/** Dice coefficient of two word sets: 2·|shared| / (|a| + |b|), 0 when both are empty. */
export function wordSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size + b.size === 0) return 0;
  return (2 * sharedCount(a, b)) / (a.size + b.size);
}

function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared;
}

/** Rule 2: the two names are clearly the same item reworded. */
export function sameWords(a: string, b: string): boolean {
  const wa = contentWords(a);
  const wb = contentWords(b);
  const shared = sharedCount(wa, wb);
  if (shared === 0) return false;
  if (shared >= 2 && wordSimilarity(wa, wb) >= 0.5) return true;
  return shared === Math.min(wa.size, wb.size);
}

const MIN_DETAIL_WORDS = 3;

function sameDetail(a: Entry, b: Entry): boolean {
  if (!a.detail || !b.detail) return false;
  return textKey(a.detail) === textKey(b.detail) && contentWords(a.detail).size >= MIN_DETAIL_WORDS;
}

interface Pair {
  before: number | null;
  after: number | null;
}

/** Pairs As-Is and To-Be items by the rule above, in display order. */
function matchEntries(before: readonly Entry[], after: readonly Entry[]): Pair[] {
  const partnerOfAfter = new Array<number | null>(after.length).fill(null);
  const beforeUsed = new Array<boolean>(before.length).fill(false);

  // 1. Same name.
  after.forEach((a, j) => {
    const key = textKey(a.label);
    const i = before.findIndex((b, k) => !beforeUsed[k] && textKey(b.label) === key);
    if (i >= 0) {
      beforeUsed[i] = true;
      partnerOfAfter[j] = i;
    }
  });

  // 2. Reworded, best pairs first.
  const candidates: { i: number; j: number; score: number }[] = [];
  before.forEach((b, i) => {
    if (beforeUsed[i]) return;
    after.forEach((a, j) => {
      if (partnerOfAfter[j] !== null) return;
      if (sameDetail(b, a)) candidates.push({ i, j, score: 1 });
      else if (sameWords(b.label, a.label)) {
        candidates.push({ i, j, score: wordSimilarity(contentWords(b.label), contentWords(a.label)) });
      }
    });
  });
  candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  for (const { i, j } of candidates) {
    if (beforeUsed[i] || partnerOfAfter[j] !== null) continue;
    beforeUsed[i] = true;
    partnerOfAfter[j] = i;
  }

  // 3. To-Be order; a removed item follows the item that preceded it in the As-Is.
  const removedAfter = new Map<number, number[]>(); // To-Be index (-1: the start) → removed As-Is indexes
  const afterOfBefore = new Map<number, number>();
  partnerOfAfter.forEach((i, j) => {
    if (i !== null) afterOfBefore.set(i, j);
  });
  let anchor = -1;
  before.forEach((_, i) => {
    const j = afterOfBefore.get(i);
    if (j !== undefined) {
      anchor = j;
      return;
    }
    const list = removedAfter.get(anchor) ?? [];
    list.push(i);
    removedAfter.set(anchor, list);
  });
  const pairs: Pair[] = [];
  for (const i of removedAfter.get(-1) ?? []) pairs.push({ before: i, after: null });
  after.forEach((_, j) => {
    pairs.push({ before: partnerOfAfter[j] ?? null, after: j });
    for (const i of removedAfter.get(j) ?? []) pairs.push({ before: i, after: null });
  });
  return pairs;
}

const text = (e: Entry): DiffText => ({ label: e.label, detail: e.detail });
const plain = (label: string): Entry => ({ label, detail: null, parts: [] });

/** Differences two lists of items. */
function diffEntries(before: readonly Entry[], after: readonly Entry[]): ItemDiff[] {
  return matchEntries(before, after).map(({ before: i, after: j }) => {
    const b = i === null ? null : before[i]!;
    const a = j === null ? null : after[j]!;
    if (!a) {
      return {
        status: 'removed',
        before: text(b!),
        after: null,
        parts: diffEntries(b!.parts.map(plain), []),
      };
    }
    if (!b) {
      return { status: 'added', before: null, after: text(a), parts: diffEntries([], a.parts.map(plain)) };
    }
    const parts = b.parts.length || a.parts.length ? diffEntries(b.parts.map(plain), a.parts.map(plain)) : [];
    const same =
      textKey(b.label) === textKey(a.label) &&
      textKey(b.detail ?? '') === textKey(a.detail ?? '') &&
      parts.every((p) => p.status === 'unchanged');
    return { status: same ? 'unchanged' : 'changed', before: text(b), after: text(a), parts };
  });
}

/** Differences two lists of plain texts (SIPOC entries, responsibilities, skills). */
export function diffTextLists(before: readonly string[], after: readonly string[]): ItemDiff[] {
  return diffEntries(before.map(plain), after.map(plain));
}

export function countItems(items: readonly ItemDiff[]): DiffCounts {
  const counts: DiffCounts = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

export function addCounts(list: readonly DiffCounts[]): DiffCounts {
  const total: DiffCounts = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const c of list) {
    total.added += c.added;
    total.removed += c.removed;
    total.changed += c.changed;
    total.unchanged += c.unchanged;
  }
  return total;
}

/** Whether anything differs (added, removed or changed). */
export function hasDifferences(counts: DiffCounts): boolean {
  return counts.added + counts.removed + counts.changed > 0;
}

function listSection(
  key: string,
  label: string,
  items: ItemDiff[],
  renamedFrom: string | null = null,
): SectionDiff {
  return { key, label, kind: 'list', renamedFrom, items, counts: countItems(items) };
}

interface Field {
  label: string;
  before: string | null;
  after: string | null;
}

function fieldsSection(key: string, label: string, fields: readonly Field[]): SectionDiff {
  const items: ItemDiff[] = [];
  for (const f of fields) {
    if (f.before === null && f.after === null) continue;
    const before = f.before === null ? null : { label: f.label, detail: f.before };
    const after = f.after === null ? null : { label: f.label, detail: f.after };
    const status: DiffStatus = !before
      ? 'added'
      : !after
        ? 'removed'
        : textKey(f.before!) === textKey(f.after!)
          ? 'unchanged'
          : 'changed';
    items.push({ status, before, after, parts: [] });
  }
  return { key, label, kind: 'fields', renamedFrom: null, items, counts: countItems(items) };
}

/* Defensive readers: content comes from demo data, imports and editors in the loose shapes of spec §3. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
}

function textList(value: unknown): string[] {
  if (typeof value === 'string') return textOf(value) ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const t = textOf(item);
    if (t) out.push(t);
  }
  return out;
}

function recordList(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function record(content: unknown): Record<string, unknown> {
  return isRecord(content) ? content : {};
}

function steps(value: unknown): NormalisedStep[] {
  try {
    return normaliseProcessSteps(value);
  } catch {
    return [];
  }
}

/** A SIPOC column: its full names when any are given, else its short entries (as `sipocOutputs` reads outputs). */
export function sipocList(content: unknown, column: string): string[] {
  const c = record(content);
  const full = textList(c[`${column}FullNames`]);
  return full.length > 0 ? full : textList(c[column]);
}

export const SIPOC_DIFF_COLUMNS = [
  { key: 'suppliers', label: 'Suppliers' },
  { key: 'inputs', label: 'Inputs' },
  { key: 'process', label: 'Process' },
  { key: 'outputs', label: 'Outputs' },
  { key: 'customers', label: 'Customers' },
] as const;

function jobDescriptionSections(asIs: unknown, toBe: unknown): SectionDiff[] {
  const b = record(asIs);
  const a = record(toBe);
  const stepEntries = (c: Record<string, unknown>): Entry[] =>
    steps(c.processSteps).map((s) => ({ label: s.name, detail: s.description, parts: [] }));
  return [
    fieldsSection('summary', 'Summary', [
      { label: 'Position summary', before: textOf(b.positionSummary), after: textOf(a.positionSummary) },
      {
        label: 'Detailed description',
        before: textOf(b.detailedDescription),
        after: textOf(a.detailedDescription),
      },
    ]),
    listSection('processSteps', 'Process steps', diffEntries(stepEntries(b), stepEntries(a))),
    listSection(
      'responsibilities',
      'Responsibilities',
      diffTextLists(textList(b.responsibilities), textList(a.responsibilities)),
    ),
    listSection(
      'ongoingActivities',
      'Ongoing activities',
      diffTextLists(textList(b.ongoingActivities), textList(a.ongoingActivities)),
    ),
    listSection('skills', 'Skills', diffTextLists(textList(b.skills), textList(a.skills))),
  ];
}

function workflowMapSections(asIs: unknown, toBe: unknown): SectionDiff[] {
  const b = record(asIs);
  const a = record(toBe);
  const field = (label: string, key: string): Field => ({
    label,
    before: textOf(b[key]),
    after: textOf(a[key]),
  });
  const subordinates = (c: Record<string, unknown>): Entry[] =>
    recordList(c.subordinateProcesses).map((s) => ({
      label: textOf(s.roleName) ?? 'Unnamed role',
      detail: textOf(s.description),
      parts: textList(s.keyResponsibilities),
    }));
  return [
    fieldsSection('summary', 'Summary', [
      field('Workflow type', 'workflowType'),
      field('Description', 'description'),
      field('Steps', 'steps'),
      field('Decision points', 'decisionPoints'),
      field('Average time', 'averageTime'),
      field('Automation level', 'automationLevel'),
    ]),
    listSection(
      'subordinateProcesses',
      'Subordinate processes',
      diffEntries(subordinates(b), subordinates(a)),
    ),
  ];
}

function sipocSections(asIs: unknown, toBe: unknown): SectionDiff[] {
  return SIPOC_DIFF_COLUMNS.map(({ key, label }) =>
    listSection(key, label, diffTextLists(sipocList(asIs, key), sipocList(toBe, key))),
  );
}

interface CoordinationSection {
  title: string | null;
  items: string[];
}

function coordinationSections(content: unknown): CoordinationSection[] {
  const out: CoordinationSection[] = [];
  for (const s of recordList(record(content).sections)) {
    const items = [...recordList(s.subsections).flatMap((sub) => textList(sub.items)), ...textList(s.items)];
    const title = textOf(s.title);
    if (title || items.length) out.push({ title, items });
  }
  return out;
}

function coordinationActivities(content: unknown): Entry[] {
  const list = record(content).coordinationActivities;
  const out: Entry[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    const single = textOf(item);
    if (single) out.push(plain(single));
    else if (isRecord(item)) {
      const activity = textOf(item.activity);
      const description = textOf(item.description);
      if (activity || description)
        out.push({ label: activity ?? description!, detail: activity ? description : null, parts: [] });
    }
  }
  return out;
}

const UNTITLED_SECTION = 'Coordination items';

/** Cross-functional sections are matched by title like items, then their items (subsections' too) are differenced. */
function crossFunctionalSections(asIs: unknown, toBe: unknown): SectionDiff[] {
  const before = coordinationSections(asIs);
  const after = coordinationSections(toBe);
  const asEntry = (s: CoordinationSection): Entry => plain(s.title ?? UNTITLED_SECTION);
  const sections = matchEntries(before.map(asEntry), after.map(asEntry)).map(({ before: i, after: j }, n) => {
    const b = i === null ? null : before[i]!;
    const a = j === null ? null : after[j]!;
    const title = (a ?? b)!.title ?? UNTITLED_SECTION;
    const oldTitle = b?.title ?? UNTITLED_SECTION;
    const renamed = a && b && textKey(title) !== textKey(oldTitle) ? oldTitle : null;
    return listSection(`section-${n}`, title, diffTextLists(b?.items ?? [], a?.items ?? []), renamed);
  });
  return [
    ...sections,
    listSection(
      'coordinationActivities',
      'Coordination activities',
      diffEntries(coordinationActivities(asIs), coordinationActivities(toBe)),
    ),
  ];
}

function systemsEntries(content: unknown): Entry[] {
  const list = record(content).systems;
  const out: Entry[] = [];
  for (const s of Array.isArray(list) ? list : []) {
    const single = textOf(s);
    if (single) {
      out.push(plain(single));
      continue;
    }
    if (!isRecord(s)) continue;
    const name = textOf(s.name);
    const purpose = textOf(s.purpose);
    const functions = textList(s.keyFunctions);
    if (!name && !purpose && !functions.length) continue;
    out.push({ label: name ?? 'Unnamed system', detail: purpose, parts: functions });
  }
  return out;
}

function painPointEntries(content: unknown): Entry[] {
  const list = record(content).painPoints;
  const out: Entry[] = [];
  for (const p of Array.isArray(list) ? list : []) {
    const single = textOf(p);
    if (single) {
      out.push(plain(single));
      continue;
    }
    if (!isRecord(p)) continue;
    const title = textOf(p.title);
    const description = textOf(p.description);
    const impact = textOf(p.impact);
    if (!title && !description) continue;
    const detail = [description, impact ? `Impact: ${impact}` : null].filter(Boolean).join(' · ');
    out.push({ label: title ?? 'Untitled pain point', detail: detail || null, parts: [] });
  }
  return out;
}

/** The sections of one row's difference, empty sections left out. */
export function diffRowContent(rowKey: ComparisonRowKey, asIs: unknown, toBe: unknown): SectionDiff[] {
  let sections: SectionDiff[];
  switch (rowKey) {
    case 'job_description':
      sections = jobDescriptionSections(asIs, toBe);
      break;
    case 'workflow_map':
      sections = workflowMapSections(asIs, toBe);
      break;
    case 'sipoc':
      sections = sipocSections(asIs, toBe);
      break;
    case 'cross_functional':
      sections = crossFunctionalSections(asIs, toBe);
      break;
    case 'systems':
      sections = [listSection('systems', 'Systems', diffEntries(systemsEntries(asIs), systemsEntries(toBe)))];
      break;
    case 'pain_points':
      sections = [
        listSection('painPoints', 'Pain points', diffEntries(painPointEntries(asIs), painPointEntries(toBe))),
      ];
      break;
  }
  return sections.filter((s) => s.items.length > 0);
}

/** The artifact fields the difference reads. */
export interface DiffableArtifact {
  type: string;
  state: string;
  content: unknown;
}

/** The difference of every comparison row, from the artifacts the comparison shows (`pickRowArtifact`). */
export function diffArtifacts(artifacts: readonly DiffableArtifact[]): RowDiff[] {
  return COMPARISON_ROWS.map((row) => {
    const asIs = pickRowArtifact(artifacts, row, 'as_is');
    const toBe = pickRowArtifact(artifacts, row, 'to_be');
    const sections = diffRowContent(row.key, asIs?.content, toBe?.content);
    return {
      rowKey: row.key,
      label: row.label,
      hasAsIs: !!asIs,
      hasToBe: !!toBe,
      comparable: !!asIs && !!toBe,
      sections,
      counts: addCounts(sections.map((s) => s.counts)),
    };
  });
}
