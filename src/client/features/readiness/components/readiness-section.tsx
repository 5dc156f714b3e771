import type * as React from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

type ReadinessSectionProps = {
  id: string;
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  /** True while newer figures load: the section stays readable but dimmed. */
  stale?: boolean;
};

/** A titled card of the dashboard: a region named by its heading, the table's exports on the right. */
export function ReadinessSection({
  id,
  title,
  description,
  actions,
  children,
  stale,
}: ReadinessSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card>
      <section
        aria-labelledby={headingId}
        aria-busy={stale || undefined}
        className="flex flex-col gap-4 p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0 flex-1 basis-72">
            <h2 id={headingId} className="font-semibold text-base text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-slate-600 text-xs">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        <div className={cn('flex flex-col gap-4 transition-opacity', stale && 'opacity-60')}>{children}</div>
      </section>
    </Card>
  );
}
