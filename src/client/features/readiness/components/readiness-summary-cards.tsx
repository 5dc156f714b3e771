import { percent, TIER_SHORT_LABELS } from '@core/rules/readiness/labels';
import type { Readiness } from '@core/schemas/readiness';
import {
  BookOpenCheckIcon,
  ClipboardCheckIcon,
  type LucideIcon,
  type LucideProps,
  SquareCheckBigIcon,
  UsersIcon,
  WorkflowIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Card } from '../../../components/ui/card';
import { formatCount, plural } from '../../../lib/format';
import { TIERS } from '../readiness-figures';

type SummaryCardProps = { title: string; icon: LucideIcon; hint: React.ReactNode; children: React.ReactNode };

function SummaryCard({ title, icon: Icon, hint, children }: SummaryCardProps) {
  const iconProps: LucideProps = { className: 'size-4 text-brand-600', 'aria-hidden': true };
  return (
    <Card className="flex flex-col gap-2 p-5" data-card={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium text-slate-600 text-sm">{title}</h3>
        <Icon {...iconProps} />
      </div>
      {children}
      <p className="text-slate-600 text-xs tabular-nums">{hint}</p>
    </Card>
  );
}

function Figure({ children }: { children: React.ReactNode }) {
  return <p className="font-semibold text-2xl text-slate-900 tabular-nums leading-none">{children}</p>;
}

const fmt = formatCount;

/** The five headline figures of the filtered set. */
export function ReadinessSummaryCards({ totals }: { totals: Readiness['totals'] }) {
  const { coverage, outputs } = totals;
  return (
    <section
      aria-labelledby="readiness-summary-heading"
      className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-5"
    >
      <h2 id="readiness-summary-heading" className="sr-only">
        Summary
      </h2>
      <SummaryCard
        title="Processes in Scope"
        icon={WorkflowIcon}
        hint={`Across ${plural(totals.jobRoles, 'job role')}`}
      >
        <Figure>{fmt(totals.processes)}</Figure>
      </SummaryCard>
      <SummaryCard
        title="People Affected"
        icon={UsersIcon}
        hint={`In ${plural(totals.divisionsAffected, 'division')}`}
      >
        <Figure>{fmt(totals.peopleAffected)}</Figure>
      </SummaryCard>
      <SummaryCard
        title="Pain-Point Coverage"
        icon={SquareCheckBigIcon}
        hint={
          coverage.total > 0
            ? `${fmt(coverage.resolved)} of ${plural(coverage.total, 'pain point')} resolved`
            : 'No To-Be pain points yet'
        }
      >
        <Figure>
          {percent(coverage.resolved, coverage.total)}%<span className="sr-only"> resolved</span>
        </Figure>
      </SummaryCard>
      <SummaryCard
        title="Outputs Assessed"
        icon={ClipboardCheckIcon}
        hint={`${fmt(outputs.high)} high · ${fmt(outputs.med)} medium · ${fmt(outputs.low)} low`}
      >
        <Figure>
          {fmt(outputs.assessed)}{' '}
          <span className="font-normal text-base text-slate-600">of {fmt(outputs.total)}</span>
        </Figure>
      </SummaryCard>
      <SummaryCard
        title="Training Material"
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
    </section>
  );
}
