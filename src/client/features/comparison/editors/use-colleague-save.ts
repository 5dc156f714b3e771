import type { Artifact } from '@core/schemas/artifact';
import { useEffect, useState } from 'react';
import { getJson } from '../../../lib/api-client';
import { type LiveSave, useLiveSave } from '../../live';

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
  const [save, dismiss] = useLiveSave('artifact', artifactId);
  const [reviewing, setReviewing] = useState(false);
  const [failed, setFailed] = useState(false);
  const { onUntouched } = handlers;

  useEffect(() => {
    if (!save || dirty || !artifactId) return;
    let current = true;
    getJson<Artifact>(`/api/artifacts/${artifactId}`)
      .then((theirs) => {
        if (!current) return;
        onUntouched(theirs, save);
        dismiss();
      })
      // Left as a notice to review: the person still learns of it.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [save, dirty, artifactId, onUntouched, dismiss]);

  const review = async () => {
    if (!artifactId) return;
    setReviewing(true);
    setFailed(false);
    try {
      handlers.onReview(await getJson<Artifact>(`/api/artifacts/${artifactId}`));
      dismiss();
    } catch {
      setFailed(true);
    } finally {
      setReviewing(false);
    }
  };

  return { save: dirty ? save : null, reviewing, failed, review };
}
