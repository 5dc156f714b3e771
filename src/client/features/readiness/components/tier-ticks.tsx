import type { TierCounts } from '@core/schemas/readiness';
import { CheckIcon, MinusIcon, XIcon } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { type Tier, type TierState, tierMarks } from '../readiness-figures';

const STATE_STYLES: Record<TierState, string> = {
  present: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  missing: 'border-amber-300 bg-amber-50 text-amber-900',
  'not-needed': 'border-slate-200 border-dashed bg-white text-slate-500',
};

const STATE_ICONS = { present: CheckIcon, missing: XIcon, 'not-needed': MinusIcon } as const;

/**
 * T1 T2 T3: a tick where tier documents exist, a warning where the training-demand rule asks for
 * the tier and none exists, a dash where it is neither there nor asked for.
 */
export function TierTicks({ documents, needed }: { documents: TierCounts; needed: Record<Tier, boolean> }) {
  const marks = tierMarks(documents, needed);
  return (
    <span className="flex gap-1" title={marks.map((m) => m.text).join('\n')}>
      {marks.map((mark) => {
        const Icon = STATE_ICONS[mark.state];
        return (
          <span
            key={mark.tier}
            data-tier={mark.tier}
            data-state={mark.state}
            className={cn(
              'inline-flex items-center gap-0.5 rounded border px-1 py-0.5 font-medium text-[11px] leading-none',
              STATE_STYLES[mark.state],
            )}
          >
            <span aria-hidden="true">{mark.short}</span>
            <Icon aria-hidden="true" className="size-3" />
            <span className="sr-only">{mark.text}</span>
          </span>
        );
      })}
    </span>
  );
}
