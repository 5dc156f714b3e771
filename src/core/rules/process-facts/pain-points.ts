import { titledPainPoints } from '../../artifact-types';
import { belongsTo, type PainPointRowRef, painPointKey, sameTitle } from '../pain-points';
import { RESOLUTION_STRENGTH } from '../readiness';
import type { FactArtifact } from './types';

/*
 * The pain points of a process with one status each: the strongest it holds, as the readiness
 * report counts it (resolved, partially resolved, parking lot, not addressed), then the tracker's
 * working statuses. A pain point listed twice is listed once.
 */

/** Every status a pain point can hold, strongest first. */
export const STATUS_ORDER: readonly string[] = [...RESOLUTION_STRENGTH, 'in_progress', 'not_started'];

/** The strongest of the statuses held; null when none is. */
export function strongestStatus(statuses: readonly string[]): string | null {
  const rank = (s: string) => (STATUS_ORDER.includes(s) ? STATUS_ORDER.indexOf(s) : STATUS_ORDER.length);
  return [...statuses].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export interface PainPointFact {
  title: string;
  /** The As-Is statement of the problem. */
  today: string | null;
  /** What the To-Be says changes. */
  toBe: string | null;
  /** The strongest status held; null when none is set. */
  status: string | null;
}

/** Resolved and partially resolved: the To-Be addresses the pain point. */
export const ADDRESSED_STATUSES: readonly string[] = ['resolved', 'partially_resolved'];

/**
 * The To-Be pain points (statuses are tracked against them, by id) with the As-Is statement of
 * each (the As-Is pain point of the same title); the As-Is list when there is no To-Be one.
 */
export function painPointFacts(
  asIs: FactArtifact | null,
  toBe: FactArtifact | null,
  statuses: readonly (PainPointRowRef & { status: string })[],
): PainPointFact[] {
  const toBeList = titledPainPoints(toBe?.content);
  const asIsList = titledPainPoints(asIs?.content);
  const base = toBeList.length > 0 ? toBeList : asIsList;
  const seen = new Set<string>();
  return base.flatMap((p) => {
    const key = painPointKey(p);
    if (seen.has(key)) return [];
    seen.add(key);
    const today = asIsList.find((a) => sameTitle(a.title, p.title))?.description ?? null;
    return [
      {
        title: p.title,
        today: toBeList.length ? today : p.description,
        toBe: toBeList.length ? p.description : null,
        status: strongestStatus(statuses.filter((s) => belongsTo(s, p)).map((s) => s.status)),
      },
    ];
  });
}
