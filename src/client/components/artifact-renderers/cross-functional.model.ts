import { readCrossFunctional } from '@core/artifact-types';

export interface CrossFunctionalSubsection {
  /** `title`, or `subtitle` when the data names only that. */
  title: string | null;
  /** A `subtitle` shown under a `title`. */
  subtitle: string | null;
  items: string[];
}

export interface CrossFunctionalSection {
  title: string | null;
  subsections: CrossFunctionalSubsection[];
  items: string[];
  hasSubsections: boolean;
}

export interface CoordinationActivity {
  activity: string;
  description: string | null;
}

export interface CrossFunctionalView {
  sections: CrossFunctionalSection[];
  activities: CoordinationActivity[];
  hasContent: boolean;
}

/** Both §3 shapes: `sections` (with subsections or plain items) and `coordinationActivities`. */
export function crossFunctionalBlocks(content: unknown): CrossFunctionalView {
  const read = readCrossFunctional(content);
  const sections: CrossFunctionalSection[] = [];
  for (const s of read.sections) {
    const subsections = s.subsections.filter((sub) => sub.title || sub.items.length);
    if (!s.title && !subsections.length && !s.items.length) continue;
    sections.push({ title: s.title, subsections, items: s.items, hasSubsections: subsections.length > 0 });
  }
  // An activity known only by its description shows the description as the activity.
  const activities = read.activities.map((a) => ({
    activity: a.activity ?? a.description!,
    description: a.activity ? a.description : null,
  }));
  return { sections, activities, hasContent: sections.length > 0 || activities.length > 0 };
}

/** To-Be trailing sections scroll (spec §9): 224 px when they have subsections, 192 px for plain lists. */
export const SCROLL_WITH_SUBSECTIONS = 224;
export const SCROLL_PLAIN_LIST = 192;

/** The max height of a section's scroll box, or null when the section does not scroll. */
export function sectionScrollLimit(
  state: 'as_is' | 'to_be',
  index: number,
  hasSubsections: boolean,
): number | null {
  if (state !== 'to_be' || index === 0) return null;
  return hasSubsections ? SCROLL_WITH_SUBSECTIONS : SCROLL_PLAIN_LIST;
}
