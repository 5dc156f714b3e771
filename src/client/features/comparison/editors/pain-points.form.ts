import { records } from '@core/artifact-types';
import { sameTitle } from '@core/rules/pain-points';
import type { PainPointsContent } from '@core/schemas/artifact-content';
import { z } from 'zod';
import {
  allBlank,
  baseOf,
  type Extra,
  extraOf,
  formText,
  putList,
  storedFields,
  storedItem,
} from './form-utils';

export interface PainPointItem {
  title: string;
  description: string;
  impact: string;
  extra: Extra;
}

export interface PainPointsForm {
  painPoints: PainPointItem[];
}

export function toPainPointsForm(content: unknown): PainPointsForm {
  const c = storedFields(content);
  const list = records(c.painPoints);
  return {
    painPoints: list
      .map((p) => ({
        title: formText(p.title),
        description: formText(p.description),
        impact: formText(p.impact),
        extra: extraOf(p, ['title', 'description', 'impact']),
      }))
      .filter((p) => !allBlank(p.title, p.description, p.impact)),
  };
}

/** Each pain point with its title, description and impact; blank ones are dropped. */
export function fromPainPointsForm(values: PainPointsForm, base?: unknown): PainPointsContent {
  const out = baseOf(base);
  const painPoints = (values.painPoints ?? [])
    .filter((p) => !allBlank(p.title, p.description, p.impact))
    .map((p) =>
      storedItem({ ...p.extra, title: p.title.trim() }, { description: p.description, impact: p.impact }),
    );
  putList(out, 'painPoints', painPoints);
  return out as PainPointsContent;
}

export const EMPTY_PAIN_POINT: PainPointItem = { title: '', description: '', impact: '', extra: {} };

export const PainPointsFormSchema = z.object({
  painPoints: z
    .array(
      z
        .looseObject({
          title: z.string().max(300, 'Keep the title under 300 characters'),
          description: z.string().max(5000, 'Keep the description under 5,000 characters'),
          impact: z.string().max(2000, 'Keep the impact under 2,000 characters'),
        })
        .refine((p) => p.title.trim() !== '' || allBlank(p.description, p.impact), {
          message: 'Give the pain point a title, or remove it',
          path: ['title'],
        }),
    )
    .superRefine((list, ctx) => {
      // Resolution statuses are tracked by title: two pain points may not share one.
      list.forEach((p, i) => {
        if (!p.title.trim()) return;
        if (list.slice(0, i).some((q) => q.title.trim() && sameTitle(q.title, p.title))) {
          ctx.addIssue({
            code: 'custom',
            message: 'Another pain point has this title',
            path: [i, 'title'],
          });
        }
      });
    }),
});
