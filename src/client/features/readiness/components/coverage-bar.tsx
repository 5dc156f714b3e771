import { percent } from '@core/rules/readiness/labels';
import type { Coverage } from '@core/schemas/readiness';
import { cn } from '../../../lib/utils';
import { type CoverageClassKey, coverageSegments, coverageText } from '../readiness-figures';

/** The pain-point tracker's status colours, so the bar reads like the buttons that feed it. */
export const COVERAGE_COLORS: Record<CoverageClassKey, string> = {
  resolved: 'bg-emerald-600',
  partiallyResolved: 'bg-amber-400',
  parkingLot: 'bg-violet-600',
  notAddressed: 'bg-red-600',
  notSet: 'bg-slate-300',
};

/**
 * The five coverage classes as one stacked bar with the resolved share beside it. The bar is an
 * image named by all five counts; the percentage is the visible summary.
 */
export function CoverageBar({ coverage, className }: { coverage: Coverage; className?: string }) {
  if (coverage.total === 0) {
    return <span className={cn('whitespace-nowrap text-slate-500 text-xs', className)}>No pain points</span>;
  }
  const text = coverageText(coverage);
  return (
    <div className={cn('flex items-center gap-2', className)} title={text}>
      <div
        role="img"
        aria-label={`Pain-point coverage: ${text}`}
        className="flex h-2 w-24 shrink-0 overflow-hidden rounded-full bg-slate-100"
      >
        {coverageSegments(coverage).map((s) => (
          <span
            key={s.key}
            className={cn('h-full', COVERAGE_COLORS[s.key])}
            style={{ width: `${s.share}%` }}
          />
        ))}
      </div>
      <span aria-hidden="true" className="w-9 text-right font-medium text-slate-800 text-xs tabular-nums">
        {percent(coverage.resolved, coverage.total)}%
      </span>
    </div>
  );
}
