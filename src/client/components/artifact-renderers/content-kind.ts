import { artifactTypeModule, isRecord, sipocList, stringTexts } from '@core/artifact-types';

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

/** Where a workflow map without a file may carry its picture. */
export const WORKFLOW_IMAGE_KEYS = ['imageUrl', 'image', 'fileUrl'] as const;

/**
 * The fields the dialog recognises a type by: the type's content fields; a workflow map's also where
 * it may carry its picture, but not its workflow type alone (that gives the dialog nothing to show).
 */
function knownFields(type: string): readonly string[] {
  const module = artifactTypeModule(type);
  if (!module) return [];
  if (module.key !== 'workflow_map') return module.contentFields;
  return [...WORKFLOW_IMAGE_KEYS, ...module.contentFields.filter((f) => f !== 'workflowType')];
}

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
  const kind = artifactTypeModule(type)?.key ?? null;
  if (kind && knownFields(type).some((field) => hasValue(content[field]))) return kind;
  // A known type without its fields has no known structure; unknown types are shown as they are.
  if (kind) return 'unrecognized';
  return hasValue(content) ? 'generic' : 'unrecognized';
}

/** A SIPOC column's text entries (numbers dropped): the full names when the content has them, else the short ones. */
export function sipocColumn(content: Record<string, unknown>, key: string): string[] {
  return sipocList(content, key, stringTexts);
}
