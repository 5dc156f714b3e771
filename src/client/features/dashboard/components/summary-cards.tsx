import { CircleCheckIcon, FileTextIcon, type LucideIcon, PencilLineIcon, UsersIcon } from 'lucide-react';
import { useDashboardSummary } from '../../../api/dashboard/get-dashboard-summary';
import { ErrorState } from '../../../components/error-state';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

type SummaryCardProps = { title: string; value: number; hint: string; icon: LucideIcon; iconClass: string };

function SummaryCard({ title, value, hint, icon: Icon, iconClass }: SummaryCardProps) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium text-slate-600 text-sm">{title}</h3>
        <Icon className={`size-4 ${iconClass}`} aria-hidden="true" />
      </div>
      <p className="font-semibold text-2xl text-slate-900 tabular-nums leading-none">
        {value.toLocaleString('en-US')}
      </p>
      <p className="text-slate-600 text-xs tabular-nums">{hint}</p>
    </Card>
  );
}

/** Total, published, draft and job role counts from GET /api/dashboard/summary. */
export function SummaryCards() {
  const summary = useDashboardSummary();

  if (summary.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <span className="sr-only">Loading summary…</span>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-[104px] rounded-lg" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <ErrorState
        title="The summary could not be loaded"
        error={summary.error}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }

  const { totalProcesses, published, draft, jobRoles } = summary.data;
  return (
    <section aria-labelledby="summary-heading" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <SummaryCard
        title="Total Processes"
        value={totalProcesses}
        hint={`Across ${jobRoles.toLocaleString('en-US')} job roles`}
        icon={FileTextIcon}
        iconClass="text-slate-500"
      />
      <SummaryCard
        title="Published"
        value={published}
        hint="Active processes"
        icon={CircleCheckIcon}
        iconClass="text-emerald-600"
      />
      <SummaryCard
        title="In Draft"
        value={draft}
        hint="Pending review"
        icon={PencilLineIcon}
        iconClass="text-amber-600"
      />
      <SummaryCard
        title="Job Roles"
        value={jobRoles}
        hint="Active roles"
        icon={UsersIcon}
        iconClass="text-brand-600"
      />
    </section>
  );
}
