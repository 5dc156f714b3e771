import { z } from 'zod';
import {
  diffEntries,
  diffTextLists,
  type Entry,
  fieldsSection,
  listSection,
  type SectionDiff,
} from '../rules/item-diff';
import { type ArtifactTypeModule, contentFieldsOf } from './descriptor';
import { record, text, texts } from './read';

/*
 * Job description (spec §3): the role's summary, its process steps and the lists around them, and
 * (To-Be) which lines are marked as a Significant Change.
 */

const textList = z.array(z.string());

export const ProcessStepSchema = z.union([
  z.string(),
  z.looseObject({
    step: z.union([z.number(), z.string()]).optional(),
    name: z.string().optional(),
    description: z.string().optional(),
  }),
]);
export type ProcessStep = z.infer<typeof ProcessStepSchema>;

export const JobDescriptionContentSchema = z.looseObject({
  role: z.string().optional(),
  positionSummary: z.string().optional(),
  detailedDescription: z.string().optional(),
  /** A single string (one step per line), or a list of strings or step objects. */
  processSteps: z.union([z.string(), z.array(ProcessStepSchema)]).optional(),
  responsibilities: textList.optional(),
  ongoingActivities: textList.optional(),
  skills: textList.optional(),
  /** Significant Change marking (To-Be): the chosen mode and, in Manual mode, the ticked lines' text. */
  significanceMode: z.enum(['auto', 'manual']).optional(),
  significantLines: textList.optional(),
});
export type JobDescriptionContent = z.infer<typeof JobDescriptionContentSchema>;

/** The fields that carry a job description's content; the role and the marking settings are not content. */
export const JOB_DESCRIPTION_CONTENT_FIELDS = contentFieldsOf(JobDescriptionContentSchema, [
  'role',
  'significanceMode',
  'significantLines',
]);

export const JOB_DESCRIPTION_LABELS = {
  type: 'Job Description',
  empty: 'No job description content available',
  positionSummary: 'Position Summary',
  detailedDescription: 'Detailed Description',
  responsibilities: 'Responsibilities',
  ongoingActivities: 'Ongoing Activities',
  processSteps: 'Process Steps',
  skills: 'Skills',
} as const;

export interface NormalisedStep {
  number: number;
  name: string;
  description: string | null;
}

/**
 * Process steps in any of the three shapes of spec §3 — one string (a step per line, numbering
 * like "1." or "Step 1:" removed), a list of strings, or a list of {step, name, description} —
 * as numbered steps.
 */
export function normaliseProcessSteps(steps: unknown): NormalisedStep[] {
  if (typeof steps === 'string') {
    return steps
      .split(/\r?\n/)
      .map((l) => l.replace(/^\s*(?:step\s*)?\d+\s*[.):-]\s*/i, '').trim())
      .filter(Boolean)
      .map((name, i) => ({ number: i + 1, name, description: null }));
  }
  if (!Array.isArray(steps)) return [];
  const out: NormalisedStep[] = [];
  for (const item of steps) {
    if (typeof item === 'string') {
      if (item.trim()) out.push({ number: out.length + 1, name: item.trim(), description: null });
    } else if (item && typeof item === 'object') {
      const o = item as { step?: unknown; name?: unknown; description?: unknown };
      const name = typeof o.name === 'string' ? o.name.trim() : '';
      const description =
        typeof o.description === 'string' && o.description.trim() ? o.description.trim() : null;
      if (!name && !description) continue;
      const n = typeof o.step === 'number' ? o.step : Number.parseInt(String(o.step ?? ''), 10);
      out.push({
        number: Number.isFinite(n) && n > 0 ? n : out.length + 1,
        name: name || description!,
        description: name ? description : null,
      });
    }
  }
  return out;
}

/** The text a step is marked by, as on the job description card: "name: description". */
export function stepLine(step: NormalisedStep): string {
  return step.description ? `${step.name}: ${step.description}` : step.name;
}

export interface JobDescription {
  role: string | null;
  positionSummary: string | null;
  detailedDescription: string | null;
  steps: NormalisedStep[];
  responsibilities: string[];
  ongoingActivities: string[];
  skills: string[];
  significanceMode: 'auto' | 'manual';
  /** The ticked lines of Manual mode. */
  significantLines: string[];
}

export function readJobDescription(content: unknown): JobDescription {
  const c = record(content);
  let steps: NormalisedStep[];
  try {
    steps = normaliseProcessSteps(c.processSteps);
  } catch {
    steps = [];
  }
  return {
    role: text(c.role),
    positionSummary: text(c.positionSummary),
    detailedDescription: text(c.detailedDescription),
    steps,
    responsibilities: texts(c.responsibilities),
    ongoingActivities: texts(c.ongoingActivities),
    skills: texts(c.skills),
    significanceMode: c.significanceMode === 'manual' ? 'manual' : 'auto',
    significantLines: texts(c.significantLines),
  };
}

/** What the difference compares: the two summaries by field, then the steps and the three lists. */
export function jobDescriptionDiff(asIs: unknown, toBe: unknown): SectionDiff[] {
  const b = readJobDescription(asIs);
  const a = readJobDescription(toBe);
  const stepEntries = (jd: JobDescription): Entry[] =>
    jd.steps.map((s) => ({ label: s.name, detail: s.description, parts: [] }));
  const list = (key: 'responsibilities' | 'ongoingActivities' | 'skills', label: string) =>
    listSection(key, label, diffTextLists(b[key], a[key]));
  return [
    fieldsSection('summary', 'Summary', [
      { label: 'Position summary', before: b.positionSummary, after: a.positionSummary },
      { label: 'Detailed description', before: b.detailedDescription, after: a.detailedDescription },
    ]),
    listSection('processSteps', 'Process steps', diffEntries(stepEntries(b), stepEntries(a))),
    list('responsibilities', 'Responsibilities'),
    list('ongoingActivities', 'Ongoing activities'),
    list('skills', 'Skills'),
  ];
}

/** The job description descriptor (registry.ts lists it). */
export const JOB_DESCRIPTION_TYPE = {
  key: 'job_description',
  types: ['job_description'],
  label: JOB_DESCRIPTION_LABELS.type,
  emptyText: JOB_DESCRIPTION_LABELS.empty,
  contentFields: JOB_DESCRIPTION_CONTENT_FIELDS,
  schema: JobDescriptionContentSchema,
  read: readJobDescription,
  diff: jobDescriptionDiff,
} as const satisfies ArtifactTypeModule<JobDescription>;
