import { typeLabel } from '@core/rules/artifact-shapes';
import { Badge } from '../../components/ui/badge';

/** "job_description" -> "job description" (spec: underscores shown as spaces). */
export function artifactTypeLabel(type: string): string {
  return typeLabel(type);
}

/** As-Is in a neutral tone, To-Be in the accent tone; any other state is shown as written. */
export function ArtifactStateBadge({ state }: { state: string }) {
  if (state === 'to_be') return <Badge variant="brand">To-Be</Badge>;
  if (state === 'as_is') return <Badge variant="neutral">As-Is</Badge>;
  return <Badge variant="outline">{typeLabel(state)}</Badge>;
}
