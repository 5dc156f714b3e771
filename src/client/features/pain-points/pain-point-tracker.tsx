import { painPointKey } from '@core/rules/pain-points';
import { painPointElementId } from '@core/rules/traceability';
import type { Artifact } from '@core/schemas/artifact';
import { PAIN_POINT_STATUS_LABELS, type PainPointStatusValue } from '@core/schemas/pain-point-status';
import { CheckIcon, ClipboardListIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useCanEdit } from '../../api/auth/capabilities';
import { useEditPainPoints } from '../../api/pain-points/edit-pain-points';
import { usePainPointStatuses } from '../../api/pain-points/get-pain-point-statuses';
import { useTogglePainPointStatus } from '../../api/pain-points/toggle-pain-point-status';
import { usePainPointLinkActions } from '../../api/traceability/pain-point-links';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PanelEmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SkeletonList } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { STATUS_BUTTONS } from '../../lib/change-impact/labels';
import { plural } from '../../lib/format';
import { lazyDialog } from '../../lib/lazy-dialog';
import {
  PAIN_POINT_LIST_MAX_HEIGHT,
  type PainPointItem,
  painPointItems,
  toBePainPointsArtifact,
} from '../../lib/pain-points/pain-point-list';
import { statusesOf } from '../../lib/pain-points/status-toggle';
import { runMutation } from '../../lib/run-mutation';
import { cn } from '../../lib/utils';
import { CommentsButton } from '../comments';
import { AddressedBy, LinkTargetsDialog, useRevealFragmentTarget, useTraceability } from '../traceability';

const AddPainPointDialog = lazyDialog(() =>
  import('./add-pain-point-dialog').then((m) => m.AddPainPointDialog),
);

/** Each status reads apart when pressed: its own colour, a check mark and aria-pressed. */
const STATUS_STYLES: Record<string, { pressed: string; dot: string }> = {
  resolved: {
    pressed: 'border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800',
    dot: 'bg-emerald-600',
  },
  partially_resolved: {
    pressed: 'border-amber-400 bg-amber-400 text-amber-950 hover:bg-amber-500',
    dot: 'bg-amber-500',
  },
  parking_lot: {
    pressed: 'border-violet-700 bg-violet-700 text-white hover:bg-violet-800',
    dot: 'bg-violet-600',
  },
  not_addressed: { pressed: 'border-red-700 bg-red-700 text-white hover:bg-red-800', dot: 'bg-red-600' },
};

function StatusButton({
  status,
  pressed,
  busy,
  onToggle,
}: {
  status: PainPointStatusValue;
  pressed: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const canEdit = useCanEdit();
  const style = STATUS_STYLES[status];
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      data-status={status}
      disabled={!canEdit}
      onClick={onToggle}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 font-medium text-[13px] transition-colors',
        pressed
          ? style?.pressed
          : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
        busy && 'cursor-progress',
        !canEdit && 'cursor-default',
      )}
    >
      {pressed ? (
        <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" />
      ) : (
        <span aria-hidden="true" className={cn('size-2 rounded-full', style?.dot)} />
      )}
      {PAIN_POINT_STATUS_LABELS[status]}
    </button>
  );
}

