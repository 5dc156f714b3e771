import type { JobRoleReadinessRow } from '@core/schemas/readiness';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { FigureCells, ReadinessTable, RowNameCell, rowClass, Th, tdClass } from './readiness-table';

/** The same figures per job role, with the division role titles whose people it counts. */
export function JobRoleReadinessTable({ rows }: { rows: JobRoleReadinessRow[] }) {
  return (
    <ReadinessTable
      label="Job role figures"
      caption="Readiness by job role"
      nameHeader={
        <>
          Job role <span className="font-normal">· division role titles</span>
        </>
      }
      headers={<Th className="text-right">Processes</Th>}
    >
      {rows.map((row) => (
        <tr key={row.jobRoleId} data-job-role-id={row.jobRoleId} className={rowClass}>
          <RowNameCell
            href={paths.jobRole(row.jobRoleId)}
            name={row.jobRoleName}
            detailLabel="Division role titles"
            className="sm:max-w-80"
            detailClassName="leading-snug"
          >
            {row.divisionRoles.length > 0 ? (
              row.divisionRoles.join(', ')
            ) : (
              <span className="font-medium text-amber-800">No division role titles mapped</span>
            )}
          </RowNameCell>
          <td className={`${tdClass} text-right text-slate-900`}>{formatCount(row.processes)}</td>
          <FigureCells row={row} />
        </tr>
      ))}
    </ReadinessTable>
  );
}
