import { CHANGE_DESCRIPTION_LABELS } from '@core/rules/change-impact-labels';
import { percent } from '@core/rules/readiness/labels';
import { IMPACT_LEVELS, type ImpactLevel } from '@core/schemas/change-impact';
import type { ProcessImpact } from '@core/schemas/readiness';
import { ArrowRightIcon, CircleAlertIcon, RotateCwIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useProcessImpact } from '../../../api/readiness/get-process-impact';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isChangeDescription } from '../../../lib/change-impact/labels';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';
import {
  audienceGap,
  type CoverageKey,
  coverageDetail,
  coverageHeadline,
  coverageSegments,
  outputCount,
  outputsHeadline,
} from './process-impact-model';

/** The matrix's tints (spec §4): HIGH red, MED blue, LOW gray. */
const LEVEL_BADGE: Record<ImpactLevel, string> = {
  HIGH: 'border-red-200 bg-red-50 text-red-800',
  MED: 'border-blue-200 bg-blue-50 text-blue-800',
  LOW: 'border-slate-300 bg-slate-100 text-slate-700',
};
const LEVEL_DOT: Record<ImpactLevel, string> = {
  HIGH: 'bg-red-500',
  MED: 'bg-blue-500',
  LOW: 'bg-slate-400',
};

/** The pain point tracker's status colours. */
const COVERAGE_COLOUR: Record<CoverageKey, string> = {
  resolved: 'bg-emerald-600',
  partiallyResolved: 'bg-amber-500',
  parkingLot: 'bg-violet-600',
  notAddressed: 'bg-red-600',
  notSet: 'bg-slate-300',
};

const HEADING_ID = 'process-impact-heading';

function StripFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-busy={busy || undefined}
      className="@container rounded-lg border border-slate-200 bg-white"
    >
      {children}
    </section>
  );
}

function Eyebrow() {
  return (
    <h2 id={HEADING_ID} className="font-medium text-slate-600 text-xs">
      Change impact
    </h2>
  );
}

function ReadinessLink() {
  return (
    <Link
      href={paths.readiness()}
      className="inline-flex shrink-0 items-center gap-1 rounded-sm font-medium text-brand-700 text-sm hover:underline"
    >
      Readiness dashboard
      <ArrowRightIcon className="size-3.5" aria-hidden="true" />
    </Link>
  );
}

function ImpactStripSkeleton() {
  return (
    <StripFrame busy>
      <div role="status" className="flex flex-col gap-3 p-4">
        <span className="sr-only">Loading the change impact…</span>
        <div className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Eyebrow />
            <Skeleton className="h-4 w-96 max-w-full" />
          </div>
        </div>
        <Skeleton className="h-12 w-full" />
      </div>
    </StripFrame>
  );
}

/**
 * Who is counted: the mapped titles; or, when the headline says nobody is (no job role, no
 * audience mapped), the way to fix it.
 */
function AudienceLine({ impact }: { impact: ProcessImpact }) {
  const gap = audienceGap(impact);
  if (gap === null) {
    return (
      <p className="text-slate-600 text-xs">
        Audience of job role {impact.jobRoleName}: {impact.divisionRoles.join(', ')}
      </p>
    );
  }
  return (
    <p className="text-slate-600 text-xs">
      {gap === 'no-job-role'
        ? 'Choose a job role with Edit Process, or set roles up on the '
        : 'Map its audience on the '}
      <Link
        href={paths.jobRoles()}
        className="rounded-sm font-medium text-brand-700 underline underline-offset-2"
      >
        Job Roles screen
      </Link>
      .
    </p>
  );
}

