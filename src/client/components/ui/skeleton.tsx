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

/**
 * A region that says it is loading (`label`, read by screen readers) while it shows `count` alike
 * placeholders (`itemClassName`) laid out by `className`.
 */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
}: {
  label: string;
  count: number;
  className: string;
  itemClassName: string;
}) {
  const keys = Array.from({ length: count }, (_, i) => `placeholder-${i}`);
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {keys.map((key) => (
        <Skeleton key={key} className={itemClassName} />
      ))}
    </div>
  );
}
