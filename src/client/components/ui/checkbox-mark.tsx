import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils';

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
