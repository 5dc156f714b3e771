import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'wouter';
import { errorStatus } from '../lib/api-client';
import { paths } from '../lib/paths';
import { EmptyState } from './empty-state';
import { QueryErrorState } from './error-state';
import { Button } from './ui/button';

type RecordQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A record page before its record is there: the page's skeleton while it loads, "not found" with
 * a way back to the dashboard on a 404, else the error with Retry. Render it while the query has
 * no data.
 */
export function QueryState({
  query,
  skeleton,
  notFoundIcon,
  notFoundTitle,
  errorTitle,
}: {
  query: RecordQuery;
  skeleton: React.ReactNode;
  notFoundIcon: LucideIcon;
  notFoundTitle: string;
  errorTitle: string;
}) {
  if (query.isPending || !query.isError) return skeleton;
  if (errorStatus(query.error) === 404) {
    return (
      <EmptyState
        icon={notFoundIcon}
        titleAs="h1"
        title={notFoundTitle}
        description="It may have been removed, or the link may be incomplete."
        action={
          <Button asChild>
            <Link href={paths.dashboard()}>Back to Dashboard</Link>
          </Button>
        }
      />
    );
  }
  return <QueryErrorState title={errorTitle} query={query} />;
}
