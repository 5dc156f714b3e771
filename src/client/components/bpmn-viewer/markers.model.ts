import type { MapChange, MapDiff } from '@core/schemas/map-diff';

/*
 * Show changes on the two canvases (issue 21): which element of which diagram gets which mark.
 * Removed elements exist only in the As-Is, added ones only in the To-Be; renamed, moved and
 * changed elements exist in both and are marked on both. Each mark has a colour AND a symbol.
 */

export type DiagramSide = 'as_is' | 'to_be';
export type MarkKind = 'added' | 'removed' | 'changed';

export interface ElementMark {
  id: string;
  kind: MarkKind;
}

export const MARK_STYLE: Record<MarkKind, { symbol: string; label: string }> = {
  added: { symbol: '+', label: 'Added' },
  removed: { symbol: '−', label: 'Removed' },
  changed: { symbol: '~', label: 'Changed' },
};

/** The marks one canvas shows for a map difference (none while the difference is not available). */
export function marksFor(diff: MapDiff | null | undefined, side: DiagramSide): ElementMark[] {
  if (!diff?.available) return [];
  const own = side === 'as_is' ? diff.ids.removed : diff.ids.added;
  const kind: MarkKind = side === 'as_is' ? 'removed' : 'added';
  const marks: ElementMark[] = own.map((id) => ({ id, kind }));
  const seen = new Set(own);
  for (const id of diff.ids.changed) {
    if (!seen.has(id)) marks.push({ id, kind: 'changed' });
  }
  return marks;
}

/** How a change is marked: renamed, moved and changed all read as "changed" on the canvas. */
export function markKindOf(change: MapChange): MarkKind {
  return change.kind === 'added' || change.kind === 'removed' ? change.kind : 'changed';
}

/** The canvases a change can be found on: removed → As-Is, added → To-Be, the rest → both. */
export function sidesOf(change: MapChange): DiagramSide[] {
  const kind = markKindOf(change);
  return kind === 'removed' ? ['as_is'] : kind === 'added' ? ['to_be'] : ['as_is', 'to_be'];
}

/** Counts per mark kind, for the legend ("2 added, 1 removed, 3 changed"). */
export function markCounts(changes: MapChange[]): Record<MarkKind, number> {
  const counts: Record<MarkKind, number> = { added: 0, removed: 0, changed: 0 };
  for (const change of changes) counts[markKindOf(change)] += 1;
  return counts;
}
