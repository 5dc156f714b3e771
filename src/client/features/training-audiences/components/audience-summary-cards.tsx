import type { AudienceSummary } from '@core/rules/audience';
import { Building2Icon, type LucideIcon, NetworkIcon, TagsIcon, UsersIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { plural } from '../../../lib/format';

type SummaryCardProps = { title: string; value: number; hint: string; icon: LucideIcon };

function SummaryCard({ title, value, hint, icon: Icon }: SummaryCardProps) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium text-slate-600 text-sm">{title}</h3>
        <Icon className="size-4 text-brand-600" aria-hidden="true" />
      </div>
      <p className="font-semibold text-2xl text-slate-900 tabular-nums leading-none">
        {value.toLocaleString('en-US')}
      </p>
      <p className="text-slate-600 text-xs tabular-nums">{hint}</p>
    </Card>
  );
}

/** Divisions, Total Employees, Unique Roles and Role Instances of the filtered set (spec §2). */
export function AudienceSummaryCards({
  summary,
  roleFilterActive,
  knownRoles,
}: {
  summary: AudienceSummary;
  roleFilterActive: boolean;
  /** How many role titles the data holds in all. */
  knownRoles: number;
}) {
  return (
    <section aria-labelledby="audience-summary-heading" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      <h2 id="audience-summary-heading" className="sr-only">
        Summary
      </h2>
      <SummaryCard
        title="Divisions"
        value={summary.divisions}
        hint={`Across ${plural(summary.locations, 'location')}`}
        icon={Building2Icon}
      />
      <SummaryCard
        title="Total Employees"
        value={summary.totalEmployees}
        hint={
          roleFilterActive
            ? `${summary.employeesInRoles.toLocaleString('en-US')} in the selected roles`
            : 'In the divisions shown'
        }
        icon={UsersIcon}
      />
      <SummaryCard
        title="Unique Roles"
        value={summary.uniqueRoles}
        hint={`Of ${plural(knownRoles, 'role title')}`}
        icon={TagsIcon}
      />
      <SummaryCard
        title="Role Instances"
        value={summary.roleInstances}
        hint="Division-role pairs"
        icon={NetworkIcon}
      />
    </section>
  );
}
