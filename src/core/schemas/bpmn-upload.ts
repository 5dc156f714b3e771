import { z } from 'zod';
import { MAX_BPMN_BYTES } from '../bpmn/limits';
import { ArtifactSchema, ArtifactStateSchema } from './artifact';
import { MAX_CONTENT_BYTES } from './content-limits';

/**
 * The largest diagram file a workflow map takes: the parser reads up to MAX_BPMN_BYTES, but the
 * XML is stored in the map's content, which is held to MAX_CONTENT_BYTES (with what the server
 * derives from it), so the smaller of the two is the limit a user meets.
 */
export const MAX_DIAGRAM_FILE_BYTES = Math.min(MAX_BPMN_BYTES, MAX_CONTENT_BYTES);

/** 413's words for a diagram that does not fit a workflow map. */
export function diagramTooLargeMessage(bytes?: number): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
  const size = bytes === undefined ? 'The diagram is too large' : `The diagram is ${mb(bytes)}`;
  return `${size}: a workflow map holds a BPMN diagram of at most ${mb(MAX_DIAGRAM_FILE_BYTES)}, with what the app reads from it. Remove embedded images or long documentation, or split the model.`;
}

/**
 * POST /api/files/bpmn (issue 21): a BPMN 2.0 file read into a workflow map's diagram. Without
 * `artifactId` it becomes a new workflow map on `state`'s side; with it, it replaces the diagram
 * of that map (which must be on that side of the process), keeping the map's other fields.
 */
export const BpmnUploadQuerySchema = z.object({
  processId: z.string().trim().min(1, 'processId is required').max(100),
  state: ArtifactStateSchema,
  artifactId: z.string().trim().min(1).max(100).optional(),
});
export type BpmnUploadQuery = z.infer<typeof BpmnUploadQuerySchema>;

export const BPMN_UPLOAD_OUTCOMES = ['created', 'replaced', 'unchanged'] as const;

export const BpmnUploadResultSchema = z.object({
  /** `unchanged`: the map already held this very diagram, so nothing was written. */
  outcome: z.enum(BPMN_UPLOAD_OUTCOMES),
  artifact: ArtifactSchema,
});
export type BpmnUploadResult = z.infer<typeof BpmnUploadResultSchema>;
