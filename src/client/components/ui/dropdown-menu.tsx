import { DropdownMenu } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

/** A dropdown menu's panel, in a portal just under its trigger; `className` sets its width. */
export function DropdownMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={4}
        collisionPadding={10}
        className={cn(
          'z-50 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-md data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}
