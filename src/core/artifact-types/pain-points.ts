import { z } from 'zod';
import { diffEntries, type Entry, listSection, type SectionDiff } from '../rules/item-diff';
import type { ArtifactTypeModule } from './descriptor';
import { isRecord, record, stringText, text } from './read';

/* Pain points (spec §3): the problems of the As-Is, each with an id inside its process (issue 19). */

export const PainPointSchema = z.looseObject({
  /**
   * Issue 19: the pain point's id inside its process (a UUID); statuses and links hang on it. The
   * server gives one to every pain point that comes without (or with one another pain point holds).
   */
  id: z.string().optional(),
  title: z.string(),
  description: z.string().optional(),
  impact: z.string().optional(),
});
export type PainPoint = z.infer<typeof PainPointSchema>;
export const PainPointsContentSchema = z.looseObject({ painPoints: z.array(PainPointSchema).optional() });
export type PainPointsContent = z.infer<typeof PainPointsContentSchema>;

export const PAIN_POINTS_CONTENT_FIELDS = ['painPoints'] as const;

export const PAIN_POINTS_LABELS = {
  type: 'Pain Points',
  empty: 'No pain points content available',
  painPoint: 'Pain Point',
  description: 'Description',
  impact: 'Impact',
  untitled: 'Untitled pain point',
} as const;

export interface PainPointEntry {
  /** The id as stored, trimmed; null in content from before ids. */
  id: string | null;
  /** Null for a pain point with a description but no title. */
  title: string | null;
  description: string | null;
  impact: string | null;
}

/** The pain points with a title or a description; a bare string (older data) is a title, a bare number no entry. */
export function readPainPoints(content: unknown): PainPointEntry[] {
  const list = record(content).painPoints;
  const out: PainPointEntry[] = [];
  for (const p of Array.isArray(list) ? list : []) {
    const single = stringText(p);
    if (single) {
      out.push({ id: null, title: single, description: null, impact: null });
      continue;
    }
    if (!isRecord(p)) continue;
    const title = text(p.title);
    const description = text(p.description);
    if (!title && !description) continue;
    out.push({ id: stringText(p.id), title, description, impact: text(p.impact) });
  }
  return out;
}

/** The pain points that have a title: the ones statuses and links are tracked against. */
export function titledPainPoints(content: unknown): (PainPointEntry & { title: string })[] {
  return readPainPoints(content).filter((p): p is PainPointEntry & { title: string } => p.title !== null);
}

const painPointEntry = (p: PainPointEntry): Entry => {
  const detail = [p.description, p.impact ? `Impact: ${p.impact}` : null].filter(Boolean).join(' · ');
  return { label: p.title ?? PAIN_POINTS_LABELS.untitled, detail: detail || null, parts: [] };
};

/** What the difference compares: the pain points by title, with description and impact. */
export function painPointsDiff(asIs: unknown, toBe: unknown): SectionDiff[] {
  return [
    listSection(
      'painPoints',
      'Pain points',
      diffEntries(readPainPoints(asIs).map(painPointEntry), readPainPoints(toBe).map(painPointEntry)),
    ),
  ];
}

/** The pain points descriptor (registry.ts lists it). */
export const PAIN_POINTS_TYPE = {
  key: 'pain_points',
  types: ['pain_points'],
  label: PAIN_POINTS_LABELS.type,
  emptyText: PAIN_POINTS_LABELS.empty,
  contentFields: PAIN_POINTS_CONTENT_FIELDS,
  schema: PainPointsContentSchema,
  read: readPainPoints,
  diff: painPointsDiff,
} as const satisfies ArtifactTypeModule<PainPointEntry[]>;
