import {
  AUDIENCE_FILTER_KEYS,
  type AudienceFilterKey,
  type AudienceFilterOptions,
  type AudienceFilters,
  filterDisplayText,
  hasActiveFilters,
} from '@core/rules/audience';
import { FilterXIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { FilterChip } from '../ui/filter-chip';
import { MultiSelect } from '../ui/multi-select';

const FIELDS: Record<AudienceFilterKey, { label: string; chip: string; search: string; empty: string }> = {
  states: { label: 'States', chip: 'State', search: 'Search states...', empty: 'No states match.' },
  roles: { label: 'Roles', chip: 'Role', search: 'Search roles...', empty: 'No roles match.' },
  divisions: {
    label: 'Divisions',
    chip: 'Division',
    search: 'Search divisions...',
    empty: 'No divisions match.',
  },
};

type AudienceFiltersCardProps = {
  filters: AudienceFilters;
  options: AudienceFilterOptions;
  onChange: (next: AudienceFilters) => void;
};

/** The Filters card: three searchable multi-selects, a chip per chosen value, Clear All Filters. */
export function AudienceFiltersCard({ filters, options, onChange }: AudienceFiltersCardProps) {
  const labelOf = (key: AudienceFilterKey, value: string) =>
    options[key].find((o) => o.value === value)?.label ?? value;
  const set = (key: AudienceFilterKey, values: string[]) => onChange({ ...filters, [key]: values });
  const active = hasActiveFilters(filters);

  return (
    <Card>
      <section aria-labelledby="audience-filters-heading" className="flex flex-col gap-4 p-5">
        <div className="flex min-h-8 items-center justify-between gap-3">
          <h2 id="audience-filters-heading" className="font-semibold text-base text-slate-900">
            Filters
          </h2>
          {active ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ states: [], roles: [], divisions: [] })}
            >
              <FilterXIcon aria-hidden="true" />
              Clear All Filters
            </Button>
          ) : null}
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {AUDIENCE_FILTER_KEYS.map((key) => (
            <MultiSelect
              key={key}
              label={FIELDS[key].label}
              options={options[key]}
              value={filters[key]}
              onChange={(values) => set(key, values)}
              displayText={filterDisplayText(key, filters[key], (v) => labelOf(key, v))}
              searchPlaceholder={FIELDS[key].search}
              emptyText={FIELDS[key].empty}
            />
          ))}
        </div>
        {active ? (
          <ul className="flex flex-wrap gap-1.5 border-slate-100 border-t pt-4" aria-label="Active filters">
            {AUDIENCE_FILTER_KEYS.flatMap((key) =>
              filters[key].map((value) => (
                <li key={`${key}:${value}`} className="max-w-full">
                  <FilterChip
                    kind={FIELDS[key].chip}
                    label={labelOf(key, value)}
                    onRemove={() =>
                      set(
                        key,
                        filters[key].filter((v) => v !== value),
                      )
                    }
                  />
                </li>
              )),
            )}
          </ul>
        ) : null}
      </section>
    </Card>
  );
}
