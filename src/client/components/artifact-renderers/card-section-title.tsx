import type * as React from 'react';
import { cn } from '../../lib/utils';

/** A small section heading inside a card. */
export function CardSectionTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <h4 className={cn('mb-1.5 font-semibold text-[11px] text-slate-500 uppercase tracking-wider', className)}>
      {children}
    </h4>
  );
}
