import { records } from '@core/artifact-types';
import type { CrossFunctionalContent } from '@core/schemas/artifact-content';
import { z } from 'zod';
import {
  allBlank,
  baseOf,
  type Extra,
  extraOf,
  formText,
  fromTextItems,
  isRecord,
  putList,
  storedFields,
  storedItem,
  type TextItem,
  textItemSchema,
  toTextItems,
} from './form-utils';

export interface SubsectionItem {
  title: string;
  subtitle: string;
  items: TextItem[];
  extra: Extra;
}

/** A section holds subsections, plain items, or both. */
export interface SectionItem {
  title: string;
  subsections: SubsectionItem[];
  items: TextItem[];
  extra: Extra;
}

export interface ActivityItem {
  activity: string;
  description: string;
  extra: Extra;
}

export interface CrossFunctionalForm {
  sections: SectionItem[];
  coordinationActivities: ActivityItem[];
}

export function toCrossFunctionalForm(content: unknown): CrossFunctionalForm {
  const c = storedFields(content);
  const activities: ActivityItem[] = [];
  for (const a of Array.isArray(c.coordinationActivities) ? c.coordinationActivities : []) {
    if (typeof a === 'string') {
      if (a.trim()) activities.push({ activity: a, description: '', extra: {} });
    } else if (isRecord(a)) {
      activities.push({
        activity: formText(a.activity),
        description: formText(a.description),
        extra: extraOf(a, ['activity', 'description']),
      });
    }
  }
  return {
    sections: records(c.sections).map((s) => ({
      title: formText(s.title),
      subsections: records(s.subsections).map((sub) => ({
        title: formText(sub.title),
        subtitle: formText(sub.subtitle),
        items: toTextItems(sub.items),
        extra: extraOf(sub, ['title', 'subtitle', 'items']),
      })),
      items: toTextItems(s.items),
      extra: extraOf(s, ['title', 'subsections', 'items']),
    })),
    coordinationActivities: activities.filter((a) => !allBlank(a.activity, a.description)),
  };
}

/** Sections (with their subsections and items) and coordination activities; blank entries are dropped. */
export function fromCrossFunctionalForm(values: CrossFunctionalForm, base?: unknown): CrossFunctionalContent {
  const out = baseOf(base);
  const sections = (values.sections ?? [])
    .map((s) => {
      const subsections = (s.subsections ?? [])
        .map((sub) => ({ ...sub, texts: fromTextItems(sub.items) }))
        .filter((sub) => !allBlank(sub.title, sub.subtitle) || sub.texts.length > 0)
        .map((sub) =>
          storedItem(sub.extra, { title: sub.title, subtitle: sub.subtitle }, { items: sub.texts }),
        );
      return storedItem(s.extra, { title: s.title }, { subsections, items: fromTextItems(s.items) });
    })
    .filter((s) => s.title !== undefined || s.subsections !== undefined || s.items !== undefined);
  putList(out, 'sections', sections);
  const activities = (values.coordinationActivities ?? [])
    .filter((a) => !allBlank(a.activity, a.description))
    .map((a) => storedItem(a.extra, { activity: a.activity, description: a.description }));
  putList(out, 'coordinationActivities', activities);
  return out as CrossFunctionalContent;
}

export const EMPTY_SECTION: SectionItem = { title: '', subsections: [], items: [], extra: {} };
export const EMPTY_SUBSECTION: SubsectionItem = { title: '', subtitle: '', items: [], extra: {} };
export const EMPTY_ACTIVITY: ActivityItem = { activity: '', description: '', extra: {} };

const textItems = z.array(textItemSchema(2000));

export const CrossFunctionalFormSchema = z.object({
  sections: z.array(
    z
      .looseObject({
        title: z.string().max(300, 'Keep the title under 300 characters'),
        items: textItems,
        subsections: z.array(
          z.looseObject({
            title: z.string().max(300, 'Keep the title under 300 characters'),
            subtitle: z.string().max(300, 'Keep the subtitle under 300 characters'),
            items: textItems,
          }),
        ),
      })
      .refine(
        (s) =>
          s.title.trim() !== '' ||
          (fromTextItems(s.items).length === 0 &&
            s.subsections.every(
              (sub) => allBlank(sub.title, sub.subtitle) && !fromTextItems(sub.items).length,
            )),
        { message: 'Give the section a title, or remove it', path: ['title'] },
      ),
  ),
  coordinationActivities: z.array(
    z
      .looseObject({
        activity: z.string().max(300, 'Keep the activity under 300 characters'),
        description: z.string().max(2000, 'Keep the description under 2,000 characters'),
      })
      .refine((a) => a.activity.trim() !== '' || a.description.trim() === '', {
        message: 'Name the activity, or remove it',
        path: ['activity'],
      }),
  ),
});
