import { ChevronDownIcon } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useMemo, useState } from 'react';
import { cn } from '../../lib/utils';
import { Button } from './button';
import {
  CheckboxMark,
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

export type MultiSelectOption = ListboxItem;

type MultiSelectProps = {
  /** The visible label above the trigger ("States"). */
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** What the trigger reads: "All States", "Georgia", "3 states selected". */
  displayText: string;
  searchPlaceholder?: string;
  /** Shown when the search matches no option. */
  emptyText?: string;
  className?: string;
};

/**
 * A searchable multi-select on a Radix Popover. Focus stays in the search box while the arrow keys
 * move through the options (aria-activedescendant) and Enter ticks or unticks one; Escape clears
 * the search first, then closes. The list is a multi-selectable listbox whose options carry
 * aria-selected.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  displayText,
  searchPlaceholder = 'Search...',
  emptyText = 'No matches.',
  className,
}: MultiSelectProps) {
  const { labelId, triggerId, listId, optionId } = useListboxIds();

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const selected = useMemo(() => new Set(value), [value]);
  const needle = query.trim().toLowerCase();
  const visible = needle ? options.filter((o) => itemMatches(o, needle, true)) : options;
  const toggle = (optionValue: string) => {
    onChange(selected.has(optionValue) ? value.filter((v) => v !== optionValue) : [...value, optionValue]);
  };
  const { activeIndex, setActive, listRef, onKeyDown } = useListboxNavigation(
    visible.length,
    open,
    (index) => {
      const option = visible[index];
      if (option) toggle(option.value);
    },
  );

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery('');
      setActive(0);
    }
  };

  return (
    <ListboxField label={label} labelId={labelId} className={className}>
      <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <PopoverPrimitive.Trigger asChild>
          <SelectTriggerButton id={triggerId} labelId={labelId} className="h-9">
            <span className={cn('truncate', value.length === 0 && 'text-slate-600')}>{displayText}</span>
            <span className="flex shrink-0 items-center gap-1.5">
              {value.length > 1 ? (
                <span
                  aria-hidden="true"
                  className="rounded-full bg-brand-600 px-1.5 font-semibold text-[11px] text-white tabular-nums leading-4"
                >
                  {value.length}
                </span>
              ) : null}
              <ChevronDownIcon className="size-4 text-slate-500" aria-hidden="true" />
            </span>
          </SelectTriggerButton>
        </PopoverPrimitive.Trigger>
        <ListboxPopoverContent
          label={label}
          query={query}
          onClearQuery={() => {
            setQuery('');
            setActive(0);
          }}
          className="min-w-72"
        >
          <ListboxSearchInput
            label={label}
            listId={listId}
            activeOptionId={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(text) => {
              setQuery(text);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-label={label}
            className="max-h-64 min-h-0 flex-1 overflow-y-auto p-1 empty:hidden"
          >
            {visible.map((option, index) => {
              const isSelected = selected.has(option.value);
              return (
                <ListboxOption
                  key={option.value}
                  id={optionId(index)}
                  index={index}
                  selected={isSelected}
                  active={index === activeIndex}
                  onActivate={setActive}
                  onPick={() => toggle(option.value)}
                  className="flex items-center gap-2.5 px-2 py-1.5"
                >
                  <CheckboxMark checked={isSelected} />
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {option.hint ? (
                    <span className="shrink-0 text-slate-600 text-xs tabular-nums">{option.hint}</span>
                  ) : null}
                </ListboxOption>
              );
            })}
          </div>
          {visible.length === 0 ? (
            <p className="px-3 py-6 text-center text-slate-600 text-sm">{emptyText}</p>
          ) : null}
          <div className="flex items-center justify-between gap-2 border-slate-100 border-t px-2 py-1.5">
            <span className="px-1 text-slate-600 text-xs tabular-nums" aria-live="polite">
              {value.length === 0 ? 'None selected' : `${value.length} selected`}
            </span>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                disabled={value.length === 0}
                onClick={() => onChange([])}
              >
                Clear
              </Button>
              <PopoverPrimitive.Close asChild>
                <Button variant="outline" size="sm" className="h-7 px-2.5">
                  Done
                </Button>
              </PopoverPrimitive.Close>
            </div>
          </div>
        </ListboxPopoverContent>
      </PopoverPrimitive.Root>
    </ListboxField>
  );
}
