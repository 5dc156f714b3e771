import {
  type AudiencePresetSource,
  audienceFilterOptions,
  audienceMatrix,
  audienceSummary,
  EMPTY_AUDIENCE_FILTERS,
  filterDisplayText,
  processAudiencePreset,
} from '@core/rules/audience';
import { RotateCcwIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDivisions } from '../../api/divisions/get-divisions';
import { plural } from '../../lib/format';
import { EmptyState } from '../empty-state';
import { QueryErrorState } from '../error-state';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { FilterChip } from '../ui/filter-chip';
import { MultiSelect } from '../ui/multi-select';
import { Skeleton } from '../ui/skeleton';
import { AudienceMatrixTable } from './audience-matrix-table';

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * The process page's Training Audiences tab: the compact Role × Division matrix with the role filter
 * preset from the job role's audience mapping (its division role titles, seeded from spec §6 and
 * edited on the Job Roles screen). The user may change the roles; the choice is not kept in the
 * address. No export and no summary cards (spec §2).
 */
export function ProcessAudiencesTab({ jobRole }: { jobRole: AudiencePresetSource | null }) {
  const divisions = useDivisions();
  const options = useMemo(() => audienceFilterOptions(divisions.data ?? []), [divisions.data]);
  const preset = useMemo(
    () => processAudiencePreset(jobRole, divisions.data ? options.roles.map((o) => o.value) : undefined),
    [jobRole, divisions.data, options.roles],
  );

  // The preset applies whenever it changes (the role arrives, the data loads, the mapping is
  // edited); after that the user's choice stands.
  const [roles, setRoles] = useState<string[]>(preset.roles);
  const [appliedPreset, setAppliedPreset] = useState(preset.roles);
  if (!sameRoles(appliedPreset, preset.roles)) {
    setAppliedPreset(preset.roles);
    setRoles(preset.roles);
  }

  const filters = useMemo(() => ({ ...EMPTY_AUDIENCE_FILTERS, roles }), [roles]);
  const matrix = useMemo(() => audienceMatrix(divisions.data ?? [], filters), [divisions.data, filters]);
  const summary = useMemo(() => audienceSummary(divisions.data ?? [], filters), [divisions.data, filters]);
  const isPreset = sameRoles(roles, preset.roles);

  return (
    <section aria-labelledby="process-audiences-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="flex flex-col gap-1">
          <h2 id="process-audiences-heading" className="font-semibold text-base text-slate-900">
            Training Audiences
          </h2>
          <p className="text-slate-600 text-sm">
            Who holds the roles this process trains, and in which divisions.
          </p>
        </div>
        {divisions.isSuccess ? (
          <p className="text-slate-600 text-xs tabular-nums" aria-live="polite">
            {roles.length > 0
              ? `${plural(summary.employeesInRoles, 'employee')} in the selected roles · ${plural(summary.divisions, 'division')}`
              : `${plural(summary.totalEmployees, 'employee')} · ${plural(summary.divisions, 'division')}`}
          </p>
        ) : null}
      </div>

      {divisions.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading divisions…</span>
          <Skeleton className="h-5 w-96 max-w-full" />
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-72 rounded-md" />
        </div>
      ) : divisions.isError ? (
        <QueryErrorState title="The divisions could not be loaded" query={divisions} />
      ) : (
        <Card className="flex flex-col gap-4 p-4">
          <p
            className={
              preset.roles.length > 0
                ? 'rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-brand-900 text-sm'
                : 'rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700 text-sm'
            }
          >
            {preset.text}
          </p>

          <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
            <MultiSelect
              label="Roles"
              className="w-72"
              options={options.roles}
              value={roles}
              onChange={setRoles}
              displayText={filterDisplayText('roles', roles)}
              searchPlaceholder="Search roles..."
              emptyText="No roles match."
            />
            {roles.length > 0 ? (
              <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5 pb-1.5" aria-label="Selected roles">
                {roles.map((role) => (
                  <li key={role} className="max-w-full">
                    <FilterChip label={role} onRemove={() => setRoles(roles.filter((r) => r !== role))} />
                  </li>
                ))}
              </ul>
            ) : null}
            {!isPreset ? (
              <Button
                variant="outline"
                size="sm"
                className="ml-auto h-9"
                onClick={() => setRoles(preset.roles)}
              >
                <RotateCcwIcon aria-hidden="true" />
                {preset.roles.length > 0 ? 'Back to preset' : 'Show all roles'}
              </Button>
            ) : null}
          </div>

          {matrix.rows.length > 0 ? (
            <AudienceMatrixTable matrix={matrix} label="Role by division matrix" density="compact" />
          ) : (
            <EmptyState
              icon={UsersIcon}
              title="No division holds the selected roles."
              description="Choose other roles to see where they work."
            />
          )}
        </Card>
      )}
    </section>
  );
}
