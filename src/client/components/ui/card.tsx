import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('rounded-lg border border-slate-200 bg-white', className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<'h3'>) {
  return <h3 className={cn('font-semibold text-base text-slate-900 leading-snug', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-slate-600 text-sm', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-5 pt-0', className)} {...props} />;
}

/** The big number of a summary card. */
export function SummaryFigure({ children }: { children: React.ReactNode }) {
  return <p className="font-semibold text-2xl text-slate-900 tabular-nums leading-none">{children}</p>;
}

type SummaryCardProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  title: string;
  icon: LucideIcon;
  iconClass?: string;
  hint: React.ReactNode;
} & ({ value: number; children?: never } | { value?: never; children: React.ReactNode });

/**
 * A headline figure of the dashboard, audiences and readiness pages: title and icon, the figure
 * (`value`, or `children` where it is more than a number) and a hint line. It lives here, beside
 * Card, because those lazy pages already share this file.
 */
export function SummaryCard({
  title,
  icon: Icon,
  iconClass = 'text-brand-600',
  hint,
  value,
  children,
  className,
  ...props
}: SummaryCardProps) {
  return (
    <Card className={cn('flex flex-col gap-2 p-5', className)} {...props}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium text-slate-600 text-sm">{title}</h3>
        <Icon className={`size-4 ${iconClass}`} aria-hidden="true" />
      </div>
      {value === undefined ? children : <SummaryFigure>{value.toLocaleString('en-US')}</SummaryFigure>}
      <p className="text-slate-600 text-xs tabular-nums">{hint}</p>
    </Card>
  );
}

/** A page's headline figures: its SummaryCards in a grid (`className` sets the columns), headed "Summary" for screen readers. */
export function SummaryGrid({
  headingId,
  className,
  children,
}: {
  headingId: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cn('grid grid-cols-2 gap-4', className)}>
      <h2 id={headingId} className="sr-only">
        Summary
      </h2>
      {children}
    </section>
  );
}
