import type * as React from 'react';
import { Button } from './ui/button';

/**
 * Previous and Next under a paged list, with what the page shows (`summary`) on the left and, when
 * `showPageOf`, "Page 2 of 9" beside the buttons. `busy` holds both buttons while a page loads.
 */
export function PageNav({
  label,
  summary,
  summaryLive = false,
  showPageOf = false,
  page,
  pageCount,
  busy = false,
  onPage,
}: {
  /** The landmark's name ("Pages of changes"). */
  label: string;
  summary: React.ReactNode;
  /** Announce the summary as it changes. */
  summaryLive?: boolean;
  showPageOf?: boolean;
  page: number;
  pageCount: number;
  busy?: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-slate-600 text-sm tabular-nums" aria-live={summaryLive ? 'polite' : undefined}>
        {summary}
      </p>
      <div className="flex items-center gap-2">
        {showPageOf ? (
          <span className="text-slate-600 text-xs tabular-nums">
            Page {page} of {pageCount}
          </span>
        ) : null}
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount || busy}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
