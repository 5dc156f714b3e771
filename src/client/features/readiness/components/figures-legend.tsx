import { COVERAGE_CLASSES } from '@core/rules/readiness/labels';
import { CheckIcon, MinusIcon, XIcon } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { COVERAGE_COLORS } from './coverage-bar';

/** What the coverage colours and the tier marks mean (the figures' own labels say it to screen readers). */
export function FiguresLegend() {
  return (
    <div aria-hidden="true" className="flex flex-wrap items-center gap-x-6 gap-y-1.5 text-slate-700 text-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-slate-600">Pain points:</span>
        {COVERAGE_CLASSES.map((c) => (
          <span key={c.key} className="flex items-center gap-1.5">
            <span className={cn('h-2 w-3 rounded-sm', COVERAGE_COLORS[c.key])} />
            {c.label}
          </span>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-slate-600">Tier documents:</span>
        <span className="flex items-center gap-1">
          <CheckIcon className="size-3 text-emerald-700" /> filed
        </span>
        <span className="flex items-center gap-1">
          <XIcon className="size-3 text-amber-700" /> needed, none filed
        </span>
        <span className="flex items-center gap-1">
          <MinusIcon className="size-3 text-slate-500" /> not needed
        </span>
      </div>
    </div>
  );
}
