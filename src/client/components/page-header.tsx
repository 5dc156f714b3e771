import type * as React from 'react';
import { cn } from '../lib/utils';
import { Breadcrumb, type Crumb } from './breadcrumb';

type PageHeaderProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  breadcrumb?: Crumb[];
  actions?: React.ReactNode;
  meta?: React.ReactNode;
  className?: string;
};

/** Breadcrumb, title, one line of context and the page's actions on the right. */
export function PageHeader({ title, description, breadcrumb, actions, meta, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-3', className)}>
      {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-80">
          <h1 className="font-semibold text-2xl text-slate-900 tracking-tight">{title}</h1>
          {description ? <p className="mt-1 max-w-3xl text-slate-600">{description}</p> : null}
          {meta ? (
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-xs">
              {meta}
            </div>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

type SectionHeadingProps = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: React.ReactNode;
  /** The small count line on the right; nothing while it is unknown. */
  count?: React.ReactNode;
  /** Announce count changes (a list that refilters in place). */
  live?: boolean;
};

/** A section's heading with its count line on the right (Artifacts Library, Change Log, History). */
export function SectionHeading({ id, title, count, live }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="font-semibold text-base text-slate-900">
        {title}
      </h2>
      {count == null ? null : (
        <p className="text-slate-600 text-xs tabular-nums" aria-live={live ? 'polite' : undefined}>
          {count}
        </p>
      )}
    </div>
  );
}
