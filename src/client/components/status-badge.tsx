import { cn } from '../lib/utils';
import { Badge, type BadgeProps } from './ui/badge';

const KNOWN: Record<string, { label: string; variant: BadgeProps['variant'] }> = {
  published: { label: 'Published', variant: 'success' },
  draft: { label: 'Draft', variant: 'warning' },
  in_review: { label: 'In Review', variant: 'info' },
};

/** "in_review" -> "In Review"; unknown statuses are shown as written, in words. */
export function statusLabel(status: string): string {
  const known = KNOWN[status];
  if (known) return known.label;
  return status
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Status colours carry meaning only: published green, draft amber, in review blue, others neutral. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const variant = KNOWN[status]?.variant ?? 'neutral';
  return (
    <Badge variant={variant} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}

/** The process header's status: a green dot when published, yellow otherwise (spec §2). */
export function StatusDot({ status, className }: { status: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', status === 'published' ? 'bg-emerald-500' : 'bg-yellow-400')}
      />
      {statusLabel(status)}
    </span>
  );
}
