import type { ComparisonRowKey } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import {
  FileTextIcon,
  LayersIcon,
  type LucideIcon,
  ServerIcon,
  SparklesIcon,
  TrendingUpIcon,
  TriangleAlertIcon,
  UsersIcon,
  WorkflowIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';
import { CommentsButton } from '../comments';

export const ROW_ICONS: Record<ComparisonRowKey, LucideIcon> = {
  job_description: FileTextIcon,
  workflow_map: WorkflowIcon,
  sipoc: LayersIcon,
  cross_functional: UsersIcon,
  systems: ServerIcon,
  pain_points: TriangleAlertIcon,
};

export type ComparisonState = 'as_is' | 'to_be';

type ComparisonCardProps = {
  rowKey: ComparisonRowKey;
  rowLabel: string;
  state: ComparisonState;
  artifact: Artifact | null;
  /** Both states exist for this row. */
  improved: boolean;
  /** Measured and given a min-height so the two cells of a row line up. */
  cardRef?: React.Ref<HTMLElement>;
  /** A strip between the header and the body (the To-Be job description's marking controls). */
  toolbar?: React.ReactNode;
  /** The card's own actions (Edit, Copy to To-Be), beside its title. */
  actions?: React.ReactNode;
  /** What changed from the As-Is (Show changes, To-Be cards), above the content. */
  changes?: React.ReactNode;
  children: React.ReactNode;
};

/** The state's colour as a dot: neutral for As-Is, the accent for To-Be. */
export function StateDot({ toBe, className }: { toBe: boolean; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('shrink-0 rounded-full', toBe ? 'bg-brand-600' : 'bg-slate-500', className)}
    />
  );
}

/** One comparison cell: the row's kind, the artifact's name and badges, then its content. */
export function ComparisonCard({
  rowKey,
  rowLabel,
  state,
  artifact,
  improved,
  cardRef,
  toolbar,
  actions,
  changes,
  children,
}: ComparisonCardProps) {
  const titleId = useId();
  const Icon = ROW_ICONS[rowKey];
  const toBe = state === 'to_be';
  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      data-row={rowKey}
      data-state={state}
      className={cn(
        'flex min-w-0 flex-col rounded-lg border bg-white',
        toBe ? 'border-brand-200' : 'border-slate-200',
      )}
    >
      <header className="flex flex-col gap-1.5 px-4 pt-3.5 pb-3">
        <div className="flex min-h-5 flex-wrap items-center justify-between gap-2">
          <p
            className={cn(
              'inline-flex items-center gap-1.5 font-medium text-[11px] uppercase tracking-wider',
              toBe ? 'text-brand-700' : 'text-slate-500',
            )}
          >
            {/* Stacked, the column headers are no longer above each card: the card says its state. */}
            <span
              className={cn(
                'hidden items-center gap-1 rounded px-1.5 py-px font-semibold normal-case tracking-normal group-data-[layout=stacked]/comparison:inline-flex',
                toBe ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-slate-800',
              )}
            >
              <StateDot toBe={toBe} className="size-1.5" />
              {toBe ? 'To-Be' : 'As-Is'}
            </span>
            <Icon className="size-3.5" aria-hidden="true" />
            {rowLabel}
          </p>
          {artifact ? (
            <div className="flex items-center gap-1.5">
              {improved ? (
                <Badge variant="success" title="Both the As-Is and the To-Be state are documented">
                  <TrendingUpIcon aria-hidden="true" />
                  Improved
                </Badge>
              ) : null}
              {toBe ? (
                <Badge variant="brand">
                  <SparklesIcon aria-hidden="true" />
                  Optimized
                </Badge>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="flex items-start justify-between gap-2">
          <h3
            id={titleId}
            className="min-w-0 break-words pt-0.5 font-semibold text-slate-900 text-sm leading-snug"
          >
            {artifact?.name ?? `${rowLabel} (${toBe ? 'To-Be' : 'As-Is'})`}
          </h3>
          <div className="-mt-0.5 -mr-2 flex shrink-0 items-center">
            <CommentsButton anchor={{ kind: 'row', row: rowKey, state }} />
            {actions}
          </div>
        </div>
        {artifact?.description ? (
          <p className="text-pretty text-slate-600 text-xs leading-relaxed">{artifact.description}</p>
        ) : null}
      </header>
      {toolbar}
      {changes}
      <div className="flex flex-1 flex-col gap-4 border-slate-100 border-t px-4 pt-3.5 pb-4">{children}</div>
    </article>
  );
}

/** The §8 empty text or "Content structure not recognized.", centred in the card body. */
export function CardNotice({
  children,
  tone = 'empty',
  action,
}: {
  children: React.ReactNode;
  tone?: 'empty' | 'odd';
  /** The one next step under the text (Add …). */
  action?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-1 flex-col items-center justify-center gap-3 rounded-md border border-dashed px-4 py-8 text-center text-sm',
        tone === 'odd' ? 'border-amber-300 bg-amber-50/50 text-amber-900' : 'border-slate-200 text-slate-500',
      )}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
