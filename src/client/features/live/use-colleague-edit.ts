import { useEffect, useRef, useState } from 'react';
import { type LiveSave, useLiveSave } from './use-live-save';

export interface ColleagueEditHandlers<T> {
  /** Their version now (GET of the thing the editor has open). */
  load: () => Promise<T>;
  /** Nothing typed yet: the editor simply takes their version. */
  onUntouched: (theirs: T, save: LiveSave) => void;
  /** Something typed: the person asked to see their version, to keep theirs or overwrite it. */
  onReview: (theirs: T) => void;
}

/**
 * A colleague's save of the one thing an open editor edits (`entityType`/`entityId` as the change
 * feed names it; null id: nothing to watch, e.g. the dialog is closed or creates something new).
 * Untouched, the editor takes their version at once; with changes typed, `save` is offered for
 * review (the caller shows LiveSaveNotice) and `review()` reads their version to compare, keep or
 * load. What was typed is never touched here.
 */
export function useColleagueEdit<T>(
  entityType: string,
  entityId: string | null,
  dirty: boolean,
  handlers: ColleagueEditHandlers<T>,
) {
  const [save, dismiss] = useLiveSave(entityType, entityId);
  const [reviewing, setReviewing] = useState(false);
  const [failed, setFailed] = useState(false);
  // The latest handlers without restarting the effect on each render's new closures.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!save || dirty || !entityId) return;
    let current = true;
    latest.current
      .load()
      .then((theirs) => {
        if (!current) return;
        latest.current.onUntouched(theirs, save);
        dismiss();
      })
      // Left as a notice to review: the person still learns of it.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [save, dirty, entityId, dismiss]);

  const review = async () => {
    if (!entityId) return;
    setReviewing(true);
    setFailed(false);
    try {
      latest.current.onReview(await latest.current.load());
      dismiss();
    } catch {
      setFailed(true);
    } finally {
      setReviewing(false);
    }
  };

  return { save: dirty ? save : null, reviewing, failed, review };
}
