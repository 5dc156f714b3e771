import { COMPARISON_ROWS, type ComparisonRowKey, canonicalType } from '@core/rules/artifact-shapes';
import type { Artifact, ArtifactType } from '@core/schemas/artifact';
import { CONTENT_SCHEMA_BY_TYPE } from '@core/schemas/artifact-content';
import { LIMITS } from '@core/schemas/common';
import { z } from 'zod';
import {
  CrossFunctionalFormSchema,
  fromCrossFunctionalForm,
  toCrossFunctionalForm,
} from './cross-functional.form';
import {
  fromJobDescriptionForm,
  JobDescriptionFormSchema,
  toJobDescriptionForm,
} from './job-description.form';
import { fromPainPointsForm, PainPointsFormSchema, toPainPointsForm } from './pain-points.form';
import { fromSipocForm, SipocFormSchema, toSipocForm } from './sipoc.form';
import { fromSystemsForm, SystemsFormSchema, toSystemsForm } from './systems.form';
import { fromWorkflowMapForm, toWorkflowMapForm, WorkflowMapFormSchema } from './workflow-map.form';

export type EditorState = 'as_is' | 'to_be';

/** How each comparison row's content is edited: the type a new artifact gets and the two mappings. */
interface ShapeEditor {
  /** The type of an artifact added in this row. */
  type: ArtifactType;
  /** The shape's own fields: the form's `shape` part. */
  toForm(content: unknown): unknown;
  fromForm(values: unknown, base: unknown): Record<string, unknown>;
  formSchema: z.ZodType;
}

// The form values are plain data; each mapping is typed on its own shape in its module.
type AnyMapping = (values: never, base: unknown) => Record<string, unknown>;
const editor = (
  type: ArtifactType,
  toForm: (c: unknown) => unknown,
  fromForm: AnyMapping,
  formSchema: z.ZodType,
) => ({ type, toForm, fromForm: fromForm as ShapeEditor['fromForm'], formSchema }) satisfies ShapeEditor;

export const SHAPE_EDITORS: Record<ComparisonRowKey, ShapeEditor> = {
  job_description: editor(
    'job_description',
    toJobDescriptionForm,
    fromJobDescriptionForm,
    JobDescriptionFormSchema,
  ),
  workflow_map: editor('workflow_map', toWorkflowMapForm, fromWorkflowMapForm, WorkflowMapFormSchema),
  sipoc: editor('sipoc', toSipocForm, fromSipocForm, SipocFormSchema),
  cross_functional: editor(
    'cross_functional',
    toCrossFunctionalForm,
    fromCrossFunctionalForm,
    CrossFunctionalFormSchema,
  ),
  systems: editor('systems', toSystemsForm, fromSystemsForm, SystemsFormSchema),
  pain_points: editor('pain_points', toPainPointsForm, fromPainPointsForm, PainPointsFormSchema),
};

export function rowLabel(rowKey: ComparisonRowKey): string {
  return COMPARISON_ROWS.find((r) => r.key === rowKey)?.label ?? rowKey;
}

export function stateLabel(state: EditorState): 'As-Is' | 'To-Be' {
  return state === 'to_be' ? 'To-Be' : 'As-Is';
}

/** "Edit To-Be SIPOC", "Add As-Is Job Description". */
export function editorTitle(rowKey: ComparisonRowKey, state: EditorState, existing: boolean): string {
  return `${existing ? 'Edit' : 'Add'} ${stateLabel(state)} ${rowLabel(rowKey)}`;
}

/** What the whole editor holds: the artifact's own fields, then its content's form. */
export interface EditorValues<S = unknown> {
  name: string;
  description: string;
  /** The workflow map's image (stored URL); null when there is none. */
  fileUrl: string | null;
  shape: S;
}

/** The editor's starting values: an existing artifact as it is, or a new one named for its row and side. */
export function toEditorValues(
  rowKey: ComparisonRowKey,
  state: EditorState,
  artifact: Pick<Artifact, 'name' | 'description' | 'fileUrl' | 'content'> | null,
): EditorValues {
  return {
    name: artifact?.name ?? `${stateLabel(state)} ${rowLabel(rowKey)}`,
    description: artifact?.description ?? '',
    fileUrl: artifact?.fileUrl ?? null,
    shape: SHAPE_EDITORS[rowKey].toForm(artifact?.content ?? null),
  };
}

/** The per-field checks of the whole editor: a name is required, then the shape's own. */
export function editorFormSchema(rowKey: ComparisonRowKey) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name')
      .max(LIMITS.name, `Keep the name under ${LIMITS.name} characters`),
    description: z
      .string()
      .max(
        LIMITS.description,
        `Keep the description under ${LIMITS.description.toLocaleString('en-US')} characters`,
      ),
    fileUrl: z.string().nullable(),
    shape: SHAPE_EDITORS[rowKey].formSchema,
  });
}

export type ContentCheck = { ok: true; content: unknown } | { ok: false; message: string };

/**
 * The content to save, from the form on top of `base` (the stored content: unknown fields are
 * kept), checked by the same zod shape the server checks (CONTENT_SCHEMA_BY_TYPE).
 */
export function contentFromEditor(
  rowKey: ComparisonRowKey,
  type: string,
  shape: unknown,
  base: unknown,
): ContentCheck {
  const content = SHAPE_EDITORS[rowKey].fromForm(shape, base);
  const canonical = canonicalType(type) as keyof typeof CONTENT_SCHEMA_BY_TYPE;
  const schema = CONTENT_SCHEMA_BY_TYPE[canonical] ?? CONTENT_SCHEMA_BY_TYPE[SHAPE_EDITORS[rowKey].type];
  const parsed = schema.safeParse(content);
  if (parsed.success) return { ok: true, content: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, message: `The content is not valid${where}: ${issue?.message ?? 'unknown problem'}` };
}

/** The body of a save: the artifact's own fields (blank description cleared) and the content. */
export function artifactFields(values: EditorValues, rowKey: ComparisonRowKey) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ...(rowKey === 'workflow_map' ? { fileUrl: values.fileUrl || null } : {}),
  };
}
