import { diffArtifacts, hasDifferences } from '@core/rules/artifact-diff';
import { sipocOutputs } from '@core/rules/artifact-shapes';
import { CHANGE_TYPE_LABELS } from '@core/rules/change-impact-labels';
import {
  acceptedDescriptions,
  type ImpactSuggestion,
  outputKey,
  type SuggestedChangeType,
  suggestImpactRows,
} from '@core/rules/impact-suggestions';
import type { Artifact } from '@core/schemas/artifact';
import { useQueryClient } from '@tanstack/react-query';
import {
  CheckIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  EyeOffIcon,
  LightbulbIcon,
  LoaderCircleIcon,
  RotateCcwIcon,
} from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useCanEdit } from '../../api/auth/capabilities';
import { changeImpactsQueryOptions, useChangeImpacts } from '../../api/change-impacts/get-change-impacts';
import {
  useDismissSuggestion,
  useImpactSuggestionDismissals,
  useRestoreSuggestion,
} from '../../api/change-impacts/impact-suggestion-dismissals';
import { useSaveChangeImpact } from '../../api/change-impacts/save-change-impact';
import { QueryErrorState } from '../../components/error-state';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SkeletonList } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { isImpactLevel, knownDescriptions } from '../../lib/change-impact/labels';
import { buildMatrixRows } from '../../lib/change-impact/matrix-rows';
import { runMutation } from '../../lib/run-mutation';
import { cn } from '../../lib/utils';
import { ChangeDescriptionBadge } from './change-description-picker';

const TYPE_BADGE: Record<SuggestedChangeType, BadgeProps['variant']> = {
  NEW: 'success',
  MODIFIED: 'warning',
  REMOVED: 'danger',
};

const suggestionKey = (s: Pick<ImpactSuggestion, 'output' | 'changeType'>) =>
  `${outputKey(s.output)}|${s.changeType}`;

