import { XIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { AUDIT_ACTIONS, auditActionLabel } from '../../../components/audit-action-badge';
import { SearchInput } from '../../../components/search-box';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  SearchableSelect,
  type SearchableSelectOption,
  type SearchableSelectProps,
} from '../../../components/ui/searchable-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { entityTypeLabel, type HistoryFilterKey, type HistoryFilters } from '../history-filters';

/** Radix Select items cannot have an empty value: this one stands for "no filter". */
const ALL = '__all';
const SEARCH_DEBOUNCE_MS = 300;

type Option = { value: string; label: string };

type HistoryFiltersCardProps = {
  filters: HistoryFilters;
  onChange: (key: HistoryFilterKey, value: string) => void;
  onClear: () => void;
  canClear: boolean;
  /** The processes matching the picker's text, searched on the server. */
  processOptions: SearchableSelectOption[];
  processSearch: NonNullable<SearchableSelectProps['remote']>;
  processesLoading: boolean;
  /** The chosen process's name, read by id (the matches shown need not hold it), or "Deleted process". */
  processLabel?: string;
  roleOptions: Option[];
  /** Everyone who has signed in, for "changes by this person". */
  personOptions: Option[];
  entityTypes: string[];
  actions: string[];
};

/** A filter's label above its control, in one grid cell. */
function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="text-slate-700 text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A value from the address that is not (or no longer) among the choices still shows as chosen.
  const withCurrent =
    value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <FilterField id={id} label={label}>
      <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
        <SelectTrigger id={id} className={value ? undefined : 'text-slate-600'}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {withCurrent.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
}

/** The search box: typing reaches the address 300 ms after the last key; Enter sends it at once. */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [input, setInput] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (input.trim() !== value) setInput(value);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text schedules a search
  useEffect(() => {
    if (input.trim() === value) return;
    const timer = setTimeout(() => onChange(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  return (
    <FilterField id={id} label="Search">
      <SearchInput
        id={id}
        value={input}
        onChange={setInput}
        onSubmit={() => onChange(input.trim())}
        placeholder="Search the summaries..."
      />
    </FilterField>
  );
}

function DayField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className="tabular-nums"
      />
    </FilterField>
  );
}

/** Process, job role, person, kind of change, action, days and free text: all kept in the address. */
export function HistoryFiltersCard({
  filters,
  onChange,
  onClear,
  canClear,
  processOptions,
  processSearch,
  processesLoading,
  processLabel,
  roleOptions,
  personOptions,
  entityTypes,
  actions,
}: HistoryFiltersCardProps) {
  // Known actions first in their usual order, then whatever else the history holds.
  const knownOrder = Object.keys(AUDIT_ACTIONS);
  const actionOptions = [...actions]
    .sort((a, b) => {
      const ra = knownOrder.indexOf(a);
      const rb = knownOrder.indexOf(b);
      return (ra === -1 ? 99 : ra) - (rb === -1 ? 99 : rb) || a.localeCompare(b);
    })
    .map((action) => ({ value: action, label: auditActionLabel(action) }));
  const kindOptions = entityTypes
    .map((type) => ({ value: type, label: entityTypeLabel(type) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
  const selects: { key: HistoryFilterKey; label: string; allLabel: string; options: Option[] }[] = [
    { key: 'jobRoleId', label: 'Job role', allLabel: 'All job roles', options: roleOptions },
    { key: 'actorId', label: 'Person', allLabel: 'Everyone', options: personOptions },
    { key: 'entityType', label: 'Kind of change', allLabel: 'All kinds', options: kindOptions },
    { key: 'action', label: 'Action', allLabel: 'All actions', options: actionOptions },
  ];

  return (
    <search aria-label="Filter the history" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
        <SearchableSelect
          label="Process"
          options={processOptions}
          value={filters.processId}
          onChange={(value) => onChange('processId', value)}
          emptyLabel="All processes"
          valueLabel={processLabel}
          searchPlaceholder="Search processes..."
          loading={processesLoading}
          remote={processSearch}
        />
        {selects.map(({ key, ...select }) => (
          <FilterSelect
            key={key}
            {...select}
            value={filters[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
        <DayField
          label="From"
          value={filters.from}
          max={filters.to}
          onChange={(value) => onChange('from', value)}
        />
        <DayField
          label="To"
          value={filters.to}
          min={filters.from}
          onChange={(value) => onChange('to', value)}
        />
        <div className="flex items-end gap-2 md:col-span-2">
          <div className="min-w-0 flex-1">
            <SearchField value={filters.search} onChange={(value) => onChange('search', value)} />
          </div>
          {canClear ? (
            <Button variant="ghost" onClick={onClear} className="shrink-0">
              <XIcon aria-hidden="true" />
              Clear filters
            </Button>
          ) : null}
        </div>
      </div>
    </search>
  );
}
