import { canonicalType } from '@core/rules/artifact-shapes';
import { isRecord } from './content-utils';
import { SIPOC_COLUMNS } from './sipoc.model';

/**
 * How the artifact content dialog reads an artifact without a file: by its (canonical) type, when
 * the content carries that type's fields; a readable rendering of whatever else it holds; and
 * "not recognized" when there is nothing to show. Pure: no React.
 */
export type ContentKind =
  | 'job_description'
  | 'workflow_map'
  | 'sipoc'
  | 'systems'
  | 'pain_points'
  | 'cross_functional'
  | 'generic'
  | 'unrecognized';

export { SIPOC_COLUMNS };

/** Where a workflow map without a file may carry its picture. */
export const WORKFLOW_IMAGE_KEYS = ['imageUrl', 'image', 'fileUrl'] as const;

const KNOWN_FIELDS: Record<string, readonly string[]> = {
  job_description: [
    'positionSummary',
    'detailedDescription',
    'processSteps',
    'responsibilities',
    'ongoingActivities',
    'skills',
  ],
  workflow_map: [
    ...WORKFLOW_IMAGE_KEYS,
    'description',
    'subordinateProcesses',
    'steps',
    'decisionPoints',
    'averageTime',
    'automationLevel',
  ],
  sipoc: SIPOC_COLUMNS.flatMap((c) => [c.key, `${c.key}FullNames`]),
  role_sipoc: SIPOC_COLUMNS.flatMap((c) => [c.key, `${c.key}FullNames`]),
  systems: ['systems'],
  pain_points: ['painPoints'],
  cross_functional: ['sections', 'coordinationActivities'],
};

const KIND_BY_TYPE: Record<string, ContentKind> = {
  job_description: 'job_description',
  workflow_map: 'workflow_map',
  sipoc: 'sipoc',
  role_sipoc: 'sipoc',
  systems: 'systems',
  pain_points: 'pain_points',
  cross_functional: 'cross_functional',
};

/** A value worth showing: text with something in it, a number, a true/false, a non-empty list or object. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some(hasValue);
  if (isRecord(value)) return Object.values(value).some(hasValue);
  return false;
}

/** The dialog's reading of `content` for an artifact of `type` (aliases such as workflow_sipoc included). */
export function selectContentKind(type: string, content: unknown): ContentKind {
  if (!isRecord(content)) return hasValue(content) ? 'generic' : 'unrecognized';
  const canonical = canonicalType(type);
  const kind = KIND_BY_TYPE[canonical];
  const fields = KNOWN_FIELDS[canonical];
  if (kind && fields?.some((field) => hasValue(content[field]))) return kind;
  // A known type without its fields has no known structure; unknown types are shown as they are.
  if (kind) return 'unrecognized';
  return hasValue(content) ? 'generic' : 'unrecognized';
}

/** A SIPOC column's entries: the full names when the content has them, else the short ones. */
export function sipocColumn(content: Record<string, unknown>, key: string): string[] {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
  const full = strings(content[`${key}FullNames`]);
  return full.length > 0 ? full : strings(content[key]);
}
