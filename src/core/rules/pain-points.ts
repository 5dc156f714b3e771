import type { PainPoint, PainPointsContent } from '../schemas/artifact-content';

/** Titles identify pain points (statuses are stored by title), so they compare trimmed and ignoring case. */
export function sameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
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

/** The content without the pain point of that title. */
export function removePainPoint(
  content: PainPointsContent | null | undefined,
  title: string,
): PainPointsContent {
  return { ...content, painPoints: (content?.painPoints ?? []).filter((p) => !sameTitle(p.title, title)) };
}
