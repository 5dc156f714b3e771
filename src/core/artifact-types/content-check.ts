import type { z } from 'zod';
import { type ArtifactType, canonicalArtifactType, PROCESS_FILE_TYPES } from '../schemas/artifact-type';
import { withinLimits } from '../schemas/content-limits';
import { CrossFunctionalContentSchema } from './cross-functional';
import { JobDescriptionContentSchema } from './job-description';
import { PainPointsContentSchema } from './pain-points';
import { PROCESS_FILE_CONTENT_SCHEMA } from './process-file';
import { SipocContentSchema } from './sipoc';
import { SystemsContentSchema } from './systems';
import { WorkflowMapContentSchema } from './workflow-map';

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
} as const satisfies Record<ArtifactType, z.ZodType>;

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
