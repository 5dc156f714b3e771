import type { Artifact } from '@core/schemas/artifact';
import { getJson } from '../../../lib/api-client';
import { type LiveSave, useColleagueEdit } from '../../live';

/**
 * A colleague's save of the artifact open in the editor, as it happens. Untouched, the editor
 * simply takes their version (`onUntouched`); with changes typed, it is offered for review: the
 * caller shows the notice, and `review()` fetches their version to compare, keep or load.
 */
export function useColleagueSave(
  artifactId: string | null,
  dirty: boolean,
  handlers: { onUntouched: (theirs: Artifact, save: LiveSave) => void; onReview: (theirs: Artifact) => void },
) {
  return useColleagueEdit<Artifact>('artifact', artifactId, dirty, {
    load: () => getJson<Artifact>(`/api/artifacts/${artifactId}`),
    ...handlers,
  });
}
