import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatRelativeTime } from '../../lib/relative-time';
import type { LiveSave } from './use-live-save';

/** "just now", "10 s ago" for the first minute (a colleague's save is news by the second), then "3 minutes ago". */
export function secondsAgo(at: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  if (seconds < 5) return 'just now';
  return seconds < 60 ? `${seconds} s ago` : formatRelativeTime(at, now);
}

/**
 * A colleague's save of a row that saves as it is edited (nothing typed to keep): one line saying
 * who saved it and when, so values that changed under the person's eyes are explained.
 */
export function LiveSaveLine({ save, what }: { save: LiveSave; what: string }) {
  const now = useNow(5_000);
  return (
    <p role="status" className="mt-1 flex items-center gap-1.5 font-normal text-sky-800 text-xs">
      <RefreshCwIcon className="size-3 shrink-0" aria-hidden="true" />
      {save.name} saved this {what} {secondsAgo(save.at, now)}
    </p>
  );
}

/** The current time, again every `everyMs`: for texts that say how long ago. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Over an open editor whose section a colleague just saved: what was typed stays; the person
 * reviews their version, then keeps theirs or goes on with their own.
 */
export function LiveSaveNotice({
  save,
  busy,
  failed,
  onReview,
}: {
  save: LiveSave;
  busy: boolean;
  /** Their version could not be read: say so, the button tries again. */
  failed: boolean;
  onReview: () => void;
}) {
  const now = useNow(5_000);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-sky-300 bg-sky-50 px-3 py-2.5 text-sky-950 text-sm"
    >
      <RefreshCwIcon className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">
          {save.name} saved this section {secondsAgo(save.at, now)} — review their version.
        </span>{' '}
        <span className="text-sky-900">
          {failed
            ? 'Their version could not be loaded; try again.'
            : 'What you typed is still here and not saved yet.'}
        </span>
      </p>
      <Button size="sm" variant="outline" onClick={onReview} disabled={busy}>
        Review their version
      </Button>
    </div>
  );
}

/** LiveSaveNotice for a useColleagueEdit: shown while a colleague's save waits to be reviewed. */
export function ColleagueSaveNotice({
  colleague,
}: {
  colleague: { save: LiveSave | null; reviewing: boolean; failed: boolean; review: () => Promise<void> };
}) {
  if (!colleague.save) return null;
  return (
    <LiveSaveNotice
      save={colleague.save}
      busy={colleague.reviewing}
      failed={colleague.failed}
      onReview={() => void colleague.review()}
    />
  );
}
