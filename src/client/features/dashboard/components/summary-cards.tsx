import { CircleCheckIcon, FileTextIcon, PencilLineIcon, UsersIcon } from 'lucide-react';
import { useDashboardSummary } from '../../../api/dashboard/get-dashboard-summary';
import { QueryErrorState } from '../../../components/error-state';
import { SummaryCard, SummaryGrid } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';

/** Total, published, draft and job role counts from GET /api/dashboard/summary. */
export function SummaryCards() {
  const summary = useDashboardSummary();

  if (summary.isPending) {
    return (
      <SkeletonList
        label="Loading summary…"
        count={4}
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        itemClassName="h-[104px] rounded-lg"
      />
    );
  }
  if (summary.isError) {
    return <QueryErrorState title="The summary could not be loaded" query={summary} />;
  }

  const { totalProcesses, published, draft, jobRoles } = summary.data;
  return (
    <SummaryGrid headingId="summary-heading" className="lg:grid-cols-4">
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
    </SummaryGrid>
  );
}
