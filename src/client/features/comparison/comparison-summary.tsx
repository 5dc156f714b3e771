import { GaugeIcon, GitBranchIcon, TimerIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type * as React from 'react';
import { IconTile } from '../../components/ui/icon-tile';
import { cn } from '../../lib/utils';
import { type ComparisonMetrics, formatTimeChange, formatTransition } from './comparison-model';

/** The compact metrics strip above the rows, from the two workflow maps. */
export function ComparisonSummary({ metrics }: { metrics: ComparisonMetrics }) {
  const change = formatTimeChange(metrics.timeReduction);
  const TrendIcon = change.tone === 'negative' ? TrendingUpIcon : TrendingDownIcon;
  return (
    <section
      aria-label="Workflow metrics, As-Is to To-Be"
      className="rounded-lg border border-slate-200 bg-white"
    >
      <div className="grid grid-cols-1 divide-y divide-slate-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        <Metric
          icon={TimerIcon}
          label="Time reduction"
          value={
            <span
              className={cn(
                'inline-flex items-center gap-1.5',
                change.tone === 'positive' && 'text-emerald-700',
                change.tone === 'negative' && 'text-red-700',
                change.tone === 'neutral' && 'text-slate-500',
              )}
            >
              {change.tone !== 'neutral' ? <TrendIcon className="size-4" aria-hidden="true" /> : null}
              {change.text}
            </span>
          }
          sub={
            metrics.asIsTime || metrics.toBeTime ? (
              <Transition from={metrics.asIsTime} to={metrics.toBeTime} what="average time" />
            ) : (
              'Average times not recorded'
            )
          }
        />
        <Metric
          icon={GaugeIcon}
          label="To-Be automation"
          value={
            <span className={metrics.toBeAutomation ? 'text-brand-800' : 'text-slate-500'}>
              {metrics.toBeAutomation ?? '—'}
            </span>
          }
          sub={metrics.asIsAutomation ? `As-Is: ${metrics.asIsAutomation}` : 'As-Is level not recorded'}
        />
        <Metric
          icon={GitBranchIcon}
          label="Steps"
          value={<Transition from={metrics.asIsSteps} to={metrics.toBeSteps} what="steps" />}
          sub={
            <>
              Decision points{' '}
              <Transition from={metrics.asIsDecisions} to={metrics.toBeDecisions} what="decision points" />
            </>
          }
        />
      </div>
    </section>
  );
}

function Metric({
  icon: Icon,
  label,
  value,
  sub,
}: {
  icon: typeof TimerIcon;
  label: string;
  value: React.ReactNode;
  sub: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3 px-4 py-3">
      <IconTile icon={Icon} />
      <dl className="min-w-0">
        <dt className="text-slate-500 text-xs">{label}</dt>
        <dd className="font-semibold text-lg text-slate-900 tabular-nums leading-tight">{value}</dd>
        <dd className="mt-0.5 text-pretty text-slate-500 text-xs tabular-nums">{sub}</dd>
      </dl>
    </div>
  );
}

/** "12 → 7", read out as "As-Is 12, To-Be 7". */
function Transition({
  from,
  to,
  what,
}: {
  from: string | number | null;
  to: string | number | null;
  what: string;
}) {
  const text =
    typeof from === 'string' || typeof to === 'string'
      ? `${from ?? '—'} \u2192 ${to ?? '—'}`
      : formatTransition(from, to);
  if (from === null && to === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{what}: not recorded</span>
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        {what}: As-Is {from ?? 'not recorded'}, To-Be {to ?? 'not recorded'}
      </span>
    </>
  );
}
