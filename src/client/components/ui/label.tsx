import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('font-medium text-slate-800 text-sm leading-none select-none', className)}
      {...props}
    />
  );
}

/** A field's error line: linked to the control through aria-describedby by the caller. */
export function FieldError({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-red-700 text-xs">
      {children}
    </p>
  );
}

/** A field's error that is announced as it appears, for a field checked on its own (not on submit). */
export function FieldAlert({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-red-700 text-sm">
      {children}
    </p>
  );
}
