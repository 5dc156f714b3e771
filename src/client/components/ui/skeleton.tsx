import type * as React from 'react';
import { cn } from '../../lib/utils';

/** A grey placeholder block; hidden from assistive technology (the surrounding region says it is loading). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/80', className)}
      {...props}
    />
  );
}
