import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  /** A whole-page state (not found) titles the page with an h1. */
  titleAs?: 'p' | 'h1' | 'h2';
  className?: string;
};

function EmptyIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-600">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** An empty list: what is missing and the one next action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs = 'p',
  className,
}: EmptyStateProps) {
  const Title = titleAs;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-slate-300 border-dashed bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? <EmptyIcon icon={Icon} /> : null}
      <Title
        className={titleAs === 'h1' ? 'font-semibold text-lg text-slate-900' : 'font-medium text-slate-900'}
      >
        {title}
      </Title>
      {description ? <p className="max-w-md text-slate-600 text-sm">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

/** An empty list inside a panel or table that already draws the frame: its icon, what is missing, and why. */
export function PanelEmptyState({
  icon,
  title,
  description,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2', className)}>
      <EmptyIcon icon={icon} />
      <p className="font-medium text-slate-900">{title}</p>
      <p className="max-w-md text-slate-600 text-sm">{description}</p>
    </div>
  );
}

/**
 * A search or filter that matched nothing: what was asked for, what to try, and a button that clears
 * it (`clearLabel`, with `clearIcon` before it), followed by `action` when the next step may just as
 * well be something new rather than another search.
 */
export function NoMatches({
  icon,
  title,
  description,
  onClear,
  clearLabel = 'Clear search',
  clearIcon: ClearIcon,
  action,
  className,
}: Pick<EmptyStateProps, 'icon' | 'title' | 'description' | 'action' | 'className'> & {
  onClear: () => void;
  clearLabel?: string;
  clearIcon?: LucideIcon;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <div className="flex flex-wrap items-center justify-center gap-2">
          <Button variant="outline" onClick={onClear}>
            {ClearIcon ? <ClearIcon aria-hidden="true" /> : null}
            {clearLabel}
          </Button>
          {action}
        </div>
      }
      className={className}
    />
  );
}
