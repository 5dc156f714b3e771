import { IMPACT_LABELS } from '@core/rules/change-impact-labels';
import { IMPACT_LEVELS } from '@core/schemas/change-impact';
import { useIsMutating } from '@tanstack/react-query';
import { CheckIcon, LoaderCircleIcon } from 'lucide-react';
import { changeImpactMutationKey } from '../../api/change-impacts/get-change-impacts';
import { SkeletonList } from '../../components/ui/skeleton';
import { HIGHLIGHTED_DESCRIPTION } from '../../lib/change-impact/labels';
import { cn } from '../../lib/utils';
import { ChangeDescriptionBadge } from './change-description-picker';
import { IMPACT_TINT } from './matrix-row';

export function Legend() {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-slate-200 border-t bg-slate-50 px-4 py-3 text-slate-600 text-xs">
      <span className="font-semibold text-slate-700">Legend</span>
      <ul className="contents">
        {IMPACT_LEVELS.map((level) => (
          <li key={level} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(
                'h-4 w-6 rounded-sm border border-slate-200 border-l-4',
                IMPACT_TINT[level].row,
                IMPACT_TINT[level].bar,
              )}
            />
            {IMPACT_LABELS[level]} impact: {level === 'HIGH' ? 'red' : level === 'MED' ? 'blue' : 'gray'} row
          </li>
        ))}
        <li className="inline-flex items-center gap-2">
          <ChangeDescriptionBadge value={HIGHLIGHTED_DESCRIPTION} />
          in red: a rule or policy changes
        </li>
      </ul>
    </div>
  );
}

export function SaveState({ processId }: { processId: string }) {
  const saving = useIsMutating({ mutationKey: changeImpactMutationKey(processId) }) > 0;
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-slate-600 text-xs">
      {saving ? (
        <>
          <LoaderCircleIcon className="size-3.5 animate-spin" aria-hidden="true" />
          Saving…
        </>
      ) : (
        <>
          <CheckIcon className="size-3.5 text-emerald-700" aria-hidden="true" />
          Changes save as you make them
        </>
      )}
    </span>
  );
}

export function MatrixSkeleton() {
  return (
    <SkeletonList
      label="Loading the change impact matrix…"
      count={3}
      className="flex flex-col gap-2 p-4"
      itemClassName="h-11 w-full"
    />
  );
}