function SuggestionText({ suggestion, muted }: { suggestion: ImpactSuggestion; muted?: boolean }) {
  return (
    <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('break-words font-medium', muted ? 'text-slate-700' : 'text-slate-900')}>
          {suggestion.output}
        </span>
        <Badge variant={muted ? 'outline' : TYPE_BADGE[suggestion.changeType]}>
          {CHANGE_TYPE_LABELS[suggestion.changeType]}
        </Badge>
      </div>
      <p className="text-slate-600 text-xs">
        {suggestion.reason}
        {suggestion.changeType === 'MODIFIED' && suggestion.before && suggestion.after ? (
          <>
            {': '}
            <span className="text-slate-700">“{suggestion.before}”</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> became </span>
            <span className="text-slate-700">“{suggestion.after}”</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

function PanelSkeleton() {
  return (
    <SkeletonList
      label="Loading suggestions…"
      count={2}
      className="flex flex-col gap-2 px-4 py-3"
      itemClassName="h-10 w-full"
    />
  );
}

/**
 * Suggested Change Impact rows (issue 9) beside the matrix: outputs only in the To-Be SIPOC (New),
 * only in the As-Is (Removed) or reworded (Modified) that have no change type yet. Accept sets the
 * change type on the output's row, keeping its impact and descriptions; Dismiss hides the suggestion
 * for everyone, and Restore brings it back. The rules are in core/rules/impact-suggestions.
 */
export function ImpactSuggestionsPanel({
  processId,
  artifacts,
}: {
  processId: string;
  artifacts: Artifact[];
}) {
  const canEdit = useCanEdit();
  const headingId = useId();
  const dismissedListId = useId();
  const queryClient = useQueryClient();
  const impacts = useChangeImpacts(processId);
  const dismissals = useImpactSuggestionDismissals(processId);
  const save = useSaveChangeImpact(processId);
  const dismiss = useDismissSuggestion(processId);
  const restore = useRestoreSuggestion(processId);
  const [showDismissed, setShowDismissed] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const sipoc = useMemo(
    () => diffArtifacts(artifacts).find((r) => r.rowKey === 'sipoc') ?? null,
    [artifacts],
  );
  const suggestions = useMemo(() => {
    const saved = impacts.data ?? [];
    const matrixOutputs = buildMatrixRows(sipocOutputs(artifacts), saved).map((r) => r.output);
    return suggestImpactRows({ sipoc, saved, dismissals: dismissals.data ?? [], matrixOutputs });
  }, [sipoc, artifacts, impacts.data, dismissals.data]);

  const setPending = (key: string, pending: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (pending) next.add(key);
      else next.delete(key);
      return next;
    });

  /** The item that had focus is gone: the next suggestion's first button takes it, else the heading. */
  const refocus = () =>
    setTimeout(() => {
      const next = list.current?.querySelector<HTMLButtonElement>('button:not([disabled])');
      (next ?? heading.current)?.focus();
    }, 0);

  const accept = (s: ImpactSuggestion) => {
    // The freshest row of that output: an earlier change of it may still be on its way.
    const current = queryClient
      .getQueryData(changeImpactsQueryOptions(processId).queryKey)
      ?.find((r) => outputKey(r.processOutput) === outputKey(s.output));
    const output = current?.processOutput ?? s.output;
    const label = CHANGE_TYPE_LABELS[s.changeType];
    void runMutation(
      save,
      {
        processId,
        processOutput: output,
        changeType: s.changeType,
        changeDescription: acceptedDescriptions(knownDescriptions(current?.changeDescription ?? []), s),
        impactAssessment: isImpactLevel(current?.impactAssessment) ? current.impactAssessment : null,
        failureTitle: 'The suggestion could not be accepted',
      },
      {
        onSuccess: () => {
          toast({
            title: 'Suggestion accepted',
            description: `“${output}” is marked ${label} in the matrix.`,
          });
          return queryClient.invalidateQueries({ queryKey: changeImpactsQueryOptions(processId).queryKey });
        },
      },
    );
    setAnnouncement(`Accepted: ${output} marked ${label}.`);
    refocus();
  };

  const dismissOne = (s: ImpactSuggestion) => {
    const key = suggestionKey(s);
    setPending(key, true);
    void runMutation(
      dismiss,
      { processId, processOutput: s.output, changeType: s.changeType },
      {
        onSuccess: () => {
          setAnnouncement(`Dismissed the suggestion for ${s.output}.`);
          toast({
            title: 'Suggestion dismissed',
            description: `“${s.output}” stays under the dismissed suggestions for everyone.`,
          });
          refocus();
        },
        onSettled: () => setPending(key, false),
      },
    );
  };

  const restoreOne = (s: ImpactSuggestion & { dismissalId: string }) => {
    const key = `restore|${s.dismissalId}`;
    setPending(key, true);
    void runMutation(
      restore,
      { id: s.dismissalId },
      {
        onSuccess: () => {
          setAnnouncement(`Restored the suggestion for ${s.output}.`);
          toast({ title: 'Suggestion restored', description: `“${s.output}” is suggested again.` });
        },
        onSettled: () => setPending(key, false),
      },
    );
  };

  const { active, dismissed, comparable } = suggestions;
  const outputsDiffer = !!sipoc?.sections.some((s) => s.key === 'outputs' && hasDifferences(s.counts));
  const loading = impacts.isPending || dismissals.isPending;
  const failed = impacts.isError ? impacts : dismissals.isError ? dismissals : null;

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-slate-200 border-b bg-slate-50 px-4 py-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 font-semibold text-slate-900 text-sm outline-none"
          >
            <LightbulbIcon className="size-4 text-amber-600" aria-hidden="true" />
            Suggested from the As-Is ↔ To-Be difference
            {!loading && !failed && active.length > 0 ? (
              <Badge variant="brand">
                {active.length}
                <span className="sr-only">{active.length === 1 ? ' suggestion' : ' suggestions'}</span>
              </Badge>
            ) : null}
          </h3>
          <p className="mt-0.5 text-slate-600 text-xs">
            Outputs that differ between the As-Is and To-Be SIPOC and have no change type yet. Accept sets the
            change type on the output's row; Dismiss sets the suggestion aside for everyone.
          </p>
        </div>
      </div>

      {loading ? (
        <PanelSkeleton />
      ) : failed ? (
        <QueryErrorState className="m-4" title="The suggestions could not be loaded" query={failed} />
      ) : (
        <>
          {active.length > 0 ? (
            <ul ref={list} aria-label="Suggested change impact rows" className="divide-y divide-slate-100">
              {active.map((s) => {
                const key = suggestionKey(s);
                const pending = busy.has(key);
                const label = CHANGE_TYPE_LABELS[s.changeType];
                return (
                  <li key={key} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
                    <SuggestionText suggestion={s} />
                    <div className="flex flex-wrap items-center gap-1.5">
                      <span className="text-slate-600 text-xs">Suggests</span>
                      {s.changeDescriptions.map((d) => (
                        <ChangeDescriptionBadge key={d} value={d} />
                      ))}
                    </div>
                    <div className="flex items-center gap-2" hidden={!canEdit}>
                      <Button size="sm" variant="outline" disabled={pending} onClick={() => accept(s)}>
                        <CheckIcon aria-hidden="true" />
                        Accept<span className="sr-only">{` ${label} for ${s.output}`}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-slate-600"
                        disabled={pending}
                        onClick={() => dismissOne(s)}
                      >
                        {pending ? (
                          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                        ) : (
                          <EyeOffIcon aria-hidden="true" />
                        )}
                        {pending ? 'Dismissing…' : 'Dismiss'}
                        <span className="sr-only">{` the suggestion for ${s.output}`}</span>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="px-4 py-4 text-slate-600 text-sm">
              {!comparable
                ? 'Suggestions appear once both the As-Is and the To-Be SIPOC are documented.'
                : !outputsDiffer
                  ? 'Nothing to suggest: the As-Is and To-Be SIPOC list the same outputs.'
                  : 'Nothing to suggest: every output that differs already has a change type or was dismissed.'}
            </p>
          )}

          {dismissed.length > 0 ? (
            <div className="border-slate-100 border-t px-4 py-2.5">
              <button
                type="button"
                aria-expanded={showDismissed}
                aria-controls={showDismissed ? dismissedListId : undefined}
                onClick={() => setShowDismissed((v) => !v)}
                className="inline-flex items-center gap-1 rounded-sm font-medium text-brand-700 text-xs hover:text-brand-900 hover:underline"
              >
                {showDismissed ? (
                  <ChevronUpIcon className="size-3.5" aria-hidden="true" />
                ) : (
                  <ChevronDownIcon className="size-3.5" aria-hidden="true" />
                )}
                {showDismissed ? 'Hide dismissed' : `Show ${dismissed.length} dismissed`}
              </button>
              {showDismissed ? (
                <ul
                  id={dismissedListId}
                  aria-label="Dismissed suggestions"
                  className="mt-2 flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200 bg-slate-50/60"
                >
                  {dismissed.map((s) => {
                    const pending = busy.has(`restore|${s.dismissalId}`);
                    return (
                      <li
                        key={s.dismissalId}
                        className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5 text-sm"
                      >
                        <SuggestionText suggestion={s} muted />
                        <Button
                          size="sm"
                          variant="ghost"
                          hidden={!canEdit}
                          disabled={pending}
                          onClick={() => restoreOne(s)}
                        >
                          {pending ? (
                            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                          ) : (
                            <RotateCcwIcon aria-hidden="true" />
                          )}
                          {pending ? 'Restoring…' : 'Restore'}
                          <span className="sr-only">{` the suggestion for ${s.output}`}</span>
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          ) : null}
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
