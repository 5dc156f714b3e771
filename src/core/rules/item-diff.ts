/*
 * Matching and differencing of item lists, the engine of the As-Is → To-Be difference
 * (artifact-diff.ts states the matching rule). Each artifact type's module says which of its items
 * and fields are compared (its `diffSections`); this file says how.
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

/** An item to match: its name, detail and sub-items. */
export interface Entry {
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
export function matchEntries(before: readonly Entry[], after: readonly Entry[]): Pair[] {
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
export const plain = (label: string): Entry => ({ label, detail: null, parts: [] });

/** Differences two lists of items. */
export function diffEntries(before: readonly Entry[], after: readonly Entry[]): ItemDiff[] {
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

export function listSection(
  key: string,
  label: string,
  items: ItemDiff[],
  renamedFrom: string | null = null,
): SectionDiff {
  return { key, label, kind: 'list', renamedFrom, items, counts: countItems(items) };
}

export interface Field {
  label: string;
  before: string | null;
  after: string | null;
}

export function fieldsSection(key: string, label: string, fields: readonly Field[]): SectionDiff {
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
