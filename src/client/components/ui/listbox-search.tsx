import { CheckIcon, SearchIcon } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/utils';
import { fieldClasses } from './input';

/*
 * The pieces MultiSelect and SearchableSelect share: a search box that keeps the focus while the
 * arrow keys move through a listbox (aria-activedescendant), and the listbox's options; the frame
 * around the listbox (the label above, the trigger it names, the popover whose Escape clears the
 * search before it closes); and the check box mark of a multiple choice, which the change
 * description menu draws too.
 */

/** An option of either select. */
export interface ListboxItem {
  value: string;
  label: string;
  /** A short fact shown beside the option (a count, a location, a job role). */
  hint?: string;
}

/**
 * Whether the search text (lower case) is in the option's label or hint, or, where the values are
 * codes people type ("GA"), in its value.
 */
export function itemMatches(item: ListboxItem, needle: string, byValue = false): boolean {
  return (
    item.label.toLowerCase().includes(needle) ||
    (byValue && item.value.toLowerCase().includes(needle)) ||
    (item.hint?.toLowerCase().includes(needle) ?? false)
  );
}

/**
 * The active option of a listbox of `count` options, moved by the keys of the search box: arrows
 * wrap, PageUp/PageDown jump 8, Ctrl+Home/End go to the ends, Enter picks. The active option is
 * scrolled into view while the list is open.
 */
export function useListboxNavigation(count: number, open: boolean, onPick: (index: number) => void) {
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const activeIndex = count === 0 ? -1 : Math.min(active, count - 1);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    el?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const last = count - 1;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive(activeIndex >= last ? 0 : activeIndex + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (e.key === 'PageDown' || (e.key === 'End' && e.ctrlKey)) {
      e.preventDefault();
      setActive(e.key === 'End' ? last : Math.min(last, activeIndex + 8));
    } else if (e.key === 'PageUp' || (e.key === 'Home' && e.ctrlKey)) {
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : Math.max(0, activeIndex - 8));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (activeIndex >= 0) onPick(activeIndex);
    }
  };

  return { activeIndex, setActive, listRef, onKeyDown };
}

/** The search box on top of the list: a combobox that drives the listbox `listId`. */
export function ListboxSearchInput({
  label,
  listId,
  activeOptionId,
  placeholder,
  value,
  onChange,
  onKeyDown,
}: {
  label: string;
  listId: string;
  activeOptionId: string | undefined;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onKeyDown: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="relative border-slate-100 border-b p-1.5">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="text"
        role="combobox"
        aria-label={`Search ${label.toLowerCase()}`}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOptionId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        className="h-8 w-full rounded-sm bg-transparent pr-2 pl-8 text-sm outline-none placeholder:text-slate-500"
      />
    </div>
  );
}

/** One option of the listbox; the mouse moves the active option, and the focus stays in the search box. */
export function ListboxOption({
  id,
  index,
  selected,
  active,
  onActivate,
  onPick,
  className,
  children,
}: {
  id: string;
  index: number;
  selected: boolean;
  active: boolean;
  onActivate: (index: number) => void;
  onPick: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the search box (aria-activedescendant)
    <div
      id={id}
      data-index={index}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      // Keep focus in the search box: the list is driven from there.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => {
        if (!active) onActivate(index);
      }}
      onClick={onPick}
      className={cn('select-none rounded-sm text-sm', active && 'bg-slate-100', className)}
    >
      {children}
    </div>
  );
}

/** The ids that tie the label, the trigger, the listbox and its options together. */
export function useListboxIds() {
  const baseId = useId();
  return {
    labelId: `${baseId}-label`,
    triggerId: `${baseId}-trigger`,
    listId: `${baseId}-list`,
    optionId: (index: number) => `${baseId}-option-${index}`,
  };
}

/** The visible label above a select's trigger, and the column that holds both. */
export function ListboxField({
  label,
  labelId,
  className,
  children,
}: {
  label: string;
  labelId: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={labelId} className="font-medium text-slate-700 text-xs">
        {label}
      </span>
      {children}
    </div>
  );
}

/** A select's trigger button, named by its label and then by its own text (the current choice). */
export function SelectTriggerButton({
  id,
  labelId,
  className,
  ...props
}: React.ComponentProps<'button'> & { id: string; labelId: string }) {
  return (
    <button
      type="button"
      id={id}
      aria-labelledby={`${labelId} ${id}`}
      className={cn(
        fieldClasses,
        'flex items-center justify-between gap-2 text-left data-[state=open]:border-brand-600',
        className,
      )}
      {...props}
    />
  );
}

/** The popover under the trigger; Escape clears a typed search first and closes only when empty. */
export function ListboxPopoverContent({
  label,
  query,
  onClearQuery,
  className,
  children,
}: {
  label: string;
  query: string;
  onClearQuery: () => void;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align="start"
        sideOffset={4}
        collisionPadding={10}
        aria-label={`Choose ${label.toLowerCase()}`}
        onEscapeKeyDown={(e) => {
          if (query) {
            e.preventDefault();
            onClearQuery();
          }
        }}
        className={cn(
          'z-50 flex max-h-(--radix-popover-content-available-height) w-(--radix-popover-trigger-width) flex-col overflow-hidden rounded-md border border-slate-200 bg-white text-slate-900 shadow-md data-[state=open]:animate-fade-in',
          className,
        )}
      >
        {children}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

/** The tick of a check box drawn inside a list option; a menu passes its own indicator as children. */
export function CheckboxMark({ checked, children }: { checked: boolean; children?: React.ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-4 shrink-0 items-center justify-center rounded-[4px] border',
        checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400 bg-white',
      )}
    >
      {children ?? (checked ? <CheckboxTick /> : null)}
    </span>
  );
}

export function CheckboxTick() {
  return <CheckIcon className="size-3" strokeWidth={3} />;
}
