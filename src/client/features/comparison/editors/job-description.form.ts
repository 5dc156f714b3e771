import type { JobDescriptionContent } from '@core/schemas/artifact-content';
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
  putText,
  storedFields,
  storedItem,
  type TextItem,
  textItemSchema,
  toTextItems,
} from './form-utils';

/** One process step in the form: its name and description; any other stored field rides in `extra`. */
export interface StepItem {
  name: string;
  description: string;
  extra: Extra;
}

export interface JobDescriptionForm {
  positionSummary: string;
  detailedDescription: string;
  responsibilities: TextItem[];
  ongoingActivities: TextItem[];
  processSteps: StepItem[];
  skills: TextItem[];
}

const STEP_KNOWN = ['step', 'name', 'description'] as const;

/**
 * The steps of any stored shape (spec §3): one text with a step per line, a list of texts, or a
 * list of {step, name, description}. A step with only a description is shown with it as its name,
 * as the card does.
 */
function toSteps(value: unknown): StepItem[] {
  if (typeof value === 'string') {
    return value
      .split(/\r?\n/)
      .map((line) => line.replace(/^\s*(?:step\s*)?\d+\s*[.):-]\s*/i, '').trim())
      .filter(Boolean)
      .map((name) => ({ name, description: '', extra: {} }));
  }
  if (!Array.isArray(value)) return [];
  const steps: StepItem[] = [];
  for (const item of value) {
    if (typeof item === 'string') {
      if (item.trim()) steps.push({ name: item, description: '', extra: {} });
    } else if (isRecord(item)) {
      const name = formText(item.name);
      const description = formText(item.description);
      if (allBlank(name, description)) continue;
      steps.push(
        name.trim()
          ? { name, description, extra: extraOf(item, STEP_KNOWN) }
          : { name: description, description: '', extra: extraOf(item, STEP_KNOWN) },
      );
    }
  }
  return steps;
}

export function toJobDescriptionForm(content: unknown): JobDescriptionForm {
  const c = storedFields(content);
  return {
    positionSummary: formText(c.positionSummary),
    detailedDescription: formText(c.detailedDescription),
    responsibilities: toTextItems(c.responsibilities),
    ongoingActivities: toTextItems(c.ongoingActivities),
    processSteps: toSteps(c.processSteps),
    skills: toTextItems(c.skills),
  };
}

/**
 * The job description to store: the form's fields on top of `base`. Steps are written as
 * {step, name, description} numbered by their order in the form.
 */
export function fromJobDescriptionForm(values: JobDescriptionForm, base?: unknown): JobDescriptionContent {
  const out = baseOf(base);
  putText(out, 'positionSummary', values.positionSummary);
  putText(out, 'detailedDescription', values.detailedDescription);
  putList(out, 'responsibilities', fromTextItems(values.responsibilities));
  putList(out, 'ongoingActivities', fromTextItems(values.ongoingActivities));
  const steps = (values.processSteps ?? [])
    .filter((s) => !allBlank(s.name, s.description))
    .map((s, i) =>
      storedItem({ ...s.extra, step: i + 1, name: s.name.trim() }, { description: s.description }),
    );
  putList(out, 'processSteps', steps);
  putList(out, 'skills', fromTextItems(values.skills));
  return out as JobDescriptionContent;
}

export const EMPTY_STEP: StepItem = { name: '', description: '', extra: {} };

const textItem = textItemSchema(2000);

/** Per-field checks of the form (the content shape itself is checked on submit too). */
export const JobDescriptionFormSchema = z.object({
  positionSummary: z.string().max(5000, 'Keep the summary under 5,000 characters'),
  detailedDescription: z.string().max(20000, 'Keep the description under 20,000 characters'),
  responsibilities: z.array(textItem),
  ongoingActivities: z.array(textItem),
  processSteps: z.array(
    z
      .looseObject({
        name: z.string().max(500, 'Keep the step name under 500 characters'),
        description: z.string(),
      })
      .refine((s) => s.name.trim() !== '' || s.description.trim() === '', {
        message: 'Name the step, or remove it',
        path: ['name'],
      }),
  ),
  skills: z.array(textItem),
});
