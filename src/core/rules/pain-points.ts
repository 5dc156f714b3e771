import { isRecord } from '../artifact-types/read';
import type { PainPoint, PainPointsContent } from '../schemas/artifact-content';
import { isUuid } from '../schemas/common';

/*
 * Pain points (issue 19): each has an id inside its process's pain points content, and statuses and
 * links hang on that id, so a rename keeps them and a removal takes them away. Titles still name a
 * pain point to people: two in one list may not share one, compared trimmed and ignoring case.
 */

/** Titles compare trimmed and ignoring case (the tracker and the editors refuse a second one). */
export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

function titleKey(title: string): string {
  return title.trim().toLowerCase();
}

/** How a pain point without an id is matched: its title, trimmed, inner whitespace collapsed, ignoring case. */
function legacyTitleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A pain point as the readers see it: content from before ids (tests, demo sources) has none. */
export interface PainPointRef {
  id?: string | null;
  title: string;
}

/** What a status or link row says about its pain point. */
export interface PainPointRowRef {
  painPointId?: string | null;
  painPointTitle: string;
}

/**
 * A pain point's identity: its id. One without an id (content from before ids) goes by its title,
 * and only a row without an id can match it, so a row kept from before ids whose title matched
 * nothing never attaches to a pain point that has one.
 */
export function painPointKey(painPoint: PainPointRef): string {
  return painPoint.id ? `id:${painPoint.id.toLowerCase()}` : `title:${legacyTitleKey(painPoint.title)}`;
}

/** The identity of the pain point a status or link row belongs to (see painPointKey). */
export function rowPainPointKey(row: PainPointRowRef): string {
  return row.painPointId
    ? `id:${row.painPointId.toLowerCase()}`
    : `title:${legacyTitleKey(row.painPointTitle)}`;
}

/** Whether a status or link row belongs to this pain point. */
export function belongsTo(row: PainPointRowRef, painPoint: PainPointRef): boolean {
  return rowPainPointKey(row) === painPointKey(painPoint);
}

function painPointList(content: unknown): unknown[] | null {
  return isRecord(content) && Array.isArray(content.painPoints) ? content.painPoints : null;
}

/**
 * The titled pain points of any pain points content, in order, titles trimmed: an entry may be an
 * object with a title (and, once stored, an id) or, in older data, a bare string.
 */
export function painPointRefs(content: unknown): { id: string | null; title: string }[] {
  const out: { id: string | null; title: string }[] = [];
  for (const entry of painPointList(content) ?? []) {
    if (typeof entry === 'string') {
      if (entry.trim()) out.push({ id: null, title: entry.trim() });
      continue;
    }
    if (!isRecord(entry) || typeof entry.title !== 'string' || !entry.title.trim()) continue;
    const id = typeof entry.id === 'string' && isUuid(entry.id) ? entry.id.toLowerCase() : null;
    out.push({ id, title: entry.title.trim() });
  }
  return out;
}

/** The ids the pain points of a content hold (valid ones, lower case). */
export function painPointIds(content: unknown): string[] {
  const out: string[] = [];
  for (const entry of painPointList(content) ?? []) {
    if (isRecord(entry) && typeof entry.id === 'string' && isUuid(entry.id)) out.push(entry.id.toLowerCase());
  }
  return out;
}

export interface PainPointIdOptions {
  /**
   * The content as stored before this write. A pain point arriving without a usable id takes the
   * id of the one of the same title there, when no other pain point of the write holds it: a client
   * from before ids, or a copy that replaces the list, keeps what hangs on the pain points it keeps.
   */
  previous?: unknown;
  /** Ids the process's other pain points hold: one arriving with such an id (a copy) gets a new one. */
  taken?: ReadonlySet<string>;
  newId?: () => string;
}

/**
 * The content with an id on every pain point (objects only; a bare string cannot hold one and is
 * left for validation to refuse). An id is kept when it is a UUID that no earlier pain point of the
 * list and no other artifact of the process holds; otherwise the pain point gets the id of its
 * title in `previous`, or a new one. `changed` is false (and `content` the same value) when every
 * pain point already had its own id.
 */
export function withPainPointIds(
  content: unknown,
  options: PainPointIdOptions = {},
): { content: unknown; changed: boolean } {
  const list = painPointList(content);
  if (!list) return { content, changed: false };
  const taken = options.taken ?? new Set<string>();
  const newId = options.newId ?? (() => crypto.randomUUID());
  const used = new Set<string>();
  const kept = list.map((entry) => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || !isUuid(entry.id)) return null;
    const id = entry.id.toLowerCase();
    if (used.has(id) || taken.has(id)) return null;
    used.add(id);
    return id;
  });
  if (list.every((entry, i) => !isRecord(entry) || kept[i] === entry.id)) return { content, changed: false };

  const previousByTitle = new Map<string, string>();
  for (const p of painPointRefs(options.previous)) {
    const key = titleKey(p.title);
    if (p.id && !previousByTitle.has(key)) previousByTitle.set(key, p.id);
  }
  const painPoints = list.map((entry, i) => {
    if (!isRecord(entry)) return entry;
    const keptId = kept[i];
    if (keptId) return keptId === entry.id ? entry : { ...entry, id: keptId };
    const fromTitle =
      typeof entry.title === 'string' ? previousByTitle.get(titleKey(entry.title)) : undefined;
    const id = fromTitle && !used.has(fromTitle) && !taken.has(fromTitle) ? fromTitle : newId();
    used.add(id);
    return { ...entry, id };
  });
  return { content: { ...(content as Record<string, unknown>), painPoints }, changed: true };
}

/** The content with one pain point appended, unless one with that title is already there. */
export function addPainPoint(
  content: PainPointsContent | null | undefined,
  painPoint: PainPoint,
): PainPointsContent {
  const list = content?.painPoints ?? [];
  if (list.some((p) => sameTitle(p.title, painPoint.title))) return { ...content, painPoints: list };
  return { ...content, painPoints: [...list, painPoint] };
}

/** The content without that pain point: the one of its id, or (no id) every one of its title. */
export function removePainPoint(
  content: PainPointsContent | null | undefined,
  painPoint: PainPointRef,
): PainPointsContent {
  const key = painPointKey(painPoint);
  return {
    ...content,
    painPoints: (content?.painPoints ?? []).filter(
      (p) =>
        painPointKey({ id: typeof p.id === 'string' && isUuid(p.id) ? p.id : null, title: p.title }) !== key,
    ),
  };
}
