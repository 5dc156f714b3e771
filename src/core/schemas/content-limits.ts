import { z } from 'zod';
import { jsonValueDepth } from '../rules/json-depth';

/*
 * Content shapes of spec §3. Content arrives from demo data, imports and (later) editors, so
 * every field is optional and unknown fields are kept: a reader renders what it recognises.
 * Kept fields are not checked for shape, but every content, of every type, is held to the limits
 * below: the API, the editors and Bulk Import check the same ones.
 */

/**
 * How deep any artifact's content may nest (objects and lists). The deepest real shape, a
 * cross-functional section's subsection items, is 6 levels; 32 leaves room for unknown fields and
 * stays well under MAX_JSON_DEPTH (64) with everything that wraps content on its way: the request
 * body, an audit event's before and after, a row of an Export All data file.
 */
export const MAX_CONTENT_DEPTH = 32;

/**
 * How large any artifact's content may be: its JSON text in UTF-8. Half the JSON body limit
 * (2 MiB), so a save carrying the largest content and the artifact's own fields always fits in one
 * request; the demo set's largest content is a few kilobytes.
 */
export const MAX_CONTENT_BYTES = 1024 * 1024;

/** How large the content of an uploaded process file may be: a few facts about the file, no more. */
export const MAX_FILE_CONTENT_BYTES = 16 * 1024;

export const contentTooDeepMessage = () =>
  `The content is nested deeper than ${MAX_CONTENT_DEPTH} levels, the limit.`;

export const contentTooLargeMessage = (maxBytes = MAX_CONTENT_BYTES) =>
  `The content is larger than ${formatKib(maxBytes)} (${maxBytes.toLocaleString('en-US')} bytes of JSON), the limit.`;

function formatKib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;
}

/** The UTF-8 length of a string, without encoding it. */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair: 4 bytes for 2 UTF-16 units.
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 2;
        i++;
        continue;
      }
    }
    if (c >= 0x800) bytes += 2;
    else if (c >= 0x80) bytes += 1;
  }
  return bytes;
}

/**
 * Why `value` breaks the content limits, or null when it keeps them. Depth is measured first and
 * without recursion, so a hostile value is never serialised.
 */
export function contentLimitProblem(value: unknown, maxBytes = MAX_CONTENT_BYTES): string | null {
  if (jsonValueDepth(value, MAX_CONTENT_DEPTH) > MAX_CONTENT_DEPTH) return contentTooDeepMessage();
  const text = JSON.stringify(value) as string | undefined;
  if (text !== undefined && (text.length > maxBytes || utf8Length(text) > maxBytes)) {
    return contentTooLargeMessage(maxBytes);
  }
  return null;
}

const limitsCheck =
  (maxBytes: number) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    const problem = contentLimitProblem(value, maxBytes);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** Any content, whatever its type: within MAX_CONTENT_DEPTH and MAX_CONTENT_BYTES. */
export const ContentLimitsSchema = z.unknown().superRefine(limitsCheck(MAX_CONTENT_BYTES));

/** `shape`, checked only once the content keeps the limits (so the message names the limit). */
function withinLimits<T extends z.ZodType>(shape: T, maxBytes = MAX_CONTENT_BYTES) {
  return z.unknown().superRefine(limitsCheck(maxBytes)).pipe(shape);
}

const text = z.string();
const textList = z.array(text);

export const SubordinateProcessSchema = z.looseObject({
  processId: z.string().optional(),
  roleName: text.optional(),
  description: text.optional(),
  keyResponsibilities: textList.optional(),
  /** Our addition: the subordinate role's own map image, shown in the full-view dialog. */
  imageUrl: text.optional(),
});

export const WorkflowMapContentSchema = z.looseObject({
  workflowType: text.optional(),
  description: text.optional(),
  subordinateProcesses: z.array(SubordinateProcessSchema).optional(),
  steps: z.number().optional(),
  decisionPoints: z.number().optional(),
  averageTime: text.optional(),
  automationLevel: text.optional(),
});
export type WorkflowMapContent = z.infer<typeof WorkflowMapContentSchema>;

export const SipocContentSchema = z.looseObject({
  suppliers: textList.optional(),
  inputs: textList.optional(),
  process: textList.optional(),
  outputs: textList.optional(),
  customers: textList.optional(),
  suppliersFullNames: textList.optional(),
  inputsFullNames: textList.optional(),
  processFullNames: textList.optional(),
  outputsFullNames: textList.optional(),
  customersFullNames: textList.optional(),
});
export type SipocContent = z.infer<typeof SipocContentSchema>;

