import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/utils';

/** Radix Tabs: arrow keys move between tabs, Home/End jump, each panel is labelled by its tab. */
export const Tabs = TabsPrimitive.Root;

/**
 * The row of tabs; on a narrow screen it scrolls sideways, and the selected tab is scrolled into
 * the row's view (only the row scrolls, never the page).
 */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active) return;
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  });
  return (
    <TabsPrimitive.List
      ref={ref}
      className={cn('relative flex items-end gap-1 overflow-x-auto border-slate-200 border-b', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-t-md border-transparent border-b-2 px-3 py-2.5 font-medium text-slate-600 text-sm transition-colors hover:text-slate-900 focus-visible:outline-offset-[-2px] data-[state=active]:border-brand-600 data-[state=active]:text-brand-800 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content className={cn('pt-6 focus-visible:outline-offset-4', className)} {...props} />
  );
}
