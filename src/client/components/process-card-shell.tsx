import type { Process } from '@core/schemas/process';
import type * as React from 'react';
import { Link } from 'wouter';
import { StatusBadge } from './status-badge';

/**
 * A process as a card that links as a whole: its name and status on top, then what the caller
 * shows of it (the dashboard and a job role's page show different facts).
 */
export function ProcessCardShell({
  href,
  process,
  children,
}: {
  href: string;
  process: Process;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50/30"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-base text-slate-900 leading-snug group-hover:text-brand-800">
          {process.name}
        </h3>
        <StatusBadge status={process.status} />
      </div>
      {children}
    </Link>
  );
}
