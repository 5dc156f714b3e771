import type { z } from 'zod';
import { type ArtifactType, canonicalArtifactType, PROCESS_FILE_TYPES } from '../schemas/artifact-type';
import { withinLimits } from '../schemas/content-limits';
import { PROCESS_FILE_CONTENT_SCHEMA } from './process-file';
import { ARTIFACT_TYPE_DESCRIPTORS } from './registry';

type DescribedType = (typeof ARTIFACT_TYPE_DESCRIPTORS)[number]['types'][number];

/** Typed by the types the descriptors cover, so a canonical type without a descriptor fails to compile below. */
function schemasByType(): Record<DescribedType, z.ZodType> {
  const entries = ARTIFACT_TYPE_DESCRIPTORS.flatMap((d) =>
    d.types.map((t): [string, z.ZodType] => [t, withinLimits(d.schema)]),
  );
  return Object.fromEntries(entries) as Record<DescribedType, z.ZodType>;
}

/**
 * The content each canonical type must satisfy on every write (null aside): the content limits
 * first, then the type's shape.
 */
export const CONTENT_SCHEMA_BY_TYPE: Record<ArtifactType, z.ZodType> = schemasByType();

export type ContentCheck =
  | { ok: true; type: string; content: unknown }
  | { ok: false; unknownType: boolean; message: string };

/**
 * The stored type for an accepted spelling, and the content checked against that type's shape and
 * the content limits (MAX_CONTENT_DEPTH, MAX_CONTENT_BYTES). Uploaded process files (pdf, xlsx, …)
 * carry null or a few facts about the file. The route schema, the service and Bulk Import all hold
 * content to this one check, so they refuse the same content with the same message.
 */
export function checkArtifactContent(type: string, content: unknown): ContentCheck {
  const canonical = canonicalArtifactType(type);
  const isFile = !canonical && (PROCESS_FILE_TYPES as readonly string[]).includes(type);
  if (!canonical && !isFile)
    return { ok: false, unknownType: true, message: `Unknown artifact type "${type}".` };
  const stored = canonical ?? type;
  if (content === undefined || content === null) return { ok: true, type: stored, content: null };
  const schema = canonical ? CONTENT_SCHEMA_BY_TYPE[canonical] : PROCESS_FILE_CONTENT_SCHEMA;
  const parsed = schema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      unknownType: false,
      message: `The ${stored.replaceAll('_', ' ')} content is not valid${where}: ${issue.message}`,
    };
  }
  return { ok: true, type: stored, content: parsed.data };
}
