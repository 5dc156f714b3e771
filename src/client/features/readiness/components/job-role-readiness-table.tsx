import type { JobRoleReadinessRow } from '@core/schemas/readiness';
import { Link } from 'wouter';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import {
  FigureCells,
  FigureHeaders,
  rowClass,
  stickyCellClass,
  stickyHeadClass,
  TableScroll,
  Th,
  tableClass,
  tdClass,
} from './readiness-table';

/** The same figures per job role, with the division role titles whose people it counts. */
export function JobRoleReadinessTable({ rows }: { rows: JobRoleReadinessRow[] }) {
  return (
    <TableScroll label="Job role figures">
      <table className={tableClass}>
        <caption className="sr-only">Readiness by job role</caption>
        <thead>
          <tr>
            <Th className={`min-w-64 ${stickyHeadClass}`}>
              Job role <span className="font-normal">· division role titles</span>
            </Th>
            <Th className="text-right">Processes</Th>
            <FigureHeaders />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.jobRoleId} data-job-role-id={row.jobRoleId} className={rowClass}>
              <th scope="row" className={`${tdClass} ${stickyCellClass} max-w-80`}>
                <Link
                  href={paths.jobRole(row.jobRoleId)}
                  className="text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {row.jobRoleName}
                </Link>
                <span className="mt-0.5 block font-normal text-slate-600 text-xs leading-snug">
                  <span className="sr-only">Division role titles: </span>
                  {row.divisionRoles.length > 0 ? (
                    row.divisionRoles.join(', ')
                  ) : (
                    <span className="font-medium text-amber-800">No division role titles mapped</span>
                  )}
                </span>
              </th>
              <td className={`${tdClass} text-right text-slate-900`}>{formatCount(row.processes)}</td>
              <FigureCells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
