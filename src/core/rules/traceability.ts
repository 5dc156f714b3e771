import type { PainPointLinkKind } from '../schemas/traceability';
import { type PainPointRef, painPointKey, rowPainPointKey } from './pain-points';

/*
 * Traceability (issue 9): which outputs and training items address which To-Be pain point. The
 * links are stored by the pain point's id (issue 19; see pain-points.ts) and the target's name
 * (outputs) or id (training items), so they are matched the way the rest of the app matches those:
 * output names trimmed, inner whitespace collapsed, ignoring case; ids exactly. A link whose pain
 * point or target no longer exists is left out rather than shown dangling.
 */

/** The part of a stored link these rules read. */
export interface TraceLink {
  /** Absent or null only in data from before pain point ids: such a link goes by the title. */
  painPointId?: string | null;
  painPointTitle: string;
  kind: PainPointLinkKind;
  target: string;
}

/** Titles and output names compare trimmed, with inner whitespace collapsed and ignoring case. */
export function traceKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A target's identity: the kind plus the name key (outputs) or the id (training items). */
export function targetKey(kind: PainPointLinkKind, target: string): string {
  return `${kind}:${kind === 'output' ? traceKey(target) : target.trim()}`;
}

/** One link's identity: the pain point plus the target. */
export function linkKey(link: TraceLink): string {
  return `${rowPainPointKey(link)}\u0000${targetKey(link.kind, link.target)}`;
}

/** Lower-case ASCII words joined by hyphens, at most 48 characters; empty when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

/** A short, stable hash (FNV-1a, base 36) so two names with the same slug still get distinct ids. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

function nameId(prefix: string, name: string): string {
  const key = traceKey(name);
  const slug = slugify(key);
  return slug ? `${prefix}-${slug}-${shortHash(key)}` : `${prefix}-${shortHash(key)}`;
}

/** Element ids of what a link can point at: stable across reloads and the same for every spelling of a name. */
export const painPointElementId = (title: string) => nameId('pain-point', title);
export const outputElementId = (name: string) => nameId('output', name);
export const trainingArtifactElementId = (id: string) => `training-artifact-${slugify(id) || shortHash(id)}`;
export const tierDocumentElementId = (id: string) => `tier-document-${slugify(id) || shortHash(id)}`;

/** The element id of a link's target. */
export function targetElementId(kind: PainPointLinkKind, target: string): string {
  switch (kind) {
    case 'output':
      return outputElementId(target);
    case 'training_artifact':
      return trainingArtifactElementId(target);
    case 'tier_document':
      return tierDocumentElementId(target);
  }
}

/**
 * What exists now. A list left null is not known yet (still loading, or it failed): links of that
 * kind are kept until it is known, so nothing flickers away while the page loads.
 */
export interface TraceCatalogue {
  painPoints: readonly PainPointRef[] | null;
  outputs: readonly string[] | null;
  trainingArtifactIds: readonly string[] | null;
  tierDocumentIds: readonly string[] | null;
}

/** The links whose pain point and target both still exist, each once, in their stored order. */
export function liveLinks<L extends TraceLink>(links: readonly L[], catalogue: TraceCatalogue): L[] {
  const painPoints = catalogue.painPoints && new Set(catalogue.painPoints.map(painPointKey));
  const targets: Record<PainPointLinkKind, Set<string> | null> = {
    output: catalogue.outputs && new Set(catalogue.outputs.map((o) => targetKey('output', o))),
    training_artifact:
      catalogue.trainingArtifactIds &&
      new Set(catalogue.trainingArtifactIds.map((id) => targetKey('training_artifact', id))),
    tier_document:
      catalogue.tierDocumentIds &&
      new Set(catalogue.tierDocumentIds.map((id) => targetKey('tier_document', id))),
  };
  const seen = new Set<string>();
  return links.filter((link) => {
    if (painPoints && !painPoints.has(rowPainPointKey(link))) return false;
    const known = targets[link.kind];
    if (known && !known.has(targetKey(link.kind, link.target))) return false;
    const key = linkKey(link);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Links grouped by pain point (key: painPointKey of the pain point), each group in stored order. */
export function linksByPainPoint<L extends TraceLink>(links: readonly L[]): Map<string, L[]> {
  const out = new Map<string, L[]>();
  for (const link of links) {
    const key = rowPainPointKey(link);
    const group = out.get(key);
    if (group) group.push(link);
    else out.set(key, [link]);
  }
  return out;
}

/** Links grouped by target (key: targetKey), each group in stored order. */
export function linksByTarget<L extends TraceLink>(links: readonly L[]): Map<string, L[]> {
  const out = new Map<string, L[]>();
  for (const link of links) {
    const key = targetKey(link.kind, link.target);
    const group = out.get(key);
    if (group) group.push(link);
    else out.set(key, [link]);
  }
  return out;
}

/** The links of one pain point. */
export function linksOfPainPoint<L extends TraceLink>(links: readonly L[], painPoint: PainPointRef): L[] {
  const key = painPointKey(painPoint);
  return links.filter((link) => rowPainPointKey(link) === key);
}

/** The titles of the pain points one target addresses, each pain point once, in link order. */
export function painPointsAddressing(
  links: readonly TraceLink[],
  kind: PainPointLinkKind,
  target: string,
): string[] {
  const key = targetKey(kind, target);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const link of links) {
    if (targetKey(link.kind, link.target) !== key) continue;
    const painPoint = rowPainPointKey(link);
    if (seen.has(painPoint)) continue;
    seen.add(painPoint);
    out.push(link.painPointTitle.trim());
  }
  return out;
}

/** The stored link between a pain point and a target, if there is one. */
export function findLink<L extends TraceLink>(
  links: readonly L[],
  painPoint: PainPointRef,
  kind: PainPointLinkKind,
  target: string,
): L | undefined {
  const key = linkKey({ painPointId: painPoint.id, painPointTitle: painPoint.title, kind, target });
  return links.find((link) => linkKey(link) === key);
}

/** Case-insensitive search over an option's words: every word of the query must appear somewhere. */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = traceKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts
    .filter((t): t is string => typeof t === 'string')
    .map(traceKey)
    .join(' ');
  return words.every((word) => haystack.includes(word));
}
