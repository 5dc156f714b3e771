import type { Readiness } from '@core/schemas/readiness';
import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';

/** Job roles with processes but no division role titles: their people are missing from every figure. */
export function UnmappedRolesNotice({ roles }: { roles: Readiness['unmappedJobRoles'] }) {
  if (roles.length === 0) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm">
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        No division role titles mapped: nobody is counted for {roles.map((r) => r.name).join(', ')}.{' '}
        <Link
          href={paths.jobRoles()}
          className="font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          Map division role titles on Job Roles
        </Link>
      </p>
    </div>
  );
}