function StatusSummary({ counts, total }: { counts: Map<string, number>; total: number }) {
  const notSet = counts.get('') ?? 0;
  return (
    <ul
      aria-label="Resolution summary"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-xs"
    >
      {STATUS_BUTTONS.map((status) => (
        <li key={status} className="inline-flex items-center gap-1.5 tabular-nums">
          <span aria-hidden="true" className={cn('size-2 rounded-full', STATUS_STYLES[status]?.dot)} />
          {PAIN_POINT_STATUS_LABELS[status]}
          <span className="font-semibold text-slate-900">{counts.get(status) ?? 0}</span>
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5 tabular-nums">
        <span aria-hidden="true" className="size-2 rounded-full border border-slate-400" />
        Not Set
        <span className="font-semibold text-slate-900">{notSet}</span>
        <span className="sr-only">of {total}</span>
      </li>
    </ul>
  );
}

/**
 * Pain Point Resolution (spec §2, §4): the To-Be pain points, each with the four status toggles
 * (several may hold at once; none reads Not Set), an Add New Pain Point dialog and a remove
 * action. Status changes show at once and are undone with a toast if the save fails.
 */
export function PainPointTracker({ processId, artifacts }: { processId: string; artifacts: Artifact[] }) {
  const canEdit = useCanEdit();
  const headingId = useId();
  const artifact = toBePainPointsArtifact(artifacts);
  const items = useMemo(() => painPointItems(artifact?.content), [artifact?.content]);
  const statuses = usePainPointStatuses(processId, items.length > 0);
  const { toggle, isPending } = useTogglePainPointStatus(processId);
  const remove = useEditPainPoints(processId, artifacts);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PainPointItem | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Traceability (issue 9): what addresses each pain point, and the Link… dialog of one of them.
  const trace = useTraceability(processId, artifacts);
  const linkActions = usePainPointLinkActions(processId);
  const [linking, setLinking] = useState<PainPointItem | null>(null);
  const [linkingOpen, setLinkingOpen] = useState(false);
  useRevealFragmentTarget();
  // After a removal the item's own button is gone: focus lands on Add New Pain Point instead.
  const justRemoved = useRef(false);

  // Each pain point is keyed by its id (issue 19). Titles are unique once added here, but imported
  // content may repeat one: only the first of a title carries the title's element id.
  const keys = useMemo(() => {
    const seen = new Map<string, number>();
    return items.map((item) => {
      const key = painPointKey(item);
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      return n === 0 ? key : `${key}#${n}`;
    });
  }, [items]);
  const firstOfTitle = useMemo(() => {
    const seen = new Set<string>();
    return items.map((item) => {
      if (seen.has(item.title)) return false;
      seen.add(item.title);
      return true;
    });
  }, [items]);

  const rows = statuses.data ?? [];
  const perItem = items.map((item) => statusesOf(rows, item));
  const counts = new Map<string, number>();
  for (const set of perItem) {
    if (set.size === 0) counts.set('', (counts.get('') ?? 0) + 1);
    for (const status of set) counts.set(status, (counts.get(status) ?? 0) + 1);
  }

  const confirmRemove = () => {
    if (!removing) return;
    const title = removing.title;
    void runMutation(
      remove,
      { kind: 'remove', painPoint: removing },
      {
        onSuccess: () => {
          justRemoved.current = true;
          setRemoving(null);
          toast({ title: 'Pain point removed', description: `"${title}" is no longer tracked.` });
        },
        onError: (err) => {
          setRemoving(null);
          toast({
            variant: 'destructive',
            title: 'The pain point could not be removed',
            description: errorMessage(err),
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            Pain Point Resolution
          </h2>
          <p className="text-slate-600 text-sm">
            How the To-Be addresses each pain point. Click a status to set it and again to clear it; a pain
            point can hold several.
          </p>
        </div>
        {canEdit ? (
          <Button ref={addButton} variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add New Pain Point
          </Button>
        ) : null}
      </div>

      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        {items.length === 0 ? (
          <PanelEmptyState
            icon={ClipboardListIcon}
            title="No As-Is pain points found to track"
            description="Add the first To-Be pain point with Add New Pain Point, then mark how the change resolves it."
            className="px-6 py-10 text-center"
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-slate-200 border-b bg-slate-50 px-4 py-2.5">
              <span className="font-medium text-slate-700 text-xs tabular-nums">
                {plural(items.length, 'pain point')}
              </span>
              {statuses.isSuccess ? <StatusSummary counts={counts} total={items.length} /> : null}
            </div>
            {statuses.isError ? (
              <QueryErrorState
                className="m-4"
                title="The resolution statuses could not be loaded"
                query={statuses}
              />
            ) : null}
            <div
              role="region"
              aria-label="Pain points to track"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              className="overflow-y-auto focus-visible:outline-offset-[-2px]"
              style={{ maxHeight: PAIN_POINT_LIST_MAX_HEIGHT }}
            >
              <ul className="divide-y divide-slate-200">
                {items.map((item, index) => {
                  const set = perItem[index] ?? new Set<string>();
                  const first = firstOfTitle[index] ?? false;
                  return (
                    <li
                      key={keys[index]}
                      id={first ? painPointElementId(item.title) : undefined}
                      tabIndex={first ? -1 : undefined}
                      className="flex scroll-m-4 flex-col gap-3 px-4 py-4 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2"
                    >
                      <div className="flex items-start justify-between gap-3">
                        <div className="flex min-w-0 flex-col gap-1">
                          <h3 className="font-medium text-slate-900 leading-snug">{item.title}</h3>
                          {item.description ? (
                            <p className="text-slate-600 text-sm">{item.description}</p>
                          ) : null}
                          {item.impact ? (
                            <p className="text-slate-600 text-xs">
                              <span className="font-medium text-slate-700">Impact: </span>
                              {item.impact}
                            </p>
                          ) : null}
                        </div>
                        <div className="flex shrink-0 items-center gap-1.5">
                          {item.id ? (
                            <CommentsButton
                              anchor={{
                                kind: 'pain_point',
                                painPointId: item.id,
                                label: item.title.slice(0, 200),
                              }}
                            />
                          ) : null}
                          {statuses.isSuccess && set.size === 0 ? (
                            <Badge variant="outline">Not Set</Badge>
                          ) : null}
                          {canEdit ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-8 text-slate-500 hover:text-red-700"
                              aria-label={`Remove pain point ${item.title}`}
                              title="Remove pain point"
                              onClick={() => setRemoving(item)}
                            >
                              <Trash2Icon aria-hidden="true" />
                            </Button>
                          ) : null}
                        </div>
                      </div>
                      {statuses.isPending ? (
                        <SkeletonList
                          label="Loading statuses…"
                          count={STATUS_BUTTONS.length}
                          className="flex flex-wrap gap-2"
                          itemClassName="h-8 w-32 rounded-full"
                        />
                      ) : statuses.isSuccess ? (
                        <div
                          role="group"
                          aria-label={`Resolution of ${item.title}`}
                          className="flex flex-wrap gap-2"
                        >
                          {STATUS_BUTTONS.map((status) => (
                            <StatusButton
                              key={status}
                              status={status}
                              pressed={set.has(status)}
                              busy={isPending(item, status)}
                              onToggle={() => toggle(item, status)}
                            />
                          ))}
                        </div>
                      ) : null}
                      <AddressedBy
                        painPointTitle={item.title}
                        ready={trace.ready}
                        targets={trace.targetsOf(item)}
                        actions={linkActions}
                        onLink={() => {
                          setLinking(item);
                          setLinkingOpen(true);
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          </>
        )}
      </div>

      <AddPainPointDialog
        processId={processId}
        artifacts={artifacts}
        existing={items}
        open={adding}
        onOpenChange={setAdding}
      />
      {linking !== null ? (
        <LinkTargetsDialog
          painPoint={linking}
          model={trace}
          actions={linkActions}
          open={linkingOpen}
          onOpenChange={setLinkingOpen}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this pain point?"
        description={
          <>
            <span className="font-medium text-slate-900">{removing?.title}</span> is removed from the To-Be
            pain points, with its resolution statuses and links. The Change Log keeps a record.
          </>
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCloseAutoFocus={(event) => {
          if (!justRemoved.current) return;
          justRemoved.current = false;
          event.preventDefault();
          addButton.current?.focus();
        }}
      />
    </section>
  );
}
