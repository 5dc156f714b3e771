import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/utils';
import {
  itemMatches,
  ListboxField,
  type ListboxItem,
  ListboxOption,
  ListboxPopoverContent,
  ListboxSearchInput,
  SelectTriggerButton,
  useListboxIds,
  useListboxNavigation,
} from './listbox-search';

export type SearchableSelectOption = ListboxItem;

export type SearchableSelectProps = {
  /** The visible label above the trigger ("Process"). */
  label: string;
  options: readonly SearchableSelectOption[];
  /** The chosen value; '' for none. */
  value: string;
  onChange: (next: string) => void;
  /** What the trigger reads with nothing chosen ("All processes"); also the first option, which clears. */
  emptyLabel: string;
  /** What the trigger reads for a value the options do not (yet) hold. */
  valueLabel?: string;
  searchPlaceholder?: string;
  /** More than this many matches are cut, with a hint to type more. */
  maxVisible?: number;
  /** The options are being loaded (for a remote search: the matches of the text typed). */
  loading?: boolean;
  /**
   * Searching on the server, for lists too long to send whole: the parent loads the matches of each
   * typed text and passes them as `options`, and `total` counts them all (`totalIsLowerBound` when
   * the server stopped counting). Without it, `options` is the whole list, filtered here.
   */
  remote?: {
    onSearchChange: (text: string) => void;
    total: number;
    totalIsLowerBound?: boolean;
    /** Why the matches could not be loaded (shown instead of "No matches."). */
    error?: string;
  };
  className?: string;
};

/**
 * A single-choice select with a search box, for lists too long to scroll (processes). Focus stays in
 * the search box while the arrow keys move through the options (aria-activedescendant); Enter
 * chooses and closes; Escape clears the search first, then closes.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  emptyLabel,
  valueLabel,
  searchPlaceholder = 'Search...',
  maxVisible = 100,
  loading = false,
  remote,
  className,
}: SearchableSelectProps) {
  const { labelId, triggerId, listId, optionId } = useListboxIds();

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const needle = query.trim().toLowerCase();
  const matching = needle && !remote ? options.filter((o) => itemMatches(o, needle)) : options;
  const shown = matching.slice(0, maxVisible);
  const matchCount = remote ? Math.max(remote.total, matching.length) : matching.length;
  // The "all" choice comes first while not searching, so the keyboard can clear the filter too.
  const visible: SearchableSelectOption[] = needle ? shown : [{ value: '', label: emptyLabel }, ...shown];
  const { activeIndex, setActive, listRef, onKeyDown } = useListboxNavigation(
    visible.length,
    open,
    (index) => {
      const option = visible[index];
      if (option) choose(option.value);
    },
  );
  const chosen = options.find((o) => o.value === value);
  const display = value ? (chosen?.label ?? valueLabel ?? (loading ? 'Loading…' : value)) : emptyLabel;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the chosen option each time the list opens
  useEffect(() => {
    if (!open) return;
    setActive(
      Math.max(
        0,
        visible.findIndex((o) => o.value === value),
      ),
    );
  }, [open]);

  const search = (text: string) => {
    setQuery(text);
    setActive(0);
    remote?.onSearchChange(text);
  };

  function choose(next: string) {
    onChange(next);
    setOpen(false);
    search('');
  }

  return (
    <ListboxField label={label} labelId={labelId} className={className}>
      <PopoverPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) search('');
        }}
      >
        <PopoverPrimitive.Trigger asChild>
          <SelectTriggerButton id={triggerId} labelId={labelId} className="h-9">
            <span className={cn('truncate', !value && 'text-slate-600')}>{display}</span>
            <ChevronDownIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          </SelectTriggerButton>
        </PopoverPrimitive.Trigger>
        <ListboxPopoverContent
          label={label}
          query={query}
          onClearQuery={() => search('')}
          className="min-w-[26rem] max-w-[calc(100vw-2rem)]"
        >
          <ListboxSearchInput
            label={label}
            listId={listId}
            activeOptionId={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder={searchPlaceholder}
            value={query}
            onChange={search}
            onKeyDown={onKeyDown}
          />
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            aria-busy={loading || undefined}
            className={cn(
              'max-h-72 min-h-0 flex-1 overflow-y-auto p-1 transition-opacity empty:hidden',
              // The previous matches stay, dimmed, while the server answers the new text.
              remote && loading && options.length > 0 && 'opacity-60',
            )}
          >
            {visible.map((option, index) => {
              const isSelected = option.value === value;
              return (
                <ListboxOption
                  key={option.value || '__all'}
                  id={optionId(index)}
                  index={index}
                  selected={isSelected}
                  active={index === activeIndex}
                  onActivate={setActive}
                  onPick={() => choose(option.value)}
                  className={cn(
                    'relative flex items-center gap-2 py-1.5 pr-2 pl-7',
                    !option.value && 'text-slate-600',
                  )}
                >
                  {isSelected ? (
                    <CheckIcon className="absolute top-2 left-2 size-4 text-brand-700" aria-hidden="true" />
                  ) : null}
                  <span className="flex min-w-0 flex-1 flex-col" title={option.label}>
                    <span className="truncate">{option.label}</span>
                    {option.hint ? (
                      <span className="truncate text-slate-600 text-xs">{option.hint}</span>
                    ) : null}
                  </span>
                </ListboxOption>
              );
            })}
          </div>
          {remote?.error && !loading ? (
            <p role="alert" className="px-3 py-4 text-center text-red-700 text-sm">
              {remote.error}
            </p>
          ) : loading && options.length === 0 ? (
            <p className="px-3 py-4 text-center text-slate-600 text-sm">Loading…</p>
          ) : needle && matching.length === 0 && !loading ? (
            <p className="px-3 py-6 text-center text-slate-600 text-sm">No matches.</p>
          ) : null}
          {matchCount > shown.length ? (
            <p className="border-slate-100 border-t px-3 py-1.5 text-slate-600 text-xs tabular-nums">
              Showing {shown.length} of {matchCount.toLocaleString('en-US')}
              {remote?.totalIsLowerBound ? '+' : ''}: type to narrow down.
            </p>
          ) : null}
        </ListboxPopoverContent>
      </PopoverPrimitive.Root>
    </ListboxField>
  );
}
