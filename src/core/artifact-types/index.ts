import type { z } from 'zod';
import type { SectionDiff } from '../rules/item-diff';
import { ARTIFACT_TYPE_ALIASES, type ArtifactType } from '../schemas/artifact-type';
import {
  CROSS_FUNCTIONAL_CONTENT_FIELDS,
  CROSS_FUNCTIONAL_LABELS,
  CrossFunctionalContentSchema,
  crossFunctionalDiff,
  readCrossFunctional,
} from './cross-functional';
import {
  JOB_DESCRIPTION_CONTENT_FIELDS,
  JOB_DESCRIPTION_LABELS,
  JobDescriptionContentSchema,
  jobDescriptionDiff,
  readJobDescription,
} from './job-description';
import {
  PAIN_POINTS_CONTENT_FIELDS,
  PAIN_POINTS_LABELS,
  PainPointsContentSchema,
  painPointsDiff,
  readPainPoints,
} from './pain-points';
import { readSipoc, SIPOC_CONTENT_FIELDS, SIPOC_LABELS, SipocContentSchema, sipocDiff } from './sipoc';
import {
  readSystems,
  SYSTEMS_CONTENT_FIELDS,
  SYSTEMS_LABELS,
  SystemsContentSchema,
  systemsDiff,
} from './systems';
import {
  readWorkflowMap,
  WORKFLOW_MAP_CONTENT_FIELDS,
  WORKFLOW_MAP_LABELS,
  WorkflowMapContentSchema,
  workflowMapDiff,
} from './workflow-map';

/*
 * One module per artifact type (spec §3): its content shape, its reader, its labels and what the
 * As-Is → To-Be difference compares. This registry finds a type's module by any stored or accepted
 * type name.
 */

export interface ArtifactTypeModule<Read = unknown> {
  /** The comparison row the type fills (role_sipoc fills the sipoc row). */
  key: 'job_description' | 'workflow_map' | 'sipoc' | 'cross_functional' | 'systems' | 'pain_points';
  /** The stored types it covers, in the order a comparison cell prefers them. */
  types: readonly ArtifactType[];
  /** The row's label ("Job Description") and the text shown when it has no content. */
  label: string;
  emptyText: string;
  /** The fields that carry the type's content: a card or the content dialog recognises the type by them. */
  contentFields: readonly string[];
  /** The content shape: every field optional, unknown fields kept. */
  schema: z.ZodType;
  /** Any content (or none) as the typed, normalised value the app reads. */
  read: (content: unknown) => Read;
  /** The sections of the difference between an As-Is and a To-Be content, empty ones included. */
  diff: (asIs: unknown, toBe: unknown) => SectionDiff[];
}

export const ARTIFACT_TYPE_MODULES = {
  job_description: {
    key: 'job_description',
    types: ['job_description'],
    label: JOB_DESCRIPTION_LABELS.type,
    emptyText: JOB_DESCRIPTION_LABELS.empty,
    contentFields: JOB_DESCRIPTION_CONTENT_FIELDS,
    schema: JobDescriptionContentSchema,
    read: readJobDescription,
    diff: jobDescriptionDiff,
  },
  workflow_map: {
    key: 'workflow_map',
    types: ['workflow_map'],
    label: WORKFLOW_MAP_LABELS.type,
    emptyText: WORKFLOW_MAP_LABELS.empty,
    contentFields: WORKFLOW_MAP_CONTENT_FIELDS,
    schema: WorkflowMapContentSchema,
    read: readWorkflowMap,
    diff: workflowMapDiff,
  },
  sipoc: {
    key: 'sipoc',
    types: ['sipoc', 'role_sipoc'],
    label: SIPOC_LABELS.type,
    emptyText: SIPOC_LABELS.empty,
    contentFields: SIPOC_CONTENT_FIELDS,
    schema: SipocContentSchema,
    read: readSipoc,
    diff: sipocDiff,
  },
  cross_functional: {
    key: 'cross_functional',
    types: ['cross_functional'],
    label: CROSS_FUNCTIONAL_LABELS.type,
    emptyText: CROSS_FUNCTIONAL_LABELS.empty,
    contentFields: CROSS_FUNCTIONAL_CONTENT_FIELDS,
    schema: CrossFunctionalContentSchema,
    read: readCrossFunctional,
    diff: crossFunctionalDiff,
  },
  systems: {
    key: 'systems',
    types: ['systems'],
    label: SYSTEMS_LABELS.type,
    emptyText: SYSTEMS_LABELS.empty,
    contentFields: SYSTEMS_CONTENT_FIELDS,
    schema: SystemsContentSchema,
    read: readSystems,
    diff: systemsDiff,
  },
  pain_points: {
    key: 'pain_points',
    types: ['pain_points'],
    label: PAIN_POINTS_LABELS.type,
    emptyText: PAIN_POINTS_LABELS.empty,
    contentFields: PAIN_POINTS_CONTENT_FIELDS,
    schema: PainPointsContentSchema,
    read: readPainPoints,
    diff: painPointsDiff,
  },
} as const satisfies Record<string, ArtifactTypeModule>;

export type ArtifactTypeKey = keyof typeof ARTIFACT_TYPE_MODULES;

/** The module of a type, by its stored name or an accepted alias; null for a process file or an unknown type. */
export function artifactTypeModule(type: string): (typeof ARTIFACT_TYPE_MODULES)[ArtifactTypeKey] | null {
  const stored = ARTIFACT_TYPE_ALIASES[type] ?? type;
  for (const m of Object.values(ARTIFACT_TYPE_MODULES)) {
    if ((m.types as readonly string[]).includes(stored)) return m;
  }
  return null;
}

export * from './content-check';
export * from './cross-functional';
export * from './job-description';
export * from './pain-points';
export * from './process-file';
export * from './read';
export * from './sipoc';
export * from './systems';
export * from './workflow-map';
