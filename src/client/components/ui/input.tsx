import type * as React from 'react';
import { cn } from '../../lib/utils';

export const fieldClasses =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-9 py-1', className)} {...props} />;
}
