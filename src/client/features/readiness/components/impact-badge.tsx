import { IMPACT_LABELS } from '@core/rules/change-impact-labels';
import type { ImpactLevel } from '@core/schemas/change-impact';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

/** The Change Impact matrix's tints (spec §4): HIGH red, MED blue, LOW grey. */
const STYLES: Record<ImpactLevel, { badge: string; dot: string }> = {
  HIGH: { badge: 'border-red-200 bg-red-50 text-red-800', dot: 'bg-red-600' },
  MED: { badge: 'border-blue-200 bg-blue-50 text-blue-800', dot: 'bg-blue-600' },
  LOW: { badge: 'border-slate-300 bg-slate-100 text-slate-700', dot: 'bg-slate-500' },
};

/** The highest impact among a process's (or role's) outputs; "Not assessed" when none carries one. */
export function ImpactBadge({ level, className }: { level: ImpactLevel | null; className?: string }) {
  if (!level) {
    return (
      <span data-impact="none" className={cn('whitespace-nowrap text-slate-500 text-xs', className)}>
        Not assessed
      </span>
    );
  }
  return (
    <Badge data-impact={level} className={cn(STYLES[level].badge, className)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', STYLES[level].dot)} />
      {IMPACT_LABELS[level]}
    </Badge>
  );
}
