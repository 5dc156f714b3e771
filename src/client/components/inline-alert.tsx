import { TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';

/** A warning inside a dialog, above its form: a title, then what the person can do. */
export function InlineAlert({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2.5 text-amber-950 text-sm"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </div>
  );
}
