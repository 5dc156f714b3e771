import type { ArtifactState } from '@core/schemas/artifact';
import type { BpmnUploadResult } from '@core/schemas/bpmn-upload';
import { type UploadProgress, uploadFile } from '../../lib/upload';

export interface BpmnDiagramUpload {
  processId: string;
  file: File;
  state: ArtifactState;
  /** The workflow map whose diagram the file replaces; absent: a new workflow map. */
  artifactId?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A BPMN 2.0 file into a workflow map (POST /api/files/bpmn, with progress): the server reads and
 * checks it, then makes a new map or replaces the chosen map's diagram in one step.
 */
export function uploadBpmnDiagram(input: BpmnDiagramUpload): Promise<BpmnUploadResult> {
  const query = new URLSearchParams({ processId: input.processId, state: input.state });
  if (input.artifactId) query.set('artifactId', input.artifactId);
  return uploadFile<BpmnUploadResult>({
    url: `/api/files/bpmn?${query}`,
    file: input.file,
    onProgress: input.onProgress,
    signal: input.signal,
  });
}
