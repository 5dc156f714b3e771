import { sipocOutputs } from '@core/rules/artifact-shapes';
import { IMPACT_LABELS } from '@core/rules/change-impact-labels';
import type { Artifact } from '@core/schemas/artifact';
import { type ChangeDescription, IMPACT_LEVELS } from '@core/schemas/change-impact';
import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, TableIcon } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useCanEdit } from '../../api/auth/capabilities';
import { useRemoveCustomOutput } from '../../api/change-impacts/delete-change-impact';
import { changeImpactsQueryOptions, useChangeImpacts } from '../../api/change-impacts/get-change-impacts';
import { useSaveChangeImpact } from '../../api/change-impacts/save-change-impact';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PanelEmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { Button } from '../../components/ui/button';
import { type Column, ColumnHeaders } from '../../components/ui/column-headers';
import { Input } from '../../components/ui/input';
import { FieldError } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { isChangeType, isImpactLevel, knownDescriptions } from '../../lib/change-impact/labels';
import {
  buildMatrixRows,
  cleanOutputName,
  type MatrixRow,
  validateCustomOutput,
} from '../../lib/change-impact/matrix-rows';
import { plural } from '../../lib/format';
import { runMutation } from '../../lib/run-mutation';
import { cn } from '../../lib/utils';
import { useTraceability } from '../traceability';
import { ImpactSuggestionsPanel } from './impact-suggestions-panel';
import { Legend, MatrixSkeleton, SaveState } from './matrix-parts';
import { IMPACT_TINT, MatrixRowView, type RowPatch } from './matrix-row';

/**
 * The header row stays in view while the region scrolls down, and the first column (room for the
 * row's impact stripe) while it scrolls sideways; on a phone that column is narrower so the
 * scrolling columns keep most of the region.
 */
const MATRIX_COLUMNS: Column[] = [
  {
    label: 'Process Output',
    className: 'left-0 z-30 border-l-4 border-l-transparent border-r border-r-slate-200 px-3',
  },
  { label: 'Change Type' },
  { label: 'Change Description' },
  { label: 'Impact' },
  { label: 'Training' },
  { label: 'Actions', srOnly: true },
];

/**
 * Change Impact Assessment Matrix (spec §2, §4): one row per process output (the role's SIPOC
 * outputs, then custom ones), with change type, change descriptions and impact. Every change is
 * saved at once (the row of that output is created or updated), shown before the server answers,
 * and undone with a toast if it fails.
 */
