import type { AudienceMatrix } from '@core/rules/audience';
import { formatCount as fmt } from '../../lib/format';
import { cn } from '../../lib/utils';
import { CountBadge } from './count-badge';

type AudienceMatrixTableProps = {
  matrix: AudienceMatrix;
  /** Names the scroll region and the table ("Role by division matrix"). */
  label: string;
  /** `compact` is the process tab's denser variant. */
  density?: 'comfortable' | 'compact';
  className?: string;
};

/**
 * The Role × Division matrix: roles as rows, divisions as columns (code and employee count), the
 * headcount as a badge or a dash, a Total per role and per division. The header row, the role
 * column and the Total column stay in place while the table scrolls inside its own region, so a
 * wide matrix stays readable.
 */
export function AudienceMatrixTable({
  matrix,
  label,
  density = 'comfortable',
  className,
}: AudienceMatrixTableProps) {
  const compact = density === 'compact';
  const cell = compact ? 'px-1.5 py-1' : 'px-2 py-1.5';
  const edge = 'border-slate-200';

  return (
    <div
      role="region"
      aria-label={label}
      // A keyboard user scrolls the matrix with the arrow keys once it has focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        'relative overflow-auto rounded-md border border-slate-200 bg-white focus-visible:outline-offset-0',
        compact ? 'max-h-[26rem]' : 'max-h-[70vh]',
        className,
      )}
    >
      <table
        className={cn(
          'w-max min-w-full border-separate border-spacing-0 tabular-nums',
          compact ? 'text-xs' : 'text-sm',
        )}
      >
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={cn(
                'sticky top-0 left-0 z-30 border-r border-b bg-slate-50 text-left font-semibold text-slate-700',
                edge,
                cell,
                compact ? 'min-w-32 sm:min-w-44' : 'min-w-36 sm:min-w-56',
              )}
            >
              Role
            </th>
            {matrix.columns.map((d) => (
              <DivisionHeaderCell
                key={d.code}
                division={d}
                className={cn(cell, compact ? 'min-w-12' : 'min-w-16')}
              />
            ))}
            <th
              scope="col"
              className={cn(
                'sticky top-0 z-30 border-b border-l sm:right-0 bg-slate-100 text-right font-semibold text-slate-900',
                edge,
                cell,
              )}
            >
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.role} className="group">
              <th
                scope="row"
                className={cn(
                  'sticky left-0 z-10 border-r border-b bg-white text-left font-medium text-slate-800 group-hover:bg-slate-50 sm:whitespace-nowrap',
                  edge,
                  cell,
                )}
              >
                {row.role}
              </th>
              {row.counts.map((n, i) => (
                <td
                  key={matrix.columns[i]?.code ?? i}
                  className={cn('border-b border-slate-100 text-center group-hover:bg-slate-50', cell)}
                >
                  {n > 0 ? <CountBadge count={n} /> : <NoneMark className="text-slate-400" />}
                </td>
              ))}
              <td
                className={cn(
                  'right-0 z-10 border-b border-l bg-slate-50 sm:sticky text-right font-semibold text-slate-900 group-hover:bg-slate-100',
                  edge,
                  cell,
                )}
              >
                {fmt(row.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th
              scope="row"
              className={cn(
                'sticky bottom-0 left-0 z-30 border-t border-r bg-slate-100 text-left font-semibold text-slate-900',
                edge,
                cell,
              )}
            >
              Total
            </th>
            {matrix.columnTotals.map((n, i) => (
              <td
                key={matrix.columns[i]?.code ?? i}
                className={cn(
                  'sticky bottom-0 z-20 border-t bg-slate-100 text-center font-semibold text-slate-900',
                  edge,
                  cell,
                )}
              >
                {fmt(n)}
              </td>
            ))}
            <td
              className={cn(
                'sticky bottom-0 z-30 border-t border-l bg-slate-200 sm:right-0 text-right font-semibold text-slate-900',
                edge,
                cell,
              )}
            >
              {fmt(matrix.grandTotal)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** What a division column of a role × division table shows about its division. */
export type DivisionColumn = { code: string; name: string; location: string; employees: number };

/**
 * A division's column header, sticky at the top of its scroll region: the code, the name for a
 * screen reader (without its "code - " prefix), the employee count. `className` sets its padding.
 */
export function DivisionHeaderCell({ division, className }: { division: DivisionColumn; className: string }) {
  return (
    <th
      scope="col"
      title={`${division.name} (${division.location})`}
      className={cn(
        'sticky top-0 z-20 border-slate-200 border-b bg-slate-50 text-center align-bottom font-normal',
        className,
      )}
    >
      <span className="block font-semibold text-slate-900">{division.code}</span>
      <span className="sr-only"> {division.name.replace(/^\S+\s+-\s+/, '')}, </span>
      <span className="block whitespace-nowrap text-[11px] text-slate-600">
        {fmt(division.employees)} emp.
      </span>
    </th>
  );
}

/** An empty count cell: a dash to the eye, "none" to a screen reader. */
export function NoneMark({ className }: { className: string }) {
  return (
    <>
      <span aria-hidden="true" className={className}>
        —
      </span>
      <span className="sr-only">none</span>
    </>
  );
}
