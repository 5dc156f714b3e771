import { CHANGE_TYPE_LABELS, IMPACT_LABELS } from '@core/rules/change-impact-labels';
import { outputElementId } from '@core/rules/traceability';
import {
  CHANGE_TYPES,
  type ChangeImpactUpsert,
  IMPACT_LEVELS,
  type ImpactLevel,
} from '@core/schemas/change-impact';
import { Trash2Icon } from 'lucide-react';
import { useCanEdit } from '../../api/auth/capabilities';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { isChangeType, isImpactLevel } from '../../lib/change-impact/labels';
import type { MatrixRow } from '../../lib/change-impact/matrix-rows';
import { cn } from '../../lib/utils';
import { CommentsButton } from '../comments';
import { LiveSaveLine, useLiveSave } from '../live';
import type { TracePainPoint } from '../traceability';
import { AddressesChips } from '../traceability';
import { TrainingArtifactsCell } from '../training';
import { ChangeDescriptionPicker } from './change-description-picker';

/** Spec §4: a row is tinted by its impact, HIGH red, MED blue, LOW gray; the bar repeats it at the edge. */
export const IMPACT_TINT: Record<ImpactLevel, { row: string; bar: string; dot: string }> = {
  HIGH: { row: 'bg-red-50', bar: 'border-l-red-500', dot: 'bg-red-500' },
  MED: { row: 'bg-blue-50', bar: 'border-l-blue-500', dot: 'bg-blue-500' },
  LOW: { row: 'bg-slate-100', bar: 'border-l-slate-400', dot: 'bg-slate-400' },
};

/** Radix Select has no empty item value: this one stands for "clear the choice". */
const CLEAR = '__clear__';

export type RowPatch = Partial<
  Pick<ChangeImpactUpsert, 'changeType' | 'changeDescription' | 'impactAssessment'>
>;

function ClearItem() {
  return (
    <SelectItem value={CLEAR} className="text-slate-600 italic">
      Not set
    </SelectItem>
  );
}

export function MatrixRowView({
  processId,
  row,
  addresses = [],
  onChange,
  onRemove,
}: {
  processId: string;
  row: MatrixRow;
  /** The pain points this output addresses (traceability, issue 9). */
  addresses?: readonly TracePainPoint[];
  onChange: (patch: RowPatch) => void;
  onRemove: () => void;
}) {
  const canEdit = useCanEdit();
  const saved = row.saved;
  const changeType = isChangeType(saved?.changeType) ? saved.changeType : '';
  const impact = isImpactLevel(saved?.impactAssessment) ? saved.impactAssessment : null;
  const tint = impact ? IMPACT_TINT[impact] : null;
  // A colleague's save of this row shows at once; the line says whose it is until this person edits it.
  const [colleagueSave, forgetColleagueSave] = useLiveSave('change_impact', saved?.id ?? null);
  const change = (patch: RowPatch) => {
    forgetColleagueSave();
    onChange(patch);
  };

  return (
    <tr
      id={outputElementId(row.output)}
      tabIndex={-1}
      data-impact={impact ?? undefined}
      className={cn(
        'scroll-m-4 scroll-mt-12 align-top *:border-b *:border-b-slate-200 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2',
        tint?.row ?? 'bg-white',
      )}
    >
      <th
        scope="row"
        className={cn(
          'sticky left-0 z-10 border-r border-r-slate-200 border-l-4 bg-inherit px-3 py-2.5 text-left font-normal',
          tint?.bar ?? 'border-l-transparent',
        )}
      >
        <span className="flex min-h-9 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-words font-medium text-slate-900">{row.output}</span>
          {row.custom ? <Badge variant="outline">Custom</Badge> : null}
          <CommentsButton anchor={{ kind: 'matrix_row', processOutput: row.output.slice(0, 200) }} />
        </span>
        <AddressesChips painPoints={addresses} targetLabel={row.output} className="mt-1" />
        {colleagueSave ? <LiveSaveLine save={colleagueSave} what="row" /> : null}
      </th>
      <td className="px-2 py-2.5">
        <Select
          disabled={!canEdit}
          value={changeType}
          onValueChange={(v) => change({ changeType: v === CLEAR ? null : isChangeType(v) ? v : null })}
        >
          <SelectTrigger aria-label={`Change type for ${row.output}`} className="bg-white">
            <SelectValue placeholder="Not set" />
          </SelectTrigger>
          <SelectContent>
            {changeType ? <ClearItem /> : null}
            {CHANGE_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {CHANGE_TYPE_LABELS[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </td>
      <td className="px-2 py-2.5">
        <ChangeDescriptionPicker
          output={row.output}
          value={saved?.changeDescription ?? []}
          onChange={(next) => change({ changeDescription: next })}
        />
      </td>
      <td className="px-2 py-2.5">
        <Select
          disabled={!canEdit}
          value={impact ?? ''}
          onValueChange={(v) =>
            change({ impactAssessment: v === CLEAR ? null : isImpactLevel(v) ? v : null })
          }
        >
          <SelectTrigger aria-label={`Impact for ${row.output}`} className="bg-white">
            <SelectValue placeholder="Not set" />
          </SelectTrigger>
          <SelectContent>
            {impact ? <ClearItem /> : null}
            {IMPACT_LEVELS.map((level) => (
              <SelectItem key={level} value={level}>
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={cn('size-2 shrink-0 rounded-full', IMPACT_TINT[level].dot)}
                  />
                  {IMPACT_LABELS[level]}
                </span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </td>
      <td className="px-2 py-2.5">
        <TrainingArtifactsCell processId={processId} processOutput={row.output} />
      </td>
      <td className="px-2 py-2.5 text-right">
        {row.custom && canEdit ? (
          <Button
            variant="ghost"
            size="icon"
            className="text-slate-500 hover:bg-white/70 hover:text-red-700"
            aria-label={`Remove output ${row.output}`}
            title="Remove custom output"
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
