import { type AudienceFilterOption, audienceFilterOptions } from '@core/rules/audience';
import { audienceHeadcount, audienceHeadcountText } from '@core/rules/audience-headcount';
import { RotateCwIcon, UsersIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useDivisions } from '../../../api/divisions/get-divisions';
import { Button } from '../../../components/ui/button';
import { FilterChip } from '../../../components/ui/filter-chip';
import { FieldError } from '../../../components/ui/label';
import { MultiSelect } from '../../../components/ui/multi-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { audienceDisplayText, audienceTitleOptions } from '../job-role-form';

/** The role titles the divisions hold, with their headcounts, as the field's choices. */
export function useHeldTitles(): {
  titles: AudienceFilterOption[] | undefined;
  divisions: ReturnType<typeof useDivisions>;
} {
  const divisions = useDivisions();
  const titles = useMemo(
    () => (divisions.data ? audienceFilterOptions(divisions.data).roles : undefined),
    [divisions.data],
  );
  return { titles, divisions };
}

type TrainingAudienceFieldProps = {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** Shown under the field: why it is filled the way it is (a suggestion from the name). */
  note?: string;
  error?: string;
  disabled?: boolean;
};

/**
 * The job role's training audience: the division role titles it covers, picked from the titles the
 * divisions hold (searchable, with headcounts), shown as removable chips with the people they add
 * up to. The process tab's preset and the readiness figures count these people.
 */
export function TrainingAudienceField({
  id,
  value,
  onChange,
  note,
  error,
  disabled,
}: TrainingAudienceFieldProps) {
  const { titles, divisions } = useHeldTitles();
  const options = useMemo(() => audienceTitleOptions(titles ?? [], value), [titles, value]);
  const headcount = divisions.data ? audienceHeadcount(divisions.data, value) : null;
  const helpId = `${id}-help`;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled} aria-describedby={helpId}>
      {divisions.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading role titles…</span>
          <span className="font-medium text-slate-800 text-sm leading-none">Training audience</span>
          <Skeleton className="h-9 w-full" />
        </div>
      ) : divisions.isError ? (
        <div className="flex flex-col gap-2">
          <span className="font-medium text-slate-800 text-sm leading-none">Training audience</span>
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700 text-sm"
          >
            The role titles could not be loaded.
            <Button
              variant="ghost"
              size="sm"
              onClick={() => divisions.refetch()}
              disabled={divisions.isFetching}
            >
              <RotateCwIcon
                aria-hidden="true"
                className={divisions.isFetching ? 'animate-spin' : undefined}
              />
              Retry
            </Button>
          </div>
        </div>
      ) : (
        <MultiSelect
          label="Training audience"
          // The shared control labels filters in small type; in a form it reads like the other labels.
          className="gap-2 [&>span:first-child]:text-slate-800 [&>span:first-child]:text-sm [&>span:first-child]:leading-none"
          options={options}
          value={value}
          onChange={onChange}
          displayText={audienceDisplayText(value)}
          searchPlaceholder="Search role titles..."
          emptyText="No role titles match."
        />
      )}

      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Titles in the training audience">
          {value.map((title) => (
            <li key={title} className="max-w-full">
              <FilterChip label={title} onRemove={() => onChange(value.filter((t) => t !== title))} />
            </li>
          ))}
        </ul>
      ) : null}

      <div id={helpId} className="flex flex-col gap-1 text-slate-600 text-xs">
        <p
          className="inline-flex items-center gap-1.5 font-medium text-slate-700 tabular-nums"
          aria-live="polite"
        >
          <UsersIcon className="size-3.5" aria-hidden="true" />
          {value.length === 0
            ? 'No training audience mapped'
            : headcount
              ? audienceHeadcountText(headcount)
              : `${value.length} ${value.length === 1 ? 'title' : 'titles'}`}
        </p>
        <p>
          The division role titles this job role covers. Its processes’ Training Audiences tab starts on them,
          and the readiness figures count their employees.
          {note ? ` ${note}` : null}
        </p>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
