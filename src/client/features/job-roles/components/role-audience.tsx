import { audienceFiltersToSearch, EMPTY_AUDIENCE_FILTERS } from '@core/rules/audience';
import {
  audienceHeadcount,
  audienceHeadcountText,
  NO_AUDIENCE_TEXT,
  titleHeadcounts,
} from '@core/rules/audience-headcount';
import type { Division } from '@core/schemas/division';
import { ExternalLinkIcon, PencilIcon, UsersIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useCanEdit } from '../../../api/auth/capabilities';
import { CountBadge } from '../../../components/audience/count-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';

/**
 * The Job Roles table's audience cell: the people the titles add up to, then the titles. Without
 * the divisions (still loading, or failed) the titles alone are shown.
 */
export function RoleAudienceCell({
  titles,
  divisions,
}: {
  titles: readonly string[];
  divisions: readonly Division[] | undefined;
}) {
  if (titles.length === 0) {
    return <span className="text-slate-500 italic">{NO_AUDIENCE_TEXT}</span>;
  }
  return (
    <span className="flex flex-col gap-0.5">
      {divisions ? (
        <span className="font-medium text-slate-900 tabular-nums">
          {audienceHeadcountText(audienceHeadcount(divisions, titles))}
        </span>
      ) : (
        <Skeleton className="my-0.5 h-4 w-40" />
      )}
      <span className="line-clamp-2 text-slate-600 text-xs">{titles.join(', ')}</span>
    </span>
  );
}

/** The /training address showing exactly these titles. */
function topographyHref(titles: readonly string[]): string {
  return `${paths.training()}${audienceFiltersToSearch({ ...EMPTY_AUDIENCE_FILTERS, roles: [...titles] })}`;
}

/**
 * The job role page's Training audience card: the mapped titles, each with its headcount, and the
 * total; Edit opens the role dialog, and the topography link shows the titles by division.
 */
export function RoleAudienceCard({
  titles,
  divisions,
  divisionsFailed,
  onEdit,
}: {
  titles: readonly string[];
  divisions: readonly Division[] | undefined;
  divisionsFailed?: boolean;
  onEdit: () => void;
}) {
  const canEdit = useCanEdit();
  const total = divisions ? audienceHeadcount(divisions, titles) : null;
  const perTitle = divisions ? titleHeadcounts(divisions, titles) : null;

  return (
    <section aria-labelledby="role-audience-heading">
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full',
                titles.length > 0 ? 'bg-brand-50 text-brand-700' : 'bg-amber-50 text-amber-700',
              )}
              aria-hidden="true"
            >
              <UsersIcon className="size-4.5" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <h2 id="role-audience-heading" className="font-semibold text-base text-slate-900">
                Training audience
              </h2>
              <p className="text-slate-600 text-sm tabular-nums">
                {titles.length === 0
                  ? `${NO_AUDIENCE_TEXT}: this role's processes count no employees and their Training Audiences tab shows all roles.`
                  : total
                    ? `${audienceHeadcountText(total)} hold ${titles.length === 1 ? 'this title' : `these ${titles.length} titles`}.`
                    : divisionsFailed
                      ? `${plural(titles.length, 'title')}; the headcounts could not be loaded.`
                      : `${plural(titles.length, 'title')}`}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {titles.length > 0 ? (
              <Button variant="ghost" size="sm" asChild>
                <Link href={topographyHref(titles)}>
                  <ExternalLinkIcon aria-hidden="true" />
                  View by division
                </Link>
              </Button>
            ) : null}
            {canEdit ? (
              <Button variant="outline" size="sm" onClick={onEdit}>
                <PencilIcon aria-hidden="true" />
                {titles.length > 0 ? 'Edit audience' : 'Map audience'}
              </Button>
            ) : null}
          </div>
        </div>

        {titles.length > 0 ? (
          <ul
            className="grid grid-cols-1 gap-2 sm:grid-cols-2 2xl:grid-cols-3"
            aria-label="Division role titles"
          >
            {(perTitle ?? titles.map((title) => ({ title, employees: null, divisions: null }))).map((row) => (
              <li
                key={row.title}
                className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900 text-sm">{row.title}</span>
                  <span className="block text-slate-600 text-xs tabular-nums">
                    {row.employees === null || row.divisions === null
                      ? divisionsFailed
                        ? 'Headcount unavailable'
                        : 'Counting…'
                      : row.divisions === 0
                        ? 'Not held in any division'
                        : audienceHeadcountText({ employees: row.employees, divisions: row.divisions })}
                  </span>
                </span>
                {/* The line above says the number in words; the badge sizes it at a glance (spec §9). */}
                {row.employees === null ? null : (
                  <span aria-hidden="true" className="shrink-0">
                    <CountBadge count={row.employees} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </section>
  );
}
