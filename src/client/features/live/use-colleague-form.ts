import { useState } from 'react';
import { useColleagueEdit } from './use-colleague-edit';

/**
 * A form dialog's side of a colleague's save of what it edits (useColleagueEdit): untouched, the
 * form starts again from their version, with a line saying so; with changes typed, their version is
 * kept in `theirs` once reviewed, for ColleagueVersion to show beside the form. `startFrom` puts a
 * version in the form (`reset`: the dialog's own, which also keeps it as its base).
 */
export function useColleagueForm<T>(
  entityType: string,
  entityId: string | null,
  options: {
    dirty: boolean;
    load: () => Promise<T>;
    reset: (start: T) => void;
    /** What the dialog edits, in "Maria saved this process". */
    what: string;
  },
) {
  const [theirs, setTheirs] = useState<T | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const startFrom = (start: T, note: string | null) => {
    options.reset(start);
    setTheirs(null);
    setLoaded(note);
  };
  const colleague = useColleagueEdit<T>(entityType, entityId, options.dirty, {
    load: options.load,
    onUntouched: (saved, { name }) =>
      startFrom(saved, `${name} saved ${options.what}; their version is loaded.`),
    onReview: setTheirs,
  });
  return {
    colleague,
    theirs,
    loaded,
    startFrom,
    /** Saving: their version was seen, the alert goes. */
    settle: () => setTheirs(null),
    loadTheirs: () => {
      if (theirs) startFrom(theirs, 'Their version is loaded. Make your changes again, then save.');
    },
  };
}

export type ColleagueForm = ReturnType<typeof useColleagueForm>;
