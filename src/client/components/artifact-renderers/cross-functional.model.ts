import { isRecord, recordList, textList, textOf } from './content-utils';

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
  const c = isRecord(content) ? content : {};
  const sections: CrossFunctionalSection[] = [];
  for (const s of recordList(c.sections)) {
    const subsections = recordList(s.subsections)
      .map((sub) => {
        const title = textOf(sub.title);
        const subtitle = textOf(sub.subtitle);
        return { title: title ?? subtitle, subtitle: title ? subtitle : null, items: textList(sub.items) };
      })
      .filter((sub) => sub.title || sub.items.length);
    const items = textList(s.items);
    const title = textOf(s.title);
    if (!title && !subsections.length && !items.length) continue;
    sections.push({ title, subsections, items, hasSubsections: subsections.length > 0 });
  }
  const activities: CoordinationActivity[] = [];
  for (const a of Array.isArray(c.coordinationActivities) ? c.coordinationActivities : []) {
    if (typeof a === 'string' && a.trim()) {
      activities.push({ activity: a.trim(), description: null });
    } else if (isRecord(a)) {
      const activity = textOf(a.activity);
      const description = textOf(a.description);
      if (activity || description)
        activities.push({ activity: activity ?? description!, description: activity ? description : null });
    }
  }
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
