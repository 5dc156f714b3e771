import { type AudienceBadgeTone, audienceBadgeTone } from '@core/rules/audience';
import { formatCount } from '../../lib/format';
import { cn } from '../../lib/utils';

const TONE: Record<AudienceBadgeTone, string> = {
  strong: 'border-brand-600 bg-brand-600 text-white',
  secondary: 'border-brand-200 bg-brand-50 text-brand-800',
  outline: 'border-slate-300 bg-white text-slate-700',
};

/** A headcount styled by size (spec §9): 10 or more strong, 5 or more secondary, else outline. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const tone = audienceBadgeTone(count);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex min-w-7 items-center justify-center rounded-md border px-1.5 py-px font-medium text-xs tabular-nums',
        TONE[tone],
        className,
      )}
    >
      {formatCount(count)}
    </span>
  );
}