function LevelList({ impact }: { impact: ProcessImpact }) {
  const levels = [...impact.levels].sort(
    (a, b) => IMPACT_LEVELS.indexOf(a.level) - IMPACT_LEVELS.indexOf(b.level),
  );
  if (levels.length === 0) {
    return <p className="text-slate-600 text-sm">No output has an impact assessed yet.</p>;
  }
  return (
    <ul aria-label="Impact by level" className="flex flex-col gap-2">
      {levels.map((entry) => {
        const descriptions = entry.changeDescriptions.map((d) =>
          isChangeDescription(d) ? CHANGE_DESCRIPTION_LABELS[d] : d,
        );
        return (
          <li key={entry.level} className="flex min-w-0 items-start gap-2.5 text-sm">
            <span
              className={cn(
                'inline-flex w-14 shrink-0 items-center justify-center gap-1.5 rounded-md border py-0.5 font-semibold text-xs',
                LEVEL_BADGE[entry.level],
              )}
            >
              <span className={cn('size-1.5 rounded-full', LEVEL_DOT[entry.level])} aria-hidden="true" />
              {entry.level}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span>
                <span className="font-medium text-slate-900 tabular-nums">
                  {outputCount(entry.outputs.length)}
                </span>
                <span className="text-slate-600">
                  {': '}
                  {descriptions.length > 0 ? descriptions.join(', ') : 'no change description'}
                </span>
              </span>
              <span className="truncate text-slate-600 text-xs" title={entry.outputs.join(', ')}>
                {entry.outputs.join(', ')}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Figure({
  label,
  value,
  detail,
  bar,
}: {
  label: string;
  value: string;
  detail?: string;
  bar: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <h3 className="font-medium text-slate-600 text-xs">{label}</h3>
      <p className="font-semibold text-slate-900 text-sm tabular-nums">{value}</p>
      {bar}
      {detail ? <p className="text-slate-600 text-xs tabular-nums">{detail}</p> : null}
    </div>
  );
}

/** A thin bar; the figures beside it say the same in words, so it is hidden from assistive technology. */
function Bar({ segments }: { segments: { key: string; percent: number; colour: string }[] }) {
  return (
    <div aria-hidden="true" className="flex h-1.5 w-full overflow-hidden rounded-full bg-slate-100">
      {segments.map((s) => (
        <div key={s.key} className={s.colour} style={{ width: `${s.percent}%` }} />
      ))}
    </div>
  );
}

function ImpactFigures({ impact }: { impact: ProcessImpact }) {
  const { coverage, outputs } = impact;
  const assessedPercent = percent(outputs.assessed, outputs.total);
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-4 border-slate-100 border-t px-4 py-3 @lg:grid-cols-2 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-1.5 @lg:col-span-2 @4xl:col-span-1">
        <h3 className="font-medium text-slate-600 text-xs">Outputs by impact</h3>
        <LevelList impact={impact} />
      </div>
      <Figure
        label="Pain point coverage"
        value={coverageHeadline(coverage)}
        detail={coverageDetail(coverage) || undefined}
        bar={
          coverage.total > 0 ? (
            <Bar
              segments={coverageSegments(coverage).map((s) => ({
                key: s.key,
                percent: s.percent,
                colour: COVERAGE_COLOUR[s.key],
              }))}
            />
          ) : null
        }
      />
      <Figure
        label="Outputs assessed"
        value={outputsHeadline(outputs)}
        detail={
          outputs.total > 0 && outputs.assessed < outputs.total
            ? `${outputs.total - outputs.assessed} without an impact level`
            : undefined
        }
        bar={
          outputs.total > 0 ? (
            <Bar segments={[{ key: 'assessed', percent: assessedPercent, colour: 'bg-brand-600' }]} />
          ) : null
        }
      />
    </div>
  );
}

/**
 * The process header's headcount-weighted impact (issue 9): who the change reaches ("142 employees
 * in 9 divisions, HIGH: systems change"), the outputs per impact level, pain point coverage and
 * how much of the matrix is assessed, with the way to the readiness dashboard.
 */
export function ProcessImpactStrip({ processId }: { processId: string }) {
  const impact = useProcessImpact(processId);

  if (impact.isPending) return <ImpactStripSkeleton />;

  // A failed refresh keeps showing the figures already loaded.
  if (impact.isError && !impact.data) {
    return (
      <StripFrame>
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <Eyebrow />
            <p className="flex items-center gap-1.5 text-slate-600 text-sm">
              <CircleAlertIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              The change impact figures could not be loaded.
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => impact.refetch()} disabled={impact.isFetching}>
            <RotateCwIcon aria-hidden="true" className={impact.isFetching ? 'animate-spin' : undefined} />
            Retry
          </Button>
        </div>
      </StripFrame>
    );
  }

  const data = impact.data;
  const gap = audienceGap(data);
  return (
    <StripFrame>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <div className="flex min-w-0 flex-[1_1_16rem] items-start gap-3">
          <span
            className={cn(
              'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
              gap ? 'bg-amber-50 text-amber-700' : 'bg-brand-50 text-brand-700',
            )}
            aria-hidden="true"
          >
            <UsersIcon className="size-4.5" />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <Eyebrow />
            <p className="font-semibold text-base text-slate-900 tabular-nums" aria-live="polite">
              {data.headline}
            </p>
            <AudienceLine impact={data} />
          </div>
        </div>
        <ReadinessLink />
      </div>
      <ImpactFigures impact={data} />
    </StripFrame>
  );
}
