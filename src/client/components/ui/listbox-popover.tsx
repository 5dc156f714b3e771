import { Popover as PopoverPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../lib/utils';
import { fieldClasses } from './input';

/*
 * The frame MultiSelect and SearchableSelect share around their listbox: the label above, the
 * trigger it names, and the popover whose Escape clears the search before it closes.
 */

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
