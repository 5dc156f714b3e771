import { titledPainPoints } from '@core/artifact-types';
import { canonicalType } from '@core/rules/artifact-shapes';
import { sameTitle } from '@core/rules/pain-points';
import { isUuid, LIMITS } from '@core/schemas/common';
import { z } from 'zod';

/** The pain point list scrolls past this height (spec §9). */
export const PAIN_POINT_LIST_MAX_HEIGHT = 500;

export interface PainPointItem {
  /** Its id in the process (issue 19): statuses and links hang on it. Null only in content from before ids. */
  id: string | null;
  title: string;
  description: string | null;
  impact: string | null;
}

/** The To-Be pain points artifact whose pain points are tracked: the first one (spec §2, §4). */
export function toBePainPointsArtifact<T extends { type: string; state: string }>(
  artifacts: readonly T[],
): T | null {
  return artifacts.find((a) => a.state === 'to_be' && canonicalType(a.type) === 'pain_points') ?? null;
}

/**
 * The pain points of an artifact's content, whatever shape it arrived in; untitled ones are left
 * out, and an id that is no UUID counts as none.
 */
export function painPointItems(content: unknown): PainPointItem[] {
  return titledPainPoints(content).map((p) => ({
    ...p,
    id: p.id !== null && isUuid(p.id) ? p.id.toLowerCase() : null,
  }));
}

/** The Add New Pain Point form (spec §5: a non-blank title is required). */
export const NewPainPointSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .max(LIMITS.shortText, `The title must be at most ${LIMITS.shortText} characters.`),
  description: z
    .string()
    .trim()
    .max(LIMITS.description, `The description must be at most ${LIMITS.description} characters.`),
  impact: z
    .string()
    .trim()
    .max(LIMITS.shortText, `The impact must be at most ${LIMITS.shortText} characters.`),
});
export type NewPainPointForm = z.input<typeof NewPainPointSchema>;
export type NewPainPoint = z.output<typeof NewPainPointSchema>;

export const DUPLICATE_PAIN_POINT_ERROR = 'A pain point with this title already exists.';

/** Titles name pain points to people, so a second one with the same title is refused. */
export function isDuplicatePainPoint(title: string, items: readonly Pick<PainPointItem, 'title'>[]): boolean {
  return items.some((item) => sameTitle(item.title, title));
}

/** The stored shape: empty optional fields are left out; the server gives the new pain point its id. */
export function toPainPoint(form: NewPainPoint): { title: string; description?: string; impact?: string } {
  return {
    title: form.title,
    ...(form.description ? { description: form.description } : {}),
    ...(form.impact ? { impact: form.impact } : {}),
  };
}
