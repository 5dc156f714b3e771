import { z } from 'zod';
import {
  diffEntries,
  diffTextLists,
  type Entry,
  listSection,
  matchEntries,
  plain,
  type SectionDiff,
  textKey,
} from '../rules/item-diff';
import type { ArtifactTypeModule } from './descriptor';
import { isRecord, record, records, stringText, text, texts } from './read';

/*
 * Cross-functional coordination (spec §3): titled sections of items (some in subsections), and a
 * list of coordination activities.
 */

const textList = z.array(z.string());

export const CrossFunctionalSubsectionSchema = z.looseObject({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  items: textList.optional(),
});
export const CrossFunctionalSectionSchema = z.looseObject({
  title: z.string().optional(),
  subsections: z.array(CrossFunctionalSubsectionSchema).optional(),
  items: textList.optional(),
});
export const CrossFunctionalContentSchema = z.looseObject({
  sections: z.array(CrossFunctionalSectionSchema).optional(),
  coordinationActivities: z
    .array(z.looseObject({ activity: z.string().optional(), description: z.string().optional() }))
    .optional(),
});
export type CrossFunctionalContent = z.infer<typeof CrossFunctionalContentSchema>;

export const CROSS_FUNCTIONAL_CONTENT_FIELDS = ['sections', 'coordinationActivities'] as const;

export const CROSS_FUNCTIONAL_LABELS = {
  type: 'Cross-Functional Coordination',
  empty: 'No cross-functional content available',
  coordinationActivities: 'Coordination Activities',
  untitledSection: 'Coordination items',
} as const;

export interface CoordinationSubsection {
  /** Its title, else its subtitle. */
  title: string | null;
  /** The subtitle shown beside a title; null when there is none or it stands in as the title. */
  subtitle: string | null;
  items: string[];
}

export interface CoordinationSection {
  title: string | null;
  items: string[];
  subsections: CoordinationSubsection[];
}

export interface CoordinationActivity {
  activity: string | null;
  description: string | null;
}

export interface CrossFunctional {
  /** Every section object, in order, even an empty one (the report numbers them). */
  sections: CoordinationSection[];
  /** Activities with an activity or a description; a bare string is an activity (a bare number is no entry). */
  activities: CoordinationActivity[];
}

export function readCrossFunctional(content: unknown): CrossFunctional {
  const c = record(content);
  const sections = records(c.sections).map((s) => ({
    title: text(s.title),
    items: texts(s.items),
    subsections: records(s.subsections).map((sub) => {
      const title = text(sub.title);
      const subtitle = text(sub.subtitle);
      return { title: title ?? subtitle, subtitle: title ? subtitle : null, items: texts(sub.items) };
    }),
  }));
  const activities: CoordinationActivity[] = [];
  for (const a of Array.isArray(c.coordinationActivities) ? c.coordinationActivities : []) {
    const single = stringText(a);
    if (single) activities.push({ activity: single, description: null });
    else if (isRecord(a)) {
      const activity = text(a.activity);
      const description = text(a.description);
      if (activity || description) activities.push({ activity, description });
    }
  }
  return { sections, activities };
}

interface DiffSection {
  title: string | null;
  items: string[];
}

/** The sections the difference compares: subsection items, then the section's own, untitled empty ones left out. */
function diffSectionsOf(cf: CrossFunctional): DiffSection[] {
  return cf.sections.flatMap((s) => {
    const items = [...s.subsections.flatMap((sub) => sub.items), ...s.items];
    return s.title || items.length ? [{ title: s.title, items }] : [];
  });
}

const activityEntry = (a: CoordinationActivity): Entry =>
  a.activity ? { label: a.activity, detail: a.description, parts: [] } : plain(a.description!);

/** Sections are matched by title like items, then their items (subsections' too) are differenced. */
export function crossFunctionalDiff(asIs: unknown, toBe: unknown): SectionDiff[] {
  const cfBefore = readCrossFunctional(asIs);
  const cfAfter = readCrossFunctional(toBe);
  const before = diffSectionsOf(cfBefore);
  const after = diffSectionsOf(cfAfter);
  const untitled = CROSS_FUNCTIONAL_LABELS.untitledSection;
  const asEntry = (s: DiffSection): Entry => plain(s.title ?? untitled);
  const sections = matchEntries(before.map(asEntry), after.map(asEntry)).map(({ before: i, after: j }, n) => {
    const b = i === null ? null : before[i]!;
    const a = j === null ? null : after[j]!;
    const title = (a ?? b)!.title ?? untitled;
    const oldTitle = b?.title ?? untitled;
    const renamed = a && b && textKey(title) !== textKey(oldTitle) ? oldTitle : null;
    return listSection(`section-${n}`, title, diffTextLists(b?.items ?? [], a?.items ?? []), renamed);
  });
  return [
    ...sections,
    listSection(
      'coordinationActivities',
      'Coordination activities',
      diffEntries(cfBefore.activities.map(activityEntry), cfAfter.activities.map(activityEntry)),
    ),
  ];
}

/** The cross functional descriptor (registry.ts lists it). */
export const CROSS_FUNCTIONAL_TYPE = {
  key: 'cross_functional',
  types: ['cross_functional'],
  label: CROSS_FUNCTIONAL_LABELS.type,
  emptyText: CROSS_FUNCTIONAL_LABELS.empty,
  contentFields: CROSS_FUNCTIONAL_CONTENT_FIELDS,
  schema: CrossFunctionalContentSchema,
  read: readCrossFunctional,
  diff: crossFunctionalDiff,
} as const satisfies ArtifactTypeModule<CrossFunctional>;
