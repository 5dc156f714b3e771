import type { Artifact } from '@core/schemas/artifact';
import { apiRequest } from '../../lib/api-client';

export interface PainPointsArtifactCreate {
  processId: string;
  type: 'pain_points';
  state: 'to_be';
  name: string;
  description?: string;
  content: unknown;
}

/** POST /api/artifacts: 201 with the artifact (here: the To-Be pain points, made by their first entry). */
export async function createArtifact(input: PainPointsArtifactCreate): Promise<Artifact> {
  const res = await apiRequest('POST', '/api/artifacts', input);
  return (await res.json()) as Artifact;
}
