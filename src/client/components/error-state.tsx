import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

type ErrorStateProps = {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

/** A failed load: what went wrong, in the server's words, and a Retry button. */
export function ErrorState({
  title = 'Something went wrong',
  error,
  onRetry,
  retrying,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-5',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <p className="font-medium text-red-900">{title}</p>
          <p className="text-red-800 text-sm">{errorMessage(error)}</p>
        </div>
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Retry
        </Button>
      ) : null}
    </div>
  );
}

type FailedQuery = { error: unknown; isFetching: boolean; refetch: () => unknown };

/** ErrorState for a failed query: its error, and Retry refetches it (spinning while it does). */
export function QueryErrorState({
  title,
  query,
  className,
}: {
  title: string;
  query: FailedQuery;
  className?: string;
}) {
  return (
    <ErrorState
      title={title}
      error={query.error}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}