export function ChangeImpactMatrix({ processId, artifacts }: { processId: string; artifacts: Artifact[] }) {
  const canEdit = useCanEdit();
  const headingId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const impacts = useChangeImpacts(processId);
  const save = useSaveChangeImpact(processId);
  const removeOutput = useRemoveCustomOutput(processId);
  const sipoc = useMemo(() => sipocOutputs(artifacts), [artifacts]);
  const rows = useMemo(() => buildMatrixRows(sipoc, impacts.data ?? []), [sipoc, impacts.data]);
  const trace = useTraceability(processId, artifacts);

  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MatrixRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const justRemoved = useRef(false);

  const change = (row: MatrixRow, patch: RowPatch) => {
    // The freshest values: an earlier change of this row may still be on its way.
    const current =
      queryClient
        .getQueryData(changeImpactsQueryOptions(processId).queryKey)
        ?.find((r) => r.processOutput === row.output) ?? row.saved;
    save.mutate({
      processId,
      processOutput: row.output,
      changeType: isChangeType(current?.changeType) ? current.changeType : null,
      changeDescription: knownDescriptions(current?.changeDescription ?? []),
      impactAssessment: isImpactLevel(current?.impactAssessment) ? current.impactAssessment : null,
      ...patch,
    });
  };

  const addOutput = (event: FormEvent) => {
    event.preventDefault();
    const error = validateCustomOutput(draft, rows);
    setDraftError(error);
    if (error) {
      input.current?.focus();
      return;
    }
    const name = cleanOutputName(draft);
    setDraft('');
    setAnnouncement(`Added output ${name}.`);
    save.mutate(
      {
        processId,
        processOutput: name,
        changeType: null,
        changeDescription: [] as ChangeDescription[],
        impactAssessment: null,
        failureTitle: 'The output could not be added',
      },
      {
        onError: () => setDraft((current) => current || name),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    const output = removing.output;
    void runMutation(
      removeOutput,
      { processOutput: output },
      {
        onSuccess: () => {
          justRemoved.current = true;
          setRemoving(null);
          setAnnouncement(`Removed output ${output}.`);
          toast({ title: 'Output removed', description: `"${output}" is no longer in the matrix.` });
        },
        onError: (err) => {
          setRemoving(null);
          toast({
            variant: 'destructive',
            title: 'The output could not be removed',
            description: errorMessage(err),
          });
        },
      },
    );
  };

  const assessed = rows.filter(
    (r) => r.saved?.changeType || r.saved?.impactAssessment || r.saved?.changeDescription.length,
  ).length;
  const errorId = `${inputId}-error`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            Change Impact Assessment Matrix
          </h2>
          <p className="text-slate-600 text-sm">
            One row per process output: what changes, in what way, and how strongly it affects the people
            doing the work.
          </p>
        </div>
        {impacts.isSuccess ? <SaveState processId={processId} /> : null}
      </div>

      <ImpactSuggestionsPanel processId={processId} artifacts={artifacts} />

      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        {impacts.isPending ? (
          <MatrixSkeleton />
        ) : impacts.isError ? (
          <QueryErrorState
            className="m-4"
            title="The change impact assessments could not be loaded"
            query={impacts}
          />
        ) : (
          <>
            {rows.length > 0 ? (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-slate-200 border-b bg-slate-50 px-4 py-2.5 text-slate-700 text-xs tabular-nums">
                <span className="font-medium">{plural(rows.length, 'output')}</span>
                <span>{assessed} assessed</span>
                {IMPACT_LEVELS.map((level) => {
                  const count = rows.filter((r) => r.saved?.impactAssessment === level).length;
                  return (
                    <span key={level} className="inline-flex items-center gap-1.5">
                      <span
                        aria-hidden="true"
                        className={cn('size-2 rounded-full', IMPACT_TINT[level].dot)}
                      />
                      {IMPACT_LABELS[level]} {count}
                    </span>
                  );
                })}
              </div>
            ) : null}
            <div
              role="region"
              aria-label="Change impact assessment table"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              // A height of its own, so that the header row can stick to the region's top edge.
              className="relative max-h-[70vh] overflow-auto focus-visible:outline-offset-[-2px]"
            >
              <table
                aria-labelledby={headingId}
                className="w-full min-w-[880px] table-fixed border-separate border-spacing-0 text-sm sm:min-w-[960px]"
              >
                <colgroup>
                  <col className="w-36 sm:w-[22%]" />
                  <col className="w-36" />
                  <col />
                  <col className="w-40" />
                  <col className="w-64" />
                  <col className="w-12" />
                </colgroup>
                <thead>
                  <ColumnHeaders
                    columns={MATRIX_COLUMNS}
                    cellClassName="sticky top-0 z-20 border-slate-200 border-b bg-white px-2 py-2 font-medium"
                    className="text-left text-slate-600 text-xs"
                  />
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={6} className="px-6 py-10 text-center">
                        <PanelEmptyState
                          icon={TableIcon}
                          title="No process outputs to assess yet"
                          description="This role's SIPOC lists no outputs. Add a custom output below to start the assessment."
                        />
                      </td>
                    </tr>
                  ) : (
                    rows.map((row) => (
                      <MatrixRowView
                        key={row.output}
                        processId={processId}
                        row={row}
                        addresses={trace.addressing('output', row.output)}
                        onChange={(patch) => change(row, patch)}
                        onRemove={() => setRemoving(row)}
                      />
                    ))
                  )}
                </tbody>
                <tfoot hidden={!canEdit}>
                  <tr>
                    <td colSpan={6} className="border-l-4 border-l-transparent px-3 py-3">
                      <form noValidate onSubmit={addOutput} className="flex items-start gap-2">
                        <div className="flex max-w-md flex-1 flex-col gap-1">
                          <Input
                            ref={input}
                            id={inputId}
                            value={draft}
                            onChange={(e) => {
                              setDraft(e.target.value);
                              if (draftError) setDraftError(null);
                            }}
                            autoComplete="off"
                            placeholder="Add custom output"
                            aria-label="Add custom output"
                            aria-invalid={draftError ? true : undefined}
                            aria-describedby={draftError ? errorId : undefined}
                          />
                          <FieldError id={errorId}>{draftError}</FieldError>
                        </div>
                        <Button type="submit" variant="outline">
                          <PlusIcon aria-hidden="true" />
                          Add
                        </Button>
                      </form>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <Legend />
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this output?"
        description={
          <>
            <span className="font-medium text-slate-900">{removing?.output}</span> and its assessment are
            removed from the matrix. The Change Log keeps a record.
          </>
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={removeOutput.isPending}
        onConfirm={confirmRemove}
        onCloseAutoFocus={(event) => {
          if (!justRemoved.current) return;
          justRemoved.current = false;
          event.preventDefault();
          input.current?.focus();
        }}
      />
    </section>
  );
}
