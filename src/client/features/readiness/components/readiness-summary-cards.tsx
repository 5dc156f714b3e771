import { percent, TIER_SHORT_LABELS } from '@core/rules/readiness/labels';
import type { Readiness } from '@core/schemas/readiness';
import {
  BookOpenCheckIcon,
  ClipboardCheckIcon,
  SquareCheckBigIcon,
  UsersIcon,
  WorkflowIcon,
} from 'lucide-react';
import { SummaryCard, SummaryFigure, SummaryGrid } from '../../../components/ui/card';
import { formatCount, plural } from '../../../lib/format';
import { TIERS } from '../readiness-figures';

const fmt = formatCount;

/** The five headline figures of the filtered set. */
export function ReadinessSummaryCards({ totals }: { totals: Readiness['totals'] }) {
  const { coverage, outputs } = totals;
  return (
    <SummaryGrid headingId="readiness-summary-heading" className="lg:grid-cols-3 xl:grid-cols-5">
      <SummaryCard
        title="Processes in Scope"
        data-card="Processes in Scope"
        icon={WorkflowIcon}
        hint={`Across ${plural(totals.jobRoles, 'job role')}`}
      >
        <SummaryFigure>{fmt(totals.processes)}</SummaryFigure>
      </SummaryCard>
      <SummaryCard
        title="People Affected"
        data-card="People Affected"
        icon={UsersIcon}
        hint={`In ${plural(totals.divisionsAffected, 'division')}`}
      >
        <SummaryFigure>{fmt(totals.peopleAffected)}</SummaryFigure>
      </SummaryCard>
      <SummaryCard
        title="Pain-Point Coverage"
        data-card="Pain-Point Coverage"
        icon={SquareCheckBigIcon}
        hint={
          coverage.total > 0
            ? `${fmt(coverage.resolved)} of ${plural(coverage.total, 'pain point')} resolved`
            : 'No To-Be pain points yet'
        }
      >
        <SummaryFigure>
          {percent(coverage.resolved, coverage.total)}%<span className="sr-only"> resolved</span>
        </SummaryFigure>
      </SummaryCard>
      <SummaryCard
        title="Outputs Assessed"
        data-card="Outputs Assessed"
        icon={ClipboardCheckIcon}
        hint={`${fmt(outputs.high)} high · ${fmt(outputs.med)} medium · ${fmt(outputs.low)} low`}
      >
        <SummaryFigure>
          {fmt(outputs.assessed)}{' '}
          <span className="font-normal text-base text-slate-600">of {fmt(outputs.total)}</span>
        </SummaryFigure>
      </SummaryCard>
      <SummaryCard
        title="Training Material"
        data-card="Training Material"
        icon={BookOpenCheckIcon}
        hint={`Processes with tier documents, of ${fmt(totals.processes)}`}
      >
        <dl className="grid grid-cols-3 gap-2">
          {TIERS.map((tier) => (
            <div key={tier} className="flex flex-col-reverse gap-1">
              <dt className="text-[11px] text-slate-600">{TIER_SHORT_LABELS[tier]}</dt>
              <dd className="font-semibold text-slate-900 text-xl tabular-nums leading-none">
                {fmt(totals.processesWithTier[tier])}
              </dd>
            </div>
          ))}
        </dl>
      </SummaryCard>
    </SummaryGrid>
  );
}
