import type { AudienceSummary } from '@core/rules/audience';
import { Building2Icon, NetworkIcon, TagsIcon, UsersIcon } from 'lucide-react';
import { SummaryCard, SummaryGrid } from '../../../components/ui/card';
import { plural } from '../../../lib/format';

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
    <SummaryGrid headingId="audience-summary-heading" className="xl:grid-cols-4">
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
    </SummaryGrid>
  );
}
