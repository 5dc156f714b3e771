import { z } from 'zod';
import { ArtifactSchema, ArtifactStateSchema } from './artifact';

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
