import type { z } from 'zod';
import type { SectionDiff } from '../rules/item-diff';
import type { ArtifactType } from '../schemas/artifact-type';

/*
 * One descriptor per artifact type (spec §3), exported by the type's own module: its content
 * shape, its reader, its labels and what the As-Is → To-Be difference compares. The registry
 * (registry.ts) and the content check are both built from the one list of descriptors.
 */

export interface ArtifactTypeModule<Read = unknown> {
  /** The comparison row the type fills (role_sipoc fills the sipoc row). */
  key: string;
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

/** A content shape's fields in the shape's order, less those that are not content (settings, derived values). */
export function contentFieldsOf<S extends z.ZodObject, X extends keyof S['shape'] & string>(
  schema: S,
  notContent: readonly X[],
): Exclude<keyof S['shape'] & string, X>[] {
  const skipped: readonly string[] = notContent;
  return Object.keys(schema.shape).filter((k) => !skipped.includes(k)) as Exclude<
    keyof S['shape'] & string,
    X
  >[];
}