export const ProcessStepSchema = z.union([
  text,
  z.looseObject({
    step: z.union([z.number(), text]).optional(),
    name: text.optional(),
    description: text.optional(),
  }),
]);
export type ProcessStep = z.infer<typeof ProcessStepSchema>;

export const JobDescriptionContentSchema = z.looseObject({
  role: text.optional(),
  positionSummary: text.optional(),
  detailedDescription: text.optional(),
  /** A single string (one step per line), or a list of strings or step objects. */
  processSteps: z.union([text, z.array(ProcessStepSchema)]).optional(),
  responsibilities: textList.optional(),
  ongoingActivities: textList.optional(),
  skills: textList.optional(),
  /** Significant Change marking (To-Be): the chosen mode and, in Manual mode, the ticked lines' text. */
  significanceMode: z.enum(['auto', 'manual']).optional(),
  significantLines: textList.optional(),
});
export type JobDescriptionContent = z.infer<typeof JobDescriptionContentSchema>;

export const SystemSchema = z.looseObject({
  name: text,
  purpose: text.optional(),
  keyFunctions: textList.optional(),
});
export const SystemsContentSchema = z.looseObject({ systems: z.array(SystemSchema).optional() });
export type SystemsContent = z.infer<typeof SystemsContentSchema>;

export const CrossFunctionalSubsectionSchema = z.looseObject({
  title: text.optional(),
  subtitle: text.optional(),
  items: textList.optional(),
});
export const CrossFunctionalSectionSchema = z.looseObject({
  title: text.optional(),
  subsections: z.array(CrossFunctionalSubsectionSchema).optional(),
  items: textList.optional(),
});
export const CrossFunctionalContentSchema = z.looseObject({
  sections: z.array(CrossFunctionalSectionSchema).optional(),
  coordinationActivities: z
    .array(z.looseObject({ activity: text.optional(), description: text.optional() }))
    .optional(),
});
export type CrossFunctionalContent = z.infer<typeof CrossFunctionalContentSchema>;

export const PainPointSchema = z.looseObject({
  /**
   * Issue 19: the pain point's id inside its process (a UUID); statuses and links hang on it. The
   * server gives one to every pain point that comes without (or with one another pain point holds).
   */
  id: text.optional(),
  title: text,
  description: text.optional(),
  impact: text.optional(),
});
export type PainPoint = z.infer<typeof PainPointSchema>;
export const PainPointsContentSchema = z.looseObject({ painPoints: z.array(PainPointSchema).optional() });
export type PainPointsContent = z.infer<typeof PainPointsContentSchema>;

/**
 * Content of an uploaded process file (types pdf, doc, docx, xls, xlsx, vsd, vsdx): the file itself
 * is at the artifact's fileUrl, so its content is null (what the upload dialog writes) or an object
 * of a few facts about the file, at most MAX_FILE_CONTENT_BYTES. Nothing in the app reads these
 * facts; the artifact content dialog shows whatever an object holds.
 */
export const ProcessFileContentSchema = z.looseObject({
  fileName: text.optional(),
  mediaType: text.optional(),
  size: z.number().int().min(0).optional(),
  sha256: text.optional(),
  pageCount: z.number().int().min(0).optional(),
  notes: text.optional(),
});
export type ProcessFileContent = z.infer<typeof ProcessFileContentSchema>;

/** What a process file's content must satisfy on every write (null aside): shape and the smaller limit. */
export const PROCESS_FILE_CONTENT_SCHEMA = withinLimits(ProcessFileContentSchema, MAX_FILE_CONTENT_BYTES);

/**
 * The content each canonical type must satisfy on every write (null aside): the content limits
 * first, then the type's shape.
 */
export const CONTENT_SCHEMA_BY_TYPE = {
  job_description: withinLimits(JobDescriptionContentSchema),
  workflow_map: withinLimits(WorkflowMapContentSchema),
  sipoc: withinLimits(SipocContentSchema),
  role_sipoc: withinLimits(SipocContentSchema),
  cross_functional: withinLimits(CrossFunctionalContentSchema),
  systems: withinLimits(SystemsContentSchema),
  pain_points: withinLimits(PainPointsContentSchema),
} as const;
